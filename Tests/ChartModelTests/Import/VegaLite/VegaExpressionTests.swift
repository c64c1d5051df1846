import Foundation
import Testing

@testable import ChartModel

@Suite("Vega expressions")
struct VegaExpressionTests {
  private let row: [String: DataValue] = [
    "a": .number(6), "b": .number(4), "name": .category("Mary"), "my field": .number(2),
  ]

  @Test(
    "Arithmetic, comparison and functions evaluate as in JavaScript",
    arguments: zip(
      [
        "datum.a + datum.b * 2", "(datum.a + datum.b) / 4", "-datum.a % 4",
        "datum['my field'] * 10", "datum.a > 5 && datum.name === 'Mary'", "datum.b == 5",
        "sqrt(datum.a * datum.a + 64)", "datum.a > 5 ? 1 : 0", "round(2.5) + floor(-1.5)",
        "1e3 / datum.b", "datum.missing + 1", "'a' + 'b'",
      ],
      [
        JSONValue.number(14), .number(2.5), .number(-2), .number(20), .bool(true), .bool(false),
        .number(10), .number(1), .number(1), .number(250), .null, .string("ab"),
      ]))
  func evaluates(text: String, expected: JSONValue) throws {
    #expect(try VegaExpression.parse(text).evaluate(row) == expected)
  }

  @Test("Unsupported constructs are parse errors naming them")
  func unsupported() {
    #expect(throws: VegaExpression.ParseError(message: "'toUpperCase' is not supported")) {
      try VegaExpression.parse("toUpperCase(datum.name)")
    }
    #expect(throws: VegaExpression.ParseError(message: "unexpected character '@'")) {
      try VegaExpression.parse("datum.a @ 2")
    }
    #expect(throws: VegaExpression.ParseError(message: "the expression ends early")) {
      try VegaExpression.parse("datum.a +")
    }
  }
}
