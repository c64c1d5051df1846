/// What an interval drawn from a lower to an upper bound spans — an error bar's or band's
/// extent — as the chart defines it.
///
/// The Vega-Lite importer labels a composite `errorbar` or `errorband`'s bounds by it
/// (``boundLabels(of:)``), and an interval drawn from `y` to `y2` carries its aggregates' own
/// titles ("Min of yield", "Q1 of yield"); ``read(lower:upper:)`` reads either back, so that
/// the one wording of each bound lives here. An interval whose bounds are labelled otherwise
/// is an explicit ``interval``.
public enum IntervalExtent: String, CaseIterable, Hashable, Sendable {
  /// The mean ± 1 standard error of the mean (Vega-Lite `extent: "stderr"`, its default).
  case standardError = "stderr"
  /// The mean ± 1 sample standard deviation (`extent: "stdev"`).
  case standardDeviation = "stdev"
  /// The lower to the upper quartile (`extent: "iqr"`).
  case interquartileRange = "iqr"
  /// The least to the greatest value (`y: min`, `y2: max`).
  case minToMax = "min-max"
  /// Bounds given as they are (`y` and `y2`, `yStart` and `yEnd`), with no stated extent.
  case interval

  /// The labels of the lower and upper bounds of a field's interval, or `nil` for an explicit
  /// ``interval``, whose bounds keep their own labels.
  ///
  /// "Mean − stderr of yield" and "Mean + stderr of yield"; "Q1 of yield" and "Q3 of yield";
  /// "Min of yield" and "Max of yield" (Vega-Lite's own titles of those aggregates).
  ///
  /// - Complexity: O(*n*) in the field's length.
  public func boundLabels(of field: String) -> (lower: String, upper: String)? {
    switch self {
    case .standardError, .standardDeviation:
      return ("Mean − \(rawValue) of \(field)", "Mean + \(rawValue) of \(field)")
    case .interquartileRange: return ("Q1 of \(field)", "Q3 of \(field)")
    case .minToMax: return ("Min of \(field)", "Max of \(field)")
    case .interval: return nil
    }
  }

  /// The extent and field two bounds' labels name, in either order; ``interval`` and `nil`
  /// when they name none.
  ///
  /// - Complexity: O(*n*) in the labels' length.
  public static func read(lower: String, upper: String) -> (extent: IntervalExtent, field: String?)
  {
    for extent in allCases {
      if let field = field(of: extent, lower: lower, upper: upper)
        ?? field(of: extent, lower: upper, upper: lower)
      {
        return (extent, field)
      }
    }
    return (.interval, nil)
  }

  /// The field whose interval of `extent` the labels name, or `nil`.
  private static func field(of extent: IntervalExtent, lower: String, upper: String) -> String? {
    guard let (low, _) = extent.boundLabels(of: "") else { return nil }
    guard lower.hasPrefix(low) else { return nil }
    let field = String(lower.dropFirst(low.count))
    guard !field.isEmpty, extent.boundLabels(of: field)?.upper == upper else { return nil }
    return field
  }
}
