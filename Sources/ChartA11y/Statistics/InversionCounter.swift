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
/// the same merges can also list every inversion, or report them block by block. All of them
/// run one generic bottom-up merge sort (``mergeSort(_:runEnds:isGreater:onOvertake:)``).
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
    var inversions = 0
    mergeSort(
      &items, runEnds: runEnds,
      isGreater: { left, right in
        // Equal keys are rare; testing them first keeps the common path free of branches.
        if left.key == right.key { return greaterOnTie(left.index, right.index) }
        return left.key > right.key
      },
      onOvertake: { _, earlier, _ in inversions &+= earlier.count })
    return inversions
  }

  /// Calls `body(p, q)` once for every inversion `p < q`, `sequence[p] > sequence[q]`.
  ///
  /// - Parameters:
  ///   - sequence: A permutation of `0..<sequence.count`.
  ///   - body: Receives the earlier and the later position of each inversion.
  /// - Complexity: O(n log n + K) time for K inversions, O(n) memory.
  static func forEachInversion(_ sequence: [Int32], _ body: (Int, Int) -> Void) {
    forEachOvertake(sequence) { earlier, later in
      let q = Int(UInt32(truncatingIfNeeded: later))
      for packed in earlier { body(Int(UInt32(truncatingIfNeeded: packed)), q) }
    }
  }

  /// Merge-sorts `value << 32 | position` words, reporting the inversions block by block.
  ///
  /// Every inversion is reported exactly once, as one element of an `earlier` block.
  ///
  /// - Parameters:
  ///   - sequence: A permutation of `0..<sequence.count`.
  ///   - body: Called whenever a later element overtakes the remaining earlier elements of
  ///     its merge; receives those earlier (packed) elements and the later one. The low 32
  ///     bits of a packed word are its position.
  /// - Complexity: O(n log n) plus the cost of the callbacks.
  static func forEachOvertake(
    _ sequence: [Int32], _ body: (UnsafeBufferPointer<UInt64>, UInt64) -> Void
  ) {
    var packed = [UInt64](repeating: 0, count: sequence.count)
    for (position, value) in sequence.enumerated() {
      packed[position] = UInt64(UInt32(bitPattern: value)) << 32 | UInt64(position)
    }
    mergeSort(
      &packed, runEnds: nil, isGreater: { $0 > $1 },
      onOvertake: { buffer, earlier, later in
        body(UnsafeBufferPointer(rebasing: buffer[earlier]), later)
      })
  }

  /// Stable bottom-up merge sort that reports each time an element overtakes earlier ones.
  ///
  /// Without `runEnds`, blocks of ``baseBlock`` elements are sorted by insertion first.
  ///
  /// - Parameters:
  ///   - items: The sequence, sorted in place.
  ///   - runEnds: Exclusive ends of already sorted runs, or `nil`.
  ///   - isGreater: A strict order: `isGreater(a, b)` when `a` must come after `b`.
  ///   - onOvertake: Receives the buffer being read, the range of earlier elements that the
  ///     element (the third argument) is placed before, and that element.
  /// - Complexity: O(n log r) comparisons for r initial runs, O(n) extra memory.
  @inline(__always)
  private static func mergeSort<Element>(
    _ items: inout [Element], runEnds: [Int]?,
    isGreater: (Element, Element) -> Bool,
    onOvertake: (UnsafeMutableBufferPointer<Element>, Range<Int>, Element) -> Void
  ) {
    let n = items.count
    guard n > 1 else { return }
    var ends = runEnds
    var width = 1
    if ends == nil {
      width = baseBlock
      items.withUnsafeMutableBufferPointer { v in
        var start = 0
        while start < n {
          let end = min(start + baseBlock, n)
          for j in (start + 1)..<max(end, start + 1) {
            let current = v[j]
            var k = j
            while k > start && isGreater(v[k - 1], current) { k -= 1 }
            guard k < j else { continue }
            onOvertake(v, k..<j, current)
            var m = j
            while m > k {
              v[m] = v[m - 1]
              m -= 1
            }
            v[k] = current
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
      if ends != nil { merged.reserveCapacity((runCount + 1) / 2) }
      items.withUnsafeMutableBufferPointer { a in
        buffer.withUnsafeMutableBufferPointer { b in
          let source = sourceIsItems ? a : b
          let target = sourceIsItems ? b : a
          var start = 0
          var r = 0
          while r < runCount {
            let mid = ends?[r] ?? min((r + 1) * width, n)
            let end = r + 1 < runCount ? (ends?[r + 1] ?? min((r + 2) * width, n)) : mid
            var i = start
            var j = mid
            var k = start
            while i < mid && j < end {
              let left = source[i]
              let right = source[j]
              if isGreater(left, right) {
                onOvertake(source, i..<mid, right)
                target[k] = right
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
            merged.append(end)
            start = end
            r += 2
          }
        }
      }
      if ends != nil { ends = merged }
      width *= 2
      sourceIsItems.toggle()
    }
    if !sourceIsItems { items = buffer }
  }
}
