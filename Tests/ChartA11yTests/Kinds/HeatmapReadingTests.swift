import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Chart kinds: heatmaps")
struct HeatmapReadingTests {
  static let fixtures = KindsCOracle.heatmaps.compactMap(\.fixture)

  /// The analysis of an oracle case: its fixture, or a Vega-Lite `rect` heatmap of its cells.
  static func analysis(_ oracle: HeatmapOracleCase) throws -> ChartAnalysis {
    if let fixture = oracle.fixture { return try kindFixture(fixture) }
    let rows = oracle.cells.map { #"{"r": "\#($0.row)", "c": "\#($0.column)", "v": \#($0.value)}"# }
    let spec = """
      {"data": {"values": [\(rows.joined(separator: ", "))]}, "mark": "rect",
       "encoding": {"x": {"field": "c", "type": "nominal", "title": "Column"},
                    "y": {"field": "r", "type": "nominal", "title": "Row"},
                    "color": {"field": "v", "type": "quantitative", "title": "Value"}}}
      """
    let input = try ChartInputReader.read(
      Data(spec.utf8), kind: .vegaLite, file: "seeded.vl.json",
      baseDirectory: URL(fileURLWithPath: "/"))
    return ChartAnalysis(try AccessibleChart(input.document))
  }

  /// The level-3 narration's spoken segments, each joined into one text.
  static func spoken(_ analysis: ChartAnalysis) -> [String] {
    let script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), level: .trends)
    return script.segments.compactMap { segment -> String? in
      guard case .speech(let parts) = segment else { return nil }
      return parts.joined(separator: " ")
    }
  }

  @Test(
    "Cells, extremes and row and column means agree with pandas to 1e-9",
    arguments: KindsCOracle.heatmaps)
  func oracle(_ oracle: HeatmapOracleCase) throws {
    let analysis = try Self.analysis(oracle)
    guard case .heatmap(let reading) = analysis.kind else {
      Issue.record("\(oracle): not read as a heatmap")
      return
    }
    #expect(reading.rows == oracle.rows)
    #expect(
      reading.columns.map { AxisPhrasing.value($0, on: analysis.chart.xAxis) } == oracle.columns)
    #expect(reading.cells.count == oracle.cellCount)
    #expect(reading.missingCellCount == oracle.missing)
    #expect(reading.highest.map { [$0.row, $0.column] } == oracle.highestCells)
    #expect(reading.lowest.map { [$0.row, $0.column] } == oracle.lowestCells)
    #expect(abs((reading.highest.first?.value ?? .nan) - oracle.highest) <= 1e-9)
    #expect(abs((reading.lowest.first?.value ?? .nan) - oracle.lowest) <= 1e-9)
    #expect(reading.rowMeans.map(\.index) == Array(oracle.rowMeans.indices))
    for (mean, expected) in zip(reading.rowMeans, oracle.rowMeans) {
      #expect(abs(mean.mean - expected) <= 1e-9, "\(oracle): row \(mean.index)")
    }
    #expect(reading.columnMeans.map(\.index) == Array(oracle.columnMeans.indices))
    for (mean, expected) in zip(reading.columnMeans, oracle.columnMeans) {
      #expect(abs(mean.mean - expected) <= 1e-9, "\(oracle): column \(mean.index)")
    }
  }

  @Test("A quantitative foregroundStyle is each cell's value, never one series per value")
  func colourIsTheValue() throws {
    let analysis = try kindFixture("charts/monthly-temperature-heatmap.chart.json")
    let chart = analysis.chart
    #expect(chart.series.map(\.name) == ["2021", "2022", "2023"])
    #expect(chart.rowAxis?.title == "Year")
    #expect(chart.yAxis.title == "Mean temperature (°C)")
    #expect(chart.series.allSatisfy { $0.valueLabel == "Mean temperature (°C)" })
    // A point chart coloured by a quantitative field keeps one series: the colour is a
    // gradient, not a grouping.
    let points = try ChartText.chart(
      """
      {"version": 1, "data": {"values": [
        {"t": 1, "v": 10, "g": 3.5}, {"t": 2, "v": 11, "g": 4.25}, {"t": 3, "v": 9, "g": 7}]},
       "marks": [{"type": "point", "x": {"field": "t", "label": "T"},
                  "y": {"field": "v", "label": "V"},
                  "foregroundStyle": {"by": {"field": "g", "label": "G", "type": "quantitative"}}}]}
      """)
    #expect(points.series.count == 1)
    #expect(points.series.first?.observations.count == 3)
    #expect(points.rowAxis == nil)
  }

  @Test("The Swift DSL's RectangleMark with a numeric foregroundStyle(by:) is a heatmap")
  func dsl() throws {
    let cells: [(String, String, Double)] = [
      ("Mon", "Morning", 3), ("Mon", "Evening", 8), ("Tue", "Morning", 5), ("Tue", "Evening", 2),
    ]
    let chart = Chart {
      ForEach(cells.indices, id: \.self) { index in
        RectangleMark(
          x: .value("Day", cells[index].0), y: .value("Time", cells[index].1)
        )
        .foregroundStyle(by: .value("Visitors", cells[index].2))
      }
    }
    let analysis = ChartAnalysis(try AccessibleChart(try chart.document))
    guard case .heatmap(let reading) = analysis.kind else {
      Issue.record("not read as a heatmap")
      return
    }
    #expect(reading.rows == ["Morning", "Evening"])
    #expect(reading.highest.map { [$0.row, $0.column] } == [[1, 0]])
    let text = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(text.hasPrefix("Heatmap without a title. It has 2 rows"))
    #expect(
      text.contains(
        "It has 2 rows, one per Time (Morning to Evening), and 2 columns, one per Day (Mon to "
          + "Tue); each cell's colour shows Visitors, from 2 to 8."))
    #expect(
      text.contains(
        "The highest Visitors is 8, at Time Evening, Day Mon; the lowest is 2, at Time Evening, "
          + "Day Tue."))
  }

  @Test(
    "No heatmap output says starts, ends, a trend or Mann–Kendall; JSON has no trend",
    arguments: fixtures)
  func noSeriesOverX(path: String) throws {
    let analysis = try kindFixture(path)
    #expect(analysis.kind?.readsSeriesOverX == false)
    let description = ChartDescription(analysis)
    let content = AltTextContent(analysis)
    let spoken = Self.spoken(analysis).joined(separator: " ")
    let outputs = [
      PlainTextRenderer.render(description), MarkdownRenderer.render(description), content.short,
      content.long, spoken,
    ]
    for output in outputs {
      for phrase in ["starts at", "ends at", "Mann–Kendall", "trend", "T00:00"] {
        #expect(!output.contains(phrase), "\(path): \(phrase)")
      }
    }
    let json = try JSONRenderer.render(analysis, description: description)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let series = try #require(object["series"] as? [[String: Any]])
    #expect(series.allSatisfy { $0["trend"] == nil })
    let kind = try #require(object["kind"] as? [String: Any])
    #expect(kind["name"] as? String == "heatmap")
    let heatmap = try #require(kind["heatmap"] as? [String: Any])
    guard case .heatmap(let reading) = analysis.kind else {
      Issue.record("not read as a heatmap: \(analysis.kind)")
      return
    }
    #expect((heatmap["cells"] as? [Any])?.count == reading.cells.count)
    #expect(heatmap["rows"] as? [String] == reading.rows)
  }

  @Test("Every output reads the Seattle heatmap's extremes: text, alt text, explore K, narration")
  func everyOutput() throws {
    let analysis = try kindFixture("vega-lite/seattle-max-temperature-heatmap.vl.json")
    let extremes =
      "The highest Maximum temperature (°C) is 35.6, at Month August, Day 11; the lowest is 5, "
      + "at Month February, Day 29."
    let text = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(text.hasPrefix("Heatmap: Daily maximum temperature in Seattle. It has 12 rows"))
    #expect(text.contains(extremes))
    #expect(text.contains("6 of 372 cells have no value."))
    #expect(
      text.contains(
        "Averaged by Month, Maximum temperature (°C) is highest for July (30.7) and lowest for "
          + "December (11.5)."))
    let markdown = MarkdownRenderer.render(ChartDescription(analysis))
    #expect(markdown.contains("35.6, at Month August, Day 11"))
    let content = AltTextContent(analysis)
    #expect(content.short.hasPrefix("Heatmap: Daily maximum temperature in Seattle. "))
    #expect(content.short.contains("35.6"))
    #expect(content.long.contains(extremes))
    var explorer = ChartExplorer(analysis)
    #expect(explorer.perform(.kindSummary).text.hasPrefix(extremes))
    #expect(explorer.introduction.contains("Day 1: "))
    let spoken = Self.spoken(analysis)
    #expect(spoken.contains { $0.contains("35.6, at Month August, Day 11") })
  }

  @Test(
    "Each claim of a heatmap's short alt text is stated by its long description",
    arguments: fixtures)
  func shortClaimsInLong(path: String) throws {
    let content = AltTextContent(try kindFixture(path))
    let claims = KindReadingTests.claims(ofShort: content.short)
    #expect(!claims.isEmpty, "\(path): \(content.short)")
    for claim in claims {
      #expect(
        content.long.lowercased().contains(claim.lowercased()),
        "\(path): “\(claim)” is not in the long description")
    }
  }
}
