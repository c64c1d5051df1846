/// Kendall's S of a series against its own order, with the tie-corrected variance.
///
/// - Note: Mann (1945) and Kendall (1975) define `S = sum_{i<j} sign(v[j] - v[i])` and
///   `Var(S) = [n(n-1)(2n+5) - sum_t t(t-1)(2t+5)] / 18` over tie groups of size t; S is
///   counted exactly as Knight (1966) does, by sorting and counting inversions (here a radix
///   sort and a digit-wise count), instead of the O(n^2) double loop of pymannkendall 1.4.3,
///   whose values it reproduces.
struct KendallScore: Sendable {
  /// The number of values.
  var count: Int
  /// Kendall's S (concordant minus discordant pairs), exact.
  var s: Int
  /// Var(S) under the null hypothesis, corrected for ties.
  var variance: Double

  /// Computes S and Var(S) of `values` taken in order.
  ///
  /// - Parameter values: Finite values (the caller removes NaN and infinities).
  /// - Complexity: O(n log n) time, O(n) memory.
  init(_ values: [Double]) {
    let n = values.count
    // Positions by (value, position): an inversion of this order is a pair i < j with
    // v[i] > v[j], a discordant pair.
    let order = RadixSort.ascendingPositions(of: values)
    let discordant = InversionCounter.inversionCount(ofPermutation: order)
    var tiedPairs = 0
    var tieTerm = 0.0
    var start = 0
    while start < n {
      let value = values[Int(order[start])]
      var end = start + 1
      while end < n && values[Int(order[end])] == value { end += 1 }
      let t = end - start
      if t > 1 {
        tiedPairs += t * (t - 1) / 2
        let tt = Double(t)
        tieTerm += tt * (tt - 1) * (2 * tt + 5)
      }
      start = end
    }
    let pairs = n * (n - 1) / 2
    let concordant = pairs - tiedPairs - discordant
    let nn = Double(n)
    count = n
    s = concordant - discordant
    variance = (nn * (nn - 1) * (2 * nn + 5) - tieTerm) / 18
  }
}
