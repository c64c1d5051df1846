import ChartA11y
import ChartAudio
import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

@Suite("Every command reads chart specs, Vega-Lite specs and CSV files")
struct InputKindsTests {
  static let vegaLite = "fixtures/vega-lite/seattle-precipitation-by-month.vl.json"
  static let csv = "fixtures/charts/data/monthly-activity.csv"
  static let csvOptions = [
    "--mark", "bar", "--x", "month", "--y", "hours", "--series", "activity", "--title",
    "Hours by activity",
  ]

  static func run(_ arguments: [String], stdin: String? = nil) -> MemoryTerminal {
    let terminal = MemoryTerminal()
    if let stdin { terminal.input = Data(stdin.utf8) }
    _ = terminal.run(arguments, in: repositoryRoot)
    return terminal
  }

  @Test("sonify reads a Vega-Lite spec")
  func sonifyVegaLite() {
    let result = AudioCommandSupport.run(
      ["sonify", "--format", "text", Self.vegaLite], in: repositoryRoot)
    #expect(result.status == 0, "\(result.error)")
    let text = String(decoding: result.output, as: UTF8.self)
    #expect(text.hasPrefix("# Mean precipitation (mm) at 0.000 s, 3.000 s: Mean precipitation"))
    #expect(text.contains("Mean precipitation (mm)  January  3.76"))
  }

  @Test("sonify plots a CSV file with the quick-mode options")
  func sonifyCSV() throws {
    let result = AudioCommandSupport.run(
      ["sonify", "--format", "json", Self.csv] + Self.csvOptions, in: repositoryRoot)
    #expect(result.status == 0, "\(result.error)")
    let object = try JSONSerialization.jsonObject(with: result.output) as? [String: Any]
    let sections = try #require(object?["sections"] as? [[String: Any]])
    let names = sections.compactMap { ($0["events"] as? [[String: Any]])?.first?["series"] }
      .compactMap { $0 as? String }
    #expect(Set(names) == ["Research", "Design", "Development"])
  }

