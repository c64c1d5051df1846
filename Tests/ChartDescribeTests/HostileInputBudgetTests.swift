import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

/// Issue 43, item 1: each count an input could grow past a person's chart ends in one error
/// line, exit 65, before the work that grows with it; and text that shares a long prefix is
/// compared in linear time.
@Suite("Hostile input: budgets for marks, views, datasets and cells; no quadratic paths")
struct HostileInputBudgetTests {
  /// Runs `arguments` in `folder` after writing `files`; the status and standard error.
  private static func run(
    _ arguments: [String], files: [String: String]
  ) throws -> (status: Int32, output: String, error: String) {
    try withTemporaryFolder { folder in
      for (name, text) in files {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
      let terminal = MemoryTerminal()
      let status = terminal.run(arguments, in: folder)
      return (status, terminal.output, terminal.error)
    }
  }

  private static func json(_ value: Any) throws -> String {
    String(
      decoding: try JSONSerialization.data(withJSONObject: value, options: .sortedKeys),
      as: UTF8.self)
  }

  private static func bar(_ field: String = "v") -> [String: Any] {
    [
      "mark": "bar",
      "encoding": [
        "x": ["field": "a", "type": "nominal"], "y": ["field": field, "type": "quantitative"],
      ],
    ]
  }

  private static var rows: [[String: Any]] { [["a": "p", "v": 1], ["a": "q", "v": 2]] }

  @Test("A chart spec of more marks than the budget is refused at $.marks")
  func marks() throws {
    let mark: [String: Any] = ["type": "point", "x": ["field": "a"], "y": ["field": "v"]]
    for count in [InputBudget.maximumMarks, InputBudget.maximumMarks + 1] {
      let spec = try Self.json([
        "version": 1, "data": ["values": Self.rows],
        "marks": Array(repeating: mark, count: count),
      ])
      let result = try Self.run(["describe", "c.chart.json"], files: ["c.chart.json": spec])
      if count > InputBudget.maximumMarks {
        #expect(result.status == 65)
        #expect(
          result.error
            == "c.chart.json: $.marks: error: 1001 marks, over the limit of 1000; split the "
            + "chart into several\n")
      } else {
        #expect(result.status == 0, "\(result.error.prefix(300))")
      }
    }
  }

