import ChartA11y
import ChartModel
import Foundation
import GoldenTesting
import Testing

@Suite("Audit reporters")
struct AuditReporterTests {
  /// Findings of a few fixtures plus one whose message carries hostile text from data.
  static func sampleReport() -> AuditReport {
    let names = [
      "charts/activity-red-green_inaccessible.chart.json", "charts/sales-report.chart.json",
      "charts/water-intake-unlabelled_inaccessible.chart.json", "svg/unnamed_inaccessible.svg",
    ]
    var files = names.map { name in
      AuditReport.File(
        path: "fixtures/\(name)",
        findings: Auditor().auditFile(at: Fixtures.root.appendingPathComponent(name)))
    }
    files.append(
      AuditReport.File(
        path: "charts/odd name, 100%.chart.json",
        findings: [
          AuditFinding(
            ruleID: "hidden-data-loss", severity: .warning,
            message: "field 'a\nb::error::x%0A<&>\"\u{1B}[31m' is hidden",
            path: SpecPath.root.appending("marks").appending(index: 0), line: 7),
          AuditFinding(
            ruleID: "missing-chart-title", severity: .error, message: "the chart has no title",
            path: SpecPath.root.appending("title"), line: 1, suppression: "titled by the page"),
        ]))
    return AuditReport(files: files, failureThreshold: .warning)
  }

  @Test("Text: one line per finding with the severity in words, escaped, and a summary")
  func text() {
    expectGolden(TextAuditReporter.render(Self.sampleReport()), at: "golden/audit/report.txt")
  }

  @Test("JSON: sorted keys, suppressions with their reason")
  func json() throws {
    expectGolden(try JSONAuditReporter.render(Self.sampleReport()), at: "golden/audit/report.json")
  }

  @Test("SARIF 2.1.0 output matches its golden file")
  func sarif() throws {
    expectGolden(
      try SARIFAuditReporter.render(Self.sampleReport(), toolVersion: "0.1.0"),
      at: "golden/audit/report.sarif")
  }

  @Test("JUnit XML: failures at the threshold, suppressed findings skipped, text escaped")
  func junit() throws {
    let xml = JUnitAuditReporter.render(Self.sampleReport())
    expectGolden(xml, at: "golden/audit/report.junit.xml")
    #expect(throws: Never.self) { try XMLDocumentCheck.parse(xml) }
  }

  @Test("GitHub annotations: one command per line, data escaped")
  func github() {
    let text = GitHubAuditReporter.render(Self.sampleReport())
    expectGolden(text, at: "golden/audit/report.github.txt")
    #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("::") })
  }

  @Test(
    "The SARIF log is valid against the official 2.1.0 schema",
    .enabled(if: SchemaCheck.isAvailable))
  func sarifSchema() throws {
    let sarif = try SARIFAuditReporter.render(Self.sampleReport(), toolVersion: "0.1.0")
    let result = try SchemaCheck.validate(sarif)
    #expect(result.status == 0, "\(result.output)")
  }
}
