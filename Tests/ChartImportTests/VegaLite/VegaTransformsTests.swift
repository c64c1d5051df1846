import ChartModel
import Foundation
import Testing

@testable import ChartImport

@Suite("Vega-Lite transforms")
struct VegaTransformsTests {
  @Test("Transforms filter, fold, calculate, aggregate, timeUnit and bin are applied in order")
  func transforms() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [
        {"year": 2000, "a": 1, "b": 10}, {"year": 2001, "a": 2, "b": 20},
        {"year": 2002, "a": 3, "b": 30}]},
       "transform": [
         {"filter": {"field": "year", "gte": 2001}},
         {"filter": "datum.a < 10"},
         {"calculate": "datum.a * 100 + datum.b", "as": "c"},
         {"fold": ["a", "c"], "as": ["measure", "amount"]},
         {"aggregate": [{"op": "sum", "field": "amount", "as": "total"}],
          "groupby": ["measure"]}
       ],
       "mark": "bar",
       "encoding": {"x": {"field": "measure", "type": "nominal"},
                    "y": {"field": "total", "type": "quantitative"}}}
      """)
    #expect(cells(chart, "measure") == ["a", "c"])
    #expect(cells(chart, "total") == ["5", "550"])
  }

  @Test("An aggregate transform leaves a null out of a sum or mean, as Vega and pandas do")
  func aggregateNulls() throws {
    // pandas: df.groupby("g").v.agg(["sum", "mean", "count", "size"]) gives a: 4, 2, 2, 3
    // (sum and mean skip the NaN; size counts the row).
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"g": "a", "v": 1}, {"g": "a", "v": null}, {"g": "a", "v": 3},
                           {"g": "b", "v": 5}]},
       "transform": [
         {"aggregate": [{"op": "sum", "field": "v", "as": "s"},
                        {"op": "mean", "field": "v", "as": "m"},
                        {"op": "valid", "field": "v", "as": "valid"},
                        {"op": "count", "as": "n"}],
          "groupby": ["g"]}
       ],
       "mark": "bar",
       "encoding": {"x": {"field": "g", "type": "nominal"},
                    "y": {"field": "s", "type": "quantitative"}}}
      """)
    #expect(cells(chart, "s") == ["4", "5"])
    #expect(cells(chart, "m") == ["2", "5"])
    #expect(cells(chart, "valid") == ["2", "1"])
    #expect(cells(chart, "n") == ["3", "1"])
  }
}

@Suite("Vega-Lite: an unsupported transform is named by its operator")
struct VegaUnsupportedTransformTests {
  @Test("{\"sequence\": …, \"as\": \"s\"} is the 'sequence' transform, not the 'as' transform")
  func named() {
    #expect(
      throws: ChartSpecError(
        .invalidValue(
          "nothing in this Vega-Lite spec can be described: the 'sequence' transform is not "
            + "supported"),
        path: SpecPath.root.appending("transform").appending(index: 0))
    ) {
      try importVegaLite(
        #"""
        {"data": {"values": [{"a": 1, "v": 2}]}, "mark": "bar",
         "transform": [{"sequence": {"start": 0, "stop": 1e300}, "as": "s"}],
         "encoding": {"x": {"field": "a", "type": "nominal"},
                      "y": {"field": "v", "type": "quantitative"}}}
        """#)
    }
  }
}

@Suite("Vega-Lite: a filter that keeps no rows is said where the rows went")
struct VegaEmptyFilterTests {
  @Test("one view: refused naming the filter, not 'the data set is empty'")
  func refused() {
    #expect(
      throws: ChartSpecError(
        .invalidValue(
          "nothing in this Vega-Lite spec can be described: the filter keeps none of the 2 "
            + "rows, so this view draws no marks"),
        path: SpecPath.root.appending("transform").appending(index: 0).appending("filter"))
    ) {
      try importVegaLite(
        #"""
        {"data": {"values": [{"a": 1, "v": 2}, {"a": 2, "v": 3}]}, "mark": "bar",
         "transform": [{"filter": "datum.v > 10"}],
         "encoding": {"x": {"field": "a", "type": "nominal"},
                      "y": {"field": "v", "type": "quantitative"}}}
        """#)
    }
  }
}
