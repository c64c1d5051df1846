import ChartModel

extension IntervalExtent {
  /// The interval's English name, as a description states it: "mean ± 1 standard error",
  /// "mean ± 1 standard deviation", "interquartile range", "min to max", "interval".
  ///
  /// - Complexity: O(1).
  var name: String {
    switch self {
    case .standardError: return "mean ± 1 standard error"
    case .standardDeviation: return "mean ± 1 standard deviation"
    case .interquartileRange: return "interquartile range"
    case .minToMax: return "min to max"
    case .interval: return "interval"
    }
  }

  /// The name of a series drawing this interval of a field: "Mean ± 1 standard error of
  /// yield", one name for both bounds (a series is not named by its lower bound).
  ///
  /// - Complexity: O(*n*) in the field's length.
  func seriesName(of field: String) -> String {
    "\(name.prefix(1).uppercased())\(name.dropFirst()) of \(field)"
  }

  /// What a centre is drawn with, as "with its …" names it: "standard error", "standard
  /// deviation", "interquartile range", "min and max"; `nil` for an explicit interval, named
  /// by its bounds.
  ///
  /// - Complexity: O(1).
  var spreadName: String? {
    switch self {
    case .standardError: return "standard error"
    case .standardDeviation: return "standard deviation"
    case .interquartileRange: return "interquartile range"
    case .minToMax: return "min and max"
    case .interval: return nil
    }
  }
}
