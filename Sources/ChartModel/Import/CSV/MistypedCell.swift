/// The first cell that is not a number in a column whose other cells mostly are (`about 3`
/// among the hours): the column is read as text, but a field used without a declared type
/// is refused at this cell rather than silently read as categories.
///
/// Counted by the CSV reader over every non-empty cell that is not a missing-value marker:
/// a column is mistyped when more of them are numbers (in any form ``WrittenNumber`` or a
/// plain decimal reads) than are not.
public struct MistypedCell: Hashable, Sendable {
  /// The cell's row, 0-based among the data rows.
  public var row: Int
  /// The cell as written.
  public var text: String

  /// Creates the place of a cell.
  public init(row: Int, text: String) {
    self.row = row
    self.text = text
  }
}

/// Counts a text column's cells that are numbers and those that are not, keeping the first
/// that is not.
struct MistypedCellCount: Sendable {
  /// The first cell that is not a number.
  var first: MistypedCell?
  /// The cells that are numbers.
  var numbers = 0
  /// The cells that are not.
  var texts = 0

  /// Counts a cell of row `row`.
  mutating func count(_ cell: String, row: Int) {
    if cell.isEmpty || ColumnBuilder.missingMarkers.contains(cell) { return }
    var text = cell
    let isNumber = text.withUTF8 { bytes in
      DecimalFastPath.shape(of: bytes) != nil || WrittenNumber(bytes) != nil
    }
    if isNumber {
      numbers += 1
    } else {
      texts += 1
      if first == nil { first = MistypedCell(row: row, text: cell) }
    }
  }

  /// The first cell that is not a number, when most cells are.
  var mistyped: MistypedCell? { numbers > texts ? first : nil }
}
