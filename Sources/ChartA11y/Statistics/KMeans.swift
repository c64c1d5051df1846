/// Lloyd's k-means on points in the plane, seeded by k-means++ from a fixed seed and restarted
/// several times, keeping the partition of least inertia (within-cluster sum of squares).
///
/// - Note: Lloyd, "Least squares quantization in PCM", *IEEE Trans. Inf. Theory* 28 (1982);
///   k-means++ seeding: Arthur & Vassilvitskii, "k-means++: the advantages of careful seeding",
///   SODA 2007. The same procedure as scikit-learn's `KMeans(init="k-means++", n_init=…)`
///   (without its greedy candidate draws), so results agree with it wherever the partition
///   is clear; the seed is constant, so results never vary between runs.
struct KMeans: Sendable {
  /// The cluster of each point, `0..<k`, in point order.
  var labels: [Int]
  /// Each cluster's centre (the mean of its points).
  var centres: [SIMD2<Double>]
  /// The sum of squared distances of the points to their centres.
  var inertia: Double

  /// The most Lloyd iterations of one restart (scikit-learn's default `max_iter`).
  static let maximumIterations = 300
  /// Restarts from new seedings; the partition of least inertia is kept.
  static let restarts = 10

  /// The best of ``restarts`` k-means runs over `points`, or `nil` when there are fewer
  /// points than `k` or `k` < 1.
  ///
  /// - Parameters:
  ///   - points: The points, any finite coordinates.
  ///   - k: The number of clusters.
  ///   - seed: The generator's seed.
  /// - Complexity: O(*r* · *i* · *n* · *k*) for *r* restarts of at most *i* iterations.
  init?(_ points: [SIMD2<Double>], k: Int, seed: UInt64 = 0x6B6D_6561_6E73) {
    guard k >= 1, points.count >= k else { return nil }
    var generator = SplitMix64(seed: seed)
    var best: KMeans?
    for _ in 0..<Self.restarts {
      let run = Self.lloyd(points, centres: Self.seeding(points, k: k, using: &generator))
      if best.map({ run.inertia < $0.inertia }) ?? true { best = run }
    }
    guard let best else { return nil }
    self = best
  }

  private init(labels: [Int], centres: [SIMD2<Double>], inertia: Double) {
    self.labels = labels
    self.centres = centres
    self.inertia = inertia
  }

  /// k-means++: the first centre uniformly at random, each next one a point drawn with
  /// probability proportional to its squared distance from the nearest centre so far.
  private static func seeding(
    _ points: [SIMD2<Double>], k: Int, using generator: inout SplitMix64
  ) -> [SIMD2<Double>] {
    var centres = [points[Int(generator.next() % UInt64(points.count))]]
    var nearest = points.map { squaredDistance($0, centres[0]) }
    while centres.count < k {
      let total = nearest.reduce(0, +)
      var chosen = points.count - 1
      if total > 0 {
        var target = Double(generator.next() >> 11) * 0x1p-53 * total
        for index in points.indices {
          target -= nearest[index]
          if target < 0 {
            chosen = index
            break
          }
        }
      } else {
        chosen = Int(generator.next() % UInt64(points.count))
      }
      centres.append(points[chosen])
      for index in points.indices {
        nearest[index] = min(nearest[index], squaredDistance(points[index], points[chosen]))
      }
    }
    return centres
  }

  /// Lloyd's iterations from the given centres, until no point changes cluster; an emptied
  /// cluster takes the point farthest from its centre.
  private static func lloyd(_ points: [SIMD2<Double>], centres start: [SIMD2<Double>]) -> KMeans {
    var centres = start
    var labels = [Int](repeating: -1, count: points.count)
    for _ in 0..<maximumIterations {
      var changed = false
      for index in points.indices {
        let label = nearestCentre(points[index], centres)
        if label != labels[index] {
          labels[index] = label
          changed = true
        }
      }
      if !changed { break }
      var sums = [SIMD2<Double>](repeating: .zero, count: centres.count)
      var counts = [Int](repeating: 0, count: centres.count)
      for index in points.indices {
        sums[labels[index]] += points[index]
        counts[labels[index]] += 1
      }
      for cluster in centres.indices {
        if counts[cluster] > 0 {
          centres[cluster] = sums[cluster] / Double(counts[cluster])
        } else if let far = points.indices.max(by: {
          squaredDistance(points[$0], centres[labels[$0]])
            < squaredDistance(points[$1], centres[labels[$1]])
        }) {
          centres[cluster] = points[far]
        }
      }
    }
    let inertia = points.indices.reduce(0.0) {
      $0 + squaredDistance(points[$1], centres[labels[$1]])
    }
    return KMeans(labels: labels, centres: centres, inertia: inertia)
  }

  /// The index of the centre nearest a point (the first of equals).
  static func nearestCentre(_ point: SIMD2<Double>, _ centres: [SIMD2<Double>]) -> Int {
    var best = 0
    var distance = Double.infinity
    for (index, centre) in centres.enumerated() {
      let candidate = squaredDistance(point, centre)
      if candidate < distance {
        distance = candidate
        best = index
      }
    }
    return best
  }

  /// The squared Euclidean distance of two points.
  static func squaredDistance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
    let d = a - b
    return d.x * d.x + d.y * d.y
  }
}
