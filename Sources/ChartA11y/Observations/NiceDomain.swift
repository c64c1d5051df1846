import Foundation

/// A scale domain with its ends moved out to round numbers, as d3-scale's `scale.nice()` moves
/// them, which Vega calls for a scale with `nice: true`.
///
/// Sources: d3-scale `src/linear.js` (`linearish` `nice(count)`, also used by `pow`, `sqrt`
/// and `symlog` scales, on the values themselves), d3-scale `src/log.js` (`nice()` to powers of
/// the base) and d3-array `src/ticks.js` (`tickIncrement`); Vega's `nice: true` passes no
/// count, so d3's default of 10 ticks applies (vega-encode `src/Scale.js`,
/// `configureDomain`). Checked against the axis spans vl-convert 1.9.0 draws
/// (`scripts/axis_span_oracle.py`).
enum NiceDomain {
  /// d3's default tick count for `nice()`.
  static let defaultCount = 10.0

  /// The step between round ticks d3 chooses for about `count` ticks from `start` to `stop`:
  /// 1, 2 or 5 times a power of ten, written as a negative number −1/step when the step is
  /// below 1 (so that the division stays exact).
  ///
  /// - Returns: The increment, or `nil` when there is none (an empty or non-finite span).
  /// - Complexity: O(1).
  static func tickIncrement(start: Double, stop: Double, count: Double) -> Double? {
    let step = (stop - start) / max(0, count)
    guard step > 0, step.isFinite else { return nil }
    let power = floor(log10(step))
    let error = step / Foundation.pow(10, power)
    let factor: Double =
      error >= 50.0.squareRoot()
      ? 10 : error >= 10.0.squareRoot() ? 5 : error >= 2.0.squareRoot() ? 2 : 1
    return power < 0
      ? -Foundation.pow(10, -power) / factor : factor * Foundation.pow(10, power)
  }

  /// A linear (or pow, sqrt, symlog) domain made nice, as d3's `linear.nice(count)`: at most
  /// ten rounds of moving each end out to a multiple of the tick increment, until the
  /// increment stops changing.
  ///
  /// - Returns: The nice domain, or `nil` when d3 leaves the domain as it is: a domain of one
  ///   value, or no settled increment after ten rounds.
  /// - Complexity: O(1).
  static func linear(_ domain: ClosedRange<Double>, count: Double = defaultCount)
    -> ClosedRange<Double>?
  {
    var (start, stop) = (domain.lowerBound, domain.upperBound)
    guard start < stop, start.isFinite, stop.isFinite else { return nil }
    var previous: Double?
    for _ in 0..<10 {
      guard let step = tickIncrement(start: start, stop: stop, count: count) else { return nil }
      if step == previous { return start...stop }
      if step > 0 {
        start = floor(start / step) * step
        stop = ceil(stop / step) * step
      } else {
        start = ceil(start * step) / step
        stop = floor(stop * step) / step
      }
      previous = step
    }
    return nil
  }

  /// A log domain made nice, as d3's `log.nice()` with base 10: each end moved out to a power
  /// of ten.
  ///
  /// - Returns: The nice domain, or `nil` when an end is not above 0.
  /// - Complexity: O(1).
  static func log(_ domain: ClosedRange<Double>) -> ClosedRange<Double>? {
    guard domain.lowerBound > 0, domain.upperBound.isFinite else { return nil }
    return Foundation.pow(
      10, floor(log10(domain.lowerBound)))...Foundation.pow(
        10, ceil(log10(domain.upperBound)))
  }
}
