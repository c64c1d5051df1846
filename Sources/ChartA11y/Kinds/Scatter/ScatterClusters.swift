/// Whether a scatter plot's points form clearly separated clusters, and where: k-means on the
/// standardised x and y for k = 2…4, the k of highest mean silhouette among partitions whose
/// every cluster is big enough, stated only for a strong structure.
///
/// - Note: Silhouette (Rousseeuw 1987, ``Silhouette``) of at least ``strongStructure`` (0.70):
///   Kaufman & Rousseeuw, *Finding Groups in Data*, Wiley 1990, §2.2: 0.71–1.00 "a strong
///   structure has been found", 0.51–0.70 "a reasonable structure" (the cut is their band's
///   lower edge at two decimals). A cluster holds at least ``minimumShare`` of the points and
///   at least ``minimumClusterSize`` points, and clusters are looked for among at least
///   ``minimumPointCount`` points (project choices, docs/chart-kinds.md): a stray point or two
///   is an outlier, not a cluster. x and y are z-scored (population standard deviation), so
///   that the units of either axis do not decide the distances.
public struct ScatterClusters: Hashable, Sendable {
  /// One cluster: its size and its centre, in the axes' units.
  public struct Cluster: Hashable, Sendable {
    /// The number of points in it.
    public var count: Int
    /// The mean x of its points.
    public var x: Double
    /// The mean y of its points.
    public var y: Double
  }

  /// The number of clusters of the best partition.
  public var k: Int
  /// Its mean silhouette, on the standardised points (or their sample, ``sampleSize``).
  public var silhouette: Double
  /// Whether the clusters are stated: ``silhouette`` ≥ ``strongStructure``.
  public var isClear: Bool
  /// Its clusters, largest first (ties by lower x).
  public var clusters: [Cluster]
  /// The number of points the partition was found among: all, or ``sampleSize``.
  public var sampledCount: Int
  /// The number of points.
  public var pointCount: Int

  /// The least mean silhouette stated as clusters.
  public static let strongStructure = 0.70
  /// The least share of the points in one cluster.
  public static let minimumShare = 0.05
  /// The fewest points in one cluster.
  public static let minimumClusterSize = 3
  /// The fewest points among which clusters are looked for.
  public static let minimumPointCount = 10
  /// The numbers of clusters tried.
  public static let candidateCounts = 2...4
  /// The most points the partition is found among: above it, an evenly spaced sample of this
  /// many points in chart order (every ⌈n / 2,000⌉-th), each point then counted in the cluster
  /// of its nearest centre; the silhouette's cost is O(*n*²).
  public static let sampleSize = 2_000

  /// The best partition of the points, or `nil` for fewer than ``minimumPointCount`` points,
  /// an axis whose values do not vary, no partition whose clusters are all big enough, or (above
  /// ``sampleSize``) a cluster of the sample that no point is nearest to.
  ///
  /// - Parameter points: The scatter plot's points, x across and y up, finite.
  /// - Complexity: O(*s*² + *n*) for a sample of *s* ≤ ``sampleSize`` of *n* points.
  init?(_ points: [(x: Double, y: Double)]) {
    let n = points.count
    guard n >= Self.minimumPointCount,
      let scaleX = Self.standardisation(points.map(\.x)),
      let scaleY = Self.standardisation(points.map(\.y))
    else { return nil }
    let standard = points.map {
      SIMD2(($0.x - scaleX.mean) / scaleX.deviation, ($0.y - scaleY.mean) / scaleY.deviation)
    }
    let stride = (n + Self.sampleSize - 1) / Self.sampleSize
    let sample = Swift.stride(from: 0, to: n, by: stride).map { standard[$0] }
    let smallest = max(
      Self.minimumClusterSize, Int((Self.minimumShare * Double(sample.count)).rounded(.up)))
    var best: (k: Int, silhouette: Double, fit: KMeans)?
    for k in Self.candidateCounts {
      guard let fit = KMeans(sample, k: k) else { continue }
      var sizes = [Int](repeating: 0, count: k)
      for label in fit.labels { sizes[label] += 1 }
      guard sizes.allSatisfy({ $0 >= smallest }),
        let silhouette = Silhouette.mean(sample, labels: fit.labels, k: k)
      else { continue }
      if best.map({ silhouette > $0.silhouette }) ?? true { best = (k, silhouette, fit) }
    }
    guard let best else { return nil }
    var counts = [Int](repeating: 0, count: best.k)
    var sums = [SIMD2<Double>](repeating: .zero, count: best.k)
    for (index, point) in standard.enumerated() {
      let label =
        stride == 1 ? best.fit.labels[index] : KMeans.nearestCentre(point, best.fit.centres)
      counts[label] += 1
      sums[label] += SIMD2(points[index].x, points[index].y)
    }
    // Counting every point of a sample's partition can empty a cluster: then it is no longer
    // the partition whose silhouette was measured.
    guard counts.allSatisfy({ $0 > 0 }) else { return nil }
    k = best.k
    silhouette = best.silhouette
    isClear = best.silhouette >= Self.strongStructure
    clusters = (0..<best.k).map {
      Cluster(
        count: counts[$0], x: sums[$0].x / Double(counts[$0]), y: sums[$0].y / Double(counts[$0]))
    }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.x < $1.x }
    sampledCount = sample.count
    pointCount = n
  }

  /// The mean and population standard deviation of values, or `nil` when they do not vary.
  private static func standardisation(_ values: [Double]) -> (mean: Double, deviation: Double)? {
    let mean = values.reduce(0, +) / Double(values.count)
    let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
    let deviation = variance.squareRoot()
    return deviation > 0 && deviation.isFinite ? (mean, deviation) : nil
  }
}
