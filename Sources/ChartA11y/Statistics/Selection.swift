import Foundation

/// Order-statistic selection on arrays of finite doubles.
///
/// - Note: Floyd & Rivest's (1975) SELECT: a random sample of m^(2/3) values brackets the
///   wanted rank between two of its order statistics, one pass puts the values between them
///   in the middle, and the search continues there (about m + o(m) comparisons instead of
///   quickselect's 3.4 m). Small ranges use Hoare's (1961) quickselect with a three-way
///   (Dutch national flag) partition, so runs of equal values, common among Sen slopes, cost
///   linear time.
enum Selection {
  /// Ranges at most this long are finished by quickselect.
  static let sampledCutoff = 2_048

  /// Rearranges `values` so that `values[rank]` holds the value a full sort would put there,
  /// with no larger value before it and no smaller value after it.
  ///
  /// - Parameters:
  ///   - rank: A zero-based rank below `values.count`.
  ///   - values: Finite values, partially reordered in place.
  ///   - start: Where the search starts; every value before it must already be at most every
  ///     value from it on (as after selecting rank `start - 1`), and `rank >= start`. The
  ///     default is `0`.
  /// - Returns: The value of the given rank.
  /// - Complexity: O(n - start) expected time (random samples and pivots from a fixed
  ///   seed), O(1) extra memory.
  static func select(rank: Int, in values: inout [Double], from start: Int = 0) -> Double {
    var generator = SplitMix64(seed: 0x5EED_5E1E_C7)
    return values.withUnsafeMutableBufferPointer { v in
      select(rank: rank, in: v, low: start, high: v.count, using: &generator)
    }
  }

  /// Selects two ranks at once: `values[lower]` and `values[upper]` hold the values a full
  /// sort would put there, with the partial order ``select(rank:in:from:)`` leaves.
  ///
  /// One Floyd-Rivest step brackets both ranks (the lower pivot below `lower`, the upper
  /// above `upper`), so one partition pass over the whole array serves both, and each rank is
  /// then selected inside the band. When the band misses a rank (rarely), each is selected
  /// over the whole array as two calls would.
  ///
  /// - Parameters:
  ///   - lower: A zero-based rank.
  ///   - upper: A rank above `lower` and below `values.count`.
  ///   - values: Finite values, partially reordered in place.
  /// - Returns: The values of the two ranks.
  /// - Complexity: O(n) expected time, one pass over the array for two ranks close
  ///   together; O(1) extra memory.
  static func select(ranks lower: Int, _ upper: Int, in values: inout [Double]) -> (
    lower: Double, upper: Double
  ) {
    var generator = SplitMix64(seed: 0x5EED_5E1E_C7)
    return values.withUnsafeMutableBufferPointer { v in
      let count = v.count
      var band = 0..<count
      if count > sampledCutoff {
        let (lt, gt) = bracket(lower...upper, in: v, low: 0, high: count, using: &generator)
        if lt <= lower && upper <= gt { band = lt..<(gt + 1) }
      }
      let low = select(
        rank: lower, in: v, low: band.lowerBound, high: band.upperBound, using: &generator)
      let high = select(
        rank: upper, in: v, low: lower + 1, high: band.upperBound, using: &generator)
      return (low, high)
    }
  }

  /// Selects `rank` within `v[low..<high]`, whose values lie between those before and after.
  private static func select(
    rank: Int, in v: UnsafeMutableBufferPointer<Double>, low start: Int, high end: Int,
    using generator: inout SplitMix64
  ) -> Double {
    var low = start
    var high = end
    while high - low > sampledCutoff {
      let count = high - low
      let (lt, gt) = bracket(rank...rank, in: v, low: low, high: high, using: &generator)
      if rank < lt {
        high = lt
      } else if rank > gt {
        low = gt + 1
      } else {
        // The middle holds the rank; if it did not shrink (all values in the band, as with
        // many equal values), quickselect finishes it.
        if gt + 1 - lt == count { break }
        low = lt
        high = gt + 1
      }
    }
    while high - low > 1 {
      let pivot = v[low + Int(generator.next() % UInt64(high - low))]
      let (lt, gt) = partition(v, low: low, high: high, between: pivot, and: pivot)
      if rank < lt {
        high = lt
      } else if rank > gt {
        low = gt + 1
      } else {
        return pivot
      }
    }
    return v[rank]
  }

