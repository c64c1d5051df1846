import ChartModel

/// A CSV column of labels that name periods of the calendar (``PeriodLabel``): years with
/// footnote marks beside plain years (`2017`, `2018*`, `2019¹`), seasons (`2019/20`,
/// `2019-20`), quarters (`Q1 2023`, `2023 Q1`), halves, fiscal years (`FY2021`) and months of
/// a year (`Jan 2020`, `March 2021`).
///
/// Such a column is kept as text, every label as written (so `2019` and `2019*` stay two
/// categories and no label is rewritten as a date), and its rows are put in the order of the
/// periods' starts, so the categories are drawn and read in calendar order, as a temporal
/// axis would order dates (ChartA11y's `CategoryOrder.periods` then reads the trend along
/// them).
enum CSVPeriodColumn {
  /// Each cell's period start in years (2023.25 for `Q2 2023`), `NaN` for a missing cell,
  /// when every cell that is not missing names a period of one kind and at least one is not a
  /// plain year; else `nil`.
  ///
  /// - Parameter values: The column's cells; empty cells and missing-value markers
  ///   (``ColumnBuilder/missingMarkers``) are missing.
  /// - Returns: One start a cell, or `nil` when the column is not one of period labels.
  /// - Complexity: O(*n*) in the cells plus O(*d* · *m*) for *d* distinct labels of length
  ///   *m*; a column whose first label names no period costs one label.
  static func starts(of values: [String]) -> [Double]? {
    var startOf: [String: Double] = [:]
    var distinct: [String] = []
    var hasMarkedLabel = false
    for cell in values where !isMissing(cell) && startOf[cell] == nil {
      guard let start = PeriodLabel.starts(of: [cell])?.first else { return nil }
      startOf[cell] = start
      distinct.append(cell)
      hasMarkedLabel = hasMarkedLabel || PeriodLabel(cell) != nil
    }
    // One kind for the whole column: quarters and seasons together are no one order.
    guard hasMarkedLabel, PeriodLabel.starts(of: distinct) != nil else { return nil }
    return values.map { startOf[$0] ?? .nan }
  }

  /// Puts the table's rows in the order of the x column's periods, when it is a column of
  /// period labels not already in that order.
  ///
  /// The sort is stable (rows of one period keep the file's order, as series rows of a long
  /// table do) and puts rows without a period last; each row keeps its line in the file for
  /// messages.
  ///
  /// - Parameters:
  ///   - table: The table, reordered in place.
  ///   - x: The x field.
  /// - Returns: Whether the rows were reordered.
  /// - Complexity: O(*n* log *n*) in the rows when they are reordered, else O(*n*).
  static func orderRows(of table: inout DataTable, byPeriodsIn x: String) -> Bool {
    guard case .strings(let values)? = table.column(named: x), let starts = starts(of: values)
    else { return false }
    let present = starts.filter { !$0.isNaN }
    let isAscending = zip(present, present.dropFirst()).allSatisfy { $0 <= $1 }
    let missingAtEnd = starts.drop(while: { !$0.isNaN }).allSatisfy(\.isNaN)
    guard !(isAscending && missingAtEnd) else { return false }
    let order = starts.indices.sorted { a, b in
      let (left, right) = (starts[a], starts[b])
      if left.isNaN || right.isNaN { return !left.isNaN && right.isNaN }
      return left != right ? left < right : a < b
    }
    table.reorderRows(order)
    return true
  }

  private static func isMissing(_ cell: String) -> Bool {
    cell.isEmpty || ColumnBuilder.missingMarkers.contains(cell)
  }
}

extension DataTable {
  /// Puts the rows in `order` (a permutation of the row indices), with their lines in the
  /// file and their mistyped cells.
  ///
  /// - Complexity: O(*r* · *k*) for *r* rows of *k* columns.
  fileprivate mutating func reorderRows(_ order: [Int]) {
    columns = columns.map { column in
      switch column {
      case .numbers(let values): return .numbers(order.map { values[$0] })
      case .strings(let values): return .strings(order.map { values[$0] })
      case .dates(let seconds, let form):
        return .dates(seconds: order.map { seconds[$0] }, form: form)
      }
    }
    if case .csv(let file, let rowLines) = origin, rowLines.count == order.count {
      origin = .csv(file: file, rowLines: order.map { rowLines[$0] })
    }
    var newRow = [Int](repeating: 0, count: order.count)
    for (position, row) in order.enumerated() { newRow[row] = position }
    mistypedCells = mistypedCells.mapValues { cell in
      var moved = cell
      if cell.row < newRow.count { moved.row = newRow[cell.row] }
      return moved
    }
  }
}
