/// Inversion counting and enumeration.
///
/// An inversion of a sequence is a pair of positions `i < j` whose values are out of order.
/// Counting them is Knight's (1966) O(n log n) step of Kendall's tau. Counts use a
/// most-significant-digit radix partition (``strictInversionCount(of:bound:)``); sampling
/// them uses the same partition (``forEachMarkedInversion(ofPermutation:firstMark:_:)``), and
/// listing them all straight insertion (``forEachInversion(_:limit:_:)``), whose work is the
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
    var first = [Int32](uninitializedCount: n)
    var second = [Int32](uninitializedCount: n)
    var cursors = [Int32](uninitializedCount: bound + 1)
    var walk = (mark: firstMark, seen: 0)
    values.withUnsafeBufferPointer { source in
      first.withUnsafeMutableBufferPointer { first in
        second.withUnsafeMutableBufferPointer { second in
          cursors.withUnsafeMutableBufferPointer { cursors in
            let scratch = LevelScratch(
              input: source, first: first, second: second, cursors: cursors, bound: bound)
            let bucketStart = { (bucket: Int, shift: Int) -> Int in
              below.map { Int($0[min(bucket << shift, bound)]) } ?? bucket << shift
            }
            scratch.levels(
              fromInput: true, slots: 0..<n, values: 0..<bound, sortedAbove: bits,
              downTo: 0, walk: &walk, bucketStart: bucketStart, report: body)
          }
        }
      }
    }
    return walk.seen
  }

  /// Reports the marked inversions of a permutation in two lanes, each with its own walk
  /// of gaps, on two threads at once when `concurrently`.
  ///
  /// The top digit's level runs in the first lane over every value; below it, the values
  /// under the middle top digit (`8 << (bits - 4)`) go to the first lane and the others to
  /// the second. Those two sets of blocks fill disjoint slots and cursors at every lower
  /// level, so the lanes share no memory they write. Each lane meets its inversions in the
  /// order ``forEachMarkedInversion(ofPermutation:firstMark:_:)`` would, and its marks depend
  /// only on its own walk, so the result does not depend on the threads.
  ///
  /// - Parameters:
  ///   - values: A permutation of `0..<values.count`, fewer than 2^31 values.
  ///   - lanes: The two lanes' receivers.
  ///   - concurrently: Whether the lanes run on two threads at once.
  /// - Returns: The number of inversions and the receivers after the pass.
  /// - Complexity: O(n log(n) / 4) time, about half of the levels below the top one on
  ///   each thread, plus O(1) per mark; 2n extra words of memory.
  static func forEachMarkedInversion<Marks: InversionMarks>(
    ofPermutation values: [Int32], lanes: (Marks, Marks), concurrently: Bool
  ) -> (count: Int, lanes: (Marks, Marks)) {
    let n = values.count
    guard n > 1 else { return (0, lanes) }
    var bits = 0
    while (1 << bits) < n { bits += 1 }
    let topShift = max(bits - digitBits, 0)
    var first = [Int32](uninitializedCount: n)
    var second = [Int32](uninitializedCount: n)
    var cursors = [Int32](uninitializedCount: n + 1)
    var (firstMarks, secondMarks) = lanes
    var counts = (0, 0)
    values.withUnsafeBufferPointer { source in
      first.withUnsafeMutableBufferPointer { first in
        second.withUnsafeMutableBufferPointer { second in
          cursors.withUnsafeMutableBufferPointer { cursors in
            let scratch = LevelScratch(
              input: source, first: first, second: second, cursors: cursors, bound: n)
            let split = min(8 << topShift, n)
            let bucketStart = { (bucket: Int, shift: Int) in bucket << shift }
            // The top digit's level, over every value, continues the first lane's walk.
            var topWalk = (mark: firstMarks.firstMark, seen: 0)
            scratch.levels(
              fromInput: true, slots: 0..<n, values: 0..<n, sortedAbove: bits,
              downTo: topShift, walk: &topWalk, bucketStart: bucketStart
            ) { firstMarks.mark($0, $1) }
            let lane = {
              @Sendable (marks: Marks, walk: (mark: Int, seen: Int), slots: Range<Int>)
                -> (Int, Marks) in
              var (marks, walk) = (marks, walk)
              guard topShift > 0, !slots.isEmpty else { return (walk.seen, marks) }
              scratch.levels(
                fromInput: false, slots: slots, values: slots, sortedAbove: topShift,
                downTo: 0, walk: &walk, bucketStart: { $0 << $1 }
              ) { marks.mark($0, $1) }
              return (walk.seen, marks)
            }
            let (lower, upper) = (firstMarks, secondMarks)
            let top = topWalk
            let secondWalk = (mark: upper.firstMark, seen: 0)
            let results =
              concurrently
              ? TwoLanes.run(
                { lane(lower, top, 0..<split) }, { lane(upper, secondWalk, split..<n) })
              : (lane(lower, top, 0..<split), lane(upper, secondWalk, split..<n))
            (counts.0, firstMarks) = results.0
            (counts.1, secondMarks) = results.1
          }
        }
      }
    }
    return (counts.0 + counts.1, (firstMarks, secondMarks))
  }

  /// The buffers of a digit-wise pass: the level-parity targets and the bucket cursors.
  ///
  /// - Note: `@unchecked Sendable` because two lanes write disjoint slots and cursors (those
  ///   of their own values), and the owner keeps the storage alive until both return.
  private struct LevelScratch: @unchecked Sendable {
    /// The values the pass orders.
    let input: UnsafeBufferPointer<Int32>
    /// The target of the top level and of every second level after it.
    let first: UnsafeMutableBufferPointer<Int32>
    /// The target of the other levels.
    let second: UnsafeMutableBufferPointer<Int32>
    /// The next free slot of every prefix at the current level.
    let cursors: UnsafeMutableBufferPointer<Int32>
    /// An upper bound of the values.
    let bound: Int

    /// Runs the levels from the digit below bit `sortedAbove` down to bit `downTo` over the
    /// values in `values`, which fill `slots` of every level.
    ///
    /// The pass's top level reads `input` and writes `first`; later levels alternate, so a
    /// lane started below the top reads `first` (what the top level wrote) and writes
    /// `second`.
    ///
    /// - Parameters:
    ///   - fromInput: Whether the first level is the pass's top (reading `input`).
    ///   - slots: The slots read and written.
    ///   - values: The values in those slots, from a multiple of `1 << sortedAbove`.
    ///   - top: The lowest bit already sorted by.
    ///   - bottom: The lowest bit to sort by (0 for a full pass).
    ///   - walk: The next marked index and the inversions met so far, advanced.
    ///   - bucketStart: The first slot of a prefix's bucket at a level (prefix, shift).
    ///   - report: Receives a marked inversion and returns the gap to the next mark.
    @inline(__always)
    func levels(
      fromInput: Bool, slots: Range<Int>, values: Range<Int>,
      sortedAbove top: Int, downTo bottom: Int, walk: inout (mark: Int, seen: Int),
      bucketStart: (Int, Int) -> Int, report: (Int32, Int32) -> Int
    ) {
      var sortedAbove = top
      var reading = fromInput ? input : UnsafeBufferPointer(first)
      var writesFirst = fromInput
      while sortedAbove > bottom {
        let shift = max(sortedAbove - InversionCounter.digitBits, 0)
        let prefixes = (values.lowerBound >> shift)..<((values.upperBound - 1) >> shift + 1)
        // The range's cursors are stored from its first value on, so two lanes' never
        // overlap, whatever level each is at (a range has no more prefixes than values).
        let offset = values.lowerBound - prefixes.lowerBound
        for prefix in prefixes {
          cursors[prefix + offset] = Int32(truncatingIfNeeded: bucketStart(prefix, shift))
        }
        let target = writesFirst ? first : second
        partition(
          reading, into: target, slots: slots, shift: shift, blockShift: sortedAbove,
          prefixCount: (bound - 1) >> shift + 1, cursorOffset: offset, walk: &walk
        ) {
          bucketStart($0, shift)
        } report: {
          report($0, $1)
        }
        reading = UnsafeBufferPointer(target)
        writesFirst.toggle()
        sortedAbove = shift
      }
    }

    /// One level: moves each value of `slots` to `cursors[value >> shift]` (advancing it),
    /// counts the inversions between digits, and reports the marked ones.
    ///
    /// Within a block, the earlier elements with a greater digit are those already moved into
    /// that digit's bucket: from the bucket's start to its cursor, in source order.
    ///
    /// - Parameters:
    ///   - source: Values sorted by `value >> blockShift`.
    ///   - t: Receives the values sorted by `value >> shift`, stably (the target).
    ///   - slots: The slots read (of `source`) and written (of the target).
    ///   - shift: The lowest bit of the digit.
    ///   - blockShift: The lowest bit of the block prefix (`shift + 4` or less at the bottom).
    ///   - prefixCount: The number of prefixes (buckets) at this level.
    ///   - cursorOffset: Where a prefix's cursor is stored, relative to the prefix.
    ///   - walk: The next marked index and the inversions met so far, advanced.
    ///   - bucketStart: The first slot of a prefix's bucket.
    ///   - report: Receives a marked inversion and returns the gap to the next mark.
    @inline(__always)
    private func partition(
      _ source: UnsafeBufferPointer<Int32>, into t: UnsafeMutableBufferPointer<Int32>,
      slots: Range<Int>, shift: Int, blockShift: Int, prefixCount: Int, cursorOffset: Int,
      walk: inout (mark: Int, seen: Int), bucketStart: (Int) -> Int,
      report: (Int32, Int32) -> Int
    ) {
      // increments[d] adds one to the counters of the digits below d.
      var increments = [SIMD16<Int32>](repeating: .zero, count: 16)
      for digit in 0..<16 {
        for lane in 0..<digit { increments[digit][lane] = 1 }
      }
      // At the bottom level a block may span fewer than 16 digits.
      let blockDigits = 1 << (blockShift - shift)
      let c = cursors
      var (mark, seen) = walk
      increments.withUnsafeBufferPointer { increment in
        // greater[d]: earlier elements of the block with a digit above d.
        var greater = SIMD16<Int32>.zero
        var block = Int32(-1)
        for index in slots {
          let value = source[index]
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
              let placed = Int(c[bucket + cursorOffset]) - start
              while mark < before + placed {
                mark += max(report(t[start + mark - before], value), 1)
              }
              before += placed
            }
          }
          seen &+= passed
          greater &+= increment[digit]
          let slot = c[prefix + cursorOffset]
          c[prefix + cursorOffset] = slot &+ 1
          t[Int(slot)] = value
        }
      }
      walk = (mark, seen)
    }
  }

  /// Sorts distinct integers by straight insertion, reporting each inversion as an element
  /// moves past it.
  ///
  /// - Parameters:
  ///   - values: Distinct values, such as ranks; sorted in place.
  ///   - limit: The most inversions to list: past it the listing stops, leaving `values`
  ///     partly sorted.
  ///   - body: Called once for every inversion with the earlier (greater) value and the later
  ///     one; an element's inversions come together, nearest (greatest) first.
  /// - Returns: Whether every inversion was listed (at most `limit` exist).
  /// - Complexity: O(n + K) time for K inversions (Knuth, TAOCP vol. 3, 5.2.1, straight
  ///   insertion), plus the callbacks; no extra memory.
  @discardableResult
  static func forEachInversion<Word: FixedWidthInteger>(
    _ values: inout [Word], limit: Int = .max, _ body: (_ earlier: Word, _ later: Word) -> Void
  ) -> Bool {
    values.withUnsafeMutableBufferPointer { v in
      var listed = 0
      for j in 1..<max(v.count, 1) {
        let current = v[j]
        var k = j
        while k > 0 {
          let earlier = v[k - 1]
          guard earlier > current else { break }
          guard listed < limit else { return false }
          body(earlier, current)
          listed += 1
          v[k] = earlier
          k -= 1
        }
        v[k] = current
      }
      return true
    }
  }
}
