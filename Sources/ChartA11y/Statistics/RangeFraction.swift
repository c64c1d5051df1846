/// Where a value lies in a range, as a fraction, for any finite numbers.
///
/// `(v − lo) / (hi − lo)` overflows when the range is wider than the largest `Double`
/// (−1.7e308 to 1.7e308: `hi − lo` is infinite, and every value lands at 0) and loses every
/// digit when the range is subnormal. Here the three numbers are first divided by the power
/// of two at or below the larger magnitude of `lo` and `hi` (exactly, as a power of two),
/// which brings the range within −2…2 and its width within 0…4 whatever the input.
public enum RangeFraction {
  /// The fraction of the way from `low` to `high` at which `value` lies: 0 at `low`, 1 at
  /// `high`, outside 0…1 for a value outside the range.
  ///
  ///     RangeFraction.of(1.7e308, from: -1.7e308, to: 1.7e308)   // 1
  ///     RangeFraction.of(1e-320, from: 0, to: 2e-320)            // 0.5
  ///
  /// - Returns: `nil` when the range is empty (`high ≤ low`) or a bound is not finite.
  /// - Complexity: O(1).
  public static func of(_ value: Double, from low: Double, to high: Double) -> Double? {
    guard low.isFinite, high.isFinite, high > low else { return nil }
    let magnitude = Swift.max(abs(low), abs(high))
    // The power of two at or below the magnitude (2^1023 at most, so finite): dividing by it
    // is exact.
    let scale = Double(sign: .plus, exponent: magnitude.exponent, significand: 1)
    let (v, lo, hi) = (value / scale, low / scale, high / scale)
    return (v - lo) / (hi - lo)
  }
}
