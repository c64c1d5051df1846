/// A sort key paired with the position of the element that owns it.
///
/// - Note: `index` is 32-bit to halve the memory traffic of the merge passes; callers
///   guarantee fewer than 2^31 elements.
struct KeyedIndex: Sendable {
  /// The primary sort key.
  var key: Double
  /// The element's position in the original sequence.
  var index: Int32
}

/// Merge-sort based inversion counting and enumeration.
///
/// An inversion of a sequence is a pair of positions `i < j` whose values are out of order.
/// Counting them by merge sort is Knight's (1966) O(n log n) algorithm for Kendall's tau;
/// the same merges can also report per-element counts or list every inversion.
///
/// - Note: Knight, W. R. (1966), "A computer method for calculating Kendall's tau with
///   ungrouped data", JASA 61(314), 436-439.
enum InversionCounter {
  /// Blocks of this many elements are first sorted by insertion, which counts their
  /// inversions as shifts, before the merge passes start.
  static let baseBlock = 16

  /// Stably sorts `items` and returns the number of strict inversions between runs.
  ///
  /// An element `a` is greater than `b` when `a.key > b.key`, or when the keys are equal and
  /// `greaterOnTie(a.index, b.index)`. Each run `runEnds[r - 1]..<runEnds[r]` (the first one
  /// starting at 0) must already be sorted; pairs inside one run are never counted.
  ///
  /// - Parameters:
  ///   - items: The sequence, rearranged in place into ascending order.
  ///   - runEnds: Increasing exclusive run ends, the last equal to `items.count`; pass
  ///     `nil` to start from runs of length one.
  ///   - greaterOnTie: A strict tie-break consulted only when two keys are equal.
  /// - Returns: The number of pairs `i < j` from different runs with `items[i] > items[j]`.
  /// - Complexity: O(n log r) comparisons for r runs, O(n) extra memory.
  static func sortCountingInversions(
    _ items: inout [KeyedIndex], runEnds: [Int]?,
    greaterOnTie: (Int32, Int32) -> Bool
  ) -> Int {
    let n = items.count
    guard n > 1 else { return 0 }
    var ends = runEnds
    var width = 1
    var inversions = 0
    if ends == nil {
      width = baseBlock
      items.withUnsafeMutableBufferPointer { v in
        var start = 0
        while start < n {
          let end = min(start + baseBlock, n)
          for j in (start + 1)..<max(end, start + 1) {
            let current = v[j]
            var k = j
            while k > start {
              let left = v[k - 1]
              let greater =
                left.key > current.key
                || (left.key == current.key && greaterOnTie(left.index, current.index))
              if !greater { break }
              v[k] = left
              k -= 1
            }
            v[k] = current
            inversions += j - k
          }
          start = end
        }
      }
    }
    var buffer = items
    var sourceIsItems = true
    while (ends?.count ?? (n + width - 1) / width) > 1 {
      let runCount = ends?.count ?? (n + width - 1) / width
      var merged: [Int] = []
      let tracksRuns = ends != nil
      if tracksRuns { merged.reserveCapacity((runCount + 1) / 2) }
      items.withUnsafeMutableBufferPointer { a in
        buffer.withUnsafeMutableBufferPointer { b in
          let source = sourceIsItems ? a : b
          let target = sourceIsItems ? b : a
          var start = 0
          var r = 0
          while r < runCount {
            let mid = ends?[r] ?? min((r + 1) * width, n)
            guard r + 1 < runCount else {
              for k in start..<mid { target[k] = source[k] }
              if tracksRuns { merged.append(mid) }
              break
            }
            let end = ends?[r + 1] ?? min((r + 2) * width, n)
            var i = start
            var j = mid
            var k = start
            while i < mid && j < end {
              let left = source[i]
              let right = source[j]
              let rightFirst =
                left.key > right.key
                || (left.key == right.key && greaterOnTie(left.index, right.index))
              if rightFirst {
                target[k] = right
                inversions += mid - i
                j += 1
              } else {
                target[k] = left
                i += 1
              }
              k += 1
            }
            while i < mid {
              target[k] = source[i]
              i += 1
              k += 1
            }
            while j < end {
              target[k] = source[j]
              j += 1
              k += 1
            }
            if tracksRuns { merged.append(end) }
            start = end
            r += 2
          }
        }
      }
      if tracksRuns { ends = merged }
      width *= 2
      sourceIsItems.toggle()
    }
    if !sourceIsItems { items = buffer }
    return inversions
  }

