import ChartModel

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
