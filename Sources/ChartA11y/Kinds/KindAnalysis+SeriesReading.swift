extension KindAnalysis {
  /// Whether the chart's series are read as series over x: with where they start and end and
  /// a Mann–Kendall trend. `false` for kinds whose order along x means nothing (a scatter
  /// plot's points, a pie's slices); the one place ``SeriesSentences``, the alt text, the
  /// comparisons and the JSON ask.
  ///
  /// - Complexity: O(1).
  public var readsSeriesOverX: Bool {
    switch self {
    case .scatter: return false
    }
  }
}
