import Foundation

/// An in-place iterative radix-2 fast Fourier transform of complex data.
///
/// - Note: Cooley & Tukey (1965), decimation in time after a bit-reversal permutation;
///   twiddle factors are evaluated directly with `cos` (no recurrence; sines come from the
///   same table a quarter period away) so the round-off stays O(eps log n). The butterflies
///   are scheduled for the cache (stages up to ``blockLength`` block by block, up to
///   ``chunkLength`` chunk by chunk, two stages at a time beyond the blocks, radix 2^2), but
///   each one computes the same expression on the same operands as one plain
///   stage-by-stage pass, so results do not depend on the schedule (tested bit for bit
///   against that pass).
struct FourierTransform {
  /// Stages up to this length, in complex points, run block by block: 4,096 points are
  /// 64 KB, which stay in the level-2 cache while every short stage passes over them.
  static let blockLength = 4096
  /// Stages up to this length, in complex points, run chunk by chunk after the short ones:
  /// 65,536 points are 1 MB, which stays in the shared level-3 cache (32 MB here) while
  /// those stages pass over it, so that only the longer stages stream through memory.
  static let chunkLength = 1 << 16
  /// Stages longer than ``chunkLength`` run this many factors at a time over all blocks.
  static let factorTile = 256

  /// The number of points transformed, a power of two (or 0).
  let count: Int
  /// `cos(2 pi k / count)` for `k < count / 2`.
  private let cosines: [Double]

  /// Prepares transforms of `count` points: the cosine table, shared by every transform
  /// made with it (a forward and an inverse transform, say).
  ///
  /// - Parameter count: A power of two, or 0.
  /// - Complexity: O(count) time and `count / 2` doubles.
  init(count: Int) {
    precondition(count.nonzeroBitCount <= 1, "the length must be a power of two")
    self.count = count
    // One cosine table over [0, pi): sin(2 pi k / n) is cos(2 pi (k - n/4) / n) for
    // k >= n/4 and -cos(2 pi (k + n/4) / n) below, which halves the twiddle memory.
    var cosines = [Double](repeating: 0, count: count / 2)
    for k in 0..<(count / 2) {
      cosines[k] = cos(2 * Double.pi * Double(k) / Double(count))
    }
    self.cosines = cosines
  }

  /// Transforms `(real, imaginary)` in place, preparing a table for their length.
  ///
  /// - Parameters:
  ///   - real: Real parts; the count must be a power of two (or 0).
  ///   - imaginary: Imaginary parts, same count.
  ///   - inverse: `true` for the unscaled inverse transform (sign +1 in the exponent).
  /// - Complexity: O(n log n) time, O(n / 2) memory for the cosine table.
  static func transform(real: inout [Double], imaginary: inout [Double], inverse: Bool) {
    FourierTransform(count: real.count).transform(
      real: &real, imaginary: &imaginary, inverse: inverse)
  }

  /// Transforms `(real, imaginary)` in place (through an interleaved copy).
  ///
  /// - Parameters:
  ///   - real: Real parts, ``count`` of them.
  ///   - imaginary: Imaginary parts, same count.
  ///   - inverse: `true` for the unscaled inverse transform (sign +1 in the exponent).
  /// - Complexity: O(n log n) time, 2n doubles for the copy.
  func transform(real: inout [Double], imaginary: inout [Double], inverse: Bool) {
    precondition(real.count == count && imaginary.count == count, "the lengths must be the count")
    var points = [Double](repeating: 0, count: 2 * count)
    for index in 0..<count {
      points[2 * index] = real[index]
      points[2 * index + 1] = imaginary[index]
    }
    transform(interleaved: &points, inverse: inverse)
    for index in 0..<count {
      real[index] = points[2 * index]
      imaginary[index] = points[2 * index + 1]
    }
  }

