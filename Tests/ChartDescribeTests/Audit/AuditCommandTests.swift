import ChartA11y
import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

@Suite("The audit command")
struct AuditCommandTests {
  func run(_ arguments: [String], input: Data = Data()) -> (
    status: Int32, output: String, error: String
  ) {
    let terminal = MemoryTerminal()
    terminal.input = input
    let status = terminal.run(["audit"] + arguments, in: repositoryRoot)
    return (status, terminal.output, terminal.error)
  }

  @Test("Help lists every option and format")
  func help() {
    let result = run(["--help"])
    #expect(result.status == 0)
    expectGolden(result.output, at: "golden/audit.help.txt")
  }

  @Test("A valid chart passes with exit 0; an inaccessible one fails with exit 1")
  func exitStatus() {
    #expect(run(["fixtures/charts/sales-report.chart.json"]).status == 0)
    let failing = run(["fixtures/charts/us-baby-names-ridgeline-baseline_inaccessible.chart.json"])
    #expect(failing.status == 1)
    #expect(failing.error.isEmpty)
    #expect(
      failing.output.contains(
        "fixtures/charts/us-baby-names-ridgeline-baseline_inaccessible.chart.json: line 49, column 9: "
          + "$.marks[1].y.label: error: [empty-value-label]"))
  }

  @Test("--fail-on decides which severity fails")
  func failOn() {
    let path = "fixtures/charts/monthly-activity.chart.json"
    #expect(run([path]).status == 0)
    #expect(run(["--fail-on", "warning", path]).status == 1)
    #expect(run(["--fail-on=note", "fixtures/charts/water-intake.chart.json"]).status == 0)
  }

  @Test("A folder is searched recursively in sorted order, with include and exclude globs")
  func folders() {
    let all = run(["--format", "json", "fixtures"])
    let paths = Self.paths(in: all.output)
    #expect(paths == paths.sorted())
    #expect(paths.contains("fixtures/svg/unnamed_inaccessible.svg"))
    #expect(paths.contains("fixtures/charts/sales-report.chart.json"))
    #expect(!paths.contains { $0.hasSuffix(".csv") || $0.hasSuffix(".txt") })
    let svgOnly = Self.paths(
      in: run(["--format", "json", "--include", "*.svg", "fixtures"]).output)
    #expect(svgOnly.allSatisfy { $0.hasSuffix(".svg") } && !svgOnly.isEmpty)
    let excluded = Self.paths(
      in: run([
        "--format", "json", "--exclude", "*_invalid*", "--exclude", "fixtures/svg/**", "fixtures",
      ]).output)
    #expect(excluded.allSatisfy { !$0.contains("_invalid") && !$0.hasPrefix("fixtures/svg/") })
  }

  @Test("Shards split the sorted files without overlap, and every job count gives the same report")
  func shardsAndJobs() {
    let whole = Self.paths(in: run(["--format", "json", "fixtures"]).output)
    let parts = (1...3).map {
      Self.paths(in: run(["--format", "json", "--shard", "\($0)/3", "fixtures"]).output)
    }
    #expect(parts.flatMap { $0 }.sorted() == whole)
    #expect(parts.allSatisfy { !$0.isEmpty })
    let one = run(["--format", "sarif", "--jobs", "1", "fixtures"]).output
    let four = run(["--format", "sarif", "-j", "4", "fixtures"]).output
    #expect(one == four)
  }

  @Test("A missing path among existing ones is a finding; only missing paths exit 66")
  func missing() {
    let some = run(["fixtures/charts/sales-report.chart.json", "no/such.chart.json"])
    #expect(some.status == 1)
    #expect(
      some.output.contains("no/such.chart.json: error: [unreadable-input] no such file or folder"))
    let none = run(["no/such.chart.json", "nor/this"])
    #expect(none.status == 66)
    #expect(
      none.error
        == "no/such.chart.json: error: no such file or folder\nnor/this: error: no such file or folder\n"
    )
  }

  @Test("A spec is read from standard input with '-'")
  func standardInput() throws {
    let data = try Data(contentsOf: Fixtures.spec("water-intake-unlabelled_inaccessible"))
    let result = run(["-"], input: data)
    #expect(result.status == 1)
    #expect(
      result.output.contains("<stdin>: line 1, column 1: $.title: error: [missing-chart-title]"))
  }

  @Test("The configuration file changes severities; a bad one is a usage error")
  func configuration() throws {
    try withTemporaryFolder { folder in
      let config = folder.appendingPathComponent("audit.json")
      try Data(#"{"rules": {"ineffective-modifier": "error"}}"#.utf8).write(to: config)
      #expect(
        run(["--config", config.path, "fixtures/charts/monthly-activity.chart.json"]).status == 1)
      try Data(#"{"rules": {"nope": "off"}}"#.utf8).write(to: config)
      let bad = run(["--config", config.path, "fixtures"])
      #expect(bad.status == 64)
      #expect(
        bad.error.hasPrefix(
          "Error: invalid configuration '\(config.path)': $.rules.nope: unknown rule 'nope'"))
      #expect(run(["--config", "no-such-config.json", "fixtures"]).status == 66)
    }
  }

  @Test(
    "Usage errors exit 64",
    arguments: [
      ([], "Error: expected at least one <paths>; pass '.' to audit the working directory"),
      (
        ["--format", "xml", "."],
        "Error: invalid value 'xml' for '--format' (values: text, json, sarif, junit, github)"
      ),
      (
        ["--fail-on", "fatal", "."],
        "Error: invalid value 'fatal' for '--fail-on' (values: note, warning, error)"
      ),
      (["--shard", "4/3", "."], "Error: invalid value '4/3' for '--shard'"),
      (["--jobs", "0", "."], "Error: '--jobs' must be 1 or more"),
      (
        ["--rules-uri", "docs/audit-rules.md", "."], "Error: '--rules-uri' must be an absolute URL"
      ),
    ])
  func usage(arguments: [String], message: String) {
    let result = run(arguments)
    #expect(result.status == 64)
    #expect(result.error.hasPrefix(message), "\(result.error)")
  }

  @Test("-o writes the report to a file")
  func outputFile() throws {
    try withTemporaryFolder { folder throws in
      let file = folder.appendingPathComponent("audit.sarif")
      let result = run(["--format", "sarif", "-o", file.path, "fixtures/svg"])
      #expect(result.status == 1)
      #expect(result.output.isEmpty)
      #expect(try String(contentsOf: file, encoding: .utf8).contains("\"version\" : \"2.1.0\""))
    }
  }

  /// The file paths listed in a JSON report.
  static func paths(in json: String) -> [String] {
    struct Report: Decodable {
      struct File: Decodable { var path: String }
      var files: [File]
    }
    return (try? JSONDecoder().decode(Report.self, from: Data(json.utf8)))?.files.map(\.path) ?? []
  }
}