  /// One Floyd-Rivest step: moves a uniform sample of `size = count^(2/3)` values to the
  /// front of `v[low..<high]` (partial Fisher-Yates shuffle), takes the two of its order
  /// statistics that bracket `ranks` with a margin of 2 sqrt(size) (about four standard
  /// deviations of a sample rank), and partitions the range around them.
  ///
  /// - Returns: The band `[lt, gt]` of values between the two pivots, as ``partition``.
  private static func bracket(
    _ ranks: ClosedRange<Int>, in v: UnsafeMutableBufferPointer<Double>, low: Int, high: Int,
    using generator: inout SplitMix64
  ) -> (lt: Int, gt: Int) {
    let count = high - low
    let size = Int(pow(Double(count), 2.0 / 3.0))
    for offset in 0..<size {
      let pick = low + offset + Int(generator.next() % UInt64(count - offset))
      v.swapAt(low + offset, pick)
    }
    let margin = Int(2 * Double(size).squareRoot()) + 1
    let lowCenter = (ranks.lowerBound - low) * size / count
    let highCenter = (ranks.upperBound - low) * size / count
    let lowerRank = low + max(0, lowCenter - margin)
    let upperRank = low + min(size - 1, highCenter + margin)
    let lowerPivot =
      lowCenter - margin > 0
      ? select(rank: lowerRank, in: v, low: low, high: low + size, using: &generator)
      : -Double.infinity
    let upperPivot =
      highCenter + margin < size - 1
      ? select(
        rank: upperRank, in: v, low: lowCenter - margin > 0 ? lowerRank + 1 : low,
        high: low + size, using: &generator)
      : Double.infinity
    return partition(v, low: low, high: high, between: lowerPivot, and: upperPivot)
  }

  /// Three-way (Dutch national flag, Dijkstra 1976) partition of `v[low..<high]` around a
  /// band of values: afterwards `[low, lt)` holds the values below `lower`, `[lt, gt]` those
  /// in `[lower, upper]`, and `(gt, high)` those above `upper`.
  ///
  /// - Returns: `lt` and `gt` as above.
  /// - Complexity: O(high - low), one pass.
  @inline(__always)
  private static func partition(
    _ v: UnsafeMutableBufferPointer<Double>, low: Int, high: Int, between lower: Double,
    and upper: Double
  ) -> (lt: Int, gt: Int) {
    var lt = low
    var i = low
    var gt = high - 1
    while i <= gt {
      let value = v[i]
      if value < lower {
        v.swapAt(lt, i)
        lt += 1
        i += 1
      } else if value > upper {
        v.swapAt(i, gt)
        gt -= 1
      } else {
        i += 1
      }
    }
    return (lt, gt)
  }

  /// The smallest value among `values[start...]`.
  ///
  /// - Parameters:
  ///   - values: Finite values.
  ///   - start: The first position considered; must be below `values.count`.
  /// - Returns: The minimum of the suffix.
  /// - Complexity: O(n - start).
  static func minimum(of values: [Double], from start: Int) -> Double {
    var best = values[start]
    for value in values[start...] where value < best { best = value }
    return best
  }

  /// The median of two order statistics as numpy computes it: `(a + b) / 2`.
  ///
  /// - Parameters:
  ///   - lower: The lower middle value.
  ///   - upper: The upper middle value (equal to `lower` for odd counts).
  /// - Returns: The mean of the two values, rounded once as numpy's `mean` does.
  static func midpoint(_ lower: Double, _ upper: Double) -> Double {
    lower == upper ? lower : (lower + upper) / 2
  }

  /// The median of finite values with numpy's convention for even counts.
  ///
  /// - Parameter values: A non-empty array of finite values.
  /// - Returns: The middle value, or the mean of the two middle values.
  /// - Complexity: O(n) expected time, O(n) memory for a working copy.
  static func median(_ values: [Double]) -> Double {
    var work = values
    let upperRank = work.count / 2
    let upper = select(rank: upperRank, in: &work)
    guard work.count % 2 == 0 else { return upper }
    // After selection every value before `upperRank` is <= `upper`: take their maximum.
    var lower = work[0]
    for value in work[..<upperRank] where value > lower { lower = value }
    return midpoint(lower, upper)
  }
}
