import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

@Suite("The describe command")
struct DescribeCommandTests {
  static var invalidSpecs: [String] {
    get throws {
      try Fixtures.nonEmpty(Fixtures.specNames.filter { $0.contains("_invalid") }, "invalid specs")
    }
  }

  @Test(
    "Invalid specs give one line naming the place, and their exit status",
    arguments: try invalidSpecs)
  func invalidSpec(name: String) {
    let terminal = MemoryTerminal()
    let status = terminal.run(
      ["describe", "fixtures/charts/\(name).chart.json"], in: repositoryRoot)
    #expect(terminal.output.isEmpty)
    #expect(terminal.error.split(separator: "\n").count == 1)
    expectGolden(terminal.error + "exit \(status)\n", at: "golden/\(name).error.txt")
  }

  @Test(
    "Every valid fixture is described in every format, as its golden description",
    arguments: try Fixtures.validSpecNames)
  func validSpec(name: String) throws {
    for format in DescribeFormat.allCases {
      let terminal = MemoryTerminal()
      let status = terminal.run(
        ["describe", "--format", format.rawValue, "fixtures/charts/\(name).chart.json"],
        in: repositoryRoot)
      #expect(status == 0)
      #expect(terminal.error.isEmpty)
      switch format {
      case .text: expectGolden(terminal.output, at: "golden/\(name).describe.txt")
      case .markdown: expectGolden(terminal.output, at: "golden/\(name).describe.md")
      case .table: expectGolden(terminal.output, at: "golden/table/\(name).table.md")
      case .json:
        let golden = try String(
          contentsOf: Fixtures.root.appendingPathComponent("golden/\(name).describe.txt"),
          encoding: .utf8)
        let object = try JSONSerialization.jsonObject(with: Data(terminal.output.utf8))
        let sentences = try #require((object as? [String: Any])?["sentences"] as? [[String: Any]])
        let texts = sentences.compactMap { $0["text"] as? String }
        #expect(texts.count == sentences.count && !texts.isEmpty)
        // Every sentence of the golden text, in its order, and nothing else.
        let words = { (text: String) in text.split(whereSeparator: \.isWhitespace) }
        let goldenBody = golden.split(separator: "\n").filter { !$0.hasSuffix(":") }
          .joined(separator: " ")
        #expect(words(texts.joined(separator: " ")) == words(goldenBody), "\(name)")
      case .braille: expectGolden(terminal.output, at: "golden/braille/\(name).braille.txt")
      case .brf:
        // Braille ASCII (space to underscore) in lines of at most 40 cells ending in CR LF,
        // pages of at most 25 lines between form feeds; the round trip is ChartBrailleTests'.
        let pages = terminal.output.split(separator: "\u{0C}", omittingEmptySubsequences: false)
        #expect(pages.count >= 1)
        for page in pages {
          #expect(page.hasSuffix("\r\n"), "\(name): a page ends in CR LF")
          let lines = page.components(separatedBy: "\r\n").dropLast()
          #expect(!lines.isEmpty && lines.count <= 25, "\(name): \(lines.count) lines")
          for line in lines {
            #expect(line.count <= 40, "\(name): \(line.count) cells: \(line)")
            #expect(line.unicodeScalars.allSatisfy { (0x20...0x5F).contains($0.value) }, "\(line)")
          }
        }
      }
    }
  }

