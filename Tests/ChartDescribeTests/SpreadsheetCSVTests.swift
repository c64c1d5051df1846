import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

/// The CSV files people have (issue 38): spreadsheet dialects, numbers and dates as written,
/// wide and long tables, and files that are not charts (docs/csv.md).
@Suite("Spreadsheet CSV files")
struct SpreadsheetCSVTests {
  /// The rainfall table in each dialect (`fixtures/csv/make-dialects.py`).
  static var dialects: [String] {
    get throws { try Fixtures.names(in: "csv", ending: ".csv").filter { $0.hasPrefix("rain.") } }
  }

  /// The other spreadsheet exports, each with its golden.
  static let exports = [
    "unemployment-percent", "revenue-dollars", "prices-euro", "us-dates", "ambiguous-dates",
    "ambiguous-number", "seasons", "footnote-years", "month-names", "accounting",
    "temperatures-long", "rain-wide", "sizes-k", "footnote-superscript", "revised-year",
    "seasons-dash", "quarters-newest-first", "quarters-year-first", "fiscal-years", "month-years",
  ]

  /// Standard output, then standard error and the exit status, as one golden text.
  private func transcript(_ arguments: [String]) -> String {
    let terminal = MemoryTerminal()
    let status = terminal.run(arguments, in: repositoryRoot)
    return terminal.output + "\n--- standard error ---\n" + terminal.error + "exit \(status)\n"
  }

  @Test("Each dialect is described", arguments: try dialects)
  func dialectGolden(name: String) {
    expectGolden(
      transcript(["describe", "fixtures/csv/\(name).csv"]), at: "golden/csv/\(name).describe.txt")
  }

  @Test("The same data in every dialect gives the same description")
  func sameDescription() throws {
    var outputs: [String: String] = [:]
    for name in try Self.dialects {
      let terminal = MemoryTerminal()
      #expect(terminal.run(["describe", "fixtures/csv/\(name).csv"], in: repositoryRoot) == 0)
      outputs[name] = terminal.output
    }
    let plain = try #require(outputs["rain.plain"])
    for (name, output) in outputs {
      #expect(output == plain, "\(name)")
    }
  }

  @Test("Each spreadsheet export is described, or refused with what to do", arguments: exports)
  func exportGolden(name: String) {
    expectGolden(
      transcript(["describe", "fixtures/csv/\(name).csv"]), at: "golden/csv/\(name).describe.txt")
  }

  @Test("--decimal and --date-format choose where the file does not say")
  func overrides() {
    let number = transcript(["describe", "fixtures/csv/ambiguous-number.csv", "--decimal", ","])
    #expect(number.contains("exit 0"), "\(number)")
    let dates = transcript([
      "describe", "fixtures/csv/ambiguous-dates.csv", "--date-format", "%d/%m/%Y",
    ])
    #expect(dates.contains("exit 0") && dates.contains("April 2024"), "\(dates)")
  }

  @Test(
    "Period labels listed newest first are read oldest first; --x-type categorical keeps the file's order"
  )
  func periodOrder() {
    let calendar = transcript(["describe", "fixtures/csv/quarters-newest-first.csv"])
    #expect(calendar.contains("categories: Q1 2022, Q2 2022, Q3 2022"), "\(calendar)")
    #expect(calendar.contains("note: reading 'quarter' in calendar order"), "\(calendar)")
    let file = transcript([
      "describe", "fixtures/csv/quarters-newest-first.csv", "--x-type", "categorical",
    ])
    #expect(file.contains("categories: Q4 2023, Q3 2023, Q2 2023"), "\(file)")
    #expect(!file.contains("calendar order"), "\(file)")
  }

  @Test("--y accumulates, and splits on commas unless a header is that text")
  func yFields() throws {
    let repeated = transcript([
      "describe", "fixtures/csv/rain-wide.csv", "--y", "North", "--y", "South",
    ])
    let commas = transcript(["describe", "fixtures/csv/rain-wide.csv", "--y", "North,South"])
    #expect(repeated == commas)
    #expect(repeated.contains("North") && repeated.contains("South"), "\(repeated)")
    #expect(!repeated.contains("East"), "\(repeated)")
    try withTemporaryFolder { folder in
      try "x,\"a,b\",c\n1,2,3\n2,3,4\n".write(
        to: folder.appendingPathComponent("t.csv"), atomically: true, encoding: .utf8)
      let terminal = MemoryTerminal()
      #expect(terminal.run(["describe", "t.csv", "--y", "a,b"], in: folder) == 0)
      #expect(terminal.output.contains("a,b"), "\(terminal.output)")
      #expect(!terminal.output.contains("series, c"), "\(terminal.output)")
    }
  }

  @Test(
    "Pictures, documents and workbooks are refused with one line of what to do",
    arguments: [
      ("chart.png", [UInt8]([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]), "PNG image"),
      ("report.pdf", Array("%PDF-1.7\n".utf8), "PDF document"),
      (
        "sales.xlsx", [0x50, 0x4B, 0x03, 0x04] + Array("[Content_Types].xml xl/workbook".utf8),
        "Excel workbook"
      ),
      ("photo.jpg", [0xFF, 0xD8, 0xFF, 0xE0], "JPEG image"),
      ("data.csv", Array("GIF89a".utf8), "GIF image"),
    ])
  func notACharts(name: String, bytes: [UInt8], what: String) throws {
    try withTemporaryFolder { folder in
      try Data(bytes).write(to: folder.appendingPathComponent(name))
      for command in [["describe", name], ["describe", "-"]] {
        let terminal = MemoryTerminal()
        if command[1] == "-" { terminal.input = Data(bytes) }
        #expect(terminal.run(command, in: folder) == 65)
        #expect(terminal.error.contains(what), "\(terminal.error)")
        #expect(terminal.error.split(separator: "\n").count == 1, "\(terminal.error)")
      }
    }
  }

  @Test("A chart spec's CSV with one word in a number field names the cell")
  func specTypo() throws {
    try withTemporaryFolder { folder in
      try "day,hours\n1,2.5\n2,about 3\n3,4\n".write(
        to: folder.appendingPathComponent("data.csv"), atomically: true, encoding: .utf8)
      try """
      {"version": 1, "data": {"csv": "data.csv"},
       "marks": [{"type": "line", "x": {"field": "day"}, "y": {"field": "hours"}}]}
      """.write(
        to: folder.appendingPathComponent("c.chart.json"), atomically: true, encoding: .utf8)
      let terminal = MemoryTerminal()
      #expect(terminal.run(["describe", "c.chart.json"], in: folder) == 65)
      #expect(
        terminal.error.hasSuffix(
          "data.csv: line 3: error: field 'hours': 'about 3' is not a number; correct the "
            + "cell, or declare the field's type nominal\n"), "\(terminal.error)")
    }
  }

  @Test("A header without rows is named in the file, not at a JSON path")
  func headerOnly() throws {
    try withTemporaryFolder { folder in
      try "a,b\n".write(
        to: folder.appendingPathComponent("h.csv"), atomically: true, encoding: .utf8)
      let terminal = MemoryTerminal()
      #expect(terminal.run(["describe", "h.csv"], in: folder) == 65)
      #expect(terminal.error == "h.csv: error: the file has a header row but no rows of data\n")
    }
  }
}
