/// The mean silhouette of a partition of points in the plane.
///
/// Rousseeuw, "Silhouettes: a graphical aid to the interpretation and validation of cluster
/// analysis", *J. Comput. Appl. Math.* 20, 1987. For each point, a is its mean Euclidean distance to the other points of its cluster and b
/// the least mean distance to the points of another cluster; its silhouette is
/// (b − a) / max(a, b), and 0 for a point alone in its cluster (as
/// `sklearn.metrics.silhouette_score`).
enum Silhouette {
  /// The mean silhouette over all points, or `nil` for fewer than 2 clusters or 2 points.
  ///
  /// - Parameters:
  ///   - points: The points.
  ///   - labels: Each point's cluster, `0..<k`.
  ///   - k: The number of clusters.
  /// - Returns: The mean of the points' silhouettes, from -1 to 1.
  /// - Complexity: O(*n*²) time, O(*k*) extra space.
  static func mean(_ points: [SIMD2<Double>], labels: [Int], k: Int) -> Double? {
    guard k >= 2, points.count >= 2, labels.count == points.count else { return nil }
    var sizes = [Int](repeating: 0, count: k)
    for label in labels { sizes[label] += 1 }
    var total = 0.0
    var sums = [Double](repeating: 0, count: k)
    for i in points.indices {
      for cluster in 0..<k { sums[cluster] = 0 }
      for j in points.indices where j != i {
        sums[labels[j]] += (points[i] - points[j]).squaredLength.squareRoot()
      }
      let own = labels[i]
      guard sizes[own] > 1 else { continue }
      let a = sums[own] / Double(sizes[own] - 1)
      var b = Double.infinity
      for cluster in 0..<k where cluster != own && sizes[cluster] > 0 {
        b = min(b, sums[cluster] / Double(sizes[cluster]))
      }
      guard b.isFinite else { continue }
      let spread = max(a, b)
      if spread > 0 { total += (b - a) / spread }
    }
    return total / Double(points.count)
  }
}

extension SIMD2 where Scalar == Double {
  /// The squared Euclidean length.
  var squaredLength: Double { x * x + y * y }
}
