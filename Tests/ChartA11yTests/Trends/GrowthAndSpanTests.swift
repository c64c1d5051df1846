import ChartModel
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Growth on log axes, the whole span before its phases, and monotone short series")
struct GrowthAndSpanTests {
  /// A Vega-Lite line of daily values from 1 March 2020, on a log value axis with `log`.
  static func analysis(_ values: [Double], log: Bool = false) throws -> ChartAnalysis {
    let start = Date(timeIntervalSince1970: 1_583_020_800)  // 2020-03-01
    let rows = values.enumerated().map { index, value in
      let day = start.addingTimeInterval(Double(index) * 86_400)
      let date = ISO8601DateFormatter().string(from: day).prefix(10)
      return #"{"day": "\#(date)", "cases": \#(value)}"#
    }
    let scale = log ? #", "scale": {"type": "log"}"# : ""
    let json = #"""
      {"data": {"values": [\#(rows.joined(separator: ", "))]}, "mark": "line",
       "encoding": {"x": {"field": "day", "type": "temporal"},
                    "y": {"field": "cases", "type": "quantitative"\#(scale)}}}
      """#
    return try ShortSequenceTests.analysis(vegaLite: json)
  }

  @Test("Values growing 25 % a day: factor 1.25 per day, steady")
  func steadyGrowth() throws {
    let values = (0..<12).map { 20 * pow(1.25, Double($0)) }
    let growth = try #require(try Self.analysis(values, log: true).series.first?.growth)
    #expect(abs(growth.factor - 1.25) < 1e-9)
    #expect(growth.slopeUnit == "day")
    #expect(growth.isSteady)
    #expect(abs(growth.stepRatios.lowerBound - 1.25) < 1e-9)
  }

  @Test("Ratios alternating ×3 and ×0.5 are not steady; their range is given")
  func unsteadyGrowth() throws {
    var values = [10.0]
    for index in 1..<12 { values.append(values[index - 1] * (index.isMultiple(of: 2) ? 0.5 : 3)) }
    let growth = try #require(try Self.analysis(values, log: true).series.first?.growth)
    #expect(!growth.isSteady)
    #expect(abs(growth.stepRatios.lowerBound - 0.5) < 1e-12)
    #expect(abs(growth.stepRatios.upperBound - 3) < 1e-12)
  }

  @Test("No growth rate on a linear axis, nor with a value a log axis cannot draw")
  func noGrowth() throws {
    let values = (0..<8).map { pow(2, Double($0)) }
    #expect(try Self.analysis(values).series.first?.growth == nil)
    #expect(try Self.analysis([0] + values, log: true).series.first?.growth == nil)
  }

  @Test("A log chart states its growth rate, not Sen's slope of the values")
  func growthSentence() throws {
    let values = (0..<12).map { 20 * pow(1.25, Double($0)) }
    let sentences = ShortSequenceTests.trendSentences(try Self.analysis(values, log: true))
    #expect(
      sentences == [
        "Overall it rises significantly, growing about 25 % a day (Mann–Kendall: τ = 1, "
          + "p < 0.001)."
      ])
    let shrinking = ShortSequenceTests.trendSentences(
      try Self.analysis((0..<12).map { 1e6 * pow(0.1, Double($0)) }, log: true))
    #expect(
      shrinking.first?.hasPrefix("Overall it falls significantly, shrinking about 10× a day")
        == true)
  }

  @Test("Four values ×10 apart on a log axis: each step is a factor, not a difference")
  func shortGrowth() throws {
    let sentences = ShortSequenceTests.trendSentences(
      try Self.analysis([1, 10, 100, 1_000], log: true))
    #expect(sentences.first?.contains("(each time multiplied by 10)") == true)
    let linear = ShortSequenceTests.trendSentences(try Self.analysis([1, 10, 100, 1_000]))
    #expect(linear.first?.contains("(by 9, 90 and 900)") == true)
  }

  @Test("A series read in phases starts with its whole span")
  func wholeSpanFirst() throws {
    // Rises for 30 days, dips for 10, rises again for 30: overall a clear rise.
    let rise = (0..<30).map { Double($0) }
    let dip = (0..<10).map { 29 - 2 * Double($0) }
    let again = (0..<30).map { 11 + 1.5 * Double($0) }
    let values: [Double] = rise + dip + again
    let sentences = ShortSequenceTests.trendSentences(try Self.analysis(values))
    let first = try #require(sentences.first)
    #expect(first.hasPrefix("Overall it rises (Mann–Kendall"))
    #expect(first.contains("); within that, it rises from 1 March 2020 to a peak of 29"))
  }

  @Test(
    "A monotone series of 5 or 6 values (tested, not a sequence) is never trendless",
    arguments: 5...6)
  func monotoneShortSeries(count: Int) throws {
    var generator = SplitMix64(seed: UInt64(100 + count))
    for _ in 0..<20 {
      var rising = [Double.random(in: -100...100, using: &generator)]
      for _ in 1..<count {
        rising.append(rising[rising.count - 1] + Double.random(in: 0.01...50, using: &generator))
      }
      for (values, verb) in [(rising, "rises"), (rising.reversed(), "falls")] {
        let sentence = try #require(
          ShortSequenceTests.trendSentences(try Self.analysis(values)).first)
        #expect(!sentence.contains("no significant trend"), "\(values)")
        #expect(sentence.contains("It \(verb)") || sentence.contains("Overall it \(verb)"))
      }
    }
  }
}
