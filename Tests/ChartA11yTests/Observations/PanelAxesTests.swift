import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Concatenated and repeated Vega-Lite views each draw their own axes (unless `resolve`
/// shares a scale) and stack only their own marks: checked against the axis `aria-label`s of
/// vl-convert's SVG (`scripts/axis_span_oracle.py`, the panel variants).
@Suite("Panels of concatenated views: each axis as drawn")
struct PanelAxesTests {
  static func ends(_ axis: AxisDescriptor) -> [Double?] {
    [axis.scale.drawnSpan?.lowerBound, axis.scale.drawnSpan?.upperBound]
  }

  /// vl-convert draws Revenue's panel from 0 to 260 and Costs' from 0 to 70 (was one axis,
  /// "Revenue, Costs … spanning 0 to 350", over bars said to stack into totals of 160 to 321).
  @Test("Two concatenated bar views: each y axis over its own values, and no stacks across them")
  func independentPanels() throws {
    let chart = try ChartFixture.chart("vega-lite/revenue-costs-hconcat.vl.json")
    #expect(chart.yPanelAxes.map(\.title) == ["Revenue", "Costs"])
    #expect(chart.yPanelAxes.map(Self.ends) == [[0, 260], [0, 70]])
    #expect(chart.yPanelAxes.map(\.range) == [120...260, 40...70])
    #expect(chart.xPanelAxes.isEmpty)  // categorical x: one list of categories
    #expect(chart.series.allSatisfy { !$0.isStacked })
    #expect(chart.series.map(\.panel) == [0, 1])
    let text = FormatsAndScalesTests.text(ChartAnalysis(chart))
    #expect(
      text.contains(
        "Each of its 2 panels draws its own y axis. The first panel's y axis is Revenue, "
          + "numeric, spanning 0 to 260; the values run from 120 to 260. The second panel's y "
          + "axis is Costs, numeric, spanning 0 to 70; the values run from 40 to 70."))
    #expect(!text.contains("stacked totals") && !text.contains("Stacked totals"))
  }

  /// `resolve.scale.y: "shared"`: vl-convert draws both panels' axes from 0 to 260 (the union,
  /// made nice), and the bars still do not stack across the views.
  @Test("A repeat with a shared y scale: one axis over both views' values, no stacks")
  func sharedPanels() throws {
    let chart = try ChartFixture.chart("vega-lite/revenue-costs-repeat-shared.vl.json")
    #expect(chart.yPanelAxes.isEmpty)
    #expect(Self.ends(chart.yAxis) == [0, 260])
    #expect(chart.series.allSatisfy { !$0.isStacked })
  }

  /// A facet with `resolve.scale.y: "independent"`: vl-convert draws Costs' panel from 0 to
  /// 70 and Revenue's from 0 to 260; the panels are series here, so no one span is said.
  @Test("A facet with independent y scales says the values, not one drawn span")
  func independentFacet() throws {
    let chart = try ChartFixture.chart("vega-lite/revenue-costs-facet-independent.vl.json")
    #expect(Self.ends(chart.yAxis) == [nil, nil])
    #expect(chart.yAxis.range == 40...260)
  }

  @Test("A concatenation's scales are its own unless resolve shares them; a repeated layer is none")
  func panelKeys() throws {
    func panels(_ json: String) throws -> [ChartPanel] {
      try ChartInputReader.read(
        Data(json.utf8), kind: .vegaLite, file: "t.vl.json",
        baseDirectory: URL(fileURLWithPath: "/")
      ).document.panels
    }
    let data = #""data": {"values": [{"c": "a", "p": 1, "q": 5}, {"c": "b", "p": 2, "q": 9}]}"#
    let unit =
      #"{"mark": "point", "encoding": {"x": {"field": "p", "type": "quantitative"}, "#
      + #""y": {"field": "q", "type": "quantitative"}}}"#
    let concat = try panels(#"{\#(data), "hconcat": [\#(unit), \#(unit)]}"#)
    #expect(concat.map(\.elements) == [[0], [1]])
    #expect(concat.map(\.ownsXAxis) == [true, true] && concat.map(\.ownsYAxis) == [true, true])
    let shared = try panels(
      #"{\#(data), "vconcat": [\#(unit), \#(unit)], "resolve": {"scale": {"y": "shared"}}}"#)
    #expect(shared.map(\.ownsXAxis) == [true, true] && shared.map(\.ownsYAxis) == [false, false])
    let layer = try panels(#"{\#(data), "layer": [\#(unit), \#(unit)]}"#)
    #expect(layer.isEmpty)
    let repeatedLayer = try panels(
      #"{\#(data), "repeat": {"layer": ["q", "p"]}, "spec": {"mark": "line", "encoding": "#
        + #"{"x": {"field": "c", "type": "nominal"}, "#
        + #""y": {"field": {"repeat": "layer"}, "type": "quantitative"}}}}"#)
    #expect(repeatedLayer.isEmpty)
  }
}
