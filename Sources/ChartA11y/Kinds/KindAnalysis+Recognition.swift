import ChartModel

extension KindAnalysis {
  /// The kind of an analysed chart, from its marks and encodings, or `nil` for a chart read as
  /// series over x.
  ///
  /// One ordered list of checks, each a static `recognise` on the kind's reading type; the
  /// first that answers wins (docs/chart-kinds.md).
  ///
  /// - Complexity: O(*v* log *v*) in the observations.
  static func recognise(_ analysis: ChartAnalysis) -> KindAnalysis? {
    if let reading = BoxPlotReading.recognise(analysis) { return .boxPlot(reading) }
    return nil
  }
}
