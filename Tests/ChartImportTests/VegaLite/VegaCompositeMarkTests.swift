import ChartModel
import Foundation
import Testing

@testable import ChartImport

@Suite("Vega-Lite composite marks")
struct VegaCompositeMarkTests {
  @Test("A box plot is one plot of whiskers, quartiles and median per group")
  func boxplot() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"g": "a", "v": 1}, {"g": "a", "v": 2}, {"g": "a", "v": 3},
                           {"g": "a", "v": 4}, {"g": "a", "v": 100}]},
       "mark": "boxplot",
       "encoding": {"x": {"field": "g", "type": "nominal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """)
    guard case .plot(let plot)? = chart.document.spec.marks.first else {
      Issue.record("expected a plot")
      return
    }
    #expect(plot.marks.map(\.kind) == [.rule, .rectangle, .point])
    // The group's row, then its outlier's row (the outlier's position under its own field).
    #expect(cells(chart, "lower_whisker_v") == ["1", ""])
    #expect(cells(chart, "lower_box_v") == ["2", ""])
    #expect(cells(chart, "mid_box_v") == ["3", ""])
    #expect(cells(chart, "upper_box_v") == ["4", ""])
    #expect(cells(chart, "upper_whisker_v") == ["4", ""])
    #expect(cells(chart, "outlier_v") == ["", "100"])
    #expect(cells(chart, "outlier_key_g") == ["", "a"])
    guard case .mark(let outliers)? = chart.document.spec.marks.dropFirst().first else {
      Issue.record("expected the outliers' point mark")
      return
    }
    #expect(outliers.kind == .point)
    #expect(outliers.x?.field == "outlier_key_g")
    #expect(outliers.y?.field == "outlier_v")
    #expect(outliers.y?.label == "Outlier of v")
    #expect(chart.diagnostics.isEmpty)
  }

  @Test("A view that cannot be read is named by its mark with the right article")
  func unreadViewName() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"g": "a", "v": 2}, {"g": "b", "v": 4}]},
       "layer": [
         {"mark": "line", "encoding": {"x": {"field": "g", "type": "ordinal"},
                                       "y": {"field": "v", "type": "quantitative"}}},
         {"mark": "errorbar", "encoding": {"x": {"field": "g", "type": "nominal"},
                                           "y": {"field": "g", "type": "nominal"}}}]}
      """)
    #expect(chart.document.unreadViews.map(\.name) == ["an error bar view"])
    #expect(VegaLiteImporter.unreadViewName(markType: "boxplot") == "a box plot view")
    #expect(VegaLiteImporter.unreadViewName(markType: "arc") == "an arc view")
    #expect(VegaLiteImporter.unreadViewName(markType: nil) == "a view")
  }

  @Test("Error bars default to mean ± standard error; given bounds are read as they are")
  func errorBars() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"g": "a", "v": 2}, {"g": "a", "v": 4}, {"g": "a", "v": 6}]},
       "mark": "errorbar",
       "encoding": {"x": {"field": "g", "type": "nominal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """)
    #expect(cells(chart, "lower_v") == ["\(4 - (4.0 / 3).squareRoot())"])
    #expect(cells(chart, "upper_v") == ["\(4 + (4.0 / 3).squareRoot())"])
    let given = try importVegaLite(
      """
      {"data": {"values": [{"g": "a", "lo": 1, "hi": 3}]}, "mark": "errorbar",
       "encoding": {"x": {"field": "g", "type": "nominal"},
                    "y": {"field": "lo", "type": "quantitative"}, "y2": {"field": "hi"}}}
      """)
    guard case .plot(let plot)? = given.document.spec.marks.first else {
      Issue.record("expected a plot")
      return
    }
    #expect(plot.marks.first?.yStart?.field == "lo")
    #expect(plot.marks.first?.yEnd?.field == "hi")
  }

  @Test("A bootstrap confidence interval is not computed and the view is left out")
  func confidenceInterval() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"g": "a", "v": 2}, {"g": "a", "v": 4}]},
       "layer": [
         {"mark": "point", "encoding": {"x": {"field": "g", "type": "nominal"},
                                        "y": {"field": "v", "type": "quantitative"}}},
         {"mark": {"type": "errorbar", "extent": "ci"},
          "encoding": {"x": {"field": "g", "type": "nominal"},
                       "y": {"field": "v", "type": "quantitative"}}}]}
      """)
    #expect(chart.document.spec.marks.count == 1)
    #expect(
      chart.diagnostics.map(\.description) == [
        "$.layer[1].mark.extent: errorbar extent 'ci' is not supported (a bootstrap interval is "
          + "not reproducible); use stderr, stdev or iqr; this view is not described"
      ])
  }
}
