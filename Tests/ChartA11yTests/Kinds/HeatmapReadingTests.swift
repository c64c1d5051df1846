import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Heatmaps read on their values against pandas (scripts/kinds_c_oracle.py); the wording is
/// `HeatmapWordingTests`'.
@Suite("Chart kinds: heatmaps")
struct HeatmapReadingTests {
  static let fixtures = KindsCOracle.heatmaps.compactMap(\.fixture)

  /// The analysis of an oracle case: its fixture, or a Vega-Lite `rect` heatmap of its cells.
  static func analysis(_ oracle: HeatmapOracleCase) throws -> ChartAnalysis {
    if let fixture = oracle.fixture { return try ChartFixture.analysis(fixture) }
    let rows = oracle.cells.map { #"{"r": "\#($0.row)", "c": "\#($0.column)", "v": \#($0.value)}"# }
    let spec = """
      {"data": {"values": [\(rows.joined(separator: ", "))]}, "mark": "rect",
       "encoding": {"x": {"field": "c", "type": "nominal", "title": "Column"},
                    "y": {"field": "r", "type": "nominal", "title": "Row"},
                    "color": {"field": "v", "type": "quantitative", "title": "Value"}}}
      """
    return try ChartText.analysis(spec, kind: .vegaLite, file: "seeded.vl.json")
  }

  /// The heatmap reading of an analysis.
  static func reading(_ analysis: ChartAnalysis) throws -> HeatmapReading {
    guard case .heatmap(let reading) = analysis.kind else {
      Issue.record("not read as a heatmap: \(String(describing: analysis.kind))")
      throw CancellationError()
    }
    return reading
  }

  /// The Swift DSL's RectangleMark cells with a numeric foregroundStyle(by:): visitors by day
  /// and time.
  static func dslChart() throws -> ChartAnalysis {
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
    return ChartAnalysis(try AccessibleChart(try chart.document))
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
    let analysis = try ChartFixture.analysis("charts/monthly-temperature-heatmap.chart.json")
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
    let reading = try Self.reading(try Self.dslChart())
    #expect(reading.rows == ["Morning", "Evening"])
    #expect(reading.columns == [.category("Mon"), .category("Tue")])
    #expect(reading.highest.map { [$0.row, $0.column] } == [[1, 0]])
    #expect(reading.highest.map(\.value) == [8])
    #expect(reading.lowest.map { [$0.row, $0.column] } == [[1, 1]])
    #expect(reading.lowest.map(\.value) == [2])
  }

  @Test(
    "No heatmap is read as a series over x; JSON has its cells and no trend",
    arguments: try Fixtures.nonEmpty(fixtures, "heatmap fixtures"))
  func noSeriesOverX(path: String) throws {
    let analysis = try ChartFixture.analysis(path)
    let reading = try Self.reading(analysis)
    #expect(analysis.kind?.readsSeriesOverX == false)
    #expect(analysis.series.allSatisfy { $0.trend == nil })
    let json = try JSONRenderer.render(analysis, description: ChartDescription(analysis))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let series = try #require(object["series"] as? [[String: Any]])
    #expect(series.allSatisfy { $0["trend"] == nil })
    let kind = try #require(object["kind"] as? [String: Any])
    #expect(kind["name"] as? String == "heatmap")
    let heatmap = try #require(kind["heatmap"] as? [String: Any])
    #expect((heatmap["cells"] as? [Any])?.count == reading.cells.count)
    #expect(heatmap["rows"] as? [String] == reading.rows)
  }

  @Test("The Seattle heatmap: 12 rows of months, 6 of 372 cells empty, its extremes and means")
  func seattle() throws {
    let analysis = try ChartFixture.analysis("vega-lite/seattle-max-temperature-heatmap.vl.json")
    let reading = try Self.reading(analysis)
    #expect(reading.rows.count == 12)
    #expect(reading.rows.count * reading.columns.count == 372)
    #expect(reading.missingCellCount == 6)
    #expect(reading.highest.map(\.value) == [35.6])
    #expect(reading.highest.map { reading.rows[$0.row] } == ["August"])
    #expect(reading.lowest.map(\.value) == [5])
    #expect(reading.lowest.map { reading.rows[$0.row] } == ["February"])
    let byMonth = reading.rowMeans.sorted { $0.mean > $1.mean }
    #expect(byMonth.first.map { reading.rows[$0.index] } == "July")
    #expect(byMonth.last.map { reading.rows[$0.index] } == "December")
    #expect(abs((byMonth.first?.mean ?? 0) - 30.7) < 0.05)
    #expect(abs((byMonth.last?.mean ?? 0) - 11.5) < 0.05)
  }

  @Test(
    "Each claim of a heatmap's short alt text is stated by its long description",
    arguments: fixtures)
  func shortClaimsInLong(path: String) throws {
    let content = AltTextContent(try ChartFixture.analysis(path))
    let claims = KindReadingTests.claims(ofShort: content.short)
    #expect(!claims.isEmpty, "\(path): \(content.short)")
    for claim in claims {
      #expect(
        content.long.lowercased().contains(claim.lowercased()),
        "\(path): “\(claim)” is not in the long description")
    }
  }
}