@Suite("The audit command's streams")
struct AuditStreamTests {
  @Test("Progress goes to standard error only when it is a terminal")
  func progress() {
    let terminal = MemoryTerminal()
    var io = terminal.io(directory: repositoryRoot)
    io.isErrorTerminal = true
    let status = ChartDescribe.run(["audit", "fixtures/svg"], io: &io)
    #expect(status.rawValue == 1)
    let folder = repositoryRoot.appendingPathComponent("fixtures/svg").path
    let count = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".svg") }.count
    #expect(terminal.error.hasSuffix("audited \(count) of \(count) files\n"))
    #expect(!terminal.output.contains("audited"))
    let quiet = MemoryTerminal()
    #expect(quiet.run(["audit", "fixtures/svg"], in: repositoryRoot) == 1)
    #expect(quiet.error.isEmpty)
  }

  @Test("A folder with nothing to audit warns on standard error and passes")
  func empty() {
    let terminal = MemoryTerminal()
    #expect(terminal.run(["audit", "Sources/ChartModel/Marks"], in: repositoryRoot) == 0)
    #expect(terminal.error == "warning: no chart specs or SVG files to audit\n")
    #expect(terminal.output == "0 errors, 0 warnings and 0 notes in 0 files\n")
  }

  @Test("The built binary separates report and diagnostics and exits by --fail-on")
  func binary() throws {
    // The products folder: the test runner's own folder on Linux, the bundle's parent on macOS.
    let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
      .map { $0.appendingPathComponent("chart-describe") }
    let binary = try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
    for (arguments, status) in [
      (["audit", "fixtures/charts/sales-report.chart.json"], Int32(0)),
      (["audit", "--format", "github", "fixtures/svg/unnamed_inaccessible.svg"], 1),
      (["audit", "no/such/file.chart.json"], 66),
    ] {
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      process.currentDirectoryURL = repositoryRoot
      let output = Pipe()
      let error = Pipe()
      process.standardOutput = output
      process.standardError = error
      try process.run()
      let outputText = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      let errorText = String(
        decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == status, "\(arguments)")
      if status == 66 {
        #expect(outputText.isEmpty && errorText.contains("no such file or folder"))
      } else {
        #expect(errorText.isEmpty && !outputText.isEmpty)
      }
    }
  }
}
