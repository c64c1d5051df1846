import Foundation
import Testing

@testable import ChartImport
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

@Suite("Vega expressions: date functions of date texts")
struct VegaExpressionDateTextTests {
  @Test(
    "year, month and date read a date text as new Date(text) does (Altair's pandas dates)",
    arguments: zip(
      ["year(datum.d)", "month(datum.d)", "date(datum.d)", "year(datum.d) == 2020"],
      [JSONValue.number(2020), .number(1), .number(29), .bool(true)]))
  func dateText(text: String, expected: JSONValue) throws {
    let row: [String: DataValue] = ["d": .category("2020-02-29T00:00:00")]
    #expect(try VegaExpression.parse(text).evaluate(row) == expected)
  }

  @Test("A filter on year(datum.date) keeps that year's rows (pandas: 186 of 400 days)")
  func filter() throws {
    let rows = (0..<400).map { day -> String in
      let date = Date(timeIntervalSince1970: 1_559_347_200 + Double(day) * 86_400)  // 2019-06-01
      let text = ISO8601DateFormatter().string(from: date).replacingOccurrences(of: "Z", with: "")
      return #"{"date": "\#(text)", "v": \#(day % 17)}"#
    }
    let chart = try importVegaLite(
      #"""
      {"data": {"values": [\#(rows.joined(separator: ", "))]}, "mark": "line",
       "transform": [{"filter": "year(datum.date) == 2020"}],
       "encoding": {"x": {"field": "date", "type": "temporal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """#)
    #expect(cells(chart, "v").count == 186)
  }
}