  /// Transforms complex points stored interleaved, in place.
  ///
  /// - Parameters:
  ///   - points: ``count`` complex points, point `k` at `points[2k]` (real part) and
  ///     `points[2k + 1]` (imaginary part). Side by side, a point's two parts share a cache
  ///     line; two separate arrays a large power of two apart evict each other (measured:
  ///     five times slower at 2^24 points).
  ///   - inverse: `true` for the unscaled inverse transform (sign +1 in the exponent).
  /// - Complexity: O(n log n) time, O(1) extra memory besides a table of ``blockLength``
  ///   twiddles; about log2(n / ``chunkLength``) / 2 passes over memory for the longest
  ///   stages.
  func transform(interleaved points: inout [Double], inverse: Bool) {
    let n = count
    precondition(points.count == 2 * n, "two doubles per point")
    guard n > 1 else { return }
    points.withUnsafeMutableBufferPointer { points in
      cosines.withUnsafeBufferPointer { table in
        // swift-format-ignore: NeverForceUnwrap
        // Both buffers have n > 1 elements, so their base addresses exist.
        let (p, table) = (points.baseAddress!, table.baseAddress!)
        Self.permuteBitReversed(p, count: n)
        let twiddles = Twiddles(cosines: table, count: n, sign: inverse ? 1.0 : -1.0)
        let block = min(n, Self.blockLength)
        let chunk = min(n, Self.chunkLength)
        // The factors of every stage up to the chunk length, stage `length` at offset
        // `length / 2 - 1`, interleaved: read in order instead of far apart in the table.
        var compact = [Double](repeating: 0, count: 2 * chunk)
        var length = 2
        while length <= chunk {
          for k in 0..<(length / 2) {
            let w = twiddles(k * (n / length))
            compact[2 * (length / 2 - 1 + k)] = w.real
            compact[2 * (length / 2 - 1 + k) + 1] = w.imaginary
          }
          length *= 2
        }
        compact.withUnsafeBufferPointer { compact in
          // swift-format-ignore: NeverForceUnwrap
          // The table has 2 * chunk >= 4 elements.
          let factors = StageFactors(
            twiddles: twiddles, compact: compact.baseAddress!, through: chunk)
          for chunkStart in stride(from: 0, to: n, by: chunk) {
            let p = p + 2 * chunkStart
            Self.shortStages(p, points: chunk, upTo: block, factors: factors)
            Self.longStages(p, points: chunk, from: 2 * block, through: chunk, factors: factors)
          }
          Self.longStages(p, points: n, from: 2 * chunk, through: n, factors: factors)
        }
      }
    }
  }

  /// The factor `k` of the stage of `length` points: from the compact table for stages up
  /// to the chunk length, else from ``Twiddles`` (the same values either way).
  private struct StageFactors {
    /// The factors from the cosine table.
    let twiddles: Twiddles
    /// Stage `length`'s factor `k` at `2 * (length / 2 - 1 + k)` (real) and the next entry.
    let compact: UnsafePointer<Double>
    /// The longest stage in `compact`.
    let through: Int

    /// The factor `k` of the stage of `length` points.
    @inline(__always)
    func callAsFunction(_ length: Int, _ k: Int) -> (real: Double, imaginary: Double) {
      guard length <= through else { return twiddles(k * (twiddles.count / length)) }
      let index = 2 * (length / 2 - 1 + k)
      return (compact[index], compact[index + 1])
    }
  }

  /// The twiddle factors `exp(sign 2 pi i k / n)` of a transform of `count` points, read
  /// from the cosine table exactly as a stage-by-stage pass reads them.
  private struct Twiddles {
    /// `cos(2 pi k / count)` for `k < count / 2`.
    let cosines: UnsafePointer<Double>
    /// The transform length, a power of two >= 2.
    let count: Int
    /// -1 for the forward transform, +1 for the inverse.
    let sign: Double

    /// The factor at table index `index` (`k * count / length` in a stage of `length`).
    @inline(__always)
    func callAsFunction(_ index: Int) -> (real: Double, imaginary: Double) {
      let quarter = count / 4
      if count < 4 { return (cosines[index], 0) }
      if index < quarter { return (cosines[index], sign * -cosines[index + quarter]) }
      return (cosines[index], sign * cosines[index - quarter])
    }
  }

  /// One radix-2 butterfly on points `a` and `b` with twiddle `(wr, wi)`: the expression of
  /// the plain pass, operand for operand.
  @inline(__always)
  private static func butterfly(
    _ p: UnsafeMutablePointer<Double>, _ a: Int, _ b: Int, _ wr: Double, _ wi: Double
  ) {
    let (ar, ai, br, bi) = (2 * a, 2 * a + 1, 2 * b, 2 * b + 1)
    let tr = p[br] * wr - p[bi] * wi
    let ti = p[br] * wi + p[bi] * wr
    p[br] = p[ar] - tr
    p[bi] = p[ai] - ti
    p[ar] += tr
    p[ai] += ti
  }

  /// Swaps points `i` and `j`.
  @inline(__always)
  private static func swapPoints(_ p: UnsafeMutablePointer<Double>, _ i: Int, _ j: Int) {
    swap(&p[2 * i], &p[2 * j])
    swap(&p[2 * i + 1], &p[2 * j + 1])
  }

  /// Reorders the points into bit-reversed index order (swaps only, so exact).
  ///
  /// An index is split into its top 3 bits, its middle bits and its low 3 bits; reversing
  /// it reverses each part and swaps the outer two, so the 64 points of one middle value
  /// trade places with the 64 of the reversed middle value, eight runs of eight neighbours
  /// on each side. Every cache line fetched is used whole (Carter & Gatlin 1998 block the
  /// permutation the same way).
  private static func permuteBitReversed(
    _ p: UnsafeMutablePointer<Double>, count n: Int
  ) {
    let bits = n.trailingZeroBitCount
    let (outer, middle) = (3, bits - 6)
    guard middle >= 0 else {
      for i in 0..<n {
        let j = reversed(i, bits: bits)
        if i < j {
          swapPoints(p, i, j)
        }
      }
      return
    }
    let high = outer + middle
    for centre in 0..<(1 << middle) {
      let mirror = reversed(centre, bits: middle)
      guard centre <= mirror else { continue }
      for top in 0..<8 {
        let rowFrom = top << high | centre << outer
        let rowTo = mirror << outer | reversed(top, bits: outer)
        for bottom in 0..<8 {
          let i = rowFrom | bottom
          let j = reversed(bottom, bits: outer) << high | rowTo
          if centre < mirror || i < j {
            swapPoints(p, i, j)
          }
        }
      }
    }
  }

