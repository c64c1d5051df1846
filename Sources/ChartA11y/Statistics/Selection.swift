/// Order-statistic selection on arrays of finite doubles.
///
/// - Note: Hoare's (1961) FIND/quickselect with a three-way (Dutch national flag) partition,
///   so runs of equal values, common among Sen slopes, cost linear time.
enum Selection {
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
  /// - Complexity: O(n - start) expected time (random pivots from a fixed seed), O(1) extra
  ///   memory.
  static func select(rank: Int, in values: inout [Double], from start: Int = 0) -> Double {
    var generator = SplitMix64(seed: 0x5EED_5E1E_C7)
    return values.withUnsafeMutableBufferPointer { v in
      var low = start
      var high = v.count
      while high - low > 1 {
        let pivot = v[low + Int(generator.next() % UInt64(high - low))]
        // [low, lt) < pivot, [lt, i) == pivot, (gt, high) > pivot
        var lt = low
        var i = low
        var gt = high - 1
        while i <= gt {
          let value = v[i]
          if value < pivot {
            v.swapAt(lt, i)
            lt += 1
            i += 1
          } else if value > pivot {
            v.swapAt(i, gt)
            gt -= 1
          } else {
            i += 1
          }
        }
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
