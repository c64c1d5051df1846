import ChartA11y
import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

/// `audit`, `alt-text --check` and `alt-text --write` decide "current" by one function
/// (``AltTextCurrency``): after `--write`, on an Altair SVG with its `.vl.json` beside it, the
/// audit finds nothing stale and `--check` says current; following the audit's advice clears
/// its finding.
@Suite("alt text: one verdict on staleness")
struct AltTextOneVerdictTests {
  /// The Vega-Lite SVG exports with their spec beside them: activity-hours (read "edited"),
  /// sales-report and stocks (read "stale") by the audit before the verdict was one.
  static let exports = ["activity-hours", "sales-report", "stocks", "cars", "barley"]

  @Test(arguments: exports)
  func writtenAltTextIsCurrentEverywhere(name: String) throws {
    try AltTextStaleAuditTests.withFolder(copying: [
      ("svg/\(name).vl.svg", "\(name).vl.svg"), ("svg/\(name).vl.json", "\(name).vl.json"),
    ]) { folder in
      let write = MemoryTerminal()
      #expect(write.run(["alt-text", "--write", "\(name).vl.svg"], in: folder) == 0)
      let audit = MemoryTerminal()
      _ = audit.run(["audit", "\(name).vl.svg"], in: folder)
      #expect(!audit.output.contains("svg-alt-text-stale"), "\(audit.output)")
      let check = MemoryTerminal()
      #expect(check.run(["alt-text", "--check", "\(name).vl.svg"], in: folder) == 0)
      #expect(check.output.hasSuffix("\(name).vl.svg: current\n"), "\(check.output)")
      let again = MemoryTerminal()
      #expect(again.run(["alt-text", "--write", "\(name).vl.svg"], in: folder) == 0)
      #expect(again.output.contains("unchanged: alt text is current"), "\(again.output)")
    }
  }

  @Test("Following the audit's advice clears the stale finding")
  func followingTheAdviceClearsTheFinding() throws {
    try AltTextStaleAuditTests.withFolder(copying: [("svg/cars.vl.svg", "cars.vl.svg")]) {
      folder in
      #expect(MemoryTerminal().run(["alt-text", "--write", "cars.vl.svg"], in: folder) == 0)
      try AltTextStaleAuditTests.replace(
        "Horsepower: 130; Miles_per_Gallon: 18; Origin: USA",
        with: "Horsepower: 130; Miles_per_Gallon: 28; Origin: USA",
        in: folder.appendingPathComponent("cars.vl.svg"))
      let stale = MemoryTerminal()
      #expect(stale.run(["audit", "cars.vl.svg"], in: folder) == 1)
      let advice = "run 'chart-describe alt-text --write'"
      #expect(stale.output.contains(advice))
      #expect(MemoryTerminal().run(["alt-text", "--write", "cars.vl.svg"], in: folder) == 0)
      let cleared = MemoryTerminal()
      #expect(cleared.run(["audit", "cars.vl.svg"], in: folder) == 0, "\(cleared.output)")
    }
  }
}

/// `alt-text --print`, `--long`, and pages.
@Suite("alt text where it is used")
struct AltTextWhereUsedTests {
  @Test func printWritesTheShortAndLongText() throws {
    try AltTextStaleAuditTests.withFolder(copying: [("svg/cars.vl.svg", "cars.vl.svg")]) {
      folder in
      let short = MemoryTerminal()
      #expect(short.run(["alt-text", "--print", "cars.vl.svg"], in: folder) == 0)
      let long = MemoryTerminal()
      #expect(long.run(["alt-text", "--long", "cars.vl.svg"], in: folder) == 0)
      let write = MemoryTerminal()
      #expect(write.run(["alt-text", "--write", "cars.vl.svg"], in: folder) == 0)
      let svg = try String(
        contentsOf: folder.appendingPathComponent("cars.vl.svg"), encoding: .utf8)
      let firstLine = String(short.output.dropLast())
      #expect(!firstLine.isEmpty && !firstLine.contains("\n"))
      #expect(svg.contains(TextEscaping.xml(firstLine, for: .text)))
      #expect(long.output.count > short.output.count)
    }
  }

  @Test func pagesGetTheirMissingAltAtomically() throws {
    try AltTextStaleAuditTests.withFolder(copying: [("svg/cars.vl.svg", "cars.vl.svg")]) {
      folder in
      let page = folder.appendingPathComponent("index.html")
      let before = """
        <p>Cars</p>
        <img src="cars.vl.svg" class="chart">
        <img src="cars.vl.svg" alt="">
        <img src="https://example.com/x.svg">

        """
      try Data(before.utf8).write(to: page)
      let preview = MemoryTerminal()
      #expect(preview.run(["alt-text", "index.html"], in: folder) == 0)
      #expect(try String(contentsOf: page, encoding: .utf8) == before)
      let write = MemoryTerminal()
      #expect(write.run(["alt-text", "--write", "index.html"], in: folder) == 0)
      let short = MemoryTerminal()
      #expect(short.run(["alt-text", "--print", "cars.vl.svg"], in: folder) == 0)
      let alt = TextEscaping.xml(String(short.output.dropLast()), for: .attribute)
      let after = try String(contentsOf: page, encoding: .utf8)
      #expect(
        after
          == before.replacingOccurrences(
            of: "<img src=\"cars.vl.svg\" class",
            with: "<img alt=\"\(alt)\" src=\"cars.vl.svg\" class"))
      let check = MemoryTerminal()
      #expect(check.run(["alt-text", "--check", "index.html"], in: folder) == 0, "\(check.output)")
      let markdown = folder.appendingPathComponent("README.md")
      try Data("See ![](cars.vl.svg) here.\n".utf8).write(to: markdown)
      #expect(MemoryTerminal().run(["alt-text", "--write", "README.md"], in: folder) == 0)
      let filled = try String(contentsOf: markdown, encoding: .utf8)
      #expect(filled.hasPrefix("See ![") && filled.hasSuffix("](cars.vl.svg) here.\n"))
      #expect(filled.count > "See ![](cars.vl.svg) here.\n".count)
    }
  }
}
