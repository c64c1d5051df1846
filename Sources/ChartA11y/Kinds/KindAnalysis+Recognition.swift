import ChartModel

extension KindAnalysis {
  /// The kind of an analysed chart, from its marks and encodings, or `nil` for a chart read as
  /// series over x.
  ///
  /// One ordered list of checks, each a static `recognise` on the kind's reading type; the
  /// first that answers wins (docs/chart-kinds.md says what each check looks for). Two y axes
  /// come first, as every other reading assumes one value axis; then the box plot: its groups of five values (with outliers drawn as points) are the most
  /// specific layout; a normalized stack comes before ordered categories, and keeps their order
  /// (``NormalizedStackReading/categoryOrder``).
  ///
  /// - Parameter analysis: The analysis, complete but for its ``ChartAnalysis/kind``.
  /// - Returns: The first recognised kind with its facts, or `nil`.
  /// - Complexity: that of the recognising kind's reading, O(*n* log *n*) at most for *n*
  ///   observations.
  static func recognise(_ analysis: ChartAnalysis) -> KindAnalysis? {
    // First: every other reading assumes one value axis.
    if let twoAxes = TwoValueAxesReading.recognise(analysis) { return .twoValueAxes(twoAxes) }
    if let boxPlot = BoxPlotReading.recognise(analysis) { return .boxPlot(boxPlot) }
    if let interval = IntervalReading.recognise(analysis) { return .interval(interval) }
    if let candles = CandlestickReading.recognise(analysis) { return .candlestick(candles) }
    if let scatter = ScatterReading.recognise(analysis) { return .scatter(scatter) }
    if let path = ConnectedScatterReading.recognise(analysis) { return .connectedScatter(path) }
    if let pie = PieReading.recognise(analysis) { return .pie(pie) }
    if let heatmap = HeatmapReading.recognise(analysis) { return .heatmap(heatmap) }
    if let histogram = HistogramReading.recognise(analysis) { return .histogram(histogram) }
    // Before ordered categories: a normalized stack over months is read in percent, along them.
    if let stack = NormalizedStackReading.recognise(analysis) { return .normalizedStack(stack) }
    if let ordered = OrderedCategoriesReading.recognise(analysis) {
      return .orderedCategories(ordered)
    }
    if let stack = NormalizedStackReading.recognise(analysis) { return .normalizedStack(stack) }
    if let strip = StripPlotReading.recognise(analysis) { return .stripPlot(strip) }
    return nil
  }
}
