import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y

/// Clusters of a scatter plot's points.
///
/// k-means on z-scored x and y, chosen by mean silhouette and stated at 0.70 or more
/// (docs/chart-kinds.md). Oracle values from scikit-learn 1.9.1
/// (`silhouette_score`, `KMeans(n_init=10, random_state=0)`) on the same points.
@Suite("Chart kinds: scatter-plot clusters")
struct ScatterClustersTests {
  /// `n` points on rings of radius r, 1.3 r and 1.6 r in turn around a centre.
  static func ring(_ cx: Double, _ cy: Double, _ n: Int, _ r: Double) -> [(x: Double, y: Double)] {
    (0..<n).map { i in
      let radius = r * (1 + Double(i % 3) * 0.3)
      let angle = 2 * Double.pi * Double(i) / Double(n)
      return (cx + radius * cos(angle), cy + radius * sin(angle))
    }
  }

  static let rings = ring(2, 5, 20, 0.5) + ring(8, 1, 15, 0.5) + ring(9, 9, 10, 0.5)

  static func standardised(_ points: [(x: Double, y: Double)]) -> [SIMD2<Double>] {
    func scale(_ values: [Double]) -> (Double, Double) {
      let mean = values.reduce(0, +) / Double(values.count)
      let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)
      return (mean, variance.squareRoot())
    }
    let (mx, sx) = scale(points.map(\.x))
    let (my, sy) = scale(points.map(\.y))
    return points.map { SIMD2(($0.x - mx) / sx, ($0.y - my) / sy) }
  }

  @Test("The silhouette of a partition is scikit-learn's to 1e-9")
  func silhouetteMatchesScikitLearn() throws {
    let labels =
      [Int](repeating: 0, count: 20) + [Int](repeating: 1, count: 15)
      + [Int](repeating: 2, count: 10)
    let value = try #require(Silhouette.mean(Self.standardised(Self.rings), labels: labels, k: 3))
    #expect(abs(value - 0.8773642367574268) < 1e-9, "\(value)")
  }

  @Test("Three separated rings are 3 clusters, their sizes and centres as drawn")
  func threeClusters() throws {
    let found = try #require(ScatterClusters(Self.rings))
    #expect(found.k == 3)
    #expect(found.isClear)
    #expect(abs(found.silhouette - 0.8773642367574268) < 1e-9, "\(found.silhouette)")
    #expect(found.clusters.map(\.count) == [20, 15, 10])
    let first = Self.ring(2, 5, 20, 0.5)
    let meanX = first.map(\.x).reduce(0, +) / 20
    #expect(abs(found.clusters[0].x - meanX) < 1e-12)
  }

  @Test("A grid, too few points and a constant axis give no clusters")
  func noClusters() throws {
    let grid = (0..<100).map { (x: Double($0 / 10), y: Double($0 % 10)) }
    let found = try #require(ScatterClusters(grid))
    #expect(!found.isClear, "\(found.silhouette)")
    #expect(found.silhouette < 0.45)
    #expect(ScatterClusters(Array(Self.rings.prefix(9))) == nil)
    #expect(ScatterClusters(Self.rings.map { (x: 1.0, y: $0.y) }) == nil)
  }

  @Test("A stray point is no cluster: under 5 % and 3 points, the partition is left out")
  func strayPointIsNoCluster() throws {
    let points = Self.ring(0, 0, 20, 0.5) + Self.ring(10, 10, 20, 0.5) + [(x: 30, y: -10)]
    let found = try #require(ScatterClusters(points))
    #expect(found.k == 2)
    #expect(found.clusters.allSatisfy { $0.count >= 20 })
  }

  /// The analysis of a point chart of ``rings``.
  static func ringsChart() throws -> ChartAnalysis {
    let rows = Self.rings.map { #"{"a": \#($0.x), "b": \#($0.y)}"# }.joined(separator: ", ")
    let json = #"""
      {"version": 1, "data": {"values": [\#(rows)]},
       "marks": [{"type": "point", "x": "a", "y": "b"}]}
      """#
    return try ChartText.analysis(json)
  }

  @Test("A chart's reading holds its clear clusters; the JSON gives the evidence")
  func read() throws {
    let analysis = try Self.ringsChart()
    guard case .scatter(let reading) = analysis.kind else {
      Issue.record("not read as a scatter plot: \(String(describing: analysis.kind))")
      return
    }
    let clusters = try #require(reading.clusters)
    #expect(clusters.isClear && clusters.k == 3)
    #expect(abs(clusters.silhouette - 0.877) < 0.0005)
    #expect(clusters.clusters.map(\.count) == [20, 15, 10])
    #expect(clusters.pointCount == 45)
    let rendered = try JSONRenderer.render(analysis, description: ChartDescription(analysis))
    #expect(rendered.contains(#""silhouette""#) && rendered.contains(#""stated""#))
  }
}
