import ChartA11y
import Testing

@Suite("Fractions of extreme ranges")
struct RangeFractionTests {
  @Test("Ranges wider than a Double and subnormal ranges give exact fractions")
  func extremes() {
    let max = Double.greatestFiniteMagnitude
    #expect(RangeFraction.of(max, from: -max, to: max) == 1)
    #expect(RangeFraction.of(-max, from: -max, to: max) == 0)
    #expect(RangeFraction.of(0, from: -max, to: max) == 0.5)
    #expect(
      RangeFraction.of(1e308, from: -1.7e308, to: 1.7e308).map {
        abs($0 - 0.7941176470588235) < 1e-12
      } == true)
    let tiny = Double.leastNonzeroMagnitude
    #expect(RangeFraction.of(tiny * 2024, from: 0, to: tiny * 4048) == 0.5)
    #expect(RangeFraction.of(tiny, from: tiny, to: Double.leastNormalMagnitude) == 0)
    #expect(RangeFraction.of(tiny * 2, from: 0, to: Double.leastNormalMagnitude) ?? 1 < 1e-15)
    #expect(RangeFraction.of(3, from: 1, to: 5) == 0.5)
    #expect(RangeFraction.of(3, from: 5, to: 5) == nil)
    #expect(RangeFraction.of(3, from: 1, to: .infinity) == nil)
  }

  @Test("Pitch and braille height follow the value over a range of ±1.7e308")
  func pitchAndBraille() {
    let pitch = PitchMapping(
      values: -1.7e308...1.7e308, lowHz: 130.8, highHz: 1046.5, scale: .musical)
    #expect(abs(pitch.frequency(of: 1.7e308) - 1046.5) < 1e-9)
    #expect(abs(pitch.frequency(of: -1.7e308) - 130.8) < 1e-9)
    #expect(pitch.frequency(of: 0) > 360 && pitch.frequency(of: 0) < 380)
    #expect(
      [-1.7e308, 0, 1.7e308, 1e308, -1e308].map {
        BrailleGraph.level(of: $0, in: -1.7e308...1.7e308)
      }
        == [1, 3, 4, 4, 1])
  }
}
