import ChartModel

/// What kind of chart it is, as a reader would name it.
///
/// A box plot, a chart of grouped marks, or a chart of its mark kinds ("bar and line chart");
/// a ``Phrasebook`` names it.
enum ChartType: Hashable, Sendable {
  /// Every series is a box plot (``isBoxPlot(_:)``).
  case boxPlot
  /// Some series are `Plot` groups of these mark kinds, each group read as one observation.
  case groups([MarkKind])
  /// A chart of these mark kinds, in chart order; none for a chart without marks.
  case marks([MarkKind])
  /// A scatter plot (``ScatterReading``).
  case scatter
  /// A connected scatter plot (``ConnectedScatterReading``).
  case connectedScatter
  /// A pie chart (``PieReading``).
  case pie
  /// A heatmap (``HeatmapReading``).
  case heatmap
  /// A histogram (``HistogramReading``).
  case histogram
  /// A donut chart: a pie whose slices have a hole (``PieReading/isDonut``).
  case donut
  /// Error bars, or an error band when `band` (``IntervalReading``).
  case intervals(band: Bool)
  /// A candlestick (OHLC) chart (``CandlestickReading``).
  case candlestick
  /// A chart of these mark kinds with two y axes (``TwoValueAxesReading``): "line chart with
  /// two y axes".
  case twoValueAxes([MarkKind])
  /// A strip plot: points over categories, several in one (``StripPlotReading``).
  case stripPlot

  /// The kind a description names: the recognised kind's name when it has one
  /// (``KindAnalysis/chartType``), else as ``init(_:)-(AccessibleChart)`` names the chart.
  ///
  /// - Complexity: O(1) for a recognised kind, else that of ``init(_:)-(AccessibleChart)``.
  init(_ analysis: ChartAnalysis) {
    self = analysis.kind?.chartType ?? ChartType(analysis.chart)
  }

  /// The kind a description names: a box plot, else grouped marks when a series is a `Plot`
  /// group, else the mark kinds, leaving out rules that only draw reference lines (unless
  /// there are only those).
  ///
  /// - Complexity: O(*s* · *k* + *v*) for *s* series of *k* mark kinds and *v* observations of
  ///   a box plot's series.
  init(_ chart: AccessibleChart) {
    if Self.isBoxPlot(chart) {
      self = .boxPlot
    } else if chart.series.contains(where: \.isPlot) {
      self = .groups(chart.markKinds)
    } else {
      let kinds = chart.markKinds.filter { kind in
        kind.reading != .seriesOrReferenceLine
          || chart.series.contains { $0.markKinds.contains(kind) }
      }
      self = .marks(kinds.isEmpty ? chart.markKinds : kinds)
    }
  }

  /// Whether the chart is a box plot: `Plot` groups of rule, rectangle or bar marks with five
  /// values each (a range, a box and a median, as in the water-intake article), with outliers
  /// drawn as points (``BoxPlotReading/layout(of:)``); a box plot (Tukey 1977), so called
  /// because that is what a reader knows it as.
  ///
  /// - Complexity: O(*v*) in the observations.
  static func isBoxPlot(_ chart: AccessibleChart) -> Bool {
    BoxPlotReading.layout(of: chart) != nil
  }
}
