import ChartModel

/// One box of a Vega-Lite `boxplot`, computed from a group's raw values the way Vega-Lite
/// does.
///
/// Vega-Lite's `boxplot` (src/compositemark/boxplot.ts) aggregates `q1`, `median` and `q3`
/// with Vega's aggregate ops, which use d3-array's `quantile`: linear interpolation between
/// order statistics at *h* = (*n* − 1)·*p* (Hyndman & Fan 1996, definition 7; numpy's default
/// `linear` method). With `extent` a number *k* (default 1.5) the whiskers reach the lowest
/// and highest values within [*q1* − *k*·IQR, *q3* + *k*·IQR] and the values beyond are drawn
/// as outlier points; with `extent: "min-max"` the whiskers are the minimum and maximum.
///
/// A whisker is read as drawn: when every value on one side of the box is an outlier,
/// Vega-Lite's whisker runs from the quartile back into the box, hidden by it, so the whisker
/// ends at the quartile (the box's edge).
struct VegaBoxStatistics {
  /// The lower whisker, lower quartile, median, upper quartile and upper whisker.
  var values: [Double]
  /// The values beyond the whiskers, ascending.
  var outliers: [Double]

  /// - Parameters:
  ///   - sorted: The group's finite values, ascending; not empty.
  ///   - multiple: `extent`: the multiple of the interquartile range, `infinity` for
  ///     `min-max`.
  /// - Complexity: O(*n*).
  init(sorted: [Double], multiple: Double) {
    let q1 = VegaAggregateOp.quantile(sorted, 0.25)
    let q3 = VegaAggregateOp.quantile(sorted, 0.75)
    let reach = multiple.isInfinite ? Double.infinity : multiple * (q3 - q1)
    let inside = sorted.filter { $0 >= q1 - reach && $0 <= q3 + reach }
    outliers = sorted.filter { $0 < q1 - reach || $0 > q3 + reach }
    values = [
      min(inside.first ?? q1, q1), q1, VegaAggregateOp.quantile(sorted, 0.5), q3,
      max(inside.last ?? q3, q3),
    ]
  }
}
