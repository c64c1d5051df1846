import Foundation
import Testing

@testable import ChartImport
@testable import ChartModel

@Suite("Combining Vega-Lite views")
struct VegaViewCombinerTests {
  @Test("Layers over the same data share it; a one-row rule becomes a reference line")
  func layers() throws {
    let chart = try importVegaLite(
      """
      {\(salesData),
       "layer": [
         {"mark": "line", "encoding": {"x": {"field": "q", "type": "ordinal"},
                                       "y": {"field": "sales", "type": "quantitative"},
                                       "color": {"field": "region", "type": "nominal"}}},
         {"mark": "point", "encoding": {"x": {"field": "q", "type": "ordinal"},
                                        "y": {"field": "sales", "type": "quantitative"},
                                        "color": {"field": "region", "type": "nominal"}}},
         {"mark": "rule", "encoding": {"y": {"aggregate": "mean", "field": "sales",
                                             "type": "quantitative"}}}
       ]}
      """)
    let marks = chart.document.spec.marks
    #expect(marks.count == 3)
    guard case .mark(let rule) = marks[2] else {
      Issue.record("expected a rule mark")
      return
    }
    #expect(rule.y == EncodingSpec(value: .number(10), label: "Mean of sales"))
    #expect(chart.document.table.rowCount == 4)
  }

  @Test("Text layered on bars labels them instead of adding a series")
  func textLabels() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"k": "a", "v": 1, "note": "low"}, {"k": "b", "v": 5, "note": "high"}]},
       "encoding": {"x": {"field": "k", "type": "nominal"},
                    "y": {"field": "v", "type": "quantitative"}},
       "layer": [{"mark": "bar"}, {"mark": "text", "encoding": {"text": {"field": "note"}}}]}
      """)
    #expect(chart.document.spec.marks.count == 1)
    #expect(firstMark(chart)?.modifiers.annotation == AnnotationSpec(text: .field("note")))
  }

  @Test("A mean line and its error band are joined on their shared field")
  func joinedLayers() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"x": 1, "y": 2}, {"x": 1, "y": 4}, {"x": 2, "y": 6},
                           {"x": 2, "y": 10}]},
       "encoding": {"x": {"field": "x", "type": "ordinal"}},
       "layer": [
         {"mark": "line", "encoding": {"y": {"aggregate": "mean", "field": "y",
                                             "type": "quantitative"}}},
         {"mark": {"type": "errorband", "extent": "stdev"},
          "encoding": {"y": {"field": "y", "type": "quantitative"}}}]}
      """)
    #expect(chart.document.spec.marks.count == 2)
    #expect(cells(chart, "mean_y") == ["3", "8"])
    let spread = 2.squareRoot()
    #expect(cells(chart, "lower_y") == ["\(3 - spread)", "\(8 - 2 * spread)"])
    #expect(cells(chart, "upper_y") == ["\(3 + spread)", "\(8 + 2 * spread)"])
  }

  @Test("Rows join only when each side has one row per shared key and the keys match")
  func joinRules() {
    let left: [[String: DataValue]] = [
      ["x": .number(1), "m": .number(3)], ["x": .number(2), "m": .number(8)],
    ]
    let right: [[String: DataValue]] = [
      ["x": .number(2), "lo": .number(6)], ["x": .number(1), "lo": .number(2)],
    ]
    #expect(
      VegaViewCombiner.join(left, right) == [
        ["x": .number(1), "m": .number(3), "lo": .number(2)],
        ["x": .number(2), "m": .number(8), "lo": .number(6)],
      ])
    let duplicated = right + [["x": .number(1), "lo": .number(0)]]
    #expect(VegaViewCombiner.join(left + [["x": .number(3)]], duplicated) == nil)
    #expect(VegaViewCombiner.join(left, [["y": .number(1)], ["y": .number(2)]]) == nil)
  }
}
