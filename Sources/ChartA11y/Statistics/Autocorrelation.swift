import Foundation

/// The sample autocorrelation function at every lag.
///
/// - Note: Same estimator as pymannkendall 1.4.3's private `__acf` (biased autocovariance
///   `sum(y[i] * y[i + k]) / n` of the centred series, divided by the lag-0 value), which
///   numpy evaluates with `np.correlate` in O(n^2).
enum Autocorrelation {
  /// Series up to this length use the direct O(n^2) sums; longer ones use an FFT.
  static let directLimit = 4096

  /// Series up to this length use the full complex transform of the zero-padded series;
  /// longer ones the real-input route (``realInputSums(of:mean:)``), which takes half the
  /// time and a quarter of the memory.
  ///
  /// - Note: Both agree with the direct sums to O(eps log n), but not bit for bit with each
  ///   other; the limit keeps the roundings every output up to about a million values was
  ///   recorded with (the last digits of a Hamed–Rao variance in JSON would move). At ten
  ///   million values the complex route would need about 0.65 GB, the real-input one 0.32 GB.
  static let complexRouteLimit = 1 << 20

  /// The autocorrelations of `values` at lags `0..<values.count`.
  ///
  /// - Parameter values: At least one finite value.
  /// - Returns: `acf[0] == 1` unless the series is constant (then NaN, as in numpy).
  /// - Complexity: O(n^2) for n <= `directLimit`, else O(n log n) through a zero-padded
  ///   FFT (Wiener-Khinchin) whose absolute error is O(eps log n); O(n) memory (at most
  ///   5n doubles above ``complexRouteLimit``, 11n below).
  static func allLags(of values: [Double]) -> [Double] {
    let n = values.count
    guard n > 0 else { return [] }
    let mean = values.reduce(0, +) / Double(n)
    guard n > directLimit else {
      let centred = values.map { $0 - mean }
      var sums = [Double](repeating: 0, count: n)
      centred.withUnsafeBufferPointer { y in
        for lag in 0..<n {
          var sum = 0.0
          for i in 0..<(n - lag) { sum += y[i] * y[i + lag] }
          sums[lag] = sum
        }
      }
      let lagZero = sums[0] / Double(n)
      return sums.map { ($0 / Double(n)) / lagZero }
    }
    return n <= complexRouteLimit
      ? complexSums(of: values, mean: mean) : realInputSums(of: values, mean: mean)
  }

  /// The autocorrelations through the complex transform of the zero-padded centred series.
  ///
  /// - Complexity: O(n log n) time; 2N doubles for the N points (the next power of two at or
  ///   above 2n), N/2 for the transform's table, and the result.
  static func complexSums(of values: [Double], mean: Double) -> [Double] {
    let n = values.count
    var size = 1
    while size < 2 * n { size *= 2 }
    var points = [Double](repeating: 0, count: 2 * size)
    for index in 0..<n { points[2 * index] = values[index] - mean }
    let fourier = FourierTransform(count: size)
    fourier.transform(interleaved: &points, inverse: false)
    for k in 0..<size {
      points[2 * k] = points[2 * k] * points[2 * k] + points[2 * k + 1] * points[2 * k + 1]
      points[2 * k + 1] = 0
    }
    fourier.transform(interleaved: &points, inverse: true)
    let lagZero = points[0] / Double(size) / Double(n)
    return (0..<n).map { lag in (points[2 * lag] / Double(size) / Double(n)) / lagZero }
  }

