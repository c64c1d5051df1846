import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Connected scatter plots (a line connected in an order that is not x) and scatter plots with
/// a drawn regression layer; the wording is `ScatterWordingTests`'.
///
/// The driving fixture's values are vega_datasets' driving.json (1956: 3,675 miles, $2.38;
/// 2010: 9,596 miles, $2.61); the cars fit is `numpy.polyfit(Horsepower, Miles_per_Gallon, 1)`
/// over the 392 cars with both values (scripts/kinds_f_corpus.py checks seeded charts too).
@Suite("Connected scatter and regression layer reading")
struct ConnectedScatterReadingTests {
  static let driving: [(String, ChartInputKind)] = [
    ("charts/driving-connected-scatter.chart.json", .chartSpec),
    ("vega-lite/driving-order-connected-scatter.vl.json", .vegaLite),
  ]

  /// Vega-Lite's cars points with a regression layer over them.
  static func regressionChart() throws -> ChartAnalysis {
    let spec = """
      {"data": {"url": "data/cars.json"}, "layer": [
        {"mark": "point", "encoding": {"x": {"field": "Horsepower", "type": "quantitative"},
          "y": {"field": "Miles_per_Gallon", "type": "quantitative"}}},
        {"mark": "line", "transform": [{"regression": "Miles_per_Gallon", "on": "Horsepower"}],
          "encoding": {"x": {"field": "Horsepower", "type": "quantitative"},
          "y": {"field": "Miles_per_Gallon", "type": "quantitative"}}}]}
      """
    let folder = Fixtures.url("vega-lite/cars-scatter.vl.json").deletingLastPathComponent()
    return try ChartText.analysis(
      spec, kind: .vegaLite, file: "regression.vl.json", baseDirectory: folder)
  }

  @Test("The driving path starts in 1956 and ends in 2010, in the spec and in Vega-Lite")
  func driving() throws {
    for (path, kind) in Self.driving {
      let analysis = try ChartFixture.analysis(path, kind: kind)
      guard case .connectedScatter(let reading) = try #require(analysis.kind, "\(path)") else {
        Issue.record("\(path) is not read as a connected scatter plot")
        continue
      }
      let line = try #require(reading.paths.first)
      #expect(reading.paths.count == 1 && line.pointCount == 55)
      #expect(line.start.x == 3_675 && line.start.y == 2.38)
      #expect(line.end.x == 9_596 && line.end.y == 2.61)
      #expect(line.startOrder?.numericValue == 1_956 && line.endOrder?.numericValue == 2_010)
      #expect(line.orderIsTime)
      #expect(analysis.kind?.readsSeriesOverX == false)
      #expect(analysis.series.allSatisfy { $0.trend == nil }, "\(path)")
      // The score plays along the path: its first and last notes are 1956's and 2010's.
      let notes = ScoreComposer.compose(analysis).events.filter { $0.value != nil }
      #expect(notes.first?.value == 2.38 && notes.last?.value == 2.61)
    }
  }

  @Test("A DSL line whose data is not in x order is a connected scatter plot")
  func dsl() throws {
    struct Step: Identifiable {
      var id: Int
      var x: Double
      var y: Double
    }
    let steps = [
      Step(id: 1, x: 1, y: 1), Step(id: 2, x: 4, y: 2), Step(id: 3, x: 2, y: 5),
      Step(id: 4, x: 5, y: 6), Step(id: 5, x: 3, y: 8),
    ]
    let chart = Chart(steps) { step in
      LineMark(x: .value("Width", step.x), y: .value("Height", step.y))
    }
    let analysis = ChartAnalysis(try AccessibleChart(try chart.document))
    guard case .connectedScatter(let reading) = try #require(analysis.kind) else {
      Issue.record("the DSL line is not read as a connected scatter plot")
      return
    }
    let line = try #require(reading.paths.first)
    #expect(line.start.x == 1 && line.start.y == 1 && line.end.x == 3 && line.end.y == 8)
    #expect(line.orderLabel == nil && line.pointCount == 5)
    // The same rows in x order are a line chart.
    let sorted = Chart(steps.sorted { $0.x < $1.x }) { step in
      LineMark(x: .value("Width", step.x), y: .value("Height", step.y))
    }
    #expect(ChartAnalysis(try AccessibleChart(try sorted.document)).kind == nil)
  }

  @Test("Vega-Lite's regression layer is the least-squares line numpy fits")
  func regression() throws {
    let analysis = try Self.regressionChart()
    guard case .scatter(let reading) = try #require(analysis.kind) else {
      Issue.record("the regression chart is not read as a scatter plot")
      return
    }
    #expect(reading.overall.pointCount == 392)
    let line = try #require(reading.fittedLines.first)
    // numpy.polyfit(x, y, 1) → [-0.15784473335365373, 39.93586102117046]
    #expect(abs(line.slope - -0.15784473335365373) < 1e-12)
    #expect(abs(line.intercept - 39.93586102117046) < 1e-9)
    #expect(line.start == 46 && line.end == 230 && line.isLeastSquares)
    // The line's own series: its two drawn end points, not data.
    let series = try #require(analysis.chart.series.last)
    #expect(series.observations.map(\.x.numericValue) == [46, 230])
  }
}
