extension KindAnalysis {
  /// Whether the chart's series are read as series over x, with "starts at"/"ends at" and a
  /// Mann–Kendall trend (``SeriesSentences``) and compared by their extremes
  /// (``ComparisonSentences``).
  ///
  /// `false` for kinds whose order along x means nothing (a scatter plot's points, a pie's
  /// slices, a box plot's groups), which say their facts in their own section; the one place
  /// ``SeriesSentences``, the alt text, the comparisons and the JSON ask.
  ///
  /// - Complexity: O(1).
  public var readsSeriesOverX: Bool {
    switch self {
    case .scatter, .pie, .boxPlot: return false
    case .heatmap: return false
    }
  }

  /// Whether the overview states the chart's axes (and a single series): `false` for a pie,
  /// which has neither axes nor a series apart from its slices, and for a heatmap, whose rows,
  /// columns and colour its own sentence names.
  ///
  /// - Complexity: O(1).
  var statesAxes: Bool {
    switch self {
    case .scatter, .boxPlot: return true
    case .pie: return false
    case .heatmap: return false
    }
  }
}
