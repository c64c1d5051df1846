/// Inversion counting and enumeration.
///
/// An inversion of a sequence is a pair of positions `i < j` whose values are out of order.
/// Counting them is Knight's (1966) O(n log n) step of Kendall's tau. Counts use a
/// most-significant-digit radix partition (``strictInversionCount(of:bound:)``); sampling
/// them uses the same partition (``forEachMarkedInversion(ofPermutation:firstMark:_:)``), and
/// listing them all straight insertion (``forEachOvertake(_:limit:_:)``), whose work is the
/// number of inversions.
///
/// - Note: Knight, W. R. (1966), "A computer method for calculating Kendall's tau with
///   ungrouped data", JASA 61(314), 436-439.
enum InversionCounter {
  /// Bits of a value decided per partition level of the count.
  static let digitBits = 4

  /// The number of pairs `i < j` with `values[i] > values[j]` (equal values do not count).
  ///
  /// The values are partitioned stably by 4-bit digits from the most significant one, as an
  /// MSD radix sort does; within each block of values that share the higher digits, an
  /// element is overtaken by exactly the earlier elements of the block with a greater digit,
  /// which one vector of 16 counters per block gives. Every strict inversion is counted at
  /// the digit where its two values first differ, once.
  ///
  /// - Parameters:
  ///   - values: Values in `0..<bound`; duplicates are allowed.
  ///   - bound: An upper bound of the values, below 2^31.
  /// - Returns: The number of strict inversions.
  /// - Complexity: O(n log(bound) / 4 + bound) time, O(n + bound) extra memory. Measured at
  ///   1e6 (a permutation of a random walk's order): 17 ms, against 45 ms for a merge sort.
  static func strictInversionCount(of values: [Int32], bound: Int) -> Int {
    guard values.count > 1 else { return 0 }
    // below[v]: how many values are smaller than v, where the blocks of v start.
    var below = [Int32](repeating: 0, count: bound + 1)
    for value in values { below[Int(value) + 1] &+= 1 }
    for value in 0..<bound { below[value + 1] &+= below[value] }
    return countByDigits(values, bound: bound, below: below)
  }

  /// The number of inversions of a permutation of `0..<values.count`.
  ///
  /// The same count as ``strictInversionCount(of:bound:)`` with `bound: values.count`,
  /// without counting the values first: in a permutation, `v` values lie below `v`.
  ///
  /// - Parameter values: A permutation of `0..<values.count`, fewer than 2^31 values.
  /// - Returns: The number of pairs `i < j` with `values[i] > values[j]`.
  /// - Complexity: O(n log(n) / 4) time, O(n) extra memory.
  static func inversionCount(ofPermutation values: [Int32]) -> Int {
    guard values.count > 1 else { return 0 }
    return countByDigits(values, bound: values.count, below: nil)
  }

  /// Reports marked inversions of a permutation: those whose index, in the order this
  /// function meets them, is reached by a walk of gaps (a Bernoulli sample for geometric
  /// gaps, every inversion for gaps of 1).
  ///
  /// The permutation is partitioned by 4-bit digits from the most significant one, as
  /// ``inversionCount(ofPermutation:)`` does. Within a block of values sharing the higher
  /// digits, an element is overtaken by the earlier elements of the block with a greater
  /// digit, and those are exactly the elements already moved into the buckets of the
  /// greater digits, each bucket a contiguous run of the target in source order; so a
  /// marked inversion is found from its index alone, and a pass with few marks costs about
  /// what the count costs, where a merge sort pays a mispredicted branch per step. Inversions
  /// are met level by level; at each level element by element in source order; and each
  /// element's in ascending order of the earlier element's digit, then bucket order.
  ///
  /// - Parameters:
  ///   - values: A permutation of `0..<values.count`, fewer than 2^31 values.
  ///   - firstMark: The index of the first marked inversion (0 for the first inversion).
  ///   - body: Receives the earlier (greater) and the later value of a marked inversion and
  ///     returns the gap to the next mark (1 or more).
  /// - Returns: The number of inversions.
  /// - Complexity: O(n log(n) / 4) time plus O(1) per mark and at most 15 digit steps per
  ///   element with a mark; 2n extra words of memory. Measured at 1e6 (a window sequence of
  ///   0.9e9 inversions): 11-14 ms with no mark, 42 ms with 0.83e6 marks.
  @discardableResult
  static func forEachMarkedInversion(
    ofPermutation values: [Int32], firstMark: Int, _ body: (Int32, Int32) -> Int
  ) -> Int {
    guard values.count > 1 else { return 0 }
    return countByDigits(values, bound: values.count, below: nil, firstMark: firstMark, body)
  }

  /// The digit levels shared by the counts and the marked listing.
  ///
  /// - Parameters:
  ///   - values: Values in `0..<bound`.
  ///   - bound: An upper bound of the values.
  ///   - below: How many values lie below each value, or `nil` for a permutation.
  ///   - firstMark: The index of the first marked inversion; `Int.max` for none.
  ///   - body: Receives each marked inversion and returns the gap to the next mark.
  /// - Returns: The number of strict inversions.
  private static func countByDigits(
    _ values: [Int32], bound: Int, below: [Int32]?, firstMark: Int = .max,
    _ body: (Int32, Int32) -> Int = { _, _ in 1 }
  ) -> Int {
    let n = values.count
    var bits = 0
    while (1 << bits) < bound { bits += 1 }
    // The first level reads `values`; later ones alternate between two scratch arrays.
    var current: [Int32] = []
    var next = [Int32](uninitializedCount: n)
    var cursors = [Int32](uninitializedCount: bound + 1)
    var walk = (mark: firstMark, seen: 0)
    var sortedAbove = bits
    while sortedAbove > 0 {
      let shift = max(sortedAbove - digitBits, 0)
      let prefixCount = (bound - 1) >> shift + 1
      cursors.withUnsafeMutableBufferPointer { c in
        if let below {
          for prefix in 0..<prefixCount { c[prefix] = below[min(prefix << shift, bound)] }
        } else {
          for prefix in 0..<prefixCount { c[prefix] = Int32(truncatingIfNeeded: prefix << shift) }
        }
      }
      partitionCountingInversions(
        current.isEmpty ? values : current, into: &next, cursors: &cursors, shift: shift,
        blockShift: sortedAbove, prefixCount: prefixCount, walk: &walk
      ) { bucket in
        below.map { Int($0[min(bucket << shift, bound)]) } ?? bucket << shift
      } report: { earlier, later in
        body(earlier, later)
      }
      swap(&current, &next)
      if next.isEmpty {
        next = [Int32](uninitializedCount: n)
      }
      sortedAbove = shift
    }
    return walk.seen
  }