  /// For every position, the number of earlier positions holding a larger value.
  ///
  /// - Parameter sequence: A permutation of `0..<sequence.count`.
  /// - Returns: `counts[q] = #{p < q : sequence[p] > sequence[q]}`; their sum is the
  ///   inversion count.
  /// - Complexity: O(n log n) time, O(n) memory.
  static func earlierGreaterCounts(_ sequence: [Int32]) -> [Int] {
    var counts = [Int](repeating: 0, count: sequence.count)
    counts.withUnsafeMutableBufferPointer { c in
      mergeSortPacked(sequence) { earlier, later in
        c[Int(UInt32(truncatingIfNeeded: later))] += earlier.count
      }
    }
    return counts
  }

  /// Calls `body(p, q)` once for every inversion `p < q`, `sequence[p] > sequence[q]`.
  ///
  /// - Parameters:
  ///   - sequence: A permutation of `0..<sequence.count`.
  ///   - body: Receives the earlier and the later position of each inversion.
  /// - Complexity: O(n log n + K) time for K inversions, O(n) memory.
  static func forEachInversion(_ sequence: [Int32], _ body: (Int, Int) -> Void) {
    mergeSortPacked(sequence) { earlier, later in
      let q = Int(UInt32(truncatingIfNeeded: later))
      for packed in earlier { body(Int(UInt32(truncatingIfNeeded: packed)), q) }
    }
  }

  /// Merge-sorts `value << 32 | position` words, reporting inversions as they are found.
  ///
  /// - Parameters:
  ///   - sequence: A permutation of `0..<sequence.count`.
  ///   - onInversions: Called whenever a later element overtakes the remaining earlier
  ///     elements of its merge; receives those earlier (packed) elements and the later one.
  /// - Complexity: O(n log n) plus the cost of the callbacks.
  private static func mergeSortPacked(
    _ sequence: [Int32], onInversions: (UnsafeBufferPointer<UInt64>, UInt64) -> Void
  ) {
    let n = sequence.count
    guard n > 1 else { return }
    var a = [UInt64](repeating: 0, count: n)
    for (position, value) in sequence.enumerated() {
      a[position] = UInt64(UInt32(bitPattern: value)) << 32 | UInt64(position)
    }
    a.withUnsafeMutableBufferPointer { v in
      var start = 0
      while start < n {
        let end = min(start + baseBlock, n)
        for j in (start + 1)..<max(end, start + 1) {
          let current = v[j]
          var k = j
          while k > start && v[k - 1] > current { k -= 1 }
          if k < j {
            onInversions(UnsafeBufferPointer(rebasing: v[k..<j]), current)
            var m = j
            while m > k {
              v[m] = v[m - 1]
              m -= 1
            }
            v[k] = current
          }
        }
        start = end
      }
    }
    var b = a
    var sourceIsA = true
    var width = baseBlock
    while width < n {
      a.withUnsafeMutableBufferPointer { pa in
        b.withUnsafeMutableBufferPointer { pb in
          let source = sourceIsA ? pa : pb
          let target = sourceIsA ? pb : pa
          var start = 0
          while start < n {
            let mid = min(start + width, n)
            let end = min(start + 2 * width, n)
            var i = start
            var j = mid
            var k = start
            while i < mid && j < end {
              if source[i] > source[j] {
                onInversions(UnsafeBufferPointer(rebasing: source[i..<mid]), source[j])
                target[k] = source[j]
                j += 1
              } else {
                target[k] = source[i]
                i += 1
              }
              k += 1
            }
            while i < mid {
              target[k] = source[i]
              i += 1
              k += 1
            }
            while j < end {
              target[k] = source[j]
              j += 1
              k += 1
            }
            start = end
          }
        }
      }
      sourceIsA.toggle()
      width *= 2
    }
  }
}
