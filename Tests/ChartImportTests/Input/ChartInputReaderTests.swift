import ChartImport
import ChartModel
import Foundation
import GoldenTesting
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

  @Test("An SVG export is read by recovery; its notes are import notes")
  func svgExport() throws {
    let svg = try Data(contentsOf: Fixtures.root.appendingPathComponent("svg/barley.vl.svg"))
    let chart = try ChartInputReader.read(
      svg, kind: .svgExport, file: "barley.vl.svg", baseDirectory: Self.folder)
    let recovered = try SVGChartRecovery.recover(from: svg)
    #expect(chart.document.spec == recovered.document.spec)
    #expect(
      chart.diagnostics == [
        ImportDiagnostic(.note, "field 'notes' has no values in the SVG (Vega printed 'undefined')")
      ])
    let file = try ChartInputFile(
      contentsOf: Fixtures.root.appendingPathComponent("svg/barley.vl.svg"), name: "barley.vl.svg")
    #expect(file.kind == .svgExport)
    #expect(file.data == svg)
  }

  @Test("A file named as an SVG export is refused before reading when above the limit")
  func svgLimit() throws {
    let url = Fixtures.root.appendingPathComponent("svg/barley.vl.svg")
    let error = #expect(throws: FileReadError.self) {
      try ChartInputFile(
        contentsOf: url, name: "barley.vl.svg", svgLimits: SVGLimits(maximumBytes: 10))
    }
    guard case .tooLarge(_, let limit)? = error?.kind else {
      Issue.record("expected tooLarge, got \(String(describing: error))")
      return
    }
    #expect(limit == 10)
    // The same bytes under another name are not an SVG by name, so no SVG limit applies.
    let other = try ChartInputFile(
      contentsOf: url, name: "barley.txt", svgLimits: SVGLimits(maximumBytes: 10))
    #expect(other.kind == .svgExport)
  }
}
