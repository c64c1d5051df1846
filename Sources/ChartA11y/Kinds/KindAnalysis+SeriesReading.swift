extension KindAnalysis {
  /// Whether the chart's series are read as series over x.
  ///
  /// Series over x are read with where they start and end and a Mann–Kendall trend; `false` for kinds whose order along x means nothing (a scatter
  /// plot's points, a pie's slices); the one place ``SeriesSentences``, the alt text, the
  /// comparisons and the JSON ask.
  ///
  /// - Complexity: O(1).
  public var readsSeriesOverX: Bool {
    switch self {
    case .scatter, .pie: return false
    }
  }

  /// Whether the overview states the chart's axes (and a single series): `false` for a pie,
  /// which has neither axes nor a series apart from its slices.
  ///
  /// - Complexity: O(1).
  var statesAxes: Bool {
    switch self {
    case .scatter: return true
    case .pie: return false
    }
  }
}
