import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

@Suite("Chart kinds: histograms")
struct HistogramReadingTests {
  static let fixtures = [
    "vega-lite/cars-horsepower-histogram.vl.json",
    "vega-lite/seattle-temperature-histogram.vl.json",
    "vega-lite/cars-horsepower-histogram-horizontal.vl.json",
    "charts/commute-times-histogram.chart.json",
  ]

  /// The analysis of a chart spec of bars from each bin's start to its end: on x
  /// (`BarMark(xStart:xEnd:y:)`), or on y when `across` (`BarMark(x:yStart:yEnd:)`).
  static func analysis(_ oracle: HistogramOracleCase, across: Bool = false) throws
    -> ChartAnalysis
  {
    let rows = oracle.counts.indices.map {
      #"{"from": \#(oracle.edges[$0]), "to": \#(oracle.edges[$0 + 1]), "n": \#(oracle.counts[$0])}"#
    }.joined(separator: ", ")
    let mark =
      across
      ? #""yStart": {"field": "from"}, "yEnd": {"field": "to"}, "x": {"field": "n"}"#
      : #""xStart": {"field": "from"}, "xEnd": {"field": "to"}, "y": {"field": "n"}"#
    let json = #"""
      {"version": 1, "data": {"values": [\#(rows)]},
       "marks": [{"type": "bar", \#(mark)}]}
      """#
    return try ChartText.analysis(json)
  }

  static func reading(_ analysis: ChartAnalysis) throws -> HistogramReading {
    guard case .histogram(let reading) = analysis.kind else {
      throw HistogramTestFailure(kind: "\(String(describing: analysis.kind))")
    }
    return reading
  }

  struct HistogramTestFailure: Error { var kind: String }

  @Test(
    "Total, modal bins, mean, spread and skew match numpy and scipy to 1e-9",
    arguments: HistogramOracle.cases)
  func matchesOracle(_ oracle: HistogramOracleCase) throws {
    let reading = try Self.reading(Self.analysis(oracle))
    // The same bins drawn across (on y) are the same histogram.
    #expect(try Self.reading(Self.analysis(oracle, across: true)) == reading)
    #expect(reading.bins.map(\.start) == Array(oracle.edges.dropLast()))
    #expect(reading.bins.map(\.end) == Array(oracle.edges.dropFirst()))
    #expect(abs(reading.total - oracle.total) <= 1e-9)
    #expect(reading.modal == oracle.modal)
    let mean = try #require(reading.mean)
    let deviation = try #require(reading.standardDeviation)
    #expect(abs(mean - oracle.mean) <= 1e-9 * max(1, abs(oracle.mean)))
    #expect(abs(deviation - oracle.standardDeviation) <= 1e-9 * max(1, oracle.standardDeviation))
    if let expected = oracle.skewness {
      let skewness = try #require(reading.skewness)
      #expect(abs(skewness - expected) <= 1e-9)
    } else {
      #expect(reading.skewness == nil)
    }
  }

  @Test("Vega-Lite's bins of the fixtures' data hold numpy's counts, nulls left out")
  func importedCountsMatchNumpy() throws {
    for (path, name, leftOut) in [
      ("vega-lite/cars-horsepower-histogram.vl.json", "cars horsepower fixture", 6.0),
      ("vega-lite/seattle-temperature-histogram.vl.json", "seattle daily highs fixture", 0),
    ] {
      let oracle = try #require(HistogramOracle.cases.first { $0.name == name })
      let reading = try Self.reading(ChartFixture.analysis(path))
      #expect(reading.bins.map(\.value) == oracle.counts, "\(path)")
      #expect(reading.bins.map(\.start) == Array(oracle.edges.dropLast()), "\(path)")
      #expect(reading.bins.map(\.end) == Array(oracle.edges.dropFirst()), "\(path)")
      #expect(reading.leftOut == leftOut, "\(path)")
    }
  }

  @Test("The cars histogram: 10 bins totalling 400, 6 rows left out, 80–100 tallest, high skew")
  func cars() throws {
    let analysis = try ChartFixture.analysis("vega-lite/cars-horsepower-histogram.vl.json")
    let reading = try Self.reading(analysis)
    #expect(reading.bins.count == 10)
    #expect(reading.bins.map(\.value).reduce(0, +) == 400)
    #expect(reading.total == 400 && reading.leftOut == 6)
    #expect(reading.modal == [2])
    #expect([reading.bins[2].start, reading.bins[2].end, reading.bins[2].value] == [80, 100, 113])
    #expect(reading.skewSize == .high)
    #expect(try #require(reading.skewness) > 1)
    // JSON carries the same values.
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(JSONRenderer.render(analysis, description: ChartDescription(analysis)).utf8))
        as? [String: Any])
    let kind = try #require(json["kind"] as? [String: Any])
    #expect(kind["name"] as? String == "histogram")
    let histogram = try #require(kind["histogram"] as? [String: Any])
    #expect(histogram["total"] as? Double == 400)
    #expect(histogram["leftOut"] as? Double == 6)
    #expect(histogram["modalBins"] as? [Int] == [2])
    #expect(histogram["skew"] as? String == "high")
  }

  @Test("Bins on y (bars drawn across) are the same histogram, score and table rows")
  func carsAcross() throws {
    let down = try ChartFixture.analysis("vega-lite/cars-horsepower-histogram.vl.json")
    let across = try ChartFixture.analysis(
      "vega-lite/cars-horsepower-histogram-horizontal.vl.json")
    #expect(across.chart.independentAxis == .y)
    #expect(down.chart.independentAxis == .x)
    #expect(try Self.reading(across) == Self.reading(down))
    #expect(ScoreComposer.compose(across) == ScoreComposer.compose(down))
    #expect(DataTableView(across).rows.first?.cells == ["16"])
  }

  @Test("The DSL's BarMark(x:yStart:yEnd:) with a number for x is a histogram's bin drawn across")
  func dslAcross() throws {
    let bins: [(Double, Double, Double)] = [(0, 10, 4), (10, 20, 9), (20, 30, 2)]
    let chart = Chart {
      for (start, end, count) in bins {
        BarMark(
          x: .value("Count", count), yStart: .value("Weight", start),
          yEnd: .value("Weight", end))
      }
    }
    let analysis = ChartAnalysis(try AccessibleChart(try chart.document))
    let reading = try Self.reading(analysis)
    #expect(reading.bins.map { [$0.start, $0.end, $0.value] } == bins.map { [$0.0, $0.1, $0.2] })
    #expect(reading.modal == [1])
    // A floating bar at a category stays a floating bar.
    let floating = Chart {
      for (name, low, high) in [("a", 1.0, 3.0), ("b", 2.0, 5.0)] {
        BarMark(x: .value("Name", name), yStart: .value("Low", low), yEnd: .value("High", high))
      }
    }
    let read = ChartAnalysis(try AccessibleChart(try floating.document))
    #expect(read.chart.independentAxis == .x)
    #expect(read.kind.map { if case .histogram = $0 { true } else { false } } != true)
  }

  @Test("No histogram is read as a series over x: no trend, no ends", arguments: fixtures)
  func noSeriesOverX(path: String) throws {
    let analysis = try ChartFixture.analysis(path)
    _ = try Self.reading(analysis)
    #expect(analysis.kind?.readsSeriesOverX == false)
    #expect(analysis.series.allSatisfy { $0.trend == nil })
  }

  @Test("A bar chart over categories or plain numbers is not a histogram")
  func notHistograms() throws {
    let json = #"""
      {"version": 1, "data": {"values": [{"x": 1, "y": 3}, {"x": 2, "y": 5}]},
       "marks": [{"type": "bar", "x": "x", "y": "y"}]}
      """#
    #expect(try ChartText.analysis(json).kind == nil)
  }
}
