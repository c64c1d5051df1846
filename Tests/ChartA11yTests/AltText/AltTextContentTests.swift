import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Short and long alt text")
struct AltTextContentTests {
  @Test(
    "The short text fits in 150 characters and names type and subject",
    arguments: try Fixtures.validSpecNames)
  func short(name: String) throws {
    let analysis = try ChartFixture.analysis(spec: name)
    let content = AltTextContent(analysis)
    #expect(content.short.count <= AltTextContent.maximumShortLength)
    let type = EnglishPhrasebook().opening(.chartType(ChartType(analysis)))
    #expect(content.short.hasPrefix(type + ": "))
    #expect(
      type.lowercased().contains("chart")
        || ["Box plot", "Scatter plot", "Connected scatter plot", "Heatmap", "Histogram"].contains(
          type)
    )
    #expect(content.long.hasPrefix(content.short.prefix { $0 != ":" } + ":"))
    #expect(content.digest.hasPrefix(ChartDigest.prefix))
  }

  @Test(
    "The short text of each fixture reads as expected",
    arguments: zip(
      ["sales-report", "us-baby-names-ridgeline", "monthly-activity"],
      [
        "Area chart: Sales Report. Sales Volume ranges from 930 for Denver to 4,020 for California.",
        "Area chart: Popularity of US baby names, 1880–2017. 10 series by Baby Name; the highest "
          + "is Mary, 0.0724 in 1880.",
        "Bar and line chart: Monthly hours by activity, first half of 2024. 3 series by "
          + "Activity; the highest is Development, 60 hours in June 2024.",
      ]))
  func fixtureText(name: String, expected: String) throws {
    #expect(AltTextContent(try ChartFixture.analysis(spec: name)).short == expected)
  }

  /// The analysis of a Vega-Lite spec given inline.
  static func analysis(vegaLite json: String) throws -> ChartAnalysis {
    try ChartText.analysis(json, kind: .vegaLite)
  }

  @Test("A strip plot's short text names its highest and lowest median, not only its range")
  func stripPlot() throws {
    let analysis = try Self.analysis(
      vegaLite: """
        {"data": {"values": [{"g": "a", "v": 1}, {"g": "a", "v": 3}, {"g": "a", "v": 4},
          {"g": "b", "v": 7}, {"g": "b", "v": 8}, {"g": "b", "v": 12}, {"g": "c", "v": 2},
          {"g": "c", "v": 2.5}]},
         "mark": "tick",
         "encoding": {"x": {"field": "g", "type": "nominal"},
                      "y": {"field": "v", "type": "quantitative"}}}
        """)
    // Was "Strip plot: v by g. v ranges from 1 for a to 12 for b.", as any chart's.
    #expect(
      AltTextContent(analysis).short == "Strip plot: v by g. Highest median: b, 8; lowest: c, 2.25."
    )
  }

  @Test("A peak reached at two positions is named at both, in the short text and the trend")
  func tiedPeak() throws {
    let values = [1, 3, 5, 7, 9, 9, 7, 5, 3, 1].enumerated().map {
      "{\"x\": \($0 + 1), \"y\": \($1)}"
    }
    let analysis = try Self.analysis(
      vegaLite: """
        {"data": {"values": [\(values.joined(separator: ", "))]}, "mark": "line",
         "encoding": {"x": {"field": "x", "type": "quantitative"},
                      "y": {"field": "y", "type": "quantitative"}}}
        """)
    // Were "a peak of 9 at 5" while the range said "9 at 5 and 6".
    #expect(AltTextContent(analysis).short.contains("rises to a peak of 9 at 5 and 6, then falls"))
    let text = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(
      text.contains("within that, it rises from 1 to a peak of 9 at 5 and 6, then falls until 10"),
      "\(text)")
  }

  @Test("A long title is shortened with an ellipsis")
  func longTitle() throws {
    let spec = ChartSpec(
      title: String(repeating: "Very long title ", count: 20),
      data: .values([["x": .category("a"), "y": .number(1)]]),
      marks: [.mark(MarkSpec(kind: .bar, x: EncodingSpec(field: "x"), y: EncodingSpec(field: "y")))]
    )
    let document = try ChartDocument(
      spec: spec, table: DataTable(rows: [["x": .category("a"), "y": .number(1)]]))
    let content = AltTextContent(ChartAnalysis(try AccessibleChart(document)))
    #expect(content.short.count <= 150)
    #expect(content.short.hasSuffix("….") || content.short.hasSuffix("…"))
  }

  @Test("The digest changes with one data point and not with the tool's wording")
  func digest() throws {
    let analysis = try ChartFixture.analysis(spec: "sales-report")
    var changed = analysis.chart
    changed.series[0].observations[0].value += 1
    #expect(ChartDigest.digest(of: changed) != ChartDigest.digest(of: analysis.chart))
    #expect(ChartDigest.digest(of: analysis.chart) == ChartDigest.digest(of: analysis.chart))
  }
}

/// A finding that starts with a data name keeps the data's case.
@Suite("Short alt text keeps the data's case")
struct AltTextDataCaseTests {
  @Test("\"iPhone\" is never written \"IPhone\"")
  func dataCase() throws {
    let json = """
      {"data": {"values": [{"year": 2019, "sales": 10}, {"year": 2020, "sales": 12},
        {"year": 2021, "sales": 15}, {"year": 2022, "sales": 19}, {"year": 2023, "sales": 24}]},
       "mark": "line",
       "encoding": {"x": {"field": "year", "type": "ordinal"},
                    "y": {"field": "sales", "type": "quantitative", "title": "iPhone sales"}}}
      """
    let imported = try VegaLiteImporter.read(
      Data(json.utf8), baseDirectory: FileManager.default.temporaryDirectory)
    let short = AltTextContent(ChartAnalysis(try AccessibleChart(imported.document))).short
    #expect(short.contains(". iPhone sales "), "\(short)")
    #expect(!short.contains("IPhone"), "\(short)")
  }
}
