import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Charts built from marks and axes read from a drawing")
struct GeometryChartBuilderTests {
  static let categories = RecoveredAxis(
    isHorizontal: true, title: "fruit",
    scale: .band([AxisTick(pixel: 100, label: "apples"), AxisTick(pixel: 200, label: "pears")]))
  // pixel = 300 − 10 · value: 0 at 300, 20 at 100.
  static let values = RecoveredAxis(
    isHorizontal: false, title: "tonnes", scale: .linear(intercept: 300, slope: -10))

  static func drawing(_ marks: [DrawnMarks]) -> GeometryChartBuilder.Drawing {
    GeometryChartBuilder.Drawing(
      xAxis: categories, yAxis: values, marks: marks, legend: [], legendTitle: nil, title: nil,
      notes: [])
  }

  @Test("Bars at their categories are read with their values")
  func placed() throws {
    let bars = DrawnMarks(
      shape: .bars([
        SVGRect(minX: 80, minY: 200, maxX: 120, maxY: 300),
        SVGRect(minX: 180, minY: 150, maxX: 220, maxY: 300),
      ]), colour: "#000000")
    let chart = try AccessibleChart(GeometryChartBuilder.build(Self.drawing([bars])).document)
    #expect(chart.series[0].observations.map(\.value) == [10, 15])
  }

  @Test("A bar or point between the categories is refused, never left out unsaid")
  func between() {
    let shapes: [DrawnMarks.Shape] = [
      .bars([
        SVGRect(minX: 80, minY: 200, maxX: 120, maxY: 300),
        SVGRect(minX: 240, minY: 150, maxX: 280, maxY: 300),
      ]),
      .points([SVGPoint(x: 100, y: 200), SVGPoint(x: 260, y: 150)]),
    ]
    for shape in shapes {
      do {
        _ = try GeometryChartBuilder.build(
          Self.drawing([DrawnMarks(shape: shape, colour: "#000000")]))
        Issue.record("read")
      } catch let error as ChartImportError {
        guard case .noChartData(let reason) = error.kind else {
          Issue.record("\(error)")
          continue
        }
        #expect(reason.hasPrefix("1 of the drawing's marks lies between the categories"))
      } catch {
        Issue.record("\(error)")
      }
    }
  }
}
