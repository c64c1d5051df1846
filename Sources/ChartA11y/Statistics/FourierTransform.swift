import Foundation

/// An in-place iterative radix-2 fast Fourier transform of complex data.
///
/// - Note: Cooley & Tukey (1965); twiddle factors are evaluated directly with `cos` (no
///   recurrence; sines come from the same table a quarter period away) so the round-off
///   stays O(eps log n).
enum FourierTransform {
  /// Transforms `(real, imaginary)` in place.
  ///
  /// - Parameters:
  ///   - real: Real parts; the count must be a power of two.
  ///   - imaginary: Imaginary parts, same count.
  ///   - inverse: `true` for the unscaled inverse transform (sign +1 in the exponent).
  /// - Complexity: O(n log n) time, O(n / 2) memory for the twiddle table.
  static func transform(real: inout [Double], imaginary: inout [Double], inverse: Bool) {
    let n = real.count
    guard n > 1 else { return }
    let sign = inverse ? 1.0 : -1.0
    let half = n / 2
    let quarter = n / 4
    // One cosine table over [0, pi): sin(2 pi k / n) is cos(2 pi (k - n/4) / n) for
    // k >= n/4 and -cos(2 pi (k + n/4) / n) below, which halves the twiddle memory.
    var cosines = [Double](repeating: 0, count: half)
    for k in 0..<half {
      cosines[k] = cos(2 * Double.pi * Double(k) / Double(n))
    }
    real.withUnsafeMutableBufferPointer { re in
      imaginary.withUnsafeMutableBufferPointer { im in
        // Bit-reversal permutation.
        var j = 0
        for i in 1..<n {
          var bit = n >> 1
          while j & bit != 0 {
            j ^= bit
            bit >>= 1
          }
          j |= bit
          if i < j {
            re.swapAt(i, j)
            im.swapAt(i, j)
          }
        }
        // Twiddle k of a stage is at table index k * stride; below a quarter period its sine
        // is -cos(index + n/4), from there on cos(index - n/4). The stage's k are split at
        // that point so that the butterflies run without a branch (the same values as one
        // loop that tests each index).
        cosines.withUnsafeBufferPointer { c in
          var length = 2
          while length <= n {
            let stride = n / length
            let halfLength = length / 2
            let split = n < 4 ? halfLength : min(halfLength, (quarter + stride - 1) / stride)
            var start = 0
            while start < n {
              @inline(__always)
              func butterfly(_ k: Int, _ wr: Double, _ wi: Double) {
                let a = start + k
                let b = a + halfLength
                let tr = re[b] * wr - im[b] * wi
                let ti = re[b] * wi + im[b] * wr
                re[b] = re[a] - tr
                im[b] = im[a] - ti
                re[a] += tr
                im[a] += ti
              }
              for k in 0..<split {
                let index = k * stride
                butterfly(k, c[index], n < 4 ? 0 : sign * -c[index + quarter])
              }
              for k in split..<halfLength {
                let index = k * stride
                butterfly(k, c[index], sign * c[index - quarter])
              }
              start += length
            }
            length *= 2
          }
        }
      }
    }
  }
}
