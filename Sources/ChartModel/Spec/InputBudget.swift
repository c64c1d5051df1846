/// The most of each kind of part one input may hold: past any of them the input is refused
/// with one error naming the part, its place and the limit (exit 65), before the work that
/// grows with it begins.
///
/// Each figure is far beyond a chart a person reads (the project's fixtures and the Vega-Lite
/// corpus hold at most a few dozen marks or views, a few dozen datasets, cells of a few
/// hundred characters) and low enough that reading the largest input allowed stays within
/// seconds and a few hundred megabytes in a release build. docs/limits.md states them and
/// `DocumentedLimitsTests` checks that it states these values.
public enum InputBudget {
  /// Marks in a chart spec's `marks`, a plot's marks included: 1,000.
  public static let maximumMarks = 1_000

  /// Unit views in a Vega-Lite spec: 1,000.
  ///
  /// Counted as `layer`, `concat`, `hconcat`, `vconcat` and `repeat` expand them (a `repeat`
  /// of *r* rows and *c* columns is *r* · *c* views), before any view is built.
  public static let maximumViews = 1_000

  /// Entries in a Vega-Lite spec's top-level `datasets`: 1,000.
  public static let maximumDatasets = 1_000

  /// Bytes in one CSV or TSV cell: 1 MiB.
  public static let maximumCellBytes = 1 << 20

  /// Cells in one CSV or TSV row (the header's included): 100,000.
  public static let maximumCellsPerRow = 100_000

  /// Values a Vega-Lite `fold` may make from a view's rows: 10,000,000.
  ///
  /// Estimated before it runs (*n* rows of *w* fields folded over *f* fields make *n* · *f* · (*w* + 2); a 4.5 MB
  /// spec folding *n* fields over *n* rows would hold *n*³ values, 15.2 GB). About 1 GB in a
  /// release build, at most.
  public static let maximumDerivedValues = 10_000_000

  /// The error for a count over its budget.
  ///
  /// - Parameters:
  ///   - part: The parts counted, plural ("marks").
  ///   - count: How many the input holds (for views, at least how many).
  ///   - limit: The budget.
  ///   - advice: What to do, such as "split the chart".
  ///   - path: Where in the spec.
  ///   - file: The data file, for a CSV cell or row.
  ///   - line: The line in `file`.
  /// - Returns: `.invalidValue` such as "400000 marks, over the limit of 1000; split the
  ///   chart".
  public static func exceeded(
    _ part: String, count: Int, limit: Int, advice: String, path: SpecPath? = nil,
    file: String? = nil, line: Int? = nil
  ) -> ChartSpecError {
    ChartSpecError(
      .invalidValue("\(count) \(part), over the limit of \(limit); \(advice)"),
      path: path, file: file, line: line)
  }
}