  @Test(
    "A Vega-Lite spec of more views than the budget is refused before any is built",
    arguments: ["hconcat", "repeat"])
  func views(kind: String) throws {
    let spec: [String: Any]
    if kind == "repeat" {
      // A million views from a spec of a few kilobytes: counted, never built.
      let fields = (0..<1_000).map { "v\($0)" }
      spec = [
        "data": ["values": Self.rows], "repeat": ["row": fields, "column": fields],
        "spec": Self.bar(),
      ]
    } else {
      spec = [
        "data": ["values": Self.rows],
        "hconcat": Array(repeating: Self.bar(), count: InputBudget.maximumViews + 1),
      ]
    }
    let result = try Self.run(["describe", "v.vl.json"], files: ["v.vl.json": try Self.json(spec)])
    #expect(result.status == 65)
    #expect(
      result.error
        == "v.vl.json: $: error: 1001 views or more, over the limit of 1000; split the chart "
        + "into several\n")
  }

  @Test("Views up to the budget are read")
  func viewsAtTheBudget() throws {
    let spec: [String: Any] = [
      "data": ["values": Self.rows],
      "vconcat": Array(repeating: Self.bar(), count: InputBudget.maximumViews),
    ]
    let result = try Self.run(
      ["describe", "--level", "1", "v.vl.json"], files: ["v.vl.json": try Self.json(spec)])
    #expect(result.status == 0, "\(result.error.prefix(300))")
  }

  @Test("A Vega-Lite spec of more datasets than the budget is refused at $.datasets")
  func datasets() throws {
    var datasets: [String: Any] = [:]
    for index in 0...InputBudget.maximumDatasets { datasets["d\(index)"] = Self.rows }
    var spec = Self.bar()
    spec["datasets"] = datasets
    spec["data"] = ["name": "d0"]
    let result = try Self.run(["audit", "d.vl.json"], files: ["d.vl.json": try Self.json(spec)])
    #expect(result.status == 1)
    #expect(
      result.output.contains(
        "$.datasets: error: [invalid-input] 1001 datasets, over the limit of 1000; "
          + "keep the datasets the views name"), "\(result.output.prefix(400))")
    #expect(result.output.hasPrefix("d.vl.json: line 1, column "), "\(result.output.prefix(400))")
  }

  @Test("A CSV cell over 1 MiB is refused with its line")
  func longCell() throws {
    let cell = String(repeating: "a", count: InputBudget.maximumCellBytes + 1)
    for quoted in [false, true] {
      let text = "label,value\nb,2\n" + (quoted ? "\"\(cell)\"" : cell) + ",1\n"
      let result = try Self.run(["describe", "c.csv"], files: ["c.csv": text])
      #expect(result.status == 65)
      #expect(
        result.error
          == "c.csv: line 3: error: 1048577 bytes in cell 1, over the limit of 1048576; a "
          + "chart's labels and values are shorter\n")
    }
  }

  @Test("A CSV row of more cells than the budget is refused with its line")
  func wideRow() throws {
    let header = (0...InputBudget.maximumCellsPerRow).map { "c\($0)" }.joined(separator: ",")
    let result = try Self.run(["describe", "w.csv"], files: ["w.csv": header + "\n"])
    #expect(result.status == 65)
    #expect(
      result.error
        == "w.csv: line 1: error: 100001 cells in a row or more, over the limit of 100000; "
        + "keep the columns the chart plots\n")
  }

  @Test("A fold that would make n³ values is refused before it runs, naming the fold")
  func fold() throws {
    let count = 300
    let fields = (0..<count).map { "f\($0)" }
    let rows = (0..<count).map { row in
      Dictionary(uniqueKeysWithValues: fields.map { ($0, row) })
    }
    let spec: [String: Any] = [
      "data": ["values": rows], "transform": [["fold": fields]], "mark": "bar",
      "encoding": [
        "x": ["field": "key", "type": "nominal"], "y": ["field": "value", "type": "quantitative"],
      ],
    ]
    let result = try Self.run(["describe", "f.vl.json"], files: ["f.vl.json": try Self.json(spec)])
    #expect(result.status == 65)
    #expect(
      result.error.contains(
        "$.transform[0].fold: error: nothing in this Vega-Lite spec can be described: the fold "
          + "of 300 fields over 300 rows would make more than 10000000 values, over the limit; "
          + "fold fewer fields or rows"), "\(result.error)")
  }

  /// Runs the built `chart-describe` with `arguments` in `folder` under `/usr/bin/time`: its
  /// exit status, standard output and error, and processor seconds (user and system), measured for the
  /// one process alone whatever else runs.
  private static func timed(_ arguments: String, in folder: URL) throws -> (
    status: Int32, output: String, error: String, seconds: Double
  ) {
    let result = try HostileInputFindingsTests.shell(
      #"/usr/bin/time -f 'cpu %U %S' "$1" "# + arguments, in: folder)
    let line = try #require(
      result.error.split(separator: "\n").last { $0.hasPrefix("cpu ") }, "\(result.error)")
    let seconds = line.split(separator: " ").dropFirst().compactMap { Double($0) }.reduce(0, +)
    // /usr/bin/time exits with the command's status.
    return (result.status, result.output, result.error, seconds)
  }

  @Test(
    "Labels of 20,000 characters that share all but their last are described in linear time",
    .enabled(if: TestTier.isFull))
  func sharedPrefixLabels() throws {
    let prefix = String(repeating: "x", count: 20_000)
    let csv = "label,value\n\(prefix)0,3\n\(prefix)2,5\n"
    let result = try withTemporaryFolder { folder in
      try csv.write(to: folder.appendingPathComponent("p.csv"), atomically: true, encoding: .utf8)
      return try Self.timed("describe p.csv", in: folder)
    }
    #expect(result.status == 0)
    // Each label in full once, shortened to 200 characters and "…" after.
    #expect(result.output.components(separatedBy: prefix + "0").count == 2)
    #expect(result.output.components(separatedBy: prefix + "2").count == 2)
    // Quadratic, this took 28 s in a release build; linear, well under a second.
    #expect(result.seconds < 10, "\(result.seconds) s")
  }

  @Test(
    "A Vega-Lite spec of 200,000 datasets is checked for repeated names in linear time",
    .enabled(if: TestTier.isFull))
  func manyDatasetNames() throws {
    var datasets: [String: Any] = [:]
    for index in 0..<200_000 { datasets["d\(index)"] = [["a": "p", "v": index]] }
    var spec = Self.bar()
    spec["datasets"] = datasets
    spec["data"] = ["name": "d0"]
    let text = try Self.json(spec)
    let result = try withTemporaryFolder { folder in
      try text.write(
        to: folder.appendingPathComponent("d.vl.json"), atomically: true, encoding: .utf8)
      return try Self.timed("describe d.vl.json", in: folder)
    }
    #expect(result.status == 65)
    #expect(result.error.contains("200000 datasets, over the limit of 1000"), "\(result.error)")
    // Quadratic, the check of repeated names took 31 s in a release build; 4 s in a debug one.
    #expect(result.seconds < 20, "\(result.seconds) s")
  }
}
