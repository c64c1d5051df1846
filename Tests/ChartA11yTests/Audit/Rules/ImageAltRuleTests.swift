import ChartA11y
import ChartImport
import Foundation
import GoldenTesting
import Testing

/// `image-alt`: a page's local chart image without alt text is a finding, and the advice
/// (`alt-text <page> --write`, ``PageAltText``) clears it.
@Suite struct ImageAltRuleTests {
  func altFindings(_ findings: [AuditFinding]) -> [AuditFinding] {
    findings.filter { $0.ruleID == "image-alt" }
  }

  /// A page in a folder with the chart of ``FalseChartClaimRuleTests`` at `charts/sales.svg`.
  func withPage(_ name: String, _ text: String, _ body: (URL) throws -> Void) throws {
    try withTemporaryFolder { folder in
      let charts = folder.appendingPathComponent("charts")
      try FileManager.default.createDirectory(at: charts, withIntermediateDirectories: true)
      try Data(FalseChartClaimRuleTests.chart.utf8).write(
        to: charts.appendingPathComponent("sales.svg"))
      let page = folder.appendingPathComponent(name)
      try Data(text.utf8).write(to: page)
      try body(page)
    }
  }

  @Test func anImageWithoutAltIsReportedAtItsPlace() throws {
    let html = """
      <p>Sales</p>
        <img src="charts/sales.svg">
      <img src="charts/sales.svg" alt="">
      <img src="https://example.com/sales.svg">
      """
    try withPage("index.html", html) { page in
      let findings = altFindings(Auditor().auditFile(at: page))
      #expect(
        findings.map(FindingSpec.init) == [
          FindingSpec(
            "image-alt", .error, nil,
            "the image 'charts/sales.svg' has no alt text; screen readers announce it as an image or by its file name, never what the chart shows"
          )
        ])
      #expect(findings.map(\.line) == [2])
      #expect(findings.map(\.column) == [3])
    }
  }

  @Test func markdownEmptyBracketsAreReportedAndTheAdviceClearsThem() throws {
    try withPage("report.md", "# Report\n\n![](charts/sales.svg)\n") { page in
      #expect(altFindings(Auditor().auditFile(at: page)).map(\.line) == [3])
      // The advice: `alt-text report.md --write`, which writes what PageAltText.fill gives.
      let (bytes, entries) = PageAltText.fill(
        try Data(contentsOf: page), syntax: .markdown, at: page, dataRoot: nil)
      #expect(entries.count == 1)
      try bytes.write(to: page)
      #expect(altFindings(Auditor().auditFile(at: page)).isEmpty)
    }
  }
}

/// A CSV or TSV file's findings are placed at the file, never at a JSON path of the spec it
/// is read into.
@Suite struct TableFindingPlacesTests {
  @Test func aCSVFindingHasNoJSONPath() throws {
    let csv = Data("quarter,sales\nQ1,100\nQ2,120\n".utf8)
    let findings = Auditor().auditChart(
      csv, kind: .csv, file: "big.csv", baseDirectory: URL(fileURLWithPath: "/tmp"))
    #expect(findings.contains { $0.ruleID == "missing-chart-title" })
    #expect(findings.allSatisfy { $0.path == nil && $0.line == nil })
  }
}
