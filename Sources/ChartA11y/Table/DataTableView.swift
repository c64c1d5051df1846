import ChartModel
import Foundation

/// A chart's data as one table: a caption, a header row, one row per position on the
/// independent axis in chart order, and notes read after the table.
///
/// Built from a ``ChartAnalysis``, so hidden marks are already left out. Every cell is text
/// formatted as the description formats values: dates by the axis's calendar unit, numbers to
/// six significant digits with the axis's unit (``ValueFormatter/preciseNumber(_:)``). A
/// renderer in `Table/` writes it as Markdown, CSV or HTML and escapes data text for its
/// medium; the cells here are unescaped.
///
/// Columns: the first names the independent axis (the x field, or y for horizontal bars);
/// then one per series, or, for a series of `Plot` groups or extents, one per labelled value
/// (a box plot's minimum, lower quartile, median, upper quartile, maximum), named
/// "series: label" when the chart has more than one series (the label alone when it is the
/// series' name).
///
/// Rows: one per position any series has, in axis order (categories in first-occurrence
/// order, dates and numbers ascending), and one per calendar period missing inside a series,
/// so a gap shows as empty cells. A series with several observations at one position (a
/// scatter plot) fills as many rows at that position, in data order.
public struct DataTableView: Hashable, Sendable {
  /// One row: the position it is at, and a cell per column after the first.
  public struct Row: Hashable, Sendable {
    /// The position on the independent axis, formatted ("1948", "Avery").
    public var header: String
    /// One cell per ``DataTableView/columnTitles`` entry; `nil` where the series has no data.
    public var cells: [String?]

    /// Creates a row.
    public init(header: String, cells: [String?]) {
      self.header = header
      self.cells = cells
    }
  }

  /// The chart's kind and title, as in "Area chart: Popularity of US baby names, 1880–2017.".
  public var caption: String
  /// The title of the first column, the independent axis's title ("Year").
  public var rowHeaderTitle: String
  /// The titles of the value columns, in series order.
  public var columnTitles: [String]
  /// The rows shown, in axis order.
  public var rows: [Row]
  /// Sentences read after the table: what an empty cell means, each series' gaps, rows
  /// without a value, reference lines, hidden marks left out.
  public var notes: [String]
  /// How many rows were left out by ``limited(toRows:)``; 0 when every row is shown.
  public var omittedRowCount: Int

  /// Creates a table from its parts.
  public init(
    caption: String, rowHeaderTitle: String, columnTitles: [String], rows: [Row],
    notes: [String], omittedRowCount: Int = 0
  ) {
    self.caption = caption
    self.rowHeaderTitle = rowHeaderTitle
    self.columnTitles = columnTitles
    self.rows = rows
    self.notes = notes
    self.omittedRowCount = omittedRowCount
  }

  /// The sentence that states how many rows are left out.
  ///
  /// "… 120 more rows not shown.", or `nil` when every row is shown. Renderers write it
  /// after the table, so no table is cut silently.
  public var omissionNote: String? {
    guard omittedRowCount > 0 else { return nil }
    let count = ValueFormatter.preciseNumber(Double(omittedRowCount))
    return omittedRowCount == 1 ? "… 1 more row not shown." : "… \(count) more rows not shown."
  }

  /// The first `count` rows, with the number left out recorded in ``omittedRowCount``.
  ///
  /// - Parameter count: The most rows to keep.
  /// - Returns: The table cut to `count` rows, or this table when it has no more.
  /// - Precondition: `count` is not negative.
  /// - Complexity: O(*count*).
  public func limited(toRows count: Int) -> DataTableView {
    precondition(count >= 0, "a row limit is not negative")
    guard rows.count > count else { return self }
    var table = self
    table.rows = Array(rows.prefix(count))
    table.omittedRowCount = omittedRowCount + rows.count - count
    return table
  }
}
