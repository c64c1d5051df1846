import ChartModel
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Along an ordered axis, a change within overlapping error bars is not a rise or a fall")
struct IntervalStepsTests {
  /// Yearly means 50, 52, 60, 61, 62, 70, 64 with intervals ± 4, 4, 3, 3, 4, 3, 2, drawn as
  /// error bars (or a band) over `x`.
  static func analysis(
    band: Bool = false, xType: String = "temporal", names: [String]? = nil,
    data: [(Int, Double, Double)] = [
      (2015, 50, 4), (2016, 52, 4), (2017, 60, 3), (2018, 61, 3), (2019, 62, 4), (2020, 70, 3),
      (2021, 64, 2),
    ]
  ) throws -> ChartAnalysis {
    let rows = data.enumerated().map { index, row in
      let (year, mean, error) = row
      let label = names?[index] ?? "\(year)"
      return
        #"{"year": "\#(label)", "mean": \#(mean), "lo": \#(mean - error), "hi": \#(mean + error)}"#
    }
    let unit = xType == "temporal" ? #", "timeUnit": "year""# : ""
    let x = #"{"field": "year", "type": "\#(xType)"\#(unit), "title": "Year"}"#
    let json = #"""
      {"data": {"values": [\#(rows.joined(separator: ", "))]}, "layer": [
        {"mark": "\#(band ? "errorband" : "errorbar")", "encoding": {"x": \#(x),
          "y": {"field": "lo", "type": "quantitative", "title": "Score"}, "y2": {"field": "hi"}}},
        {"mark": "\#(band ? "line" : "point")", "encoding": {"x": \#(x),
          "y": {"field": "mean", "type": "quantitative", "title": "Mean score"}}}]}
      """#
    return try ShortSequenceTests.analysis(vegaLite: json)
  }

  static func reading(_ analysis: ChartAnalysis) throws -> IntervalReading {
    guard case .interval(let reading) = try #require(analysis.kind) else {
      Issue.record("not read as an interval chart: \(String(describing: analysis.kind))")
      throw CancellationError()
    }
    return reading
  }

  @Test("Steps are read against the intervals: overlaps, rises and a fall")
  func runs() throws {
    let steps = try #require(try Self.reading(try Self.analysis()).steps.first)
    #expect(steps.intervals.count == 7)
    #expect(
      steps.runs.map(\.change) == [.withinIntervals, .rises, .withinIntervals, .rises, .falls])
    #expect(steps.runs.map(\.start) == [0, 1, 2, 4, 5])
    #expect(steps.runs.map(\.end) == [1, 2, 4, 5, 6])
  }

  @Test("The group's sentence says where the bars overlap, never 'rises' there")
  func sentence() throws {
    for band in [false, true] {
      let text = PlainTextRenderer.render(ChartDescription(try Self.analysis(band: band)))
      let drawn = band ? "(the error band overlaps)" : "(the error bars overlap)"
      #expect(
        text.contains(
          "Mean score is 50 in 2015 and stays about the same until 2016 \(drawn), then rises to "
            + "60 in 2017, then stays about the same until 2019 \(drawn), then rises to 70 in "
            + "2020, then falls to 64 in 2021."), "\(text)")
    }
  }

  @Test("Over nominal categories there is no order, so no steps")
  func nominal() throws {
    let names = ["Quiet", "Music", "Speech", "Noise", "Phone", "Radio", "Street"]
    #expect(try Self.reading(try Self.analysis(xType: "nominal", names: names)).steps.isEmpty)
    // Years, even nominal, follow an order of their own (``CategoryOrder/numbers``).
    #expect(try Self.reading(try Self.analysis(xType: "nominal")).steps.count == 1)
  }

  @Test("Overlaps that chain from 10 to 21 are a rise, not 'about the same'")
  func drift() throws {
    // Each bar overlaps the next, but 2015's (8 to 12) and 2021's (19 to 23) lie far apart.
    let data: [(Int, Double, Double)] = [
      (2015, 10, 2), (2016, 12, 2), (2017, 11, 3), (2018, 15, 2), (2019, 18, 1), (2020, 17, 4),
      (2021, 21, 2),
    ]
    let steps = try #require(try Self.reading(try Self.analysis(data: data)).steps.first)
    #expect(steps.runs.map(\.change) == [.rises])
    let text = PlainTextRenderer.render(ChartDescription(try Self.analysis(data: data)))
    #expect(text.contains("Mean score rises from 10 in 2015 to 21 in 2021."), "\(text)")
    #expect(!text.contains("about the same"))
    // A hump within overlapping bars that returns to its start varies; it is not level.
    let hump: [(Int, Double, Double)] = [
      (2015, 10, 2), (2016, 13, 2), (2017, 16, 2), (2018, 13, 2), (2019, 10, 2),
    ]
    let humped = try #require(try Self.reading(try Self.analysis(data: hump)).steps.first)
    #expect(humped.runs.map(\.change) == [.variesWithinIntervals])
  }
}
