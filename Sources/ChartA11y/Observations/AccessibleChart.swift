import ChartModel

/// Everything assistive technology needs from a chart, shaped like Apple's AXChartDescriptor.
///
/// Built once from a ``ChartDocument`` by ``init(_:)``; every text, audio and audit output reads
/// this one structure. `accessibilityHidden` marks contribute nothing here; each `Plot` group
/// gives one observation per row.
public struct AccessibleChart: Hashable, Sendable {
  /// The chart title.
  public var title: String?
  /// The author's summary, quoted as level-4 context.
  public var summary: String?
  /// How the values were read when they come from an SVG drawing's geometry (its
  /// resolution), else `nil`.
  public var drawingReading: DrawingReading?
  /// How many views the chart composes (Vega-Lite layers, concatenated views, panels).
  public var viewCount = 1
  /// The views left out of the reading (``ChartModel/UnreadView``), which every output says.
  public var unreadViews: [UnreadView] = []
  /// The horizontal axis.
  public var xAxis: AxisDescriptor
  /// The vertical axis.
  public var yAxis: AxisDescriptor
  /// The second y axis, on the trailing side, of a chart with two, else `nil`.
  ///
  /// The axis of the series whose ``DataSeries/axisPosition`` is trailing
  /// (``ChartModel/AxesSpec/yTrailing``); ``yAxis`` is then the leading one, of the other
  /// series. Set only when values are on both sides and x is the independent axis.
  public var trailingYAxis: AxisDescriptor?
  /// Each panel's own x axis, in panel order, when the chart's panels (concatenated views,
  /// ``ChartModel/ChartPanel``) draw numeric x axes of their own, each over its own values;
  /// else empty, and ``xAxis`` is the one axis.
  public var xPanelAxes: [AxisDescriptor] = []
  /// Each panel's own y axis, as ``xPanelAxes``: Revenue's panel spanning 0 to 260, Costs'
  /// spanning 0 to 70, where ``yAxis`` holds every value.
  public var yPanelAxes: [AxisDescriptor] = []
  /// Which axis carries the categories, dates or independent numbers: `x` for vertical bars,
  /// lines and areas, `y` for horizontal bars.
  public var independentAxis: ChartAxis
  /// The series, in legend order.
  public var series: [DataSeries]
  /// Reference lines, in spec order, without duplicates.
  public var referenceLines: [ReferenceLine]
  /// The kinds of visible mark, in spec order, without duplicates.
  public var markKinds: [MarkKind]
  /// Whether the legend is hidden for the eye.
  public var isLegendHidden: Bool
  /// The number of marks in the spec left out because they are `accessibilityHidden`.
  public var hiddenMarkCount: Int
  /// A heatmap's rows: the bands of its `y`, one series each; `nil` for every other chart.
  ///
  /// Set when colour shows the values (``ResolvedMark/isHeatmapCell``). The chart's
  /// ``yAxis`` is then the colour's values, as the legend shows them, and ``xAxis`` the
  /// columns.
  public var rowAxis: AxisDescriptor?
  /// Whether the chart's sectors have a hole: a donut, read as a pie is.
  ///
  /// ``ChartModel/MarkSpec/hasInnerRadius`` on every visible sector; `false` for a chart
  /// without visible sector marks.
  public var isDonut = false

  /// The axis that carries the categories or dates.
  public var independentAxisDescriptor: AxisDescriptor {
    independentAxis == .x ? xAxis : yAxis
  }

  /// The axis that carries the values.
  public var dependentAxisDescriptor: AxisDescriptor {
    independentAxis == .x ? yAxis : xAxis
  }

  /// Whether the chart has two y axes, each series read on its own (``trailingYAxis``).
  public var hasTwoValueAxes: Bool { trailingYAxis != nil }

  /// The axis a series' values are read on: the trailing y axis for a series on it, else the
  /// value axis.
  ///
  /// - Complexity: O(1).
  public func valueAxis(of series: DataSeries) -> AxisDescriptor {
    valueAxis(series.axisPosition)
  }

  /// The value axis on one side: the trailing y axis, when the chart has one, for `.trailing`;
  /// the value axis otherwise.
  public func valueAxis(_ side: AxisPosition) -> AxisDescriptor {
    switch side {
    case .leading: return dependentAxisDescriptor
    case .trailing: return trailingYAxis ?? dependentAxisDescriptor
    }
  }
}
