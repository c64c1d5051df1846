import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("A series too short for a trend test is read as the sequence drawn")
struct ShortSequenceTests {
  /// A Vega-Lite line of yearly values from 2020 on, as analysed for a description.
  static func analysis(_ values: [Double], format: String? = nil) throws -> ChartAnalysis {
    let rows = values.enumerated().map { #"{"year": "\#(2020 + $0)-01-01", "rate": \#($1)}"# }
    let axis = format.map { #", "axis": {"format": "\#($0)"}"# } ?? ""
    let json = #"""
      {"data": {"values": [\#(rows.joined(separator: ", "))]}, "mark": "line",
       "encoding": {"x": {"field": "year", "type": "temporal", "timeUnit": "year"},
                    "y": {"field": "rate", "type": "quantitative"\#(axis)}}}
      """#
    return try analysis(vegaLite: json)
  }

  /// A Vega-Lite spec's analysis, as for a description.
  static func analysis(vegaLite json: String) throws -> ChartAnalysis {
    try ChartText.analysis(json, kind: .vegaLite)
  }

  static func trendSentences(_ analysis: ChartAnalysis) -> [String] {
    ChartDescription(analysis, options: DescriptionOptions(level: .trends)).sentences
      .filter { $0.level == .trends }.map(\.text)
  }

  @Test("The fewest values the test needs: 5 at α = 0.05, 6 at 0.01, 3 at 0.5")
  func minimumSampleSize() throws {
    #expect(MannKendall.minimumSampleSize(alpha: 0.05) == 5)
    #expect(MannKendall.minimumSampleSize(alpha: 0.01) == 6)
    #expect(MannKendall.minimumSampleSize(alpha: 0.5) == 3)
    // The size found is the first whose best case is significant: p(4) ≥ 0.05 > p(5).
    #expect(try MannKendall.test([0, 1, 2, 3]).p > 0.05)
    #expect(try MannKendall.test([0, 1, 2, 3, 4]).p < 0.05)
  }

  @Test("Steps are grouped into runs by direction")
  func runs() throws {
    let analysis = try Self.analysis([2, 5, 5, 3])
    let sequence = try #require(analysis.series.first?.sequence)
    #expect(sequence.runs.map(\.direction) == [.rises, .stays, .falls])
    #expect(sequence.runs.map(\.start) == [0, 1, 2])
    #expect(sequence.runs.map(\.end) == [1, 2, 3])
    #expect(sequence.changes == [3, 0, -2])
    #expect(sequence.monotoneDirection == nil)
    #expect(sequence.minimumTestSize == 5)
  }

  @Test("Five values or more are tested, not read as a sequence")
  func longEnough() throws {
    #expect(try Self.analysis([1, 2, 3, 4, 5]).series.first?.sequence == nil)
    #expect(try Self.analysis([1, 2, 3, 4]).series.first?.sequence != nil)
  }

  @Test("Three falling rates in percent: a fall at every step, in percentage points")
  func fallingRates() throws {
    let sentences = Self.trendSentences(try Self.analysis([0.081, 0.054, 0.036], format: ".1%"))
    #expect(
      sentences == [
        "It falls at every step, from 8.1% in 2020 to 3.6% in 2022 (by 2.7 and 1.8 percentage "
          + "points). 3 values are too few for a trend test (Mann–Kendall needs 5 at α = 0.05)."
      ])
  }

  @Test("A rise then a fall names each turn's value and place")
  func risesThenFalls() throws {
    let sentences = Self.trendSentences(try Self.analysis([2, 5, 3]))
    #expect(
      sentences == [
        "It rises from 2 in 2020 to 5 in 2021, then falls to 3 in 2022. 3 values are too few "
          + "for a trend test (Mann–Kendall needs 5 at α = 0.05)."
      ])
  }

  @Test("Two values read as one step")
  func twoValues() throws {
    let sentences = Self.trendSentences(try Self.analysis([10, 12]))
    #expect(
      sentences == [
        "It rises, from 10 in 2020 to 12 in 2021. 2 values are too few for a trend test "
          + "(Mann–Kendall needs 5 at α = 0.05)."
      ])
  }

  @Test(
    "No monotone series of 2 to 4 values is called trendless; its direction is stated",
    arguments: 2...4)
  func monotoneProperty(count: Int) throws {
    var generator = SplitMix64(seed: UInt64(count))
    var checked = 0
    for _ in 0..<20 {
      let steps = (0..<count).map { _ in Double.random(in: 0.5...50, using: &generator) }
      let rising = steps.reduce(into: [Double]()) { $0.append(($0.last ?? 0) + $1) }
      for (values, verb) in [(rising, "rises"), (rising.reversed(), "falls")] {
        let text = Self.trendSentences(try Self.analysis(values)).joined(separator: " ")
        #expect(text.hasPrefix("It \(verb)"), "\(values): \(text)")
        #expect(!text.contains("no significant trend") && !text.contains("no trend"))
        checked += 1
      }
    }
    #expect(checked == 40)
  }

  @Test("The short alt text says the direction of a monotone short series")
  func altText() throws {
    let analysis = try Self.analysis([0.081, 0.054, 0.036], format: ".1%")
    let alt = AltTextContent(analysis)
    #expect(alt.short.contains("falls from 8.1% in 2020 to 3.6% in 2022"), "\(alt.short)")
  }

  @Test("A chart of three short series says once why none is tested")
  func reasonOnce() throws {
    let series: [(String, [Double])] = [("A", [1, 2, 3]), ("B", [3, 2, 1]), ("C", [2, 5, 3])]
    var rows: [String] = []
    for (name, values) in series {
      for (index, value) in values.enumerated() {
        rows.append(#"{"year": "\#(2020 + index)-01-01", "rate": \#(value), "s": "\#(name)"}"#)
      }
    }
    let json = #"""
      {"data": {"values": [\#(rows.joined(separator: ", "))]}, "mark": "line",
       "encoding": {"x": {"field": "year", "type": "temporal", "timeUnit": "year"},
                    "y": {"field": "rate", "type": "quantitative"},
                    "color": {"field": "s", "type": "nominal"}}}
      """#
    let sentences = Self.trendSentences(try Self.analysis(vegaLite: json))
    // The series' own sentences, before the comparisons.
    #expect(
      sentences.prefix(3) == [
        "It rises at every step, from 1 in 2020 to 3 in 2022 (by 1 and 1). 3 values are too few "
          + "for a trend test (Mann–Kendall needs 5 at α = 0.05).",
        "It falls at every step, from 3 in 2020 to 1 in 2022 (by 1 and 1).",
        "It rises from 2 in 2020 to 5 in 2021, then falls to 3 in 2022.",
      ])
  }
}
