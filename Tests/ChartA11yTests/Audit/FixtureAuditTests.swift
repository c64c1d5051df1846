import ChartA11y
import Foundation
import GoldenTesting
import Testing

@Suite("Auditing every fixture")
struct FixtureAuditTests {
  /// Every chart spec and SVG file in `fixtures`, as `charts/<name>.chart.json` or `svg/<name>.svg`.
  static var files: [String] {
    get throws {
      let svgs = try Fixtures.names(in: "svg", ending: ".svg").map { "svg/\($0).svg" }
      return try Fixtures.specNames.map { "charts/\($0).chart.json" } + svgs
    }
  }

  static func findings(_ file: String) -> [AuditFinding] {
    Auditor().auditFile(at: Fixtures.root.appendingPathComponent(file))
  }

  @Test(
    "Each fixture's findings match its golden file (justified in docs/audit-rules.md)",
    arguments: try files)
  func golden(file: String) {
    let report = AuditReport(files: [
      AuditReport.File(path: "fixtures/\(file)", findings: Self.findings(file))
    ])
    let name = file.split(separator: "/").last.map(String.init) ?? file
    let stem = name.replacingOccurrences(of: ".chart.json", with: "")
    expectGolden(TextAuditReporter.render(report), at: "golden/audit/\(stem).audit.txt")
  }

  /// SVG files exported by other tools (`*.vl.svg` from vl-convert, `*.matplotlib.svg`), kept as
  /// they come: inputs for `alt-text`, without an accessible name of their own.
  static var toolExports: [String] {
    get throws {
      try Fixtures.nonEmpty(
        files.filter { $0.hasSuffix(".vl.svg") || $0.hasSuffix(".matplotlib.svg") },
        "tool exports")
    }
  }

  @Test(
    "Valid fixtures have no audit errors",
    arguments: try Fixtures.nonEmpty(
      files.filter {
        try !$0.contains("_invalid") && !$0.contains("_inaccessible") && !toolExports.contains($0)
      }, "valid fixtures"))
  func valid(file: String) {
    #expect(Self.findings(file).filter { $0.severity == .error && !$0.isSuppressed }.isEmpty)
  }

  @Test(
    "Tool exports lack an accessible name, as their tools write them", arguments: try toolExports)
  func toolExport(file: String) {
    #expect(
      Self.findings(file).contains { $0.ruleID == "svg-accessible-name" && $0.severity == .error })
  }

  @Test(
    "Inaccessible fixtures have at least one audit error",
    arguments: try Fixtures.nonEmpty(
      files.filter { $0.contains("_inaccessible") }, "inaccessible fixtures"))
  func inaccessible(file: String) {
    #expect(Self.findings(file).contains { $0.severity == .error })
  }

  @Test(
    "Invalid fixtures give one input finding and nothing else",
    arguments: try Fixtures.nonEmpty(files.filter { $0.contains("_invalid") }, "invalid fixtures"))
  func invalid(file: String) {
    let findings = Self.findings(file)
    #expect(findings.count == 1)
    #expect(["invalid-input", "unreadable-input"].contains(findings.first?.ruleID ?? ""))
  }

  @Test(
    "The article's ridgeline: its annotated hidden rule is a direct label; its visible baseline is flagged"
  )
  func ridgeline() {
    let final = Self.findings("charts/us-baby-names-ridgeline.chart.json").map(\.ruleID)
    #expect(!final.contains("color-only-series"))
    #expect(!final.contains("empty-value-label"))
    let baseline = Self.findings("charts/us-baby-names-ridgeline-baseline_inaccessible.chart.json")
    #expect(
      baseline.contains {
        $0.ruleID == "empty-value-label" && $0.path?.description == "$.marks[1].y.label"
      })
  }
}
