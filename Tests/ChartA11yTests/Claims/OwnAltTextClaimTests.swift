import ChartA11y
import ChartImport
import Foundation
import GoldenTesting
import Testing

/// The alt text chart-describe writes is read back as any author's would be, and the claim
/// check finds nothing false in it: short and long text, every narrated chart.
@Suite struct OwnAltTextClaimTests {
  @Test(arguments: try Fixtures.nonEmpty(Fixtures.narratedChartPaths, "narrated charts"))
  func ownAltTextPasses(path: String) throws {
    let url = Fixtures.url(path)
    let input = try ChartInputFile(contentsOf: url, name: url.lastPathComponent)
    let imported = try ChartInputReader.read(
      input.data, kind: input.kind, file: url.lastPathComponent,
      baseDirectory: url.deletingLastPathComponent())
    let analysis = ChartAnalysis(try AccessibleChart(imported.document))
    let content = AltTextContent(analysis)
    let checker = ClaimChecker(analysis)
    for text in [content.short, content.long] {
      for claim in EnglishClaimParser().claims(in: text) {
        let verdict = checker.verdict(on: claim.claim)
        if case .contradicted(let fact) = verdict {
          Issue.record(
            "'\(claim.quote)' is flagged: \(ClaimFactWording.sentence(fact, chart: analysis.chart))"
          )
        }
      }
    }
  }

  @Test func ownAltTextMakesClaimsTheCheckReads() throws {
    // The test above must not pass by reading nothing: the sales report's short text has a
    // range, read as a lowest and a highest value, both held.
    let url = Fixtures.spec("sales-report")
    let document = try ChartInputReader.read(
      try Data(contentsOf: url), kind: .chartSpec, file: "sales-report.chart.json",
      baseDirectory: url.deletingLastPathComponent()
    ).document
    let analysis = ChartAnalysis(try AccessibleChart(document))
    let claims = EnglishClaimParser().claims(in: AltTextContent(analysis).long)
    #expect(claims.count >= 2)
    #expect(
      claims.allSatisfy {
        ClaimChecker(analysis).verdict(on: $0.claim) != .contradicted(.count(0, of: .series))
      })
    #expect(claims.contains { ClaimChecker(analysis).verdict(on: $0.claim) == .holds })
  }
}