  /// The low `bits` bits of `value` in reverse order.
  @inline(__always)
  private static func reversed(_ value: Int, bits: Int) -> Int {
    guard bits > 0 else { return 0 }
    var v = UInt64(truncatingIfNeeded: value)
    v = (v >> 1) & 0x5555_5555_5555_5555 | (v & 0x5555_5555_5555_5555) << 1
    v = (v >> 2) & 0x3333_3333_3333_3333 | (v & 0x3333_3333_3333_3333) << 2
    v = (v >> 4) & 0x0F0F_0F0F_0F0F_0F0F | (v & 0x0F0F_0F0F_0F0F_0F0F) << 4
    return Int(v.byteSwapped >> UInt64(64 - bits))
  }

  /// Runs the stages of length 2 to `block` on each block of `block` points in turn.
  private static func shortStages(
    _ p: UnsafeMutablePointer<Double>, points: Int, upTo block: Int, factors: StageFactors
  ) {
    for blockStart in stride(from: 0, to: points, by: block) {
      let p = p + 2 * blockStart
      var length = 2
      while length <= block {
        let half = length / 2
        if half < 16 {
          for k in 0..<half {
            let w = factors(length, k)
            for start in stride(from: 0, to: block, by: length) {
              butterfly(p, start + k, start + k + half, w.real, w.imaginary)
            }
          }
        } else {
          for start in stride(from: 0, to: block, by: length) {
            for k in 0..<half {
              let w = factors(length, k)
              butterfly(p, start + k, start + k + half, w.real, w.imaginary)
            }
          }
        }
        length *= 2
      }
    }
  }

  /// Runs the stages of `from` to `through` points long over the first `points` points,
  /// two at a time (the last alone when their number is odd).
  private static func longStages(
    _ p: UnsafeMutablePointer<Double>, points: Int, from: Int, through: Int,
    factors: StageFactors
  ) {
    var length = from
    while length <= through {
      if 2 * length <= through {
        stagePair(p, points: points, length: length, factors: factors)
        length *= 4
      } else {
        stage(p, points: points, length: length, factors: factors)
        length *= 2
      }
    }
  }

  /// Runs the stage of `length` over the first `points` points.
  ///
  /// Beyond the compact factors, the stage has few blocks and a long stride through the
  /// cosine table, so it runs ``factorTile`` factors at a time over every block (the
  /// factors' cache lines are read once, the points in runs); below, block by block.
  private static func stage(
    _ p: UnsafeMutablePointer<Double>, points: Int, length: Int, factors: StageFactors
  ) {
    let half = length / 2
    if length > factors.through {
      for tile in stride(from: 0, to: half, by: factorTile) {
        for start in stride(from: 0, to: points, by: length) {
          for k in tile..<min(half, tile + factorTile) {
            let w = factors(length, k)
            butterfly(p, start + k, start + k + half, w.real, w.imaginary)
          }
        }
      }
    } else {
      for start in stride(from: 0, to: points, by: length) {
        for k in 0..<half {
          let w = factors(length, k)
          butterfly(p, start + k, start + k + half, w.real, w.imaginary)
        }
      }
    }
  }

  /// Runs the stages of `length` and `2 * length` over the first `points` points in one pass.
  ///
  /// Each group of four points gets its two butterflies of the first stage, then its two of
  /// the second. The loop order follows ``stage(_:points:length:factors:)``.
  private static func stagePair(
    _ p: UnsafeMutablePointer<Double>, points: Int, length: Int, factors: StageFactors
  ) {
    let half = length / 2
    @inline(__always)
    func group(_ start: Int, _ k: Int) {
      let (a, b, c, d) = (
        start + k, start + k + half, start + k + length, start + k + length + half
      )
      let w = factors(length, k)
      butterfly(p, a, b, w.real, w.imaginary)
      butterfly(p, c, d, w.real, w.imaginary)
      let u = factors(2 * length, k)
      butterfly(p, a, c, u.real, u.imaginary)
      let v = factors(2 * length, k + half)
      butterfly(p, b, d, v.real, v.imaginary)
    }
    if length > factors.through {
      for tile in stride(from: 0, to: half, by: factorTile) {
        for start in stride(from: 0, to: points, by: 2 * length) {
          for k in tile..<min(half, tile + factorTile) { group(start, k) }
        }
      }
    } else {
      for start in stride(from: 0, to: points, by: 2 * length) {
        for k in 0..<half { group(start, k) }
      }
    }
  }
}
