import ChartModel

/// The facts a recognised kind of chart exists to show, computed once by ``ChartAnalysis``
/// (docs/chart-kinds.md); `nil` on ``ChartAnalysis/kind`` for a chart read as series over x.
public enum KindAnalysis: Hashable, Sendable {
  /// Points with quantitative x and y and no series order: the relationship of y and x.
  case scatter(ScatterReading)
  /// A line whose points are connected in an order that is not their x order: each path's
  /// start and end with their order values, its direction, and the relationship of y and x.
  case connectedScatter(ConnectedScatterReading)
  /// Sector marks alone: a pie or donut, read as shares of its total.
  case pie(PieReading)
  /// A box plot: each box's median, quartiles, whiskers and outliers.
  case boxPlot(BoxPlotReading)
  /// Rectangles over category or date bands coloured by a value: a heatmap.
  case heatmap(HeatmapReading)
  /// Bars over bins of a numeric axis: each bin's count as a range, the mode, skew and spread.
  case histogram(HistogramReading)
  /// Categories that follow an order (months, weekdays, ordinal years, ordered bins): read
  /// along it, with the shape over the order.
  case orderedCategories(OrderedCategoriesReading)
  /// Bars or areas stacked to the same height: read as shares of each position's total, in
  /// percent, with the largest and smallest shares.
  case normalizedStack(NormalizedStackReading)
  /// Error bars or bands (rules or areas from a lower to an upper bound) around a centre:
  /// each category's centre and interval, and which intervals overlap the highest's.
  case interval(IntervalReading)
  /// A rule from the low to the high and a bar from the open to the close at each position:
  /// a candlestick (OHLC) chart, read by its extremes, up and down periods, largest move and
  /// the trend of the close.
  case candlestick(CandlestickReading)
  /// Series on two y axes, each read on its own axis and never compared across them.
  case twoValueAxes(TwoValueAxesReading)
  /// Points over categories, several in one: each category's spread (a strip plot).
  case stripPlot(StripPlotReading)
}
