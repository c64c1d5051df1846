/// Quantiles of a sample by linear interpolation between order statistics: Hyndman and Fan's
/// (1996) definition 7, numpy's `quantile` default and R's `type = 7`, so the median of an
/// even count is the mean of the two middle values.
///
/// Used for the spread of many series (their final values in the description, their values
/// at each position in the sound of the band that stands for them).
struct Quantiles {
  /// The finite values, ascending.
  let sorted: [Double]

  /// The quantiles of the finite values among `values` (missing and infinite ones are left
  /// out).
  ///
  /// - Complexity: O(*n* log *n*).
  init(_ values: some Sequence<Double>) {
    sorted = values.filter(\.isFinite).sorted()
  }

  /// The `p` quantile.
  ///
  /// - Parameter p: A fraction from 0 to 1 (0.5 for the median, 0.25 and 0.75 for the
  ///   quartiles).
  /// - Returns: The quantile, or `nil` for no finite value.
  /// - Complexity: O(1).
  func value(at p: Double) -> Double? {
    guard let first = sorted.first else { return nil }
    let position = min(max(p, 0), 1) * Double(sorted.count - 1)
    let below = Int(position.rounded(.down))
    guard below + 1 < sorted.count else { return sorted.last ?? first }
    let fraction = position - Double(below)
    return fraction == 0
      ? sorted[below] : sorted[below] + fraction * (sorted[below + 1] - sorted[below])
  }
}
