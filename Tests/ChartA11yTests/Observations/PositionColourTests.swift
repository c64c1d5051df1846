import ChartModel
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// A colour on the field a position shows paints each position and splits no series.
@Suite("A colour that repeats a position")
struct PositionColourTests {
  /// Fuel economy by origin; Europe's 80 lies beyond Tukey's fence (Q3 + 1.5 × IQR).
  static let rows: [(String, [Double])] = [
    ("Europe", [16.2, 24, 26.5, 30.6, 37.3, 80]), ("USA", [9, 15, 18.5, 24, 36.1, 39]),
  ]

  static func vegaLite(_ mark: String, colour: Bool) throws -> ChartAnalysis {
    var values: [String] = []
    for (origin, numbers) in rows {
      for number in numbers { values.append("{\"origin\": \"\(origin)\", \"mpg\": \(number)}") }
    }
    let aggregate = mark == "bar" ? ", \"aggregate\": \"mean\"" : ""
    let colouring = colour ? ", \"color\": {\"field\": \"origin\", \"type\": \"nominal\"}" : ""
    let json = """
      {"data": {"values": [\(values.joined(separator: ", "))]}, "mark": "\(mark)",
       "encoding": {"x": {"field": "origin", "type": "nominal"},
                    "y": {"field": "mpg", "type": "quantitative"\(aggregate)}\(colouring)}}
      """
    let imported = try VegaLiteImporter.read(
      Data(json.utf8), baseDirectory: FileManager.default.temporaryDirectory)
    return ChartAnalysis(try AccessibleChart(imported.document))
  }

  @Test("Vega-Lite bars coloured by their x field are one series, every position present")
  func bars() throws {
    let plain = try Self.vegaLite("bar", colour: false)
    let coloured = try Self.vegaLite("bar", colour: true)
    #expect(coloured.chart.series.count == 1)
    #expect(
      coloured.chart.series[0].observations.map(\.x) == [
        .category("Europe"), .category("USA"),
      ])
    #expect(
      PlainTextRenderer.render(ChartDescription(coloured))
        == PlainTextRenderer.render(ChartDescription(plain)))
  }

  @Test("A box plot coloured by its groups keeps its outliers")
  func boxPlot() throws {
    for colour in [false, true] {
      guard case .boxPlot(let reading)? = try Self.vegaLite("boxplot", colour: colour).kind else {
        Issue.record("not a box plot (colour: \(colour))")
        continue
      }
      #expect(reading.boxes.map(\.x) == [.category("Europe"), .category("USA")])
      #expect(reading.outlierCount == 1, "colour: \(colour)")
    }
  }

  @Test("A chart spec's foregroundStyle(by:) on its x field is one series")
  func chartSpec() throws {
    let json = """
      {"version": 1, "data": {"values": [{"f": "apple", "kg": 5}, {"f": "fig", "kg": 2}]},
       "marks": [{"type": "bar", "x": {"field": "f"}, "y": {"field": "kg"},
                  "foregroundStyle": {"by": {"field": "f"}}}]}
      """
    let chart = try AccessibleChart(
      ChartDocument(json: Data(json.utf8), baseDirectory: FileManager.default.temporaryDirectory))
    #expect(chart.series.count == 1)
    #expect(chart.series[0].observations.map(\.value) == [5, 2])
  }
}
