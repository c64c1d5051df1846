import ChartModel

/// One series of observations (AXDataSeriesDescriptor).
///
/// Series come from `foregroundStyle(by:)`, `series:`, `symbol(by:)`, `lineStyle(by:)` or,
/// failing those, `position(by:)`; a chart without any has one series per mark, named by its
/// value label. Observations are in axis order: by date or number, or by category in the
/// chart's first-occurrence order.
public struct DataSeries: Hashable, Sendable {
  /// The values that make this series one series (what tells it from the others).
  public var identity: SeriesIdentity
  /// The series name, for phrasing: the grouping value ("Mary"), or the value label for an ungrouped mark.
  public var name: String
  /// Whether ``name`` ends with the series' marks in parentheses, "Miles_per_Gallon (line)",
  /// added to tell it from a series of other marks with the same name; a sentence that
  /// names the marks after the name does not repeat them.
  public var isNamedByMarks = false
  /// The label of the grouping value ("Baby Name"), or `nil` for an ungrouped mark.
  public var groupingLabel: String?
  /// The kinds of visible mark that draw this series, in spec order.
  public var markKinds: [MarkKind]
  /// Whether the series comes from a `Plot` group.
  public var isPlot: Bool
  /// Whether the series is drawn as a connected line or area (AXDataSeriesDescriptor's
  /// `isContinuous`).
  public var isContinuous: Bool
  /// The label of the main value ("Proportion").
  public var valueLabel: String
  /// The label of the start of the series' extent (`yStart`, Vega-Lite's `y`) when one mark
  /// draws it from a start to an end without a main value, else `nil`: observations keep
  /// their components in ascending order, and this tells which was drawn first (a
  /// candlestick bar's open, ``CandlestickReading``).
  public var extentStartLabel: String?
  /// The label of the end of the series' extent (`yEnd`, Vega-Lite's `y2`), with
  /// ``extentStartLabel``.
  public var extentEndLabel: String?
  /// How the series' marks stack.
  public var stacking: MarkStacking
  /// The y axis the series' values are read on: the leading one unless its marks are on the
  /// trailing axis of a chart with two (``AccessibleChart/trailingYAxis``).
  public var axisPosition: AxisPosition = .leading
  /// The values as the data gives them, parallel to ``observations``, for a normalized stack.
  ///
  /// Set when the observations hold shares (``NormalizedStack``), else `nil`. A share is of
  /// the value's size, so a negative value's sign is here only.
  public var unnormalizedValues: [Double]?
  /// The index of the panel the series is drawn in, in the chart's panels (a concatenated
  /// view, ``ChartModel/ChartPanel``), or `nil` for a chart of one panel.
  public var panel: Int?
  /// The observations, in axis order.
  public var observations: [Observation]
  /// The order in which a line connects the observations when it is not their axis order
  /// (a connected scatter plot's path), else `nil`.
  public var path: SeriesPath?
  /// Whether the series' bars or areas stack on other series: standard stacking, and not
  /// placed side by side by `position(by:)`.
  public var isStacked: Bool {
    stacking == .standard && markKinds.contains(where: \.stacks)
      && !observations.contains { $0.subcategory != nil }
  }

  /// Rows that gave no observation because a value was missing.
  public var missingValueCount: Int
  /// The sum of the main values of rows left out for having no position on the independent
  /// axis, in the value axis' unit.
  ///
  /// A histogram's count of rows whose binned field is null (the bar Vega-Lite does not
  /// draw); 0 when there are none.
  public var unplacedValueTotal: Double

  /// Creates a series.
  public init(
    identity: SeriesIdentity = SeriesIdentity(), name: String, groupingLabel: String?,
    markKinds: [MarkKind], isPlot: Bool,
    valueLabel: String, stacking: MarkStacking, observations: [Observation],
    missingValueCount: Int = 0, unplacedValueTotal: Double = 0
  ) {
    self.identity = identity
    self.name = name
    self.groupingLabel = groupingLabel
    self.markKinds = markKinds
    self.isPlot = isPlot
    self.isContinuous = markKinds.contains { $0.isContinuous }
    self.valueLabel = valueLabel
    self.stacking = stacking
    self.observations = observations
    self.missingValueCount = missingValueCount
    self.unplacedValueTotal = unplacedValueTotal
  }
}
