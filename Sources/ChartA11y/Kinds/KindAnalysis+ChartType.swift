extension KindAnalysis {
  /// The name a description gives a chart of this kind ("Scatter plot"), or `nil` for a kind
  /// named as a chart of its marks.
  ///
  /// - Complexity: O(1).
  var chartType: ChartType? {
    switch self {
    case .scatter: return .scatter
    case .connectedScatter: return .connectedScatter
    case .pie(let pie): return pie.isDonut ? .donut : .pie
    case .boxPlot: return .boxPlot
    case .heatmap: return .heatmap
    case .histogram: return .histogram
    case .interval(let reading): return .intervals(band: reading.isBand)
    case .candlestick: return .candlestick
    case .orderedCategories: return nil
    case .normalizedStack: return nil
    case .twoValueAxes(let reading): return .twoValueAxes(reading.markKinds)
    case .stripPlot: return .stripPlot
    }
  }
}
