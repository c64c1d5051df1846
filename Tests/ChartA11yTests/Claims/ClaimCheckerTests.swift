import ChartA11y
import ChartImport
import ChartModel
import Foundation
import GoldenTesting
import Testing

/// Verdicts and facts, on the issue's own example: quarterly sales that fall in Q3.
@Suite struct ClaimCheckerTests {
  static func analysis(_ values: [(String, Double)]) throws -> ChartAnalysis {
    let rows = values.map { "{\"quarter\": \"\($0.0)\", \"sales\": \($0.1)}" }.joined(
      separator: ",")
    let json = """
      {"version": 1, "title": "Sales", "data": {"values": [\(rows)]},
       "marks": [{"type": "bar", "x": {"field": "quarter", "label": "Quarter"},
                  "y": {"field": "sales", "label": "Sales"}}]}
      """
    let document = try ChartDocument(
      json: Data(json.utf8), baseDirectory: URL(fileURLWithPath: "/"))
    return ChartAnalysis(try AccessibleChart(document))
  }

  func verdict(_ text: String, _ analysis: ChartAnalysis) throws -> ClaimVerdict {
    let claims = EnglishClaimParser().claims(in: text)
    try #require(claims.count == 1)
    return ClaimChecker(analysis).verdict(on: claims[0].claim)
  }

  @Test func theIssueExample() throws {
    let analysis = try Self.analysis([("Q1", 100), ("Q2", 120), ("Q3", 95), ("Q4", 150)])
    let result = try verdict("Sales rose every quarter.", analysis)
    guard case .contradicted(let fact) = result else {
      Issue.record("expected a contradiction, got \(result)")
      return  // return-allowed: recorded above
    }
    #expect(
      ClaimFactWording.sentence(fact, chart: analysis.chart) == "Sales falls for Q3, from 120 to 95"
    )
    #expect(try verdict("Sales peaked in Q4 at 150.", analysis) == .holds)
    #expect(try verdict("Sales fell in Q3.", analysis) == .holds)
  }

  @Test func unknownNamesAreUnchecked() throws {
    let analysis = try Self.analysis([("Q1", 100), ("Q2", 120), ("Q3", 95)])
    #expect(try verdict("Profits rose every quarter.", analysis) == .unchecked)
    #expect(try verdict("Sales peaked in Q9.", analysis) == .unchecked)
  }

  @Test func roundedAndApproximateNumbersHold() throws {
    let analysis = try Self.analysis([("Q1", 123), ("Q2", 4_023), ("Q3", 95)])
    #expect(try verdict("Sales were 120 in Q1.", analysis) == .holds)
    #expect(try verdict("Sales were about 4,000 in Q2.", analysis) == .holds)
    #expect(try verdict("Sales were more than 90 in Q3.", analysis) == .holds)
    #expect(try verdict("Sales were 110 in Q1.", analysis) != .holds)
  }

  /// The analysis of an SVG export read from its drawing.
  static func drawing(_ path: String) throws -> ChartAnalysis {
    let url = Fixtures.root.appendingPathComponent(path)
    let imported = try ChartInputReader.read(
      try Data(contentsOf: url), kind: .svgExport, file: path,
      baseDirectory: url.deletingLastPathComponent())
    return ChartAnalysis(try AccessibleChart(imported.document))
  }

  /// Found by a new-user trial: a flat 1 % of the range tied values a drawing tells apart.
  @Test func drawnValuesTieOnlyWithinAPixel() throws {
    let languages = try Self.drawing("svg-tools/lets-plot/hbar.svg")
    let fewest = try verdict("Python has the fewest users.", languages)
    guard case .contradicted(let fact) = fewest else {
      Issue.record("expected a contradiction, got \(fewest)")
      return  // return-allowed: recorded above
    }
    #expect(ClaimFactWording.sentence(fact, chart: languages.chart).hasSuffix("15.1 for Rust"))
    let sales = try Self.drawing("svg-tools/plotly/date-line.svg")
    let peak = try verdict("Sales peaked in June 2024.", sales)
    guard case .contradicted(let highest) = peak else {
      Issue.record("expected a contradiction, got \(peak)")
      return  // return-allowed: recorded above
    }
    #expect(
      ClaimFactWording.sentence(highest, chart: sales.chart).hasSuffix("99 in December 2023"))
  }
}
