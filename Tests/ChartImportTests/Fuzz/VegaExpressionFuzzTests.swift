import ChartFuzzing
import Foundation
import Testing

@testable import ChartImport
@testable import ChartModel

/// Seeded random Vega expressions (``ChartFuzzing/FuzzTexts``), given to the parser itself
/// (``ParserFuzzTests`` gives them to the commands' Vega-Lite reader): each
/// parses or throws ``VegaExpression/ParseError`` (the only error its typed `throws` allows),
/// and what parses evaluates; a crash would end the test process.
@Suite("Fuzz: Vega expressions")
struct VegaExpressionFuzzTests {
  private static let row: [String: DataValue] = [
    "a": .number(3), "b": .category("x"), "t": .date(Date(timeIntervalSince1970: 1e9)),
  ]

  @Test("Random expressions parse or throw, and evaluate")
  func randomExpressions() {
    var generator = FuzzGenerator(seed: 0x5EED_0001)
    for _ in 0..<FuzzGenerator.caseCount {
      let text = FuzzTexts.hostileVegaExpression(&generator)
      if let parsed = try? VegaExpression.parse(text) {
        _ = parsed.evaluate(Self.row)
      }
    }
  }
}
