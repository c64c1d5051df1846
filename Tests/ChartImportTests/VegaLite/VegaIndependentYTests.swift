import ChartModel
import Foundation
import Testing

@testable import ChartImport

@Suite("Vega-Lite: layers with independent y scales (two y axes)")
struct VegaIndependentYTests {
  /// Altair's twin-axis chart: `alt.layer(temp, rain).resolve_scale(y="independent")`.
  static func twinAxis(resolve: String, rainAxis: String = "") -> String {
    """
    {"data": {"values": [
       {"m": "Jan", "t": 5, "r": 80}, {"m": "Feb", "t": 7, "r": 60}, {"m": "Mar", "t": 11, "r": 55}
     ]},
     "layer": [
       {"mark": "line", "encoding": {"x": {"field": "m", "type": "ordinal"},
        "y": {"field": "t", "type": "quantitative", "title": "Temperature (°C)",
              "scale": {"zero": false}, "axis": {"format": ".1f"}}}},
       {"mark": "bar", "encoding": {"x": {"field": "m", "type": "ordinal"},
        "y": {"field": "r", "type": "quantitative", "title": "Precipitation (mm)",
              "scale": {"type": "log"}\(rainAxis)}}}
     ],
     "resolve": \(resolve)}
    """
  }

  @Test("Each layer's marks and axis settings go to its own side; the second is trailing")
  func sides() throws {
    let chart = try importVegaLite(Self.twinAxis(resolve: #"{"scale": {"y": "independent"}}"#))
    let marks = chart.document.spec.marks.compactMap { element -> MarkSpec? in
      if case .mark(let mark) = element { return mark }
      return nil
    }
    #expect(marks.map(\.axisPosition) == [.leading, .trailing])
    let axes = chart.document.spec.axes
    #expect(axes.y.title == "Temperature (°C)")
    #expect(axes.y.format == ".1f")
    #expect(axes.y.scale?.type == nil)
    #expect(axes.yTrailing?.title == "Precipitation (mm)")
    #expect(axes.yTrailing?.scale?.type == .log)
    #expect(axes.yTrailing?.format == nil)
  }

  @Test("A shared y scale keeps one axis, as before")
  func shared() throws {
    let chart = try importVegaLite(Self.twinAxis(resolve: #"{"axis": {"y": "independent"}}"#))
    #expect(chart.document.spec.axes.yTrailing == nil)
    for element in chart.document.spec.marks {
      if case .mark(let mark) = element { #expect(mark.axisPosition == nil) }
    }
  }

  @Test("An explicit orient keeps its side, and the other layer's axis takes the opposite one")
  func orient() throws {
    let chart = try importVegaLite(
      Self.twinAxis(resolve: #"{"scale": {"y": "independent"}}"#).replacingOccurrences(
        of: #""axis": {"format": ".1f"}"#, with: #""axis": {"format": ".1f", "orient": "right"}"#))
    #expect(
      chart.document.spec.marks.compactMap { element -> AxisPosition? in
        if case .mark(let mark) = element { return mark.axisPosition }
        return nil
      } == [.trailing, .leading])
    #expect(chart.document.spec.axes.y.title == "Precipitation (mm)")
    #expect(chart.document.spec.axes.yTrailing?.title == "Temperature (°C)")
  }

  @Test("Two axes both explicitly on one side are refused at their JSON path")
  func sameSide() {
    #expect(throws: ChartSpecError.self) {
      try importVegaLite(
        Self.twinAxis(
          resolve: #"{"scale": {"y": "independent"}}"#,
          rainAxis: #", "axis": {"orient": "left"}"#))
    }
  }

  @Test("Independent x scales are refused at their JSON path")
  func independentX() {
    #expect(
      throws: ChartSpecError(
        .invalidValue(
          "nothing in this Vega-Lite spec can be described: independent x scales in a layer "
            + "(a second x axis) are not read"),
        path: SpecPath.root.appending("resolve").appending("scale").appending("x"))
    ) {
      try importVegaLite(
        Self.twinAxis(resolve: #"{"scale": {"x": "independent", "y": "independent"}}"#))
    }
  }

  @Test("Three independent y scales are refused at their JSON path")
  func threeScales() {
    let spec = """
      {"data": {"values": [{"a": 1, "b": 2, "c": 3, "d": 4}]},
       "layer": [
         {"mark": "line", "encoding": {"x": {"field": "a"}, "y": {"field": "b"}}},
         {"mark": "line", "encoding": {"x": {"field": "a"}, "y": {"field": "c"}}},
         {"mark": "line", "encoding": {"x": {"field": "a"}, "y": {"field": "d"}}}
       ],
       "resolve": {"scale": {"y": "independent"}}}
      """
    #expect(
      throws: ChartSpecError(
        .invalidValue(
          "nothing in this Vega-Lite spec can be described: more than two independent y "
            + "scales (3 layers) are not read"),
        path: SpecPath.root.appending("resolve").appending("scale").appending("y"))
    ) { try importVegaLite(spec) }
  }
}
