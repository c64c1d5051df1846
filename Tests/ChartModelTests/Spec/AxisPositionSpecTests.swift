import ChartModel
import Foundation
import Testing

@Suite("Chart spec: two y axes (axisPosition, axes.yTrailing)")
struct AxisPositionSpecTests {
  static let twoAxes = """
    {"version": 1,
     "axes": {"y": {"title": "Revenue"}, "yTrailing": {"title": "Margin", "unit": "%",
              "scale": {"type": "log"}}},
     "marks": [
       {"type": "bar", "x": {"field": "m"}, "y": {"field": "r"}},
       {"type": "line", "x": {"field": "m"}, "y": {"field": "p"}, "axisPosition": "trailing"}
     ]}
    """

  @Test("A mark's axisPosition and the trailing axis' settings decode and round-trip")
  func decodes() throws {
    let spec = try ChartSpec.decode(from: Data(Self.twoAxes.utf8))
    let positions = spec.marks.compactMap { element -> AxisPosition? in
      guard case .mark(let mark) = element else { return nil }
      return mark.effectiveAxisPosition
    }
    #expect(positions == [.leading, .trailing])
    #expect(
      spec.axes.yTrailing == AxisSpec(title: "Margin", unit: "%", scale: ScaleSpec(type: .log)))
    #expect(spec.axes.y(.trailing).unit == "%")
    #expect(spec.axes.y(.leading).title == "Revenue")
    #expect(try ChartSpec.decode(from: spec.encodedJSON()) == spec)
  }

  @Test("A spec without them reads and writes as before: no yTrailing, no axisPosition")
  func oldSpecs() throws {
    let json = #"{"version": 1, "marks": [{"type": "line", "x": "a", "y": "b"}]}"#
    let spec = try ChartSpec.decode(from: Data(json.utf8))
    #expect(spec.axes.yTrailing == nil)
    let written = String(decoding: try spec.encodedJSON(), as: UTF8.self)
    #expect(!written.contains("yTrailing"))
    #expect(!written.contains("axisPosition"))
  }

  @Test("An unknown side is refused with the accepted values")
  func unknownSide() {
    let json =
      #"{"version": 1, "marks": [{"type": "line", "x": "a", "y": "b", "axisPosition": "right"}]}"#
    #expect(throws: (any Error).self) { try ChartSpec.decode(from: Data(json.utf8)) }
  }

  @Test("The DSL places content on the trailing axis and titles it")
  func dsl() throws {
    let spec = try Chart {
      BarMark(x: .value("Month", "Jan"), y: .value("Revenue", 120))
      LineMark(x: .value("Month", "Jan"), y: .value("Margin", 4.5)).axisPosition(.trailing)
    }
    .chartTrailingYAxisLabel("Margin", unit: "%")
    .spec
    let positions = spec.marks.compactMap { element -> AxisPosition? in
      guard case .mark(let mark) = element else { return nil }
      return mark.effectiveAxisPosition
    }
    #expect(positions == [.leading, .trailing])
    #expect(spec.axes.yTrailing == AxisSpec(title: "Margin", unit: "%"))
  }
}
