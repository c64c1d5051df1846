import ChartA11y
import Testing

@Suite("Colour science: WCAG contrast, CIEDE2000, Machado 2009")
struct ColorScienceTests {
  @Test("WCAG 2.2 contrast ratios of known pairs")
  func contrast() {
    let white = SRGBColor(rgb: 0xFFFFFF)
    #expect(abs(SRGBColor(rgb: 0x000000).contrastRatio(with: white) - 21) < 1e-9)
    #expect(abs(SRGBColor(rgb: 0x767676).contrastRatio(with: white) - 4.54) < 0.005)
    #expect(abs(SRGBColor(rgb: 0x949494).contrastRatio(with: white) - 3.03) < 0.005)
    #expect(SRGBColor(rgb: 0xFFFFFF).contrastRatio(with: white) == 1)
  }

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

  @Test("sRGB to CIELAB: white is L 100, mid grey L 53.39")
  func lab() {
    let white = CIELabColor(SRGBColor(rgb: 0xFFFFFF))
    #expect(abs(white.lightness - 100) < 1e-3 && abs(white.a) < 1e-3 && abs(white.b) < 1e-3)
    #expect(abs(CIELabColor(SRGBColor(rgb: 0x808080)).lightness - 53.585) < 0.01)
  }

  @Test("Machado 2009 severity 1.0 maps red as the paper's matrices say")
  func machado() {
    let red = SRGBColor(rgb: 0xFF0000)
    // Linear red (1, 0, 0) times the first column of each matrix, then gamma-encoded.
    #expect(
      ColorVisionDeficiency.protanopia.simulate(red)
        == SRGBColor(linearRed: 0.152_286, linearGreen: 0.114_503, linearBlue: 0))
    #expect(
      ColorVisionDeficiency.deuteranopia.simulate(red)
        == SRGBColor(linearRed: 0.367_322, linearGreen: 0.280_085, linearBlue: 0))
    #expect(
      ColorVisionDeficiency.tritanopia.simulate(red)
        == SRGBColor(linearRed: 1, linearGreen: 0, linearBlue: 0.004_733))
    // Greys are unchanged: every row sums to 1.
    let grey = SRGBColor(rgb: 0x777777)
    for deficiency in ColorVisionDeficiency.allCases {
      let simulated = deficiency.simulate(grey)
      #expect(abs(simulated.red - grey.red) < 1e-4 && abs(simulated.blue - grey.blue) < 1e-4)
    }
  }

  @Test("Names resolve: hex, SwiftUI by scheme, CSS, materials, unknown")
  func names() {
    #expect(NamedColors.resolve("#30B0C7", darkScheme: false) == .color(SRGBColor(rgb: 0x30B0C7)))
    #expect(NamedColors.resolve("#abc", darkScheme: false) == .color(SRGBColor(rgb: 0xAABBCC)))
    #expect(NamedColors.resolve("teal", darkScheme: false) == .color(SRGBColor(rgb: 0x30B0C7)))
    #expect(NamedColors.resolve("teal", darkScheme: true) == .color(SRGBColor(rgb: 0x40C8E0)))
    #expect(NamedColors.resolve("blue", darkScheme: false) == .color(SRGBColor(rgb: 0x007AFF)))
    #expect(
      NamedColors.resolve("rebeccapurple", darkScheme: false) == .color(SRGBColor(rgb: 0x663399)))
    #expect(
      NamedColors.resolve("thinMaterial", darkScheme: false)
        == .unauditable("a material blends with what is behind it"))
    #expect(NamedColors.resolve("#12345", darkScheme: false) == .unknown)
    #expect(NamedColors.resolve("blurple", darkScheme: false) == .unknown)
    #expect(NamedColors.colorNames.count == 148 + 3)
  }
}
