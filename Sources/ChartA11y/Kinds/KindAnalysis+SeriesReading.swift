import ChartModel

extension KindAnalysis {
  /// Whether the chart's series are read as series over x, with "starts at"/"ends at" and a
  /// Mann–Kendall trend (``SeriesSentences``) and compared by their extremes
  /// (``ComparisonSentences``): `false` for kinds whose x is not an order the values follow (a
  /// box plot's groups), which compare in their own section.
  public var readsSeriesOverX: Bool {
    switch self {
    case .boxPlot: return false
    }
  }
}
