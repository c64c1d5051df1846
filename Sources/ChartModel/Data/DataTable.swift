/// Rows of named fields, stored by column: the data a chart's marks read.
///
/// Column storage keeps a million-row table to a few bytes a cell and lets each encoding be
/// converted once, not once per row.
public struct DataTable: Hashable, Sendable {
  /// Where the rows came from, for messages that name the place of a bad value.
  public enum Origin: Hashable, Sendable {
    /// No data.
    case none
    /// Inline rows in the spec's `data.values`.
    case inline
    /// A CSV file, named as the user gave it, with the 1-based line each row starts on.
    case csv(file: String, rowLines: [Int32])
  }

  /// The field names, in column order.
  public var fields: [String]
  /// The columns, parallel to `fields`.
  public var columns: [Column] {
    didSet { textDatesMemo = TextColumnDatesMemo() }
  }
  /// The number of rows.
  public var rowCount: Int
  /// Where the rows came from.
  public var origin: Origin
  /// The format each number column's cells were written in, by field, for the columns whose
  /// cells carry a unit (`12%`, `$1,234.50`; ``WrittenNumberFormat``).
  ///
  /// Default value: empty.
  public var valueFormats: [String: WrittenNumberFormat] = [:]
  /// For each text column of a CSV file whose cells are mostly numbers, its first cell that
  /// is not one (``MistypedCell``), by field.
  ///
  /// Default value: empty.
  public var mistypedCells: [String: MistypedCell] = [:]
  /// What each text column's cells are as dates, decided once (``textLooksTemporal(column:)``).
  private var textDatesMemo = TextColumnDatesMemo()

  /// An empty table.
  public static let empty = DataTable(fields: [], columns: [], rowCount: 0, origin: .none)

  /// Creates a table.
  ///
  /// - Precondition: Every column has `rowCount` cells.
  public init(fields: [String], columns: [Column], rowCount: Int, origin: Origin) {
    precondition(columns.allSatisfy { $0.count == rowCount }, "ragged columns")
    self.fields = fields
    self.columns = columns
    self.rowCount = rowCount
    self.origin = origin
  }

  /// The column of a field, or `nil` when there is no such field.
  public func column(named field: String) -> Column? {
    fields.firstIndex(of: field).map { columns[$0] }
  }

  /// Whether a text column's field without a declared type is temporal
  /// (``TextColumnDates/looksTemporal(_:)``), decided the first time it is asked and kept
  /// while the columns stay as they are: a file's every encoding and check of a column share
  /// one decision.
  ///
  /// - Parameter index: A column's index in ``columns``.
  /// - Returns: The decision; `false` for a column that is not text.
  /// - Complexity: that of ``TextColumnDates/looksTemporal(_:)`` the first time, O(1) after.
  package func textLooksTemporal(column index: Int) -> Bool {
    guard case .strings(let values) = columns[index] else { return false }
    return textDatesMemo.looksTemporal(column: index, values)
  }

  /// A text column's cells as the dates a categorical field names
  /// (``TextColumnDates/categoricalInstants(_:)``), read the first time they are asked for
  /// and kept while the columns stay as they are.
  ///
  /// - Parameter index: A column's index in ``columns``.
  /// - Returns: Every cell's instant, or `nil` when the column is not text or not such dates.
  /// - Complexity: that of ``TextColumnDates/categoricalInstants(_:)`` the first time, O(1)
  ///   after.
  package func textCategoricalInstants(column index: Int) -> [TextColumnDates.Instant]? {
    guard case .strings(let values) = columns[index] else { return nil }
    return textDatesMemo.categoricalInstants(column: index, values)
  }

  /// Builds a table from inline rows, with fields in sorted order.
  ///
  /// A field whose non-null values are all numbers becomes a number column; any other field
  /// becomes text. A `null` member and an absent one are both a missing cell.
  ///
  /// - Complexity: O(*r* *k*) for *r* rows of *k* fields: one pass over each column.
  public init(rows: InlineRows) {
    let columns = rows.columns.map { cells -> Column in
      let isNumeric = cells.allSatisfy { cell in
        switch cell {
        case .number?, nil: return true
        default: return false
        }
      }
      if isNumeric {
        return .numbers(
          cells.map { cell in
            if case .number(let value)? = cell { return value }
            return .nan
          })
      }
      return .strings(
        cells.map { cell in
          switch cell {
          case .number(let value)?: return Column.text(of: value)
          case .category(let text)?: return text
          case .date(let date)?: return TemporalParser.iso8601String(from: date)
          case nil: return ""
          }
        })
    }
    self.init(fields: rows.fields, columns: columns, rowCount: rows.rowCount, origin: .inline)
  }

  /// Builds a table from row dictionaries: the table `init(rows:)` builds from the
  /// same rows stored by column (``InlineRows/init(_:)``).
  ///
  /// - Complexity: O(*r* *k*) for *r* rows of *k* fields.
  public init(rows: [[String: DataValue?]]) {
    self.init(rows: InlineRows(rows))
  }

  /// Where a row is, for messages: `line 17` of a CSV file, or its index among inline rows.
  ///
  /// - Returns: The file (for CSV), line (for CSV) and spec path (for inline rows).
  public func location(ofRow row: Int, field: String) -> (
    file: String?, line: Int?, path: SpecPath?
  ) {
    switch origin {
    case .none:
      return (nil, nil, nil)
    case .inline:
      return (
        nil, nil,
        SpecPath.root.appending("data").appending("values")
          .appending(index: row).appending(field)
      )
    case .csv(let file, let rowLines):
      return (file, row < rowLines.count ? Int(rowLines[row]) : nil, nil)
    }
  }
}
