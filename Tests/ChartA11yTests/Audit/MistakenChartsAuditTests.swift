import ChartA11y
import Foundation
import GoldenTesting
import Testing

/// The four mistaken charts of issue 39, made with matplotlib and seaborn.
///
/// `scripts/make_mistake_svgs.py` draws pale and yellow lines on white, red and green lines
/// with no legend, a series drawn white on white, a bar chart with no title. Each is audited as
/// its tool exports it (`<name>.svg`) and after `alt-text --write` (`<name>.alt-text.svg`);
/// the findings are goldens, so a rule that starts to see a mistake shows in their diff.
@Suite struct MistakenChartsAuditTests {
  static var files: [String] {
    get throws {
      try Fixtures.nonEmpty(
        Fixtures.names(in: "svg-mistakes", ending: ".svg").map { "svg-mistakes/\($0).svg" },
        "mistaken charts")
    }
  }

  @Test("Each mistaken chart's findings, before and after alt-text --write", arguments: try files)
  func golden(file: String) {
    let findings = Auditor().auditFile(at: Fixtures.root.appendingPathComponent(file))
    let report = AuditReport(files: [AuditReport.File(path: "fixtures/\(file)", findings: findings)]
    )
    let name = file.split(separator: "/").last.map(String.init) ?? file
    expectGolden(TextAuditReporter.render(report), at: "golden/audit-mistakes/\(name).audit.txt")
  }

  @Test("Eight files: four charts, each before and after alt-text")
  func fourChartsTwice() throws {
    #expect(try Self.files.count == 8)
    #expect(try Self.files.filter { $0.hasSuffix(".alt-text.svg") }.count == 4)
  }
}
