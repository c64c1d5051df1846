import ChartModel
import Foundation
import Testing

@testable import ChartA11y

@Suite("The two ends of a stated range share their decimals, and neither passes its value")
struct RangeEndsTests {
  private static func axis(_ low: Double, _ high: Double, unit: String? = nil) -> AxisDescriptor {
    AxisDescriptor(
      title: "v", unit: unit, kind: .numeric, calendarUnit: nil, isHidden: false,
      range: low...high, categories: [])
  }

  @Test("A highest high of 100.97 beside a lowest low of 92.41 is 100.97, not 101")
  func candlestick() {
    let ends = AxisPhrasing.range(92.41, 100.97, on: Self.axis(92.41, 100.97))
    #expect(ends.low == "92.41")
    #expect(ends.high == "100.97")
  }

  @Test(
    "Exact ends and ends written in another style stay as they are",
    arguments: zip(
      [(0.0, 14.5), (3.6, 8.0), (99.96, 101.2), (522_000, 32_200_000), (1_000_100, 1_004_000)],
      [
        ("0", "14.5"), ("3.6", "8"), ("99.96", "101.2"), ("522,000", "32.2 million"),
        ("1.0001 million", "1.004 million"),
      ]))
  func exactEnds(range: (Double, Double), expected: (String, String)) {
    let ends = AxisPhrasing.range(range.0, range.1, on: Self.axis(range.0, range.1))
    #expect(ends.low == expected.0)
    #expect(ends.high == expected.1)
  }

  @Test("An end is not padded past five significant digits beside a far smaller one")
  func farSmallerEnd() {
    let density = AxisPhrasing.range(1.35e-28, 0.109922561474386, on: Self.axis(0, 0.11))
    #expect(density.high == "0.11")
    let prices = AxisPhrasing.range(7.07, 223.02, on: Self.axis(7.07, 223.02))
    #expect(prices == (low: "7.07", high: "223.02"))
    let shares = AxisPhrasing.range(0.00000391, 0.07238359, on: Self.axis(0, 0.2))
    #expect(shares == (low: "0.00000391", high: "0.0724"))
  }

  @Test("A unit after the number does not count as decimals; a currency symbol before it")
  func units() {
    let births = AxisPhrasing.range(0.389, 5.3472, on: Self.axis(0.389, 5.3472, unit: "t.ha"))
    #expect(births == (low: "0.389 t.ha", high: "5.347 t.ha"))
    let dollars = AxisPhrasing.range(1.25, 99.96, on: Self.axis(1.25, 99.96, unit: "$"))
    #expect(dollars == (low: "$1.25", high: "$99.96"))
  }

  /// Parses a plain written number ("1,234.5") into its value and decimals.
  private static func parsed(_ text: String) -> (value: Double, decimals: Int)? {
    Double(text.replacingOccurrences(of: ",", with: "")).map {
      ($0, WrittenDecimals.count(in: text))
    }
  }

  @Test("Over seeded random ranges, each end is its value or shows the other's decimals")
  func randomRanges() throws {
    var generator = SplitMix64(seed: 13)
    for _ in 0..<2_000 {
      let scale = pow(10, Double.random(in: -3...5, using: &generator))
      let a = Double.random(in: -1...1, using: &generator) * scale
      let b = a + Double.random(in: 0.001...2, using: &generator) * scale
      let ends = AxisPhrasing.range(a, b, on: Self.axis(a, b))
      let low = try #require(Self.parsed(ends.low), "\(ends.low)")
      let high = try #require(Self.parsed(ends.high), "\(ends.high)")
      let target = max(low.decimals, high.decimals)
      for (end, value) in [(low, a), (high, b)] {
        // Within half a unit of the last written digit.
        let unit = pow(10, -Double(end.decimals))
        #expect(abs(end.value - value) <= unit / 2 * (1 + 1e-9), "\(ends) for \(a)...\(b)")
        // Fewer decimals than the other end only when exact, or when the other's decimals
        // would take it past five significant digits.
        let padded = target + Int(log10(abs(value)).rounded(.down)) + 1
        if end.decimals < target, padded <= AxisPhrasing.maximumPaddedDigits {
          #expect(abs(end.value - value) <= abs(value) * 1e-12, "\(ends) for \(a)...\(b)")
        }
      }
    }
  }
}
