import ChartModel

/// The facts a recognised kind of chart exists to show, computed once by ``ChartAnalysis``
/// (docs/chart-kinds.md); `nil` on ``ChartAnalysis/kind`` for a chart read as series over x.
public enum KindAnalysis: Hashable, Sendable {
  // kinds-a adds: scatter, connectedScatter, pie, histogram, orderedCategories, dualAxis
  // kinds-b adds: boxPlot, interval, candlestick, heatmap, normalizedStack
  /// A box plot: each box's median, quartiles, whiskers and outliers.
  case boxPlot(BoxPlotReading)
}