  /// The autocorrelations through complex transforms of half the padded length.
  ///
  /// The zero-padded centred series `x` of N = 2M points (the next power of two at or above
  /// 2n) is read as M complex points `z[m] = x[2m] + i x[2m+1]`, which is how the
  /// interleaved transform stores them anyway. With `Z` their transform and
  /// `W = exp(-2 pi i / N)`, the transform of `x` is `X[k] = E[k] + W^k O[k]` with
  /// `E[k] = (Z[k] + conj Z[M-k]) / 2` and `O[k] = (Z[k] - conj Z[M-k]) / 2i`, and
  /// `X[M-k] = conj(E[k] - W^k O[k])`. The power spectrum `P = |X|^2` is real and even, so
  /// its inverse transform (the autocovariances) is packed the same way in reverse:
  /// `Z'[k] = E'[k] + i O'[k]` with `E'[k] = (P[k] + P[M-k]) / 2` and
  /// `O'[k] = (P[k] - P[M-k]) conj(W^k) / 2`. Each pair `(k, M-k)` is done in one step, and
  /// the inverse transform leaves the autocovariances in order in the same buffer.
  ///
  /// - Complexity: O(n log n) time; N doubles (returned, truncated to n) and the
  ///   transform's table of N/4.
  /// - Note: The packing is the standard real-input FFT (Brigham 1988, ch. 9; Press et al.,
  ///   *Numerical Recipes*, 3rd ed., section 12.3).
  static func realInputSums(of values: [Double], mean: Double) -> [Double] {
    let n = values.count
    var size = 2
    while size < 2 * n { size *= 2 }
    let m = size / 2
    var points = [Double](repeating: 0, count: size)
    for index in 0..<n { points[index] = values[index] - mean }
    let fourier = FourierTransform(count: m)
    fourier.transform(interleaved: &points, inverse: false)
    let twiddles = PackingTwiddles(size: size)
    points.withUnsafeMutableBufferPointer { z in
      // k = 0 pairs with itself and with M: X[0] = E + O and X[M] = E - O, both real.
      let (e0, o0) = (z[0], z[1])
      let (p0, pm) = ((e0 + o0) * (e0 + o0), (e0 - o0) * (e0 - o0))
      z[0] = (p0 + pm) / 2
      z[1] = (p0 - pm) / 2
      for k in stride(from: 1, through: m / 2, by: 1) {
        let j = m - k
        let (zr, zi, yr, yi) = (z[2 * k], z[2 * k + 1], z[2 * j], z[2 * j + 1])
        // E = (Z[k] + conj Z[j]) / 2 and F = O = (Z[k] - conj Z[j]) / 2i.
        let (er, ei) = ((zr + yr) / 2, (zi - yi) / 2)
        let (fr, fi) = ((zi + yi) / 2, -(zr - yr) / 2)
        let (wr, wi) = twiddles(k)
        let (tr, ti) = (wr * fr - wi * fi, wr * fi + wi * fr)
        let pk = (er + tr) * (er + tr) + (ei + ti) * (ei + ti)
        let pj = (er - tr) * (er - tr) + (ei - ti) * (ei - ti)
        // E' = (P[k] + P[j]) / 2 at k and j; O'[k] = (P[k] - P[j]) conj(W^k) / 2 and
        // O'[j] = (P[k] - P[j]) W^k / 2 (conj W^j = -W^k).
        let (sum, difference) = ((pk + pj) / 2, (pk - pj) / 2)
        z[2 * k] = sum + difference * wi
        z[2 * k + 1] = difference * wr
        z[2 * j] = sum - difference * wi
        z[2 * j + 1] = difference * wr
      }
    }
    fourier.transform(interleaved: &points, inverse: true)
    let lagZero = points[0]
    points.removeLast(size - n)
    for lag in 0..<n { points[lag] /= lagZero }
    return points
  }

  /// The packing factors `W^k = exp(-2 pi i k / size)` for `0 <= k <= size / 4`, from two
  /// tables of about sqrt(size) entries each (`W^k = W^(k - r) W^r` with `r = k mod 1024`),
  /// each entry evaluated directly, so every factor is within a few units in the last place.
  private struct PackingTwiddles {
    /// The fine step: factors for `k < fine.count` directly.
    private var fineReal: [Double] = []
    private var fineImaginary: [Double] = []
    /// The coarse steps: factors for multiples of the fine table's length.
    private var coarseReal: [Double] = []
    private var coarseImaginary: [Double] = []
    private static let fineBits = 10

    /// Tabulates the factors of a transform of `size` points.
    init(size: Int) {
      let fine = 1 << Self.fineBits
      let angle = -2 * Double.pi / Double(size)
      for k in 0..<fine {
        fineReal.append(cos(angle * Double(k)))
        fineImaginary.append(sin(angle * Double(k)))
      }
      for q in 0...((size / 4) >> Self.fineBits) {
        coarseReal.append(cos(angle * Double(q << Self.fineBits)))
        coarseImaginary.append(sin(angle * Double(q << Self.fineBits)))
      }
    }

    /// `W^k` as (real, imaginary).
    @inline(__always)
    func callAsFunction(_ k: Int) -> (Double, Double) {
      let (q, r) = (k >> Self.fineBits, k & ((1 << Self.fineBits) - 1))
      let (ar, ai, br, bi) = (coarseReal[q], coarseImaginary[q], fineReal[r], fineImaginary[r])
      return (ar * br - ai * bi, ar * bi + ai * br)
    }
  }

  /// The autocorrelation of `values` at lag 1, as ``allLags(of:)`` computes it.
  ///
  /// - Parameter values: The series, read twice in order (once for the mean); a lazily
  ///   computed sequence is fine.
  /// - Returns: `sum(y[i] y[i+1]) / sum(y[i]^2)` of the centred series; NaN when constant
  ///   or shorter than two.
  /// - Complexity: O(n) time, O(1) memory.
  static func lagOne(of values: some Sequence<Double>) -> Double {
    var count = 0
    var total = 0.0
    for value in values {
      total += value
      count += 1
    }
    var rest = values.makeIterator()
    guard count > 1, let first = rest.next() else { return .nan }
    let mean = total / Double(count)
    var lagged = 0.0
    var squares = 0.0
    var previous = first - mean
    squares += previous * previous
    while let value = rest.next() {
      let centred = value - mean
      lagged += previous * centred
      squares += centred * centred
      previous = centred
    }
    return lagged / squares
  }
}
