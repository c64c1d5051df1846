import ChartA11y
import Foundation
import GoldenTesting
import Testing

/// `false-chart-claim` on an SVG's own text, a page's image, and the data-folder rule.
@Suite struct FalseChartClaimRuleTests {
  static let chart = """
    <svg xmlns="http://www.w3.org/2000/svg" role="img">
      <title>Sales by quarter</title>
      <desc>Sales rose every quarter. Sales peaked in Q4.</desc>
      <path role="graphics-symbol" aria-roledescription="bar" aria-label="quarter: Q1; Sales: 100" d="M0,0h1v1Z"/>
      <path role="graphics-symbol" aria-roledescription="bar" aria-label="quarter: Q2; Sales: 120" d="M0,0h1v1Z"/>
      <path role="graphics-symbol" aria-roledescription="bar" aria-label="quarter: Q3; Sales: 95" d="M0,0h1v1Z"/>
      <path role="graphics-symbol" aria-roledescription="bar" aria-label="quarter: Q4; Sales: 150" d="M0,0h1v1Z"/>
    </svg>
    """

  func claimFindings(_ findings: [AuditFinding]) -> [FindingSpec] {
    findings.filter { $0.ruleID == "false-chart-claim" }.map(FindingSpec.init)
  }

  @Test func svgDescriptionIsChecked() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("sales.svg")
      try Data(Self.chart.utf8).write(to: url)
      let findings = Auditor().auditFile(at: url).filter { $0.ruleID == "false-chart-claim" }
      #expect(findings.map(\.line) == [3])
      #expect(
        findings.map(\.message) == [
          "the <desc> says 'Sales rose every quarter', but Sales falls for Q3, from 120 to 95"
        ])
    }
  }

  @Test func pagesAreCheckedAtTheirLines() throws {
    try withTemporaryFolder { folder in
      let charts = folder.appendingPathComponent("charts")
      try FileManager.default.createDirectory(at: charts, withIntermediateDirectories: true)
      let plain = Self.chart.replacingOccurrences(
        of: "<desc>Sales rose every quarter. Sales peaked in Q4.</desc>", with: "")
      try Data(plain.utf8).write(to: charts.appendingPathComponent("sales.svg"))
      let page = folder.appendingPathComponent("report.md")
      try Data("# Report\n\n![Sales peaked in Q2.](charts/sales.svg)\n".utf8).write(to: page)
      let findings = Auditor().auditFile(at: page)
      #expect(
        findings.map(FindingSpec.init) == [
          FindingSpec(
            "false-chart-claim", .error, nil,
            "the ![…] for 'charts/sales.svg' says 'Sales peaked in Q2', but the highest value of Sales is 150 for Q4"
          )
        ])
      // SARIF's region: the line and column the image starts at.
      #expect(findings.map(\.line) == [3])
      #expect(findings.map(\.column) == [1])
    }
  }

  @Test func imagesOutsideTheDataFolderAreNotRead() throws {
    try withTemporaryFolder { folder in
      let inside = folder.appendingPathComponent("site")
      try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
      try Data(Self.chart.utf8).write(to: folder.appendingPathComponent("sales.svg"))
      let page = inside.appendingPathComponent("index.html")
      try Data("<img src=\"../sales.svg\" alt=\"Sales peaked in Q2.\">".utf8).write(to: page)
      #expect(claimFindings(Auditor().auditFile(at: page)).isEmpty)
      let allowed = Auditor(dataRoot: folder).auditFile(at: page)
      #expect(claimFindings(allowed).count == 1)
    }
  }
}
