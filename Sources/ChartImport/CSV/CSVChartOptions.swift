import ChartModel

/// What to plot from a CSV or TSV file: the mark, the fields and their types.
///
/// `chart-describe describe data.csv --mark line --x year --y proportion --series name`.
public struct CSVChartOptions: Hashable, Sendable {
  /// The mark kind.
  ///
  /// Default value: `line`.
  public var mark: MarkKind?
  /// The field on the x axis.
  ///
  /// Default value: the first column.
  public var x: String?
  /// The fields on the y axis, each a series named by its header (`--y`, repeated, or
  /// `--y a,b,c`: split on commas unless a header is that exact text; ``CSVYFields``).
  ///
  /// Default value: empty: every number column other than `x` (a wide table, one series a
  /// column), or only the first when `series` is given (a long table).
  public var yFields: [String] = []
  /// How the file is written: delimiter, decimal mark, date format (`--delimiter`,
  /// `--decimal`, `--date-format`).
  ///
  /// Default value: sniffed from the file.
  public var dialect = CSVDialectOptions()

  /// The first field on the y axis; setting it replaces ``yFields``.
  public var y: String? {
    get { yFields.first }
    set { yFields = newValue.map { [$0] } ?? [] }
  }
  /// The field whose values name the series (`foregroundStyle(by:)`).
  ///
  /// Default value: none.
  public var series: String?
  /// The field a line connects its points in order of (``MarkSpec/order``): a line whose
  /// order is not its x order is a connected scatter plot (docs/chart-kinds.md).
  ///
  /// Default value: none; a line connects its rows in file order, as `LineMark` connects
  /// its data.
  public var order: String?
  /// The measurement type of `x`.
  ///
  /// Default value: inferred from the column.
  public var xType: ValueType?
  /// Whether the x field's categories, in order of first appearance in the file, are in an
  /// order of meaning (``AxisSpec/ordered``; `--x-type ordinal`).
  ///
  /// Default value: `nil`, an order recognised from the names.
  public var xOrdered: Bool?
  /// The measurement type of `y`.
  ///
  /// Default value: inferred from the column.
  public var yType: ValueType?
  /// The chart title.
  ///
  /// Default value: none.
  public var title: String?

  /// Creates options; everything is inferred by default.
  public init(
    mark: MarkKind? = nil, x: String? = nil, y: String? = nil, series: String? = nil,
    xType: ValueType? = nil, yType: ValueType? = nil, title: String? = nil
  ) {
    self.mark = mark
    self.x = x
    self.yFields = y.map { [$0] } ?? []
    self.series = series
    self.xType = xType
    self.yType = yType
    self.title = title
  }

  /// Whether any option is set.
  public var isEmpty: Bool { self == CSVChartOptions() }
}
