import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Error bars and intervals, recognised and read on their values; the wording is
/// `IntervalWordingTests`'.
///
/// Recognised from Vega-Lite's composite marks and from rules from y to y2 around points, and
/// named by their extent; the values are checked against pandas by scripts/kinds_e_corpus.py.
@Suite("Interval reading")
struct IntervalReadingTests {
  /// The analysis of inline Vega-Lite with the given layers over `rows`.
  static func analysis(_ layers: String, rows: String) throws -> ChartAnalysis {
    let json = """
      {"data": {"values": [\(rows)]}, "layer": [\(layers)]}
      """
    return try ChartText.analysis(json, kind: .vegaLite)
  }

  /// Mean points with standard-deviation error bars over ``rows``.
  static func standardDeviationChart() throws -> ChartAnalysis {
    try analysis(points + ", " + errorbar("stdev"), rows: rows)
  }

  static func reading(_ analysis: ChartAnalysis) throws -> IntervalReading {
    guard case .interval(let reading) = try #require(analysis.kind) else {
      Issue.record("not read as an interval chart: \(String(describing: analysis.kind))")
      throw CancellationError()
    }
    return reading
  }

  /// Groups A (1, 2, 3), B (4, 6, 8) and C (10, 11, 12).
  static let rows = [("A", [1.0, 2, 3]), ("B", [4, 6, 8]), ("C", [10, 11, 12])]
    .flatMap { group, values in values.map { "{\"g\": \"\(group)\", \"v\": \($0)}" } }
    .joined(separator: ", ")

  static let points = """
    {"mark": "point", "encoding": {"x": {"field": "g", "type": "nominal"},
     "y": {"aggregate": "mean", "field": "v", "type": "quantitative", "title": "Mean v"}}}
    """

  static func errorbar(_ extent: String) -> String {
    """
    {"mark": {"type": "errorbar", "extent": "\(extent)"},
     "encoding": {"x": {"field": "g", "type": "nominal"},
                  "y": {"field": "v", "type": "quantitative"}}}
    """
  }

  @Test("Each extent is named as the chart defines it, and the bounds are one reading")
  func extents() throws {
    // Sample standard deviations: A 1, B 2, C 1; standard errors 1/√3, 2/√3, 1/√3.
    let cases: [(String, IntervalExtent, Double, Double)] = [
      ("stdev", .standardDeviation, 4, 8),
      ("stderr", .standardError, 6 - 2 / 3.0.squareRoot(), 6 + 2 / 3.0.squareRoot()),
      ("iqr", .interquartileRange, 5, 7),
    ]
    for (extent, expected, low, high) in cases {
      let analysis = try Self.analysis(Self.points + ", " + Self.errorbar(extent), rows: Self.rows)
      let reading = try Self.reading(analysis)
      #expect(reading.extent == expected)
      #expect(reading.field == "v")
      let b = try #require(reading.intervals.first { $0.x == .category("B") })
      #expect(abs(b.low - low) <= 1e-12 && abs(b.high - high) <= 1e-12, "\(extent)")
      #expect(b.centre == 6 && b.centreIsDrawn)
      #expect(analysis.kind?.readsSeriesOverX == false)
      #expect(analysis.series.allSatisfy { $0.trend == nil }, "\(extent)")
    }
  }

  @Test("Centres, intervals and the intervals overlapping the highest; JSON's evidence")
  func outputs() throws {
    let analysis = try Self.standardDeviationChart()
    let reading = try Self.reading(analysis)
    #expect(reading.intervals.map(\.x) == ["A", "B", "C"].map { .category($0) })
    #expect(reading.intervals.map(\.centre) == [2, 6, 11])
    #expect(reading.intervals.map(\.low) == [1, 4, 10])
    #expect(reading.intervals.map(\.high) == [3, 8, 12])
    #expect(reading.highestCentre.map { reading.intervals[$0].x } == [.category("C")])
    // C spans 10 to 12; B 4 to 8 and A 1 to 3 lie below it.
    #expect(reading.overlapping.isEmpty)
    let json = try JSONRenderer.render(analysis, description: ChartDescription(analysis))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let kind = try #require(object["kind"] as? [String: Any])
    #expect(kind["name"] as? String == "interval")
    let interval = try #require(kind["interval"] as? [String: Any])
    #expect(interval["extent"] as? String == "stdev")
    #expect(interval["highestCentre"] as? [Int] == [2])
    #expect(interval["overlapping"] as? [Int] == [])
  }

  @Test("y to y2 around points is an interval; without a centre it stays a range chart")
  func explicitBounds() throws {
    let data = """
      {"g": "A", "m": 5, "lo": 3, "hi": 7}, {"g": "B", "m": 6, "lo": 4, "hi": 9},
      {"g": "C", "m": 9, "lo": 8.5, "hi": 12}
      """
    let rule = """
      {"mark": "rule", "encoding": {"x": {"field": "g", "type": "nominal"},
       "y": {"field": "lo", "type": "quantitative"}, "y2": {"field": "hi"}}}
      """
    let point = """
      {"mark": "point", "encoding": {"x": {"field": "g", "type": "nominal"},
       "y": {"field": "m", "type": "quantitative"}}}
      """
    let explicit = try Self.reading(try Self.analysis(point + ", " + rule, rows: data))
    #expect(explicit.extent == .interval)
    #expect(explicit.intervals.map(\.high) == [7, 9, 12])
    #expect(explicit.overlapping.map { explicit.intervals[$0].x } == [.category("B")])
    #expect(try Self.analysis(rule, rows: data).kind == nil)
    // min to max of a field, from Vega-Lite's aggregate titles.
    let minMax = """
      {"mark": "rule", "encoding": {"x": {"field": "g", "type": "nominal"},
       "y": {"aggregate": "min", "field": "v", "type": "quantitative"},
       "y2": {"aggregate": "max", "field": "v"}}}
      """
    let ranged = try Self.reading(try Self.analysis(Self.points + ", " + minMax, rows: Self.rows))
    #expect(ranged.extent == .minToMax)
    #expect(ranged.intervals.map(\.low) == [1, 4, 10])
  }

  @Test("A bootstrap confidence interval is refused at its place")
  func confidenceIntervalRefused() throws {
    #expect(throws: (any Error).self) {
      _ = try Self.analysis(Self.errorbar("ci"), rows: Self.rows)
    }
  }
}
