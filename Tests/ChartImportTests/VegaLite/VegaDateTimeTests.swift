import ChartModel
import Foundation
import Testing

@testable import ChartImport

/// `DateTime` objects in filters, read as Vega-Lite's `dateTimeParts` reads them (missing year
/// 2012, months by number or name, quarters, weekday `day`), compared through the filter's
/// `timeUnit` in calendar order.
@Suite("Vega-Lite DateTime objects")
struct VegaDateTimeTests {
  @Test(
    "DateTime operands filter rows as Vega-Lite does",
    arguments: zip(
      [
        #"{"field": "d", "lt": {"year": 2012, "month": "jun"}}"#,
        #"{"field": "d", "gte": {"year": 2012, "month": 6, "date": 20, "utc": true}}"#,
        #"{"timeUnit": "month", "field": "d", "equal": {"month": 1}}"#,
        #"{"timeUnit": "month", "field": "d", "lte": {"month": "March"}}"#,
        #"{"timeUnit": "day", "field": "d", "oneOf": [{"day": "Sun"}, {"day": 5}]}"#,
        #"{"field": "d", "range": [{"year": 2012, "quarter": 2}, {"year": 2012, "month": 12}]}"#,
        #"{"timeUnit": "year", "field": "d", "equal": {"year": 2013}}"#,
      ],
      [
        ["1", "2"], ["3", "4"], ["1", "4"], ["1", "2", "4"], ["1", "2"], ["3"], ["4"],
      ]))
  func dateTimeOperands(predicate: String, expected: [String]) throws {
    // 15 January 2012 is a Sunday, 9 March 2012 a Friday, 20 June 2012 a Wednesday,
    // 5 January 2013 a Saturday.
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"d": "2012-01-15", "v": 1}, {"d": "2012-03-09", "v": 2},
                           {"d": "2012-06-20", "v": 3}, {"d": "2013-01-05", "v": 4}]},
       "transform": [{"filter": \(predicate)}], "mark": "point",
       "encoding": {"x": {"field": "d", "type": "temporal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """)
    #expect(cells(chart, "v").filter { !$0.isEmpty } == expected)
  }

  @Test(
    "A DateTime that is not one is refused with its place, and its view left out",
    arguments: [
      (#"{"month": "Smarch"}"#, "'Smarch' is not a month name", "filter.equal.month"),
      (#"{"year": 1e300}"#, "within ±10,000,000", "filter.equal.year"),
      (#"{"month": 1, "week": 3}"#, "'week' is not a DateTime part", "filter.equal.week"),
      (#"{"param": "brush"}"#, "parameters are not", "filter.equal"),
    ])
  func refused(operand: String, message: String, place: String) throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"d": "2012-01-15", "v": 1}]},
       "layer": [
         {"transform": [{"filter": {"field": "d", "equal": \(operand)}}], "mark": "point",
          "encoding": {"x": {"field": "d", "type": "temporal"},
                       "y": {"field": "v", "type": "quantitative"}}},
         {"mark": "line", "encoding": {"x": {"field": "d", "type": "temporal"},
                                       "y": {"field": "v", "type": "quantitative"}}}]}
      """)
    let said = chart.diagnostics.map(\.description).joined(separator: "\n")
    #expect(said.contains(message), "\(said)")
    #expect(said.contains("layer[0].transform[0].\(place)"), "\(said)")
  }

  @Test("A DateTime scale domain and datum are dates")
  func domainAndDatum() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"d": "2012-01-15", "v": 1}, {"d": "2012-03-09", "v": 2}]},
       "layer": [
         {"mark": "line",
          "encoding": {"x": {"field": "d", "type": "temporal",
                             "scale": {"domain": [{"year": 2012}, {"year": 2012, "month": 4}]}},
                       "y": {"field": "v", "type": "quantitative"}}},
         {"mark": "rule", "encoding": {"x": {"datum": {"year": 2012, "month": "feb"}}}}]}
      """)
    let said = chart.diagnostics.map(\.description).joined(separator: "\n")
    #expect(!said.contains("scale domain is not read"), "\(said)")
    #expect(!said.contains("datum of"), "\(said)")
    let json = String(decoding: try JSONEncoder().encode(chart.document.spec), as: UTF8.self)
    #expect(json.contains("2012-02-01"), "\(json.prefix(2_000))")
  }
}