  /// One level of ``countByDigits(_:bound:below:firstMark:_:)``: moves each value to
  /// `cursors[value >> shift]` (advancing it), counts the inversions between digits, and
  /// reports the marked ones.
  ///
  /// Within a block, the earlier elements with a greater digit are those already moved into
  /// that digit's bucket: from the bucket's start to its cursor, in source order.
  ///
  /// - Parameters:
  ///   - source: Values sorted by `value >> blockShift`.
  ///   - target: Receives the values sorted by `value >> shift`, stably.
  ///   - cursors: The next free slot of every prefix `value >> shift`.
  ///   - shift: The lowest bit of the digit.
  ///   - blockShift: The lowest bit of the block prefix (`shift + 4` or less at the bottom).
  ///   - prefixCount: The number of prefixes (buckets) at this level.
  ///   - walk: The next marked index and the inversions met so far, advanced.
  ///   - bucketStart: The first slot of a prefix's bucket.
  ///   - report: Receives a marked inversion and returns the gap to the next mark.
  private static func partitionCountingInversions(
    _ source: [Int32], into target: inout [Int32], cursors: inout [Int32],
    shift: Int, blockShift: Int, prefixCount: Int, walk: inout (mark: Int, seen: Int),
    bucketStart: (Int) -> Int, report: (Int32, Int32) -> Int
  ) {
    // increments[d] adds one to the counters of the digits below d.
    var increments = [SIMD16<Int32>](repeating: .zero, count: 16)
    for digit in 0..<16 {
      for lane in 0..<digit { increments[digit][lane] = 1 }
    }
    // At the bottom level a block may span fewer than 16 digits.
    let blockDigits = 1 << (blockShift - shift)
    var (mark, seen) = walk
    source.withUnsafeBufferPointer { s in
      target.withUnsafeMutableBufferPointer { t in
        cursors.withUnsafeMutableBufferPointer { c in
          increments.withUnsafeBufferPointer { increment in
            // greater[d]: earlier elements of the block with a digit above d.
            var greater = SIMD16<Int32>.zero
            var block = Int32(-1)
            for value in s {
              let valueBlock = value >> Int32(blockShift)
              if valueBlock != block {
                block = valueBlock
                greater = .zero
              }
              let prefix = Int(value >> Int32(shift))
              let digit = prefix & 15
              let passed = Int(greater[digit])
              if mark < seen &+ passed {
                var before = seen
                for other in (digit + 1)..<(digit | (blockDigits - 1)) + 1 {
                  let bucket = prefix - digit + other
                  guard bucket < prefixCount else { break }
                  let start = bucketStart(bucket)
                  let placed = Int(c[bucket]) - start
                  while mark < before + placed {
                    mark += max(report(t[start + mark - before], value), 1)
                  }
                  before += placed
                }
              }
              seen &+= passed
              greater &+= increment[digit]
              let slot = c[prefix]
              c[prefix] = slot &+ 1
              t[Int(slot)] = value
            }
          }
        }
      }
    }
    walk = (mark, seen)
  }

  /// Sorts distinct integers by straight insertion, reporting the inversions element by
  /// element.
  ///
  /// Each element moves left past exactly the earlier elements greater than it, which are
  /// its inversions, so the work is proportional to the number of inversions: the fastest
  /// way to list them when few remain (a window sequence with about 3 per element).
  ///
  /// - Parameters:
  ///   - packed: Distinct values, such as ranks; sorted in place.
  ///   - limit: The most inversions to list: past it the listing stops, leaving `packed`
  ///     partly sorted.
  ///   - body: Called for every element that earlier elements are greater than; receives
  ///     those earlier elements (contiguous, ascending) and the element.
  /// - Returns: Whether every inversion was listed (at most `limit` exist).
  /// - Complexity: O(n + K) time for K inversions (Knuth, TAOCP vol. 3, 5.2.1, straight
  ///   insertion), plus the callbacks, and O(n + limit) when stopped; no extra memory.
  @discardableResult
  static func forEachOvertake<Word: FixedWidthInteger>(
    _ packed: inout [Word], limit: Int = .max,
    _ body: (UnsafeBufferPointer<Word>, Word) -> Void
  ) -> Bool {
    let n = packed.count
    guard n > 1 else { return true }
    return packed.withUnsafeMutableBufferPointer { v in
      var listed = 0
      for j in 1..<n {
        let current = v[j]
        guard v[j - 1] > current else { continue }
        var k = j - 1
        while k > 0 && v[k - 1] > current { k -= 1 }
        listed += j - k
        if listed > limit { return false }
        body(UnsafeBufferPointer(rebasing: v[k..<j]), current)
        var m = j
        while m > k {
          v[m] = v[m - 1]
          m -= 1
        }
        v[k] = current
      }
      return true
    }
  }
}
