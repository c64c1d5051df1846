import ChartModel

/// How one column's numbers are read: its decimal mark, decided on all its cells, and the unit
/// its cells are written with.
///
/// A cell that only one mark reads (`2.5`, `1,5`, `1.234,5`, `1,234,567`) decides the column.
/// A cell both marks read differently (`1,234`: 1234 or 1.234; `1.234`: 1.234 or 1234) is
/// read with `.` for now and its row kept; at the end of the file (``finish(_:fileMark:)``)
/// those rows follow the column's mark, else the mark the file's other columns agree on, else
/// `1.234` stays a decimal (unless the file is `;`-delimited) and `1,234` is refused with both
/// readings named. Once decided, a cell the mark does not read is not a number here (the
/// column is text).
///
/// - Complexity: O(1) a cell; the rows kept are at most the column's.
package struct NumberColumnReading: Sendable {
  /// The mark given with `--decimal`, or `nil`.
  let given: DecimalMark?
  /// Whether `1.234` is as ambiguous as `1,234`: in a `;`-delimited file, the delimiter of
  /// spreadsheets whose decimal mark is `,`.
  let pointGroupIsAmbiguous: Bool
  /// The mark the column's own cells decided.
  private(set) var evidence: DecimalMark?
  /// Rows of plain `1.234` cells read with `.` before the column was decided.
  private var pendingPlain: [Int32] = []
  /// Rows of written cells read with `.` before the column was decided, with their value
  /// when `,` is the mark.
  private var pendingWritten: [(row: Int32, comma: Double)] = []
  /// The first undecided `1,234` cell and the first undecided `1.234` cell: row and text.
  private var firstCommaGroup: (row: Int, text: String)?
  private var firstPointGroup: (row: Int, text: String)?
  /// The unit of the column's cells that carry one, or `nil` when none does.
  private(set) var unit: NumberUnit?
  /// The most digits after the mark, under each reading, of the cells.
  private var pointFractionDigits = 0
  private var commaFractionDigits = 0
  /// Whether a cell was read in a form its number does not give back as text (`12%`,
  /// `1,5`): if the column turns out to be text, its cells must be read again as written.
  private(set) var hasWrittenCells = false

  /// Creates the reading of a column.
  ///
  /// - Parameters:
  ///   - given: `--decimal`, or `nil` to decide on the cells.
  ///   - delimiter: The file's delimiter.
  package init(given: DecimalMark?, delimiter: CSVDelimiter) {
    self.given = given
    self.pointGroupIsAmbiguous = delimiter == .semicolon
  }

  /// The mark in force: given, or decided by the cells so far.
  package var mark: DecimalMark? { given ?? evidence }

  /// The value of a plain decimal (`-12.5`, `1.234`) under the column's mark, or `nil` when
  /// the mark does not read it (`2.5` in a column whose mark is `,`).
  package mutating func plain(
    _ shape: DecimalFastPath.Shape, row: Int, cell: UnsafeBufferPointer<UInt8>
  ) -> Double? {
    guard shape.hasPoint else { return shape.value }
    switch mark {
    case .point?:
      return shape.value
    case .comma?:
      guard shape.isPointGrouping else { return nil }
      hasWrittenCells = true
      return (shape.value * 1000).rounded()
    case nil:
      guard shape.isPointGrouping else {
        evidence = .point
        return shape.value
      }
      pendingPlain.append(Int32(clamping: row))
      if firstPointGroup == nil {
        firstPointGroup = (row, String(decoding: cell, as: UTF8.self))
      }
      return shape.value
    }
  }

  /// The value of a written number under the column's mark, or `nil` when the mark does not
  /// read it or its unit is not the column's.
  package mutating func written(
    _ number: WrittenNumber, row: Int, cell: UnsafeBufferPointer<UInt8>
  ) -> Double? {
    if !number.unit.isNone, let unit, unit != number.unit { return nil }
    let chosen: DecimalMark
    if let mark {
      guard number.value(mark) != nil else { return nil }
      chosen = mark
    } else if let point = number.pointValue, let comma = number.commaValue {
      chosen = .point
      if point != comma {
        pendingWritten.append((Int32(clamping: row), comma))
        if abs(point) > abs(comma) {
          if firstCommaGroup == nil {
            firstCommaGroup = (row, String(decoding: cell, as: UTF8.self))
          }
        } else if firstPointGroup == nil {
          firstPointGroup = (row, String(decoding: cell, as: UTF8.self))
        }
      }
    } else {
      chosen = number.pointValue != nil ? .point : .comma
      evidence = chosen
    }
    if !number.unit.isNone { unit = number.unit }
    hasWrittenCells = true
    pointFractionDigits = max(pointFractionDigits, number.pointFractionDigits)
    commaFractionDigits = max(commaFractionDigits, number.commaFractionDigits)
    return number.value(chosen)
  }

  /// An undecided `1,234` (or, in a `;` file, `1.234`) cell that neither the column nor the
  /// file decides.
  package struct Ambiguity: Error, Hashable, Sendable {
    /// The cell's row (0-based) and text.
    package var row: Int
    package var text: String
    /// The value with `.` as the mark, and with `,`.
    package var pointValue: Double
    package var commaValue: Double
  }

  /// Applies the column's mark, else `fileMark`, to the rows read before it was known.
  ///
  /// - Parameters:
  ///   - numbers: The column's values, by row.
  ///   - fileMark: The mark the file's decided columns agree on, if they do.
  /// - Throws: ``Ambiguity`` for a `1,234` cell (or a `1.234` one in a `;` file) that nothing
  ///   decides.
  /// - Complexity: O(*k*) in the rows kept.
  package func finish(_ numbers: inout [Double], fileMark: DecimalMark?) throws(Ambiguity) {
    switch mark ?? fileMark {
    case .point?: return
    case .comma?:
      for row in pendingPlain { numbers[Int(row)] = (numbers[Int(row)] * 1000).rounded() }
      for (row, comma) in pendingWritten { numbers[Int(row)] = comma }
    case nil:
      let refused = firstCommaGroup ?? (pointGroupIsAmbiguous ? firstPointGroup : nil)
      guard let refused else { return }
      let point = numbers[refused.row]
      let comma =
        pendingWritten.first { Int($0.row) == refused.row }?.comma ?? (point * 1000).rounded()
      throw Ambiguity(row: refused.row, text: refused.text, pointValue: point, commaValue: comma)
    }
  }

  /// The format the column's cells are written in (`12%` → `.0%`), under `mark`; `nil` for
  /// plain numbers.
  package func format(mark: DecimalMark?) -> WrittenNumberFormat? {
    guard let unit, !unit.isNone else { return nil }
    let digits = (mark ?? self.mark) == .comma ? commaFractionDigits : pointFractionDigits
    return WrittenNumberFormat(unit: unit, fractionDigits: digits)
  }
}
