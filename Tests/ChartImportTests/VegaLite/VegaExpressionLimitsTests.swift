import Foundation
import Testing

@testable import ChartImport
@testable import ChartModel

/// Hostile expressions that overflowed the stack (exit 139) before nesting was limited and
/// operator runs were read into one chain.
@Suite("Vega expression limits")
struct VegaExpressionLimitsTests {
  private static let tooDeep = VegaExpression.ParseError(
    message: "the expression nests more than 100 levels deep")

  @Test("10,000 nested parentheses are a parse error")
  func nestedParentheses() {
    let text = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    #expect(throws: Self.tooDeep) { try VegaExpression.parse(text) }
  }

  @Test("100,000 unary operators are a parse error", arguments: ["!", "-", "+"])
  func unaryRun(op: String) {
    #expect(throws: Self.tooDeep) {
      try VegaExpression.parse(String(repeating: op, count: 100_000) + "1")
    }
  }

  @Test("Nesting up to the limit still reads")
  func nestingAtTheLimit() throws {
    let depth = VegaExpression.maximumNesting - 1
    let text = String(repeating: "(", count: depth) + "2" + String(repeating: ")", count: depth)
    #expect(try VegaExpression.parse(text).evaluate([:]) == .number(2))
  }

  @Test("A 100,000-term sum parses and evaluates in a loop")
  func longSum() throws {
    let text = Array(repeating: "datum.a", count: 100_000).joined(separator: " + ")
    let expression = try VegaExpression.parse(text)
    #expect(expression.evaluate(["a": .number(1)]) == .number(100_000))
  }

  @Test("Chains keep left-to-right order and precedence")
  func chainOrder() throws {
    #expect(try VegaExpression.parse("10 - 3 - 2").evaluate([:]) == .number(5))
    #expect(try VegaExpression.parse("2 + 3 * 4 - 1").evaluate([:]) == .number(13))
    #expect(try VegaExpression.parse("1 < 2 == true").evaluate([:]) == .bool(true))
    #expect(try VegaExpression.parse("0 || 0 || 'x'").evaluate([:]) == .string("x"))
  }
}
