import ChartModel
import Foundation
import Testing

@testable import ChartImport

@Suite("Vega-Lite: year numbers on a time scale are refused, as Vega-Lite draws them in 1970")
struct VegaYearNumbersTests {
  static func spec(_ x: String, years: [String]) -> String {
    let rows = years.enumerated().map { #"{"year": \#($0.element), "v": \#($0.offset)}"# }
    return #"""
      {"data": {"values": [\#(rows.joined(separator: ", "))]}, "mark": "line",
       "encoding": {"x": \#(x), "y": {"field": "v", "type": "quantitative"}}}
      """#
  }

  @Test(
    "1990… on year:T or under a time unit: refused, naming the field and what is drawn",
    arguments: [
      #"{"field": "year", "type": "temporal"}"#,
      #"{"field": "year", "timeUnit": "year", "type": "ordinal"}"#,
    ])
  func refused(x: String) {
    #expect(
      throws: ChartSpecError(
        .invalidValue(
          "nothing in this Vega-Lite spec can be described: field 'year' holds numbers such as "
            + "1990 as dates: Vega-Lite reads a number as milliseconds since 1970, so 1990 is "
            + "drawn at 1 January 1970, 00:00:01.990 and the axis shows no years; give it type "
            + "'ordinal' or 'quantitative', or the years as text (\"1990\")"),
        path: SpecPath.root.appending("encoding").appending("x").appending("field"))
    ) {
      try importVegaLite(Self.spec(x, years: ["1990", "1991", "1992"]))
    }
  }

  @Test("Years as text, years as ordinal numbers and milliseconds since 1970 are read")
  func read() throws {
    let text = try importVegaLite(
      Self.spec(#"{"field": "year", "type": "temporal"}"#, years: [#""1990""#, #""1991""#]))
    #expect(cells(text, "year").count == 2)
    let ordinal = try importVegaLite(
      Self.spec(#"{"field": "year", "type": "ordinal"}"#, years: ["1990", "1991"]))
    #expect(cells(ordinal, "year") == ["1990", "1991"])
    // 1 January 1990 and 1991 in milliseconds, as pandas' to_json writes dates.
    let milliseconds = try importVegaLite(
      Self.spec(
        #"{"field": "year", "type": "temporal"}"#, years: ["631152000000", "662688000000"]))
    #expect(cells(milliseconds, "year").count == 2)
  }
}
