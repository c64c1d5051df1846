import ChartA11y
import ChartImport
import ChartModel
import ChartTestSupport
import Foundation
import Testing

/// The accessible view of imported Vega-Lite charts: what a reader is finally told.
@Suite("Observations of imported Vega-Lite charts")
struct VegaLiteObservationTests {
  private func chart(_ json: String) throws -> AccessibleChart {
    try ChartText.chart(json, kind: .vegaLite)
  }

  @Test("A box plot gives one observation per group with its five labelled values")
  func boxplot() throws {
    let view = try chart(
      """
      {"data": {"values": [{"g": "a", "v": 1}, {"g": "a", "v": 2}, {"g": "a", "v": 3},
                           {"g": "a", "v": 5}, {"g": "b", "v": 4}, {"g": "b", "v": 8}]},
       "mark": {"type": "boxplot", "extent": "min-max"},
       "encoding": {"x": {"field": "g", "type": "nominal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """)
    let series = try #require(view.series.first)
    #expect(view.series.count == 1)
    #expect(series.isPlot)
    #expect(series.observations.map(\.x) == [.category("a"), .category("b")])
    #expect(
      series.observations.first?.components == [
        LabelledValue(label: "Minimum of v", value: 1),
        LabelledValue(label: "Q1 of v", value: 1.75),
        LabelledValue(label: "Median of v", value: 2.5),
        LabelledValue(label: "Q3 of v", value: 3.5),
        LabelledValue(label: "Maximum of v", value: 5),
      ])
  }

  @Test("A mean rule is a reference line, aria false is hidden, colour makes series")
  func layered() throws {
    let view = try chart(
      """
      {"data": {"values": [{"t": "2024-01-01", "v": 2, "s": "A"},
                           {"t": "2024-02-01", "v": 4, "s": "A"},
                           {"t": "2024-01-01", "v": 6, "s": "B"}]},
       "layer": [
         {"mark": "line", "encoding": {"x": {"field": "t", "type": "temporal"},
                                       "y": {"field": "v", "type": "quantitative"},
                                       "color": {"field": "s", "type": "nominal"}}},
         {"mark": {"type": "point", "aria": false},
          "encoding": {"x": {"field": "t", "type": "temporal"},
                       "y": {"field": "v", "type": "quantitative"}}},
         {"mark": "rule", "encoding": {"y": {"aggregate": "mean", "field": "v",
                                             "type": "quantitative", "title": "Average"}}}]}
      """)
    #expect(view.series.map(\.name) == ["A", "B"])
    #expect(view.series.first?.observations.map(\.value) == [2, 4])
    #expect(view.xAxis.calendarUnit == .month)
    #expect(view.hiddenMarkCount == 1)
    #expect(view.referenceLines == [ReferenceLine(axis: .y, value: .number(4), label: "Average")])
  }
}