  @Test(
    "A braille table liblouis cannot load is one error line, exit 69, nothing written",
    arguments: [["--format", "brf"], ["--format", "braille", "--braille-text"]])
  func missingBrailleTable(format: [String]) {
    let terminal = MemoryTerminal()
    let status = terminal.run(
      ["describe"] + format + ["--braille-table", "no-such-table.ctb"], in: repositoryRoot)
    #expect(status == 69)
    #expect(terminal.output.isEmpty)
    #expect(
      terminal.error
        == "error: liblouis cannot load the braille table 'no-such-table.ctb' (is liblouis-data "
        + "installed and the name right? tables are in /usr/share/liblouis/tables)\n")
  }

  @Test("No input describes the bundled ridgeline, identical to the fixture")
  func defaultChart() {
    let bundled = MemoryTerminal()
    #expect(bundled.run(["describe"], in: repositoryRoot) == 0)
    let fixture = MemoryTerminal()
    let path = "fixtures/charts/us-baby-names-ridgeline.chart.json"
    #expect(fixture.run(["describe", path], in: repositoryRoot) == 0)
    #expect(bundled.output == fixture.output)
    #expect(bundled.output.contains("Ashley (area) has 79 years from 1917 to 2017"))
  }

  @Test("The bundled default chart is a byte-for-byte copy of the fixture")
  func bundledCopy() throws {
    for path in [
      "charts/us-baby-names-ridgeline.chart.json", "charts/data/us-baby-names-top-female.csv",
    ] {
      let bundled = try Data(
        contentsOf: repositoryRoot.appendingPathComponent(
          "Sources/chart-describe/Resources/DefaultChart/\(path)"))
      let fixture = try Data(contentsOf: Fixtures.root.appendingPathComponent(path))
      #expect(bundled == fixture, "\(path) differs from its fixture")
    }
  }

  @Test("A spec is read from standard input with '-'")
  func standardInput() throws {
    let terminal = MemoryTerminal()
    terminal.input = try Data(contentsOf: Fixtures.spec("sales-report"))
    #expect(terminal.run(["describe", "-"], in: repositoryRoot) == 0)
    #expect(terminal.output.contains("A reference line marks Sales at 1,200."))
    let broken = MemoryTerminal()
    broken.input = Data("{\"version\": 1, \"marks\": 3}".utf8)
    #expect(broken.run(["describe", "-"], in: repositoryRoot) == 65)
    #expect(broken.error == "<stdin>: $.marks: error: expected an array, found a number\n")
  }

  @Test("Usage errors exit 64 with the usage line")
  func usageErrors() {
    let cases: [([String], String)] = [
      (["describe", "--fromat", "json"], "Error: unknown option '--fromat'"),
      (
        ["describe", "--format", "yaml"],
        "Error: invalid value 'yaml' for '--format' (values: text, markdown, json, table, braille, brf)"
      ),
      (
        ["describe", "--level", "5"],
        "Error: invalid value '5' for '--level' (values: brief, standard, detailed, 1, 2, 3)"
      ),
      (["describe", "a.json", "b.json"], "Error: expected one <input>, found 2"),
      (
        ["describe", "--braille-width", "9"],
        "Error: '--braille-width' must be 10 to 200 cells, not 9"
      ),
      (
        ["describe", "--braille-lines", "0"],
        "Error: '--braille-lines' must be 1 to 100 lines, not 0"
      ),
      (["narate"], "Error: unknown subcommand 'narate'"),
    ]
    for (arguments, first) in cases {
      let terminal = MemoryTerminal()
      #expect(terminal.run(arguments, in: repositoryRoot) == 64)
      #expect(terminal.error.hasPrefix(first + "\n"), "\(terminal.error)")
      #expect(terminal.output.isEmpty)
    }
  }

  @Test("Bare chart-describe prints an error and the overview to standard error, exit 64")
  func noArguments() {
    let terminal = MemoryTerminal()
    #expect(terminal.run([], in: repositoryRoot) == 64)
    #expect(terminal.error.hasPrefix("Error: missing subcommand\n"))
    #expect(terminal.error.contains("SUBCOMMANDS:"))
  }

  @Test("Help and version go to standard output and exit 0")
  func help() {
    for arguments in [["describe", "--help"], ["describe", "-h"], ["help", "describe"]] {
      let terminal = MemoryTerminal()
      #expect(terminal.run(arguments, in: repositoryRoot) == 0)
      expectGolden(terminal.output, at: "golden/describe.help.txt")
      #expect(terminal.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
    let version = MemoryTerminal()
    #expect(version.run(["--version"], in: repositoryRoot) == 0)
    #expect(version.output == ChartDescribe.version + "\n")
  }

  @Test("-o replaces the file atomically and keeps its permissions")
  func outputFile() throws {
    try withTemporaryFolder { folder in
      let target = folder.appendingPathComponent("out.md")
      try Data("old".utf8).write(to: target)
      try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
      let terminal = MemoryTerminal()
      let spec = Fixtures.spec("sales-report").path
      #expect(
        terminal.run(["describe", "--format=markdown", "-o", "out.md", spec], in: folder) == 0)
      #expect(terminal.output.isEmpty)
      let written = try String(contentsOf: target, encoding: .utf8)
      #expect(written.hasPrefix("Area chart: Sales Report."))
      let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
      #expect((mode as? NSNumber)?.intValue == 0o640)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.md"])
    }
  }

  @Test("An invalid chart never creates or touches the output file")
  func noPartialOutput() throws {
    try withTemporaryFolder { folder throws in
      let terminal = MemoryTerminal()
      let spec = Fixtures.spec("non-numeric_invalid").path
      #expect(terminal.run(["describe", "-o", "out.txt", spec], in: folder) == 65)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
      let unwritable = MemoryTerminal()
      let missingFolder = "no-such-folder/out.txt"
      let status = unwritable.run(
        ["describe", "-o", missingFolder, Fixtures.spec("sales-report").path], in: folder)
      #expect(status == 74)
      #expect(unwritable.error.hasPrefix("no-such-folder/out.txt: error: cannot write here"))
    }
  }

  @Test("A missing input file exits 66")
  func missingInput() {
    let terminal = MemoryTerminal()
    #expect(terminal.run(["describe", "nowhere.chart.json"], in: repositoryRoot) == 66)
    #expect(terminal.error == "nowhere.chart.json: error: no such file\n")
  }
}
