import Foundation

/// Change points of a series under a piecewise-linear model, found by PELT.
///
/// The series is split into segments, each fitted by its own least-squares line. A
/// segmentation costs the residual sum of squares of every segment divided by the noise
/// variance, plus a penalty `beta` per segment; PELT finds the segmentation of least total
/// cost exactly.
///
/// - Note: PELT: Killick, Fearnhead & Eckley (2012), "Optimal detection of changepoints with a
///   linear computational cost", JASA 107(500). Penalty: Schwarz's (1978) BIC, `3 ln m` per
///   segment for its intercept, slope and start. Noise scale: the median absolute deviation
///   of first differences divided by sqrt 2 (the difference-based estimate the R package
///   `changepoint` and Fryzlewicz's (2014) wild binary segmentation use), which ignores
///   linear trends and a few breaks.
enum ChangePoints {
  /// The shortest segment, in points: a line through fewer says nothing.
  static let minimumSegmentLength = 3

  /// One segment of the optimal segmentation.
  struct Segment: Hashable, Sendable {
    /// The indices of the segment's points in the series.
    var range: Range<Int>
    /// The slope of its least-squares line, in value units per position unit.
    var slope: Double
    /// The value of its least-squares line at position 0.
    var intercept: Double

    /// The line's value at a position.
    func fitted(at x: Double) -> Double { intercept + slope * x }
  }

  /// The optimal segmentation of `(x, y)` under the BIC penalty.
  ///
  /// - Parameters:
  ///   - x: Positions, ascending, finite.
  ///   - y: Finite values, one per position.
  /// - Returns: The segments in order, covering every index of `y`; one segment when a
  ///   single line fits best or the series is too short to split; empty for an empty series.
  /// - Complexity: O(n) expected and O(n^2) worst-case time (PELT), O(n) memory; callers
  ///   pass block means (``BlockMeans``) of long series.
  static func segments(x: [Double], y: [Double]) -> [Segment] {
    precondition(x.count == y.count, "positions and values must pair up")
    let m = y.count
    guard m > 0 else { return [] }
    let scale = noiseScale(y) ?? 0
    let cost = SegmentCost(x: x, y: y, variance: scale * scale)
    guard m >= 2 * minimumSegmentLength, scale > 0 else {
      return [segment(0..<m, cost: cost)]
    }
    let penalty = 3 * log(Double(m))
    var best = [Double](repeating: .infinity, count: m + 1)
    var previous = [Int](repeating: 0, count: m + 1)
    best[0] = -penalty
    var candidates = [0]
    for end in minimumSegmentLength...m {
      var lowest = Double.infinity
      var lowestStart = 0
      var totals: [Double] = []
      totals.reserveCapacity(candidates.count)
      for start in candidates {
        let total = best[start] + cost.of(start..<end) + penalty
        totals.append(total)
        if total < lowest {
          lowest = total
          lowestStart = start
        }
      }
      best[end] = lowest
      previous[end] = lowestStart
      // Pruning (Killick et al. 2012, theorem 3.1, with K = 0 for a sum of squares).
      var kept: [Int] = []
      kept.reserveCapacity(candidates.count + 1)
      for (start, total) in zip(candidates, totals) where total - penalty <= lowest {
        kept.append(start)
      }
      let next = end + 1 - minimumSegmentLength
      if next >= minimumSegmentLength && best[next].isFinite { kept.append(next) }
      candidates = kept
    }
    var ends = [m]
    while let last = ends.last, previous[last] > 0 { ends.append(previous[last]) }
    var segments: [Segment] = []
    var start = 0
    for end in ends.reversed() {
      segments.append(segment(start..<end, cost: cost))
      start = end
    }
    return segments
  }

  /// The segment of `range` with its least-squares line.
  private static func segment(_ range: Range<Int>, cost: SegmentCost) -> Segment {
    let slope = cost.slope(range)
    return Segment(range: range, slope: slope, intercept: cost.intercept(range, slope: slope))
  }

  /// The noise standard deviation estimated from first differences.
  ///
  /// - Returns: `1.4826 MAD(diff(y)) / sqrt 2`; when more than half the differences are
  ///   equal (MAD 0), their root-mean-square deviation over sqrt 2; `nil` for fewer than
  ///   three values.
  static func noiseScale(_ y: [Double]) -> Double? {
    guard y.count >= 3 else { return nil }
    let differences = zip(y.dropFirst(), y).map { $0 - $1 }
    let center = Selection.median(differences)
    let mad = Selection.median(differences.map { abs($0 - center) })
    if mad > 0 { return 1.4826 * mad / 2.0.squareRoot() }
    let mean = differences.reduce(0, +) / Double(differences.count)
    let squares = differences.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    return (squares / Double(differences.count) / 2).squareRoot()
  }
}
