import ChartModel

/// A Vega-Lite unit view lowered to chart spec content and the rows it reads.
struct VegaLoweredView {
  /// The unit view's path.
  var path: SpecPath
  /// The derived rows (after transforms, time units, bins and aggregation).
  var rows: [VegaRow]
  /// The chart content: one mark, or one plot for a composite mark.
  var element: ChartElementSpec
  /// Elements drawn after ``element`` from the same rows: a box plot's outlier points.
  var companions: [ChartElementSpec] = []
  /// The y axis the view's marks are on when its layer has independent y scales
  /// (``VegaIndependentY``), else `nil`; its ``axes`` `y` is then that axis's settings.
  var axisPosition: AxisPosition? = nil
  /// The concatenated or repeated view with axes of its own the view is drawn in
  /// (``VegaUnitView/Panel``), else `nil`.
  var panel: VegaUnitView.Panel? = nil
  /// Whether any mark reads fields (otherwise every value is a constant).
  var readsFields: Bool
  /// For a `text` mark: the fields its x and y read, so it can label another mark instead.
  var textPosition: (x: String?, y: String?)?
  /// Explicit axis titles and visibility.
  var axes: AxesSpec
  /// Legend title and visibility.
  var legend: LegendSpec
  /// The series order of a discrete colour channel.
  var seriesDomain: [String]?
  /// Whether the view draws the fitted lines of a `regression` transform (``VegaRegression``):
  /// its rows are its own (two per line), added to the chart's table under fields of their
  /// own (``VegaViewCombiner``), never joined with the points'.
  var isFittedLine = false
}
