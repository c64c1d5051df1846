import ChartModel

/// A chart with two y axes (a "twin-axis" chart): series on the leading (left) axis and series
/// on the trailing (right) one, each with its own title, range, format and scale.
///
/// Each series is read over x on its own axis (its range, extremes and trend, written in its
/// axis' format); values on different axes are never compared or ranked, and no range is
/// stated across them, because the chart draws them on scales that need not share a unit or a
/// zero (docs/chart-kinds.md, "Two y axes").
public struct TwoValueAxesReading: Hashable, Sendable {
  /// The series on one y axis.
  public struct Side: Hashable, Sendable {
    /// Which axis.
    public var position: AxisPosition
    /// The axis: its title, unit, range (of its own series' values only), format and scale.
    public var axis: AxisDescriptor
    /// The indices of its series in the chart's series, in chart order.
    public var seriesIndices: [Int]
  }

  /// The leading (left) axis and its series.
  public var leading: Side
  /// The trailing (right) axis and its series.
  public var trailing: Side
  /// The kinds of visible mark that draw the series, in chart order (the chart is named by
  /// them: "Bar and line chart with two y axes").
  public var markKinds: [MarkKind]
  /// The order the independent axis' categories follow (months, weekdays, ordinal years:
  /// ``OrderedCategoriesReading``), along which each series is read; `nil` for nominal
  /// categories and for an axis of numbers or dates.
  public var categoryOrder: CategoryOrder?

  /// Both sides, leading first.
  public var sides: [Side] { [leading, trailing] }

  /// The reading of a chart with series on both y axes (``AccessibleChart/trailingYAxis``),
  /// else `nil`.
  ///
  /// - Complexity: O(*s* + *c*) for *s* series and *c* categories.
  static func recognise(_ analysis: ChartAnalysis) -> TwoValueAxesReading? {
    let chart = analysis.chart
    guard let trailingAxis = chart.trailingYAxis else { return nil }
    let indices = { (position: AxisPosition) in
      chart.series.indices.filter { chart.series[$0].axisPosition == position }
    }
    let (left, right) = (indices(.leading), indices(.trailing))
    guard !left.isEmpty, !right.isEmpty else { return nil }
    var kinds: [MarkKind] = []
    for entry in chart.series {
      for kind in entry.markKinds where !kinds.contains(kind) { kinds.append(kind) }
    }
    return TwoValueAxesReading(
      leading: Side(position: .leading, axis: chart.yAxis, seriesIndices: left),
      trailing: Side(position: .trailing, axis: trailingAxis, seriesIndices: right),
      markKinds: kinds,
      categoryOrder: OrderedCategoriesReading.recognise(analysis)?.order)
  }
}
