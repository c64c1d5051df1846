import ChartModel

/// A sentence about the chart as a whole, by what it says; a ``Phrasebook`` words it.
///
/// The overview (level 1) is made of these, so its wording lives in the phrasebook, not in
/// ``ChartDescriber``.
enum ChartSentence: Sendable {
  /// L1: the chart's kind and title, `nil` for none: "Bar chart: Sales." or "Bar chart without
  /// a title.".
  case kind(ChartType, title: String?)
  /// L1: how a box plot's boxes read, by the mark kinds and the labels of a box's five values.
  case boxReading(marks: [MarkKind], values: [String])
  /// L1: one axis, by its position and what it shows: "The x axis is Year, temporal, …".
  case axis(ChartAxis, AxisDescriptor)
  /// L1: the axis each panel of a concatenated chart draws on its own, in panel order: "Each
  /// of its 2 panels draws its own y axis. The first panel's y axis is Revenue, numeric,
  /// spanning 0 to 260; …".
  case panelAxes(ChartAxis, [AxisDescriptor])
  /// L1: one of a chart's two y axes, by its side, what it shows and the series read on it:
  /// "The left y axis is Temperature (°C), numeric, from 5 to 25."
  case valueAxis(AxisPosition, AxisDescriptor, series: [String])
  /// L1: each series of a chart with two y axes is read on its own axis, and values are not
  /// compared across them.
  case readOnOwnAxis
  /// L1: the chart has neither series nor reference lines: every mark is hidden.
  case noData
  /// L1: the chart has reference lines but no series.
  case onlyReferenceLines
  /// L1: the chart has one series, not grouped by a field.
  case oneSeries(String)
  /// L1: the series, in chart order, with the field they are grouped by (if any) and whether
  /// the legend is hidden; `names` are the first ones when `count` is larger (a chart with
  /// more series than are detailed: "5,000 series by name; the first 12: …").
  case series(names: [String], count: Int, grouping: String?, legendHidden: Bool)
  /// L1: marks side by side within each band of the independent axis, in this order.
  case sideBySide(band: String, order: [String])
  /// L1: how series of this mark kind are stacked.
  case stacking(MarkStacking, mark: MarkKind)
  /// L1: a reference line, by its label (empty for none) and its value on an axis.
  case referenceLine(label: String, value: DataValue, axis: AxisDescriptor)
  /// L1: the values were read from an SVG drawing's geometry, to about this resolution in
  /// this unit (the value axis's title), or as a percentage of each value.
  case readFromDrawing(DrawingReading)
  /// L1: the views of a composed chart left out of the reading, of `total`, each with why.
  case unreadViews([UnreadView], total: Int)
  /// L4: the author's own summary, quoted, never reworded.
  case authorSummary(String)
  /// L2: the series past ``DescriptionOptions/maximumDetailedSeries``: how many, and their
  /// names when there are few enough to list (`names` is then all of them, else empty).
  case undetailedSeries(names: [String], count: Int)
}
