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

  /// The values of two ranks, read without reordering `values`; the one pass over them runs
  /// on two threads at once when `concurrently` and a second core is free.
  ///
  /// One Floyd-Rivest step on a sample of `size = count^(2/3)` values drawn with replacement:
  /// the two sample order statistics that bracket the ranks with a margin of 2 sqrt(size)
  /// (about four standard deviations of a sample rank) become pivots; one branch-free pass
  /// counts the values below the lower pivot and copies those between the pivots into a
  /// band of about 4 count / sqrt(size) values, whose order statistics are the answer. A
  /// band that misses a rank (probability about 1e-4) or outgrows eight times its expected
  /// size (many values equal to a pivot) is abandoned for ``select(ranks:_:in:)`` on a copy.
  /// Unlike an in-place pass, the read-only pass has no swaps and no unpredictable branch:
  /// at 2e6 values it takes about a fifth of the time of ``select(ranks:_:in:)``.
  ///
  /// - Parameters:
  ///   - lower: A zero-based rank.
  ///   - upper: A rank from `lower` up to `values.count - 1`.
  ///   - values: Finite values.
  ///   - concurrently: Whether the pass may run in two lanes (``TwoLanes``), from
  ///     ``TwoLanes/minimumCount`` values on.
  /// - Returns: The values a full sort would put at `lower` and `upper`.
  /// - Complexity: O(n) expected time in one read pass; O(n^(2/3)) extra memory, O(n) in the
  ///   rare fallback.
  static func orderStatistics(
    _ lower: Int, _ upper: Int, of values: [Double], concurrently: Bool
  ) -> (lower: Double, upper: Double) {
    let count = values.count
    if count > sampledCutoff {
      let (lowerPivot, upperPivot) = pivots(lower...upper, of: values)
      // Eight times the expected band of 4 count / sqrt(size) values.
      let cap = 32 * count / max(Int(pow(Double(count), 1.0 / 3.0)), 1) + 4_096
      let pass = { @Sendable (range: Range<Int>) in
        band(of: values, in: range, between: lowerPivot, and: upperPivot, cap: cap)
      }
      let half = count / 2
      let parts =
        concurrently && count >= TwoLanes.minimumCount
        ? TwoLanes.run({ pass(0..<half) }, { pass(half..<count) })
        : (pass(0..<count), (below: 0, band: []))
      if let first = parts.0, let second = parts.1 {
        let below = first.below + second.below
        var band = first.band + second.band
        if below <= lower && upper < below + band.count {
          return selectBoth(lower - below, upper - below, in: &band)
        }
      }
    }
    var copy = values
    return selectBoth(lower, upper, in: &copy)
  }

  /// ``select(ranks:_:in:)``, or ``select(rank:in:from:)`` twice over when the ranks agree.
  private static func selectBoth(_ lower: Int, _ upper: Int, in values: inout [Double]) -> (
    lower: Double, upper: Double
  ) {
    guard lower < upper else {
      let value = select(rank: lower, in: &values)
      return (value, value)
    }
    return select(ranks: lower, upper, in: &values)
  }

  /// The two pivots of a sample of `count^(2/3)` values drawn with replacement
  /// (``samplePivots(_:of:sample:in:using:)``).
  private static func pivots(_ ranks: ClosedRange<Int>, of values: [Double]) -> (
    lower: Double, upper: Double
  ) {
    var generator = SplitMix64(seed: 0x5EED_5E1E_C7)
    let count = values.count
    let size = Int(pow(Double(count), 2.0 / 3.0))
    let range = UInt64(count)
    var sample = values.withUnsafeBufferPointer { v in
      (0..<size).map { _ in
        // Lemire's (2019) multiply-shift maps 64 random bits to 0..<count.
        v[Int(truncatingIfNeeded: generator.next().multipliedFullWidth(by: range).high)]
      }
    }
    return sample.withUnsafeMutableBufferPointer { sample in
      samplePivots(ranks, of: count, sample: 0..<size, in: sample, using: &generator)
    }
  }

  /// The two order statistics of a sample that bracket `ranks` of the values it was drawn
  /// from, with a margin of 2 sqrt(size) sample ranks (about four standard deviations of a
  /// sample rank); an infinity where the margin reaches past the sample's end.
  ///
  /// - Parameters:
  ///   - ranks: The wanted ranks among the `count` values sampled from.
  ///   - count: The number of values the sample was drawn from.
  ///   - sample: Where the sample lies in `v`; reordered.
  ///   - v: The buffer holding the sample.
  ///   - generator: The source of quickselect's pivots, advanced.
  /// - Returns: The lower and upper pivot.
  private static func samplePivots(
    _ ranks: ClosedRange<Int>, of count: Int, sample: Range<Int>,
    in v: UnsafeMutableBufferPointer<Double>, using generator: inout SplitMix64
  ) -> (lower: Double, upper: Double) {
    let size = sample.count
    let margin = Int(2 * Double(size).squareRoot()) + 1
    let lowRank = ranks.lowerBound * size / count - margin
    let highRank = ranks.upperBound * size / count + margin
    let lower =
      lowRank > 0
      ? select(
        rank: sample.lowerBound + lowRank, in: v, low: sample.lowerBound,
        high: sample.upperBound, using: &generator)
      : -Double.infinity
    let upper =
      highRank < size - 1
      ? select(
        rank: sample.lowerBound + highRank, in: v,
        low: sample.lowerBound + (lowRank > 0 ? lowRank + 1 : 0), high: sample.upperBound,
        using: &generator)
      : Double.infinity
    return (lower, upper)
  }

  /// How many of `values[range]` lie below `lower`, and a copy of those in
  /// `[lower, upper]`; `nil` once more than `cap` lie there.
  private static func band(
    of values: [Double], in range: Range<Int>, between lower: Double, and upper: Double,
    cap: Int
  ) -> (below: Int, band: [Double])? {
    var below = 0
    var complete = true
    let band = [Double](unsafeUninitializedCapacity: cap + 1) { slots, initialized in
      values.withUnsafeBufferPointer { v in
        var kept = 0
        for index in range {
          // Branch-free: every value is written to the next slot, which is kept only when
          // the value lies between the pivots.
          let value = v[index]
          let isBelow = value < lower ? 1 : 0
          let isAbove = value > upper ? 1 : 0
          slots[kept] = value
          below &+= isBelow
          kept &+= 1 &- isBelow &- isAbove
          if kept == cap {
            complete = false
            break
          }
        }
        initialized = kept
      }
    }
    return complete ? (below, band) : nil
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
  /// statistics that bracket `ranks` (``samplePivots(_:of:sample:in:using:)``), and
  /// partitions the range around them.
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
    let (lowerPivot, upperPivot) = samplePivots(
      (ranks.lowerBound - low)...(ranks.upperBound - low), of: count, sample: low..<(low + size),
      in: v, using: &generator)
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
  /// - Returns: The middle value, or the mean of the two middle values; a zero median is +0.
  /// - Complexity: O(n) expected time in one read pass (``orderStatistics(_:_:of:concurrently:)``),
  ///   O(n^(2/3)) memory; a working copy only for at most ``sampledCutoff`` values or in
  ///   the rare fallback.
  static func median(_ values: [Double]) -> Double {
    let (lower, upper) = orderStatistics(
      (values.count - 1) / 2, values.count / 2, of: values, concurrently: true)
    // Which of equal -0 and +0 values a selection meets first depends on their arrangement;
    // adding +0 makes a zero median +0 whatever it is.
    return midpoint(lower, upper) + 0
  }
}
