import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

@Suite("Describing Vega-Lite specs and CSV files")
struct ImportedInputTests {
  static var vegaLiteFixtures: [String] {
    get throws { try Fixtures.names(in: "vega-lite", ending: ".vl.json") }
  }

  /// Standard output, then standard error and the exit status, as one golden text.
  private func transcript(_ arguments: [String], stdin: String? = nil) -> String {
    let terminal = MemoryTerminal()
    if let stdin { terminal.input = Data(stdin.utf8) }
    let status = terminal.run(arguments, in: repositoryRoot)
    return terminal.output + "\n--- standard error ---\n" + terminal.error + "exit \(status)\n"
  }

  @Test("Realistic Vega-Lite fixtures are described", arguments: try vegaLiteFixtures)
  func vegaLiteGolden(name: String) {
    expectGolden(
      transcript(["describe", "fixtures/vega-lite/\(name).vl.json"]),
      at: "golden/vega-lite/\(name).describe.txt")
  }

  @Test("Every Vega-Lite fixture renders as JSON with its series")
  func vegaLiteJSON() throws {
    for name in try Self.vegaLiteFixtures {
      let terminal = MemoryTerminal()
      let status = terminal.run(
        ["describe", "--format", "json", "fixtures/vega-lite/\(name).vl.json"], in: repositoryRoot)
      #expect(status == 0, "\(name)")
      let object = try JSONSerialization.jsonObject(with: Data(terminal.output.utf8))
      let series = (object as? [String: Any])?["series"] as? [Any]
      #expect((series?.count ?? 0) > 0, "\(name)")
    }
  }

  @Test("CSV quick mode plots the named fields")
  func csvGolden() {
    expectGolden(
      transcript([
        "describe", "fixtures/charts/data/us-baby-names-top-female.csv", "--mark", "line", "--x",
        "year", "--y", "proportion", "--series", "name", "--title", "Top female baby names",
        "--max-series", "2",
      ]), at: "golden/csv/us-baby-names.describe.txt")
  }

  @Test("CSV from standard input is detected by its content")
  func csvStandardInput() {
    let text = transcript(
      ["describe", "-", "--mark", "bar", "--level", "2"], stdin: "city,rain\nOslo,3\nBergen,9\n")
    #expect(text.contains("Bar chart without a title. The x axis is city, categorical"))
    #expect(text.contains("rain ranges from 3 for Oslo to 9 for Bergen"))
    #expect(text.contains("<stdin>: note: plotting 'city' on the x axis; choose with --x"))
  }

  @Test(
    "Bad input gives one line naming the file and place, with its exit status",
    arguments: zip(
      [
        #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"url": "https://example.com/d.csv"}, "mark": "bar"}"#,
        #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"name": "x"}, "mark": "bar"}"#,
        "{\"$schema\": \"https://vega.github.io/schema/vega-lite/v5.json\",\n \"mark\": }",
        #"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "data": {"values": [{"a": 1}]}, "mark": "geoshape"}"#,
      ],
      [
        "bad.vl.json: $.data.url: error: remote data 'https://example.com/d.csv' is not fetched "
          + "(chart-describe works offline); download it and give its local path\nexit 66\n",
        "bad.vl.json: $.data.name: error: no dataset named 'x' in 'datasets'\nexit 65\n",
        "bad.vl.json: line 2, column 10: error: malformed JSON: not valid JSON here\nexit 65\n",
        "bad.vl.json: $.mark: error: nothing in this Vega-Lite spec can be described: the "
          + "'geoshape' mark is not supported\nexit 65\n",
      ]))
  func badVegaLite(spec: String, expected: String) throws {
    try withTemporaryFolder { folder in
      try Data(spec.utf8).write(to: folder.appendingPathComponent("bad.vl.json"))
      let terminal = MemoryTerminal()
      let status = terminal.run(["describe", "bad.vl.json"], in: folder)
      #expect(terminal.output.isEmpty)
      #expect(terminal.error + "exit \(status)\n" == expected)
    }
  }

  static let misplacedOptions: String =
    "Error: '--mark', '--x', '--y', '--series', '--x-type', '--y-type' and '--title' apply "
    + "only to CSV and TSV input; fixtures/charts/sales-report.chart.json is a chart spec\n"
    + "  See 'chart-describe describe --help' for usage.\nexit 64\n"

  static let badCSVCases: [(arguments: [String], expected: String)] = [
    (
      ["describe", "fixtures/charts/data/ragged.csv"],
      "fixtures/charts/data/ragged.csv: line 3: error: expected 2 fields, found 3 (separated by "
        + "','; choose the delimiter with --delimiter)\nexit 65\n"
    ),
    (
      ["describe", "fixtures/charts/data/us-baby-names-top-female.csv", "--y", "share"],
      "fixtures/charts/data/us-baby-names-top-female.csv: error: --y: unknown field 'share'; "
        + "fields: year, name, count, proportion\nexit 65\n"
    ),
    (
      ["describe", "fixtures/data/none.csv"],
      "fixtures/data/none.csv: error: no such file\nexit 66\n"
    ),
    (["describe", "fixtures/charts/sales-report.chart.json", "--x", "year"], misplacedOptions),
    (["describe", "fixtures/charts/data/ragged.csv", "--mark", "pie"], ""),
  ]

  @Test("Bad CSV input and misplaced CSV options give their exit status", arguments: badCSVCases)
  func badCSV(arguments: [String], expected: String) {
    let terminal = MemoryTerminal()
    let status = terminal.run(arguments, in: repositoryRoot)
    #expect(terminal.output.isEmpty)
    if expected.isEmpty {
      #expect(status == 64)
      #expect(terminal.error.hasPrefix("Error: invalid value 'pie' for '--mark' (values: bar, "))
    } else {
      #expect(terminal.error + "exit \(status)\n" == expected)
    }
  }
}