  @Test("sonify plots CSV from standard input; CSV options on a spec are a usage error")
  func sonifyStandardInput() {
    let terminal = Self.run(
      ["sonify", "--format", "text", "-", "--mark", "bar"], stdin: "city,rain\nOslo,3\nBergen,9\n")
    #expect(terminal.output.contains("rain  Bergen  9"))
    let misplaced = MemoryTerminal()
    #expect(
      misplaced.run(
        ["sonify", "--format", "text", Self.vegaLite, "--x", "month"], in: repositoryRoot)
        == 64)
    #expect(misplaced.error.contains("apply only to CSV and TSV input"))
  }

  @Test("narrate rejects CSV options on a Vega-Lite spec before speaking")
  func narrateMisplacedOptions() {
    let terminal = MemoryTerminal()
    #expect(
      terminal.run(["narrate", "-o", "x.wav", Self.vegaLite, "--mark", "bar"], in: repositoryRoot)
        == 64)
    #expect(terminal.error.contains("is a Vega-Lite spec"))
  }

  @Test(
    "narrate speaks a Vega-Lite spec and a CSV file", .enabled(if: SpeechSynthesizer.isAvailable),
    .tags(.speech))
  func narrate() throws {
    try withTemporaryFolder { folder in
      let inputs: [(arguments: [String], file: String)] = [
        ([repositoryRoot.appendingPathComponent(Self.vegaLite).path], "vega-lite.wav"),
        ([repositoryRoot.appendingPathComponent(Self.csv).path] + Self.csvOptions, "csv.wav"),
      ]
      for input in inputs {
        let result = AudioCommandSupport.run(
          ["narrate", "-o", input.file, "--duration", "1"] + input.arguments, in: folder)
        #expect(result.status == 0, "\(result.error)")
        let audio = try AudioFileContents(contentsOf: folder.appendingPathComponent(input.file))
        #expect(audio.sampleRate == 44_100)
        #expect(audio.durationSeconds > 2, "\(input.file)")
      }
    }
  }

  @Test("alt-text --spec reads a Vega-Lite spec and a CSV file")
  func altTextSpec() throws {
    let vegaLite = Self.run([
      "alt-text", "--spec", "fixtures/svg/cars.vl.json", "fixtures/svg/cars.vl.svg",
    ])
    #expect(
      vegaLite.output.hasPrefix(
        "fixtures/svg/cars.vl.svg: would write \"Scatter plot: Horsepower and fuel economy of "
          + "1970s and 1980s cars."), "\(vegaLite.error)")
    let csv = Self.run(
      ["alt-text", "--spec", Self.csv, "fixtures/svg/activity-hours.vl.svg"] + Self.csvOptions)
    #expect(
      csv.output.hasPrefix(
        "fixtures/svg/activity-hours.vl.svg: would write \"Bar chart: Hours by activity."),
      "\(csv.error)")
    let alone = MemoryTerminal()
    #expect(
      alone.run(["alt-text", "fixtures/svg/cars.vl.svg", "--mark", "bar"], in: repositoryRoot) == 64
    )
  }

  @Test("audit reads Vega-Lite specs and CSV files named on the command line")
  func auditFiles() {
    let terminal = MemoryTerminal()
    #expect(terminal.run(["audit", Self.vegaLite, Self.csv], in: repositoryRoot) == 1)
    #expect(
      terminal.output == """
        fixtures/charts/data/monthly-activity.csv: error: [missing-chart-title] the chart has no \
        title; screen readers announce it as an unnamed chart
        1 error, 0 warnings and 0 notes in 2 files

        """)
  }

  @Test("audit searches folders for *.chart.json and *.svg, or what --include names")
  func auditFolders() throws {
    try withTemporaryFolder { folder in
      for name in ["seattle-precipitation-by-month.vl.json", "stocks-line.vl.json"] {
        try FileManager.default.copyItem(
          at: Fixtures.root.appendingPathComponent("vega-lite/\(name)"),
          to: folder.appendingPathComponent(name))
      }
      try FileManager.default.copyItem(
        at: Fixtures.root.appendingPathComponent("vega-lite/data"),
        to: folder.appendingPathComponent("data"))
      try FileManager.default.copyItem(
        at: Fixtures.root.appendingPathComponent("charts/data/monthly-activity.csv"),
        to: folder.appendingPathComponent("activity.csv"))
      let byDefault = MemoryTerminal()
      #expect(byDefault.run(["audit", "."], in: folder) == 0)
      #expect(byDefault.output == "0 errors, 0 warnings and 0 notes in 0 files\n")
      // stocks-line colours its 5 companies in Vega-Lite's default scheme, tableau10, whose
      // orange (#f58518, 2.55:1) and teal (#72b7b2, 2.30:1) are below 3:1 on white: errors.
      let included = MemoryTerminal()
      #expect(
        included.run(["audit", ".", "--include", "*.vl.json", "--format", "json"], in: folder) == 1)
      #expect(included.output.contains("colour 2 of Vega-Lite's default scheme 'tableau10'"))
      #expect(included.output.contains("\"path\" : \"seattle-precipitation-by-month.vl.json\""))
      #expect(included.output.contains("\"path\" : \"stocks-line.vl.json\""))
      #expect(!included.output.contains("activity.csv"))
      let csv = MemoryTerminal()
      #expect(
        csv.run(["audit", ".", "--include", "*.csv", "--exclude", "data/**"], in: folder) == 1)
      // A CSV file's findings are at the file: it has no `$.title` to fix.
      #expect(csv.output.hasPrefix("activity.csv: error: [missing-chart-title]"))
    }
  }

  @Test("audit reads a Vega-Lite spec from standard input")
  func auditStandardInput() {
    let spec = #"""
      {"$schema": "https://vega.github.io/schema/vega-lite/v5.json",
       "data": {"values": [{"a": "x", "b": 1}, {"a": "y", "b": 2}]},
       "mark": "bar", "encoding": {"x": {"field": "a", "type": "nominal"},
                                   "y": {"field": "b", "type": "quantitative"}}}
      """#
    let terminal = Self.run(["audit", "-"], stdin: spec)
    #expect(terminal.output.hasPrefix("<stdin>: $.title: error: [missing-chart-title]"))
  }
}
