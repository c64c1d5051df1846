import ChartA11y
import ChartModel
import Foundation
import Testing

@Suite("Reading a chart input of any kind")
struct ChartInputReaderTests {
  static let folder = URL(fileURLWithPath: NSTemporaryDirectory())

  @Test("A chart spec is read as it is, without diagnostics")
  func chartSpec() throws {
    let json = #"""
      {"version": 1, "title": "T", "data": {"values": [{"a": "x", "b": 1}]},
       "marks": [{"type": "bar", "x": "a", "y": "b"}]}
      """#
    let chart = try ChartInputReader.read(
      Data(json.utf8), kind: .chartSpec, file: "t.chart.json", baseDirectory: Self.folder)
    #expect(chart.document.spec.title == "T")
    #expect(chart.diagnostics.isEmpty)
  }

  @Test("A Vega-Lite spec is imported into a chart spec")
  func vegaLite() throws {
    let json = #"""
      {"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "title": "Rain",
       "data": {"values": [{"city": "Oslo", "mm": 3}, {"city": "Bergen", "mm": 9}]},
       "mark": "bar", "encoding": {"x": {"field": "city", "type": "nominal"},
                                   "y": {"field": "mm", "type": "quantitative"}}}
      """#
    let chart = try ChartInputReader.read(
      Data(json.utf8), kind: .vegaLite, file: "rain.vl.json", baseDirectory: Self.folder)
    #expect(chart.document.spec.title == "Rain")
    #expect(chart.document.spec.marks.count == 1)
  }

  @Test("A CSV file is plotted with the options; a bad cell names the file and line")
  func csv() throws {
    var options = CSVChartOptions()
    options.mark = .bar
    options.title = "Rain"
    let chart = try ChartInputReader.read(
      Data("city,mm\nOslo,3\nBergen,9\n".utf8), kind: .csv, file: "rain.csv",
      baseDirectory: Self.folder, csvOptions: options)
    #expect(chart.document.spec.title == "Rain")
    let error = #expect(throws: ChartSpecError.self) {
      try ChartInputReader.read(
        Data("city\tmm\nOslo\t3\nBergen\n".utf8), kind: .tsv, file: "rain.tsv",
        baseDirectory: Self.folder)
    }
    #expect(error?.file == "rain.tsv")
    #expect(error?.line == 3)
  }
}
