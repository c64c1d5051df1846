import ChartA11y
import ChartModel
import Testing

@Suite("CIEDE2000 and CIELAB")
struct ColorDifferenceTests {
  /// Sharma, Wu & Dalal (2005), Table 1: pairs 1, 7, 13, 17, 19, 25, 34.
  static let sharmaPairs: [((Double, Double, Double), (Double, Double, Double), Double)] = [
    ((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
    ((50, 0, 0), (50, -1, 2), 2.3669),
    ((50, 2.49, -0.001), (50, -2.49, 0.0011), 7.2195),
    ((50, 2.5, 0), (73, 25, -18), 27.1492),
    ((50, 2.5, 0), (50, 3.1736, 0.5854), 1.0),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
  ]

  @Test("CIEDE2000 matches Sharma, Wu & Dalal's test data", arguments: sharmaPairs)
  func ciede2000(pair: ((Double, Double, Double), (Double, Double, Double), Double)) {
    let (first, second, expected) = pair
    let difference = ColorDifference.ciede2000(
      CIELabColor(lightness: first.0, a: first.1, b: first.2),
      CIELabColor(lightness: second.0, a: second.1, b: second.2))
    #expect(abs(difference - expected) < 1e-4)
    let reversed = ColorDifference.ciede2000(
      CIELabColor(lightness: second.0, a: second.1, b: second.2),
      CIELabColor(lightness: first.0, a: first.1, b: first.2))
    #expect(abs(reversed - expected) < 1e-4)
  }

  @Test("sRGB to CIELAB: white is L 100, mid grey (#808080) L 53.59")
  func lab() {
    let white = CIELabColor(SRGBColor(rgb: 0xFFFFFF))
    #expect(abs(white.lightness - 100) < 1e-3 && abs(white.a) < 1e-3 && abs(white.b) < 1e-3)
    #expect(abs(CIELabColor(SRGBColor(rgb: 0x808080)).lightness - 53.585) < 0.01)
  }
}
