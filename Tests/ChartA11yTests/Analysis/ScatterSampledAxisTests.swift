import ChartModel
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// A scatter plot's x is a measured variable, not a sampled axis: no x value is missing between
/// two of its points (issue 42, item 6: random x read at a pixel's resolution was said to have
/// thousands of values missing).
@Suite("Scatter plots: no gaps between x values")
struct ScatterSampledAxisTests {
  /// 3,000 points at random x in 0–10 drawn to 0.01 (as a drawing's pixels quantise them),
  /// seeded; y random too.
  static let points: [(x: Double, y: Double)] = {
    var state: UInt64 = 42
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    return (0..<3_000).map { _ in
      ((next() * 1_000).rounded() / 100, (next() * 10_000).rounded() / 100)
    }
  }()

  static func analysis(mark: String, points: [(x: Double, y: Double)]) throws -> ChartAnalysis {
    let rows = points.map { #"{"x": \#($0.x), "y": \#($0.y)}"# }
    let spec = #"""
      {"version": 1, "title": "Random points",
       "data": {"values": [\#(rows.joined(separator: ", "))]},
       "marks": [{"type": "\#(mark)", "x": {"field": "x", "label": "Width"},
                  "y": {"field": "y", "label": "Height"}}]}
      """#
    let document = try ChartInputReader.read(
      Data(spec.utf8), kind: .chartSpec, file: "scatter.chart.json",
      baseDirectory: URL(fileURLWithPath: "/")
    ).document
    return ChartAnalysis(try AccessibleChart(document))
  }

  @Test("Random x at a regular resolution: a scatter has no missing values; a line keeps them")
  func noGapsInScatter() throws {
    let scatter = try Self.analysis(mark: "point", points: Self.points)
    let isScatter: Bool
    if case .scatter = scatter.kind { isScatter = true } else { isScatter = false }
    try #require(isScatter, "read as \(String(describing: scatter.kind))")
    // The x values do have a regular spacing, so the axis reading alone would find gaps.
    let positions = scatter.chart.series[0].observations.compactMap(\.x.numericValue).sorted()
    let step = try #require(RegularStep.step(ofSorted: positions))
    #expect(abs(step - 0.01) < 1e-9)
    #expect(!MissingRun.steps(in: scatter.chart.series[0].observations).isEmpty)
    #expect(scatter.series.allSatisfy { $0.missingRuns.isEmpty })
    #expect(scatter.series[0].missingCount == 0)
    let text = PlainTextRenderer.render(ChartDescription(scatter))
    #expect(!text.contains("missing"), "\(text)")
    let score = ScoreComposer.compose(scatter)
    #expect(score.events.filter { $0.kind == .gap }.isEmpty)
    // A line through the distinct x values in order samples x, and keeps its gaps.
    var seen = Set<Double>()
    let sampled = Self.points.sorted { $0.x < $1.x }.filter { seen.insert($0.x).inserted }
    let line = try Self.analysis(mark: "line", points: sampled)
    #expect(line.kind == nil)
    #expect(line.series[0].missingCount > 0)
  }
}
