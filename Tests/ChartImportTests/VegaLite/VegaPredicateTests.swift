import ChartModel
import Foundation
import Testing

@testable import ChartImport

@Suite("Vega-Lite filter predicates")
struct VegaPredicateTests {
  @Test(
    "Field predicates filter rows",
    arguments: zip(
      [
        #"{"field": "v", "equal": 2}"#, #"{"field": "v", "lt": 2}"#, #"{"field": "v", "lte": 2}"#,
        #"{"field": "v", "gt": 2}"#, #"{"field": "v", "range": [2, 3]}"#,
        #"{"field": "k", "oneOf": ["a", "c"]}"#, #"{"field": "v", "valid": true}"#,
        #"{"not": {"field": "k", "equal": "a"}}"#,
        #"{"or": [{"field": "v", "equal": 1}, {"field": "k", "equal": "c"}]}"#,
      ],
      [
        ["2"], ["1"], ["1", "2"], ["3"], ["2", "3"], ["1", "3"], ["1", "2", "3"], ["2", "3"],
        ["1", "3"],
      ]))
  func predicates(predicate: String, expected: [String]) throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"k": "a", "v": 1}, {"k": "b", "v": 2}, {"k": "c", "v": 3},
                           {"k": "d", "v": null}]},
       "transform": [{"filter": \(predicate)}], "mark": "point",
       "encoding": {"x": {"field": "k", "type": "nominal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """)
    #expect(cells(chart, "v").filter { !$0.isEmpty } == expected)
  }
}
