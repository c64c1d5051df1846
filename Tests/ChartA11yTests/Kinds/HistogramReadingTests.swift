import ChartModel
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
    let document = try ChartDocument(
      json: Data(json.utf8), baseDirectory: URL(fileURLWithPath: "/"))
    return ChartAnalysis(try AccessibleChart(document))
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
      let reading = try Self.reading(kindFixture(path))
      #expect(reading.bins.map(\.value) == oracle.counts, "\(path)")
      #expect(reading.bins.map(\.start) == Array(oracle.edges.dropLast()), "\(path)")
      #expect(reading.bins.map(\.end) == Array(oracle.edges.dropFirst()), "\(path)")
      #expect(reading.leftOut == leftOut, "\(path)")
    }
  }

  @Test("The cars histogram reads its bins as ranges in every output")
  func carsInEveryOutput() throws {
    let analysis = try kindFixture("vega-lite/cars-horsepower-histogram.vl.json")
    let description = ChartDescription(analysis)
    let text = PlainTextRenderer.render(description)
    #expect(
      text.hasPrefix(
        "Histogram: Horsepower of cars. The x axis is Horsepower, numeric, from 40 to 240."))
    #expect(
      text.contains("Cars in each bin of Horsepower: 40 to 60: 16; 60 to 80: 97; 80 to 100: 113;"))
    #expect(text.contains("The 10 bins total 400; 6 more with no Horsepower value are left out."))
    #expect(text.contains("The tallest bin is 80 to 100, with 113."))
    #expect(
      text.contains(
        "The distribution is highly skewed to the right, towards higher values (Fisher–Pearson "
          + "skewness g1 = 1.01 of the bin midpoints)."))
    #expect(
      MarkdownRenderer.render(description).contains("- The tallest bin is 80 to 100, with 113."))
    let alt = AltTextContent(analysis)
    #expect(
      alt.short
        == "Histogram: Horsepower of cars. The tallest bin is 80 to 100, with 113; the "
        + "distribution is highly skewed to the right.")
    #expect(alt.long.contains("The tallest bin is 80 to 100, with 113."))
    var explorer = ChartExplorer(analysis)
    #expect(explorer.introduction.hasSuffix("Horsepower 40 to 60: 16. 1 of 10."))
    _ = explorer.perform(.nextPoint)
    #expect(explorer.perform(.nextPoint).text == "Horsepower 80 to 100: 113, the highest. 3 of 10.")
    #expect(
      explorer.perform(.kindSummary).text.hasPrefix("The tallest bin is 80 to 100, with 113."))
    let score = ScoreComposer.compose(analysis)
    let spoken = NarrationScript(analysis: analysis, score: score, level: .trends).segments
      .flatMap { segment -> [String] in
        if case .speech(let sentences) = segment { return sentences }
        return []
      }.joined(separator: " ")
    #expect(spoken.contains("The tallest bin is 80 to 100, with 113."), "\(spoken)")
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(JSONRenderer.render(analysis, description: description).utf8))
        as? [String: Any])
    let kind = try #require(json["kind"] as? [String: Any])
    #expect(kind["name"] as? String == "histogram")
    let histogram = try #require(kind["histogram"] as? [String: Any])
    #expect(histogram["total"] as? Double == 400)
    #expect(histogram["leftOut"] as? Double == 6)
    #expect(histogram["modalBins"] as? [Int] == [2])
    #expect(histogram["skew"] as? String == "high")
  }

  @Test("Bins on y (bars drawn across) read as the same histogram in every output")
  func carsAcrossInEveryOutput() throws {
    let down = try kindFixture("vega-lite/cars-horsepower-histogram.vl.json")
    let across = try kindFixture("vega-lite/cars-horsepower-histogram-horizontal.vl.json")
    #expect(across.chart.independentAxis == .y)
    #expect(try Self.reading(across) == Self.reading(down))
    let description = ChartDescription(across)
    let text = PlainTextRenderer.render(description)
    #expect(
      text.hasPrefix(
        "Histogram: Horsepower of cars, bins across. The y axis is Horsepower, numeric, from 40 "
          + "to 240. The x axis is Cars, numeric, spanning 0 to 120; the values run from 5 to "
          + "113."), "\(text)")
    #expect(
      text.contains("Cars in each bin of Horsepower: 40 to 60: 16; 60 to 80: 97; 80 to 100: 113;"))
    #expect(text.contains("The 10 bins total 400; 6 more with no Horsepower value are left out."))
    // A bar drawn across is longest, not tallest, as a sighted reader sees it.
    #expect(text.contains("The longest bin is 80 to 100, with 113."))
    #expect(!text.contains("tallest"))
    #expect(!text.contains("Horsepower to Horsepower"))
    let alt = AltTextContent(across)
    #expect(
      alt.short
        == "Histogram: Horsepower of cars, bins across. The longest bin is 80 to 100, with 113; "
        + "the distribution is highly skewed to the right.")
    var explorer = ChartExplorer(across)
    #expect(explorer.introduction.hasSuffix("Horsepower 40 to 60: 16. 1 of 10."))
    _ = explorer.perform(.nextPoint)
    #expect(explorer.perform(.nextPoint).text == "Horsepower 80 to 100: 113, the highest. 3 of 10.")
    let score = ScoreComposer.compose(across)
    #expect(score == ScoreComposer.compose(down))
    let spoken = NarrationScript(analysis: across, score: score, level: .trends).segments
      .flatMap { segment -> [String] in
        if case .speech(let sentences) = segment { return sentences }
        return []
      }.joined(separator: " ")
    #expect(spoken.contains("The longest bin is 80 to 100, with 113."), "\(spoken)")
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(JSONRenderer.render(across, description: description).utf8))
        as? [String: Any])
    let kind = try #require(json["kind"] as? [String: Any])
    #expect(kind["name"] as? String == "histogram")
    let table = DataTableView(across)
    #expect(table.rowHeaderTitle == "Horsepower")
    #expect(table.rows.first == DataTableView.Row(header: "40 to 60", cells: ["16"]))
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

  @Test(
    "No histogram description says starts at, ends at or gives a Mann–Kendall result",
    arguments: fixtures)
  func noSeriesOverX(path: String) throws {
    let analysis = try kindFixture(path)
    #expect(analysis.kind?.readsSeriesOverX == false)
    let description = ChartDescription(analysis)
    let alt = AltTextContent(analysis)
    for text in [
      PlainTextRenderer.render(description), MarkdownRenderer.render(description), alt.long,
      alt.short,
    ] {
      for phrase in ["starts at", "ends at", "Mann–Kendall", "trend"] {
        #expect(!text.contains(phrase), "\(path): \(phrase)")
      }
    }
    #expect(analysis.series.allSatisfy { $0.trend == nil })
  }

  @Test("A bar chart over categories or plain numbers is not a histogram")
  func notHistograms() throws {
    let json = #"""
      {"version": 1, "data": {"values": [{"x": 1, "y": 3}, {"x": 2, "y": 5}]},
       "marks": [{"type": "bar", "x": "x", "y": "y"}]}
      """#
    let document = try ChartDocument(
      json: Data(json.utf8), baseDirectory: URL(fileURLWithPath: "/"))
    #expect(ChartAnalysis(try AccessibleChart(document)).kind == nil)
  }
}
