/// Positions ordered by a 64-bit key with a least-significant-digit radix sort.
///
/// Each position is packed with the top bits of its key into one word,
/// `key & ~indexMask | position`, and the words are sorted by their key bits. The result is
/// the order by `(truncated key, position)`: positions whose keys differ in the kept bits are
/// in key order, and runs of equal truncated keys are reported for the caller to finish with
/// an exact comparison (they are rare unless keys are genuinely equal).
///
/// - Note: LSD radix sort (Seward 1954; Knuth, TAOCP vol. 3, 5.2.5) with 8-bit digits, so
///   the 256 write streams of a pass stay in the first-level cache; all digit histograms are
///   counted in one first pass, and a pass whose digit is the same for every key is skipped.
///   Measured at 1e6 walk keys: 17-20 ms for the packed words, against 24-26 ms with 11-bit
///   digits and about 40 ms sorting keys and positions as separate arrays.
enum RadixSort {
  /// Bits per digit.
  static let digitBits = 8

  /// The unsigned image of a double that orders like the double.
  ///
  /// `-0.0` and `+0.0` get the same image, so equal doubles have equal images.
  ///
  /// - Parameter value: A double that is not NaN.
  /// - Returns: A word `w` with `sortableBits(a) < sortableBits(b)` exactly when `a < b`.
  @inline(__always)
  static func sortableBits(_ value: Double) -> UInt64 {
    // Adding +0 turns -0 into +0 and leaves every other value unchanged.
    let bits = (value + 0).bitPattern
    let mask = UInt64(bitPattern: Int64(bitPattern: bits) >> 63) | 0x8000_0000_0000_0000
    return bits ^ mask
  }

  /// Positions sorted by the high bits of their keys, with the runs left to resolve.
  struct CoarseOrder {
    /// The positions `0..<n`, ordered by `(key >> indexBits, position)`.
    var positions: [Int32]
    /// Maximal runs of `positions` (two or more) whose keys agree in the kept high bits;
    /// outside them, neighbouring positions have different keys in key order.
    var unresolvedRuns: [Range<Int>]
  }

  /// Orders the positions `0..<count` by `key(position)`, stably, up to its low bits.
  ///
  /// The low `indexBits` bits of each key (the fewest that hold `count - 1`, at least one)
  /// are dropped: two keys that differ only there may come out in position order, inside
  /// one of `unresolvedRuns`.
  ///
  /// - Parameters:
  ///   - count: The number of positions, below 2^31.
  ///   - key: The key of a position (such as ``sortableBits(_:)`` of a double).
  /// - Returns: The coarse order and its unresolved runs.
  /// - Complexity: O(n) time: one pass to pack and count, at most `(64 - indexBits) / 8`
  ///   scatter passes and one pass to unpack; O(n) extra memory (16 bytes per position).
  static func coarseOrder(count: Int, key: (Int) -> UInt64) -> CoarseOrder {
    let n = count
    var indexBits = 1
    while (1 << indexBits) < n { indexBits += 1 }
    let indexMask = UInt64(1) << UInt64(indexBits) - 1
    let passCount = (64 - indexBits + digitBits - 1) / digitBits
    let buckets = 1 << digitBits
    let digitMask = UInt64(buckets - 1)
    var counts = [Int](repeating: 0, count: passCount * buckets)
    var words = [UInt64](uninitializedCapacity: n) { buffer, initialized in
      counts.withUnsafeMutableBufferPointer { c in
        for position in 0..<n {
          let word = key(position) & ~indexMask | UInt64(position)
          buffer.initializeElement(at: position, to: word)
          var shifted = word >> UInt64(indexBits)
          for pass in 0..<passCount {
            c[pass &* buckets &+ Int(shifted & digitMask)] &+= 1
            shifted >>= UInt64(digitBits)
          }
        }
      }
      initialized = n
    }
    if n > 1 {
      sort(&words, counts: &counts, indexBits: indexBits, passCount: passCount)
    }
    var runs: [Range<Int>] = []
    let positions = [Int32](uninitializedCapacity: n) { buffer, initialized in
      words.withUnsafeBufferPointer { w in
        var runStart = 0
        for k in 0..<n {
          buffer.initializeElement(at: k, to: Int32(truncatingIfNeeded: w[k] & indexMask))
          if k > 0 && (w[k] ^ w[k - 1]) > indexMask {
            if k - runStart > 1 { runs.append(runStart..<k) }
            runStart = k
          }
        }
        if n - runStart > 1 { runs.append(runStart..<n) }
      }
      initialized = n
    }
    return CoarseOrder(positions: positions, unresolvedRuns: runs)
  }

  /// The positions of `values` in ascending order, equal values by position.
  ///
  /// - Parameter values: Values that are not NaN, fewer than 2^31.
  /// - Returns: `order` with `values[order[k]]` ascending in `k`, equal values by position.
  /// - Complexity: O(n) time plus O(r log r) per run of r values equal in their high bits.
  static func ascendingPositions(of values: [Double]) -> [Int32] {
    var coarse = values.withUnsafeBufferPointer { v in
      coarseOrder(count: v.count) { sortableBits(v[$0]) }
    }
    for run in coarse.unresolvedRuns {
      // A run is in position order; if its values do not decrease (as for exact ties, the
      // common case), it is already in order.
      var previous = values[Int(coarse.positions[run.lowerBound])]
      let isSorted = coarse.positions[run].dropFirst().allSatisfy { position in
        let value = values[Int(position)]
        defer { previous = value }
        return previous <= value
      }
      if isSorted { continue }
      coarse.positions[run].sort { a, b in
        let va = values[Int(a)]
        let vb = values[Int(b)]
        return va != vb ? va < vb : a < b
      }
    }
    return coarse.positions
  }

  /// The scatter passes: sorts `words` stably by their bits above `indexBits`.
  ///
  /// - Parameters:
  ///   - words: Packed words, sorted in place.
  ///   - counts: `passCount` digit histograms of `words`, consumed as bucket offsets.
  ///   - indexBits: The number of low bits that are not sorted.
  ///   - passCount: The number of digits above `indexBits`.
  private static func sort(
    _ words: inout [UInt64], counts: inout [Int], indexBits: Int, passCount: Int
  ) {
    let n = words.count
    let buckets = 1 << digitBits
    let digitMask = UInt64(buckets - 1)
    var buffer = [UInt64](uninitializedCount: n)
    var inBuffer = false
    let first = words[0]
    counts.withUnsafeMutableBufferPointer { c in
      for pass in 0..<passCount {
        let histogram = UnsafeMutableBufferPointer(
          rebasing: c[(pass * buckets)..<((pass + 1) * buckets)])
        let shift = UInt64(indexBits + pass * digitBits)
        // A digit shared by every word leaves the order as it is.
        if histogram[Int((first >> shift) & digitMask)] == n { continue }
        var offset = 0
        for bucket in 0..<buckets {
          let size = histogram[bucket]
          histogram[bucket] = offset
          offset &+= size
        }
        words.withUnsafeMutableBufferPointer { a in
          buffer.withUnsafeMutableBufferPointer { b in
            let source = inBuffer ? b : a
            let target = inBuffer ? a : b
            for word in source {
              let bucket = Int((word >> shift) & digitMask)
              let slot = histogram[bucket]
              histogram[bucket] = slot &+ 1
              target[slot] = word
            }
          }
        }
        inBuffer.toggle()
      }
    }
    if inBuffer { swap(&words, &buffer) }
  }
}
