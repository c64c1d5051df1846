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
