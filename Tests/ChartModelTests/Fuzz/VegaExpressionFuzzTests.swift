import Foundation
import GoldenTesting
import Testing

@testable import ChartModel

/// Seeded random Vega expressions, from the grammar and from random characters: each
/// parses or throws ``VegaExpression/ParseError`` (the only error its typed `throws` allows),
/// and what parses evaluates; a crash would end the test process.
@Suite("Fuzz: Vega expressions")
struct VegaExpressionFuzzTests {
  private static let row: [String: DataValue] = [
    "a": .number(3), "b": .category("x"), "t": .date(Date(timeIntervalSince1970: 1e9)),
  ]

  private static func expression(_ generator: inout FuzzGenerator, depth: Int) -> String {
    if depth <= 0 || generator.below(4) == 0 {
      return generator.pick([
        "1", "2.5e3", "1e300", "-0", "'s'", "\"t\"", "true", "null", "PI", "datum.a",
        "datum['b']", "datum.t", "datum.missing",
      ])
    }
    switch generator.below(6) {
    case 0:
      return generator.pick(["-", "+", "!"]) + expression(&generator, depth: depth - 1)
    case 1:
      return "(" + expression(&generator, depth: depth - 1) + ")"
    case 2:
      return expression(&generator, depth: depth - 1) + " ? "
        + expression(&generator, depth: depth - 1) + " : "
        + expression(&generator, depth: depth - 1)
    case 3:
      let name = generator.pick(["abs", "max", "pow", "year", "month", "date", "isValid", "log"])
      return name + "(" + expression(&generator, depth: depth - 1) + ", "
        + expression(&generator, depth: depth - 1) + ")"
    default:
      let op = generator.pick([
        "+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "===", "!=", "!==", "&&", "||",
      ])
      return expression(&generator, depth: depth - 1) + " \(op) "
        + expression(&generator, depth: depth - 1)
    }
  }

  @Test("Random expressions parse or throw, and evaluate")
  func randomExpressions() {
    var generator = FuzzGenerator(seed: 0x5EED_0001)
    for _ in 0..<FuzzGenerator.caseCount {
      var text = Self.expression(&generator, depth: 1 + generator.below(8))
      switch generator.below(4) {
      case 0:
        text = String(decoding: generator.mutate(Data(text.utf8)), as: UTF8.self)
      case 1:
        // A long run of one construct, up to past the nesting limit.
        let count = generator.below(3 * VegaExpression.maximumNesting)
        text = generator.pick([
          String(repeating: "(", count: count) + text + String(repeating: ")", count: count),
          String(repeating: "!", count: count) + text, String(repeating: "-", count: count) + text,
          Array(repeating: text, count: count + 1).joined(separator: " + "),
        ])
      default: break
      }
      if let parsed = try? VegaExpression.parse(text) {
        _ = parsed.evaluate(Self.row)
      }
    }
  }
}
