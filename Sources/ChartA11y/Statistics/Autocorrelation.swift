/// The sample autocorrelation function at every lag.
///
/// - Note: Same estimator as pymannkendall 1.4.3's private `__acf` (biased autocovariance
///   `sum(y[i] * y[i + k]) / n` of the centred series, divided by the lag-0 value), which
///   numpy evaluates with `np.correlate` in O(n^2).
enum Autocorrelation {
  /// Series up to this length use the direct O(n^2) sums; longer ones use an FFT.
  static let directLimit = 4096

  /// The autocorrelations of `values` at lags `0..<values.count`.
  ///
  /// - Parameter values: At least one finite value.
  /// - Returns: `acf[0] == 1` unless the series is constant (then NaN, as in numpy).
  /// - Complexity: O(n^2) for n <= `directLimit`, else O(n log n) through a zero-padded
  ///   FFT (Wiener-Khinchin) whose absolute error is O(eps log n).
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
    // Zero-padded FFT (Wiener-Khinchin), written straight into the transform's buffers so
    // that no other n-sized array is alive while they are.
    var size = 1
    while size < 2 * n { size *= 2 }
    var real = [Double](repeating: 0, count: size)
    for index in 0..<n { real[index] = values[index] - mean }
    var imaginary = [Double](repeating: 0, count: size)
    FourierTransform.transform(real: &real, imaginary: &imaginary, inverse: false)
    for k in 0..<size {
      real[k] = real[k] * real[k] + imaginary[k] * imaginary[k]
      imaginary[k] = 0
    }
    FourierTransform.transform(real: &real, imaginary: &imaginary, inverse: true)
    imaginary = []
    let lagZero = real[0] / Double(size) / Double(n)
    real.removeLast(size - n)
    for lag in 0..<n { real[lag] = (real[lag] / Double(size) / Double(n)) / lagZero }
    return real
  }

  /// The autocorrelation of `values` at lag 1, as ``allLags(of:)`` computes it.
  ///
  /// - Parameter values: At least two values.
  /// - Returns: `sum(y[i] y[i+1]) / sum(y[i]^2)` of the centred series; NaN when constant.
  /// - Complexity: O(n).
  static func lagOne(of values: [Double]) -> Double {
    let n = values.count
    guard n > 1 else { return .nan }
    let mean = values.reduce(0, +) / Double(n)
    var lagged = 0.0
    var squares = 0.0
    var previous = values[0] - mean
    squares += previous * previous
    for value in values.dropFirst() {
      let centred = value - mean
      lagged += previous * centred
      squares += centred * centred
      previous = centred
    }
    return lagged / squares
  }
}
