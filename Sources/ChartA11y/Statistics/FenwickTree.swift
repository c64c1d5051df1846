/// A Fenwick (binary indexed) tree of non-negative counts over the positions `0..<count`.
///
/// Supports point increments, prefix sums and "k-th smallest present position" queries,
/// which the slope selection uses to count and sample inversions of a permutation.
///
/// - Complexity: O(log n) per operation, O(n) memory (32-bit counters).
/// - Note: Fenwick (1994), "A new data structure for cumulative frequency tables".
struct FenwickTree: Sendable {
  /// One-based partial sums; `tree[i]` covers positions `(i - lowbit(i), i]`.
  private var tree: [Int32]
  /// The largest power of two not exceeding `count`, for binary-lifting searches.
  private let topBit: Int

  /// Creates a tree of `count` zero counters.
  ///
  /// - Parameter count: The number of positions; must be below 2^31.
  init(count: Int) {
    tree = [Int32](repeating: 0, count: count + 1)
    var bit = 1
    while bit * 2 <= count { bit *= 2 }
    topBit = count == 0 ? 0 : bit
  }

  /// Adds one to the counter at `position`.
  ///
  /// - Parameter position: A zero-based position below `count`.
  mutating func increment(_ position: Int) {
    tree.withUnsafeMutableBufferPointer { t in
      var i = position + 1
      while i < t.count {
        t[i] &+= 1
        i += i & -i
      }
    }
  }

  /// The sum of the counters at positions `0..<end`.
  ///
  /// - Parameter end: An exclusive upper bound, `0...count`.
  /// - Returns: The number of increments recorded below `end`.
  func prefixSum(_ end: Int) -> Int {
    tree.withUnsafeBufferPointer { t in
      var i = end
      var sum = 0
      while i > 0 {
        sum += Int(t[i])
        i &= i - 1
      }
      return sum
    }
  }

  /// The position holding the `rank`-th recorded increment (zero-based, in position order).
  ///
  /// - Parameter rank: A rank below the total number of increments.
  /// - Returns: The smallest position `p` with `prefixSum(p + 1) > rank`.
  func position(ofRank rank: Int) -> Int {
    tree.withUnsafeBufferPointer { t in
      var index = 0
      var remaining = rank
      var bit = topBit
      while bit > 0 {
        let next = index + bit
        if next < t.count && Int(t[next]) <= remaining {
          index = next
          remaining -= Int(t[next])
        }
        bit >>= 1
      }
      return index
    }
  }
}
