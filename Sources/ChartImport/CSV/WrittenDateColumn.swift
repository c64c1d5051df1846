import ChartModel
import Foundation

/// Decides whether a text column holds dates as a spreadsheet writes them, on all its cells,
/// and reads them: the shapes of ``WrittenDate`` in one form a column, or the `--date-format`
/// pattern (``TimeParse``, d3-time-format's strftime-style directives).
///
/// Empty cells and missing-value markers are missing dates. A slashed or dashed date is
/// month-first when a second number is above 12, day-first when a first one is (or when the
/// separator is `.`, which only day-first dates use); when every number is 12 or less the
/// column is ambiguous and refused with both readings named, unless `--date-format` reads
/// it. A column whose every cell names a period of one kind (``PeriodLabel``: `2018*` beside
/// `2017`, `2019/20`, `Q1 2023`, `FY2021`, `Jan 2020`) is not dates: it stays text, each label
/// as written, so `2019` and `2019*` stay two categories (``CSVPeriodColumn`` orders them).
///
/// - Complexity: O(*n*) in the column's bytes; a column whose first cell is no date costs
///   one cell.
enum WrittenDateColumn {
  /// What the column is.
  enum Outcome: Hashable, Sendable {
    /// Not dates: it stays text.
    case text
    /// Dates, as seconds since 1970 (UTC midnight), `NaN` for a missing cell.
    case dates([Double])
    /// Slashed dates that read as two different days, named for the message.
    case ambiguous(row: Int, text: String, monthFirst: String, dayFirst: String)
  }

  /// Reads a text column.
  ///
  /// - Parameters:
  ///   - values: The column's cells.
  ///   - pattern: The `--date-format` pattern, if any.
  /// - Returns: Dates, text, or the two readings of an ambiguous column.
  static func read(_ values: [String], pattern: TimeParse?) -> Outcome {
    if let pattern, let seconds = read(values, with: pattern) { return .dates(seconds) }
    if CSVPeriodColumn.starts(of: values) != nil { return .text }
    guard let form = form(of: values) else { return .text }
    if case .ambiguous(let row) = form {
      var text = values[row]
      guard case .numeric(let first, let second, let year, _, _)? = text.withUTF8(WrittenDate.init)
      else { return .text }
      return .ambiguous(
        row: row, text: values[row], monthFirst: words(year, first, second),
        dayFirst: words(year, second, first))
    }
    var seconds = [Double](repeating: .nan, count: values.count)
    for (row, cell) in values.enumerated() where !isMissing(cell) {
      var text = cell
      guard let date = text.withUTF8(WrittenDate.init), let day = form.day(of: date) else {
        return .text
      }
      seconds[row] = Double(day * 86_400)
    }
    return .dates(seconds)
  }

  /// The column's form, decided on all its cells, or `nil` when they are not dates of one form.
  private static func form(of values: [String]) -> ColumnForm? {
    var shape: WrittenDate?
    var largestFirst = 0
    var largestSecond = 0
    var firstRow: Int?
    // The row named when the column is ambiguous: the first whose two readings are different
    // days (03/01 rather than 01/01), else the first.
    var tellingRow: Int?
    for (row, cell) in values.enumerated() where !isMissing(cell) {
      var text = cell
      guard let date = text.withUTF8(WrittenDate.init), shape.map({ $0.isSameShape(date) }) ?? true
      else { return nil }
      shape = shape ?? date
      firstRow = firstRow ?? row
      switch date {
      case .numeric(let first, let second, _, _, false):
        largestFirst = max(largestFirst, first)
        largestSecond = max(largestSecond, second)
        if first != second, tellingRow == nil { tellingRow = row }
      case .numeric, .named: break
      }
    }
    guard let shape, let firstRow else { return nil }
    switch shape {
    case .numeric(_, _, _, let separator, false):
      if largestFirst > 12 && largestSecond > 12 { return nil }
      if largestSecond > 12 { return .monthFirst }
      if largestFirst > 12 || separator == UInt8(ascii: ".") { return .dayFirst }
      return .ambiguous(row: tellingRow ?? firstRow)
    case .numeric, .named: return .other
    }
  }

  /// A column's decided form.
  private enum ColumnForm {
    case monthFirst, dayFirst, other
    case ambiguous(row: Int)

    /// The day (since 1970) a cell names in this form, or `nil` for a day the calendar
    /// does not have.
    func day(of date: WrittenDate) -> Int? {
      let (year, month, day): (Int, Int, Int)
      switch (self, date) {
      case (.monthFirst, .numeric(let first, let second, let y, _, false)):
        (year, month, day) = (y, first, second)
      case (.dayFirst, .numeric(let first, let second, let y, _, false)):
        (year, month, day) = (y, second, first)
      case (_, .numeric(let first, let second, let y, _, true)):
        (year, month, day) = (y, first, second)
      case (_, .named(let y, let m, let d)): (year, month, day) = (y, m, d ?? 1)
      case (.other, .numeric), (.ambiguous, .numeric): return nil
      }
      guard (1...12).contains(month), day >= 1,
        day <= GregorianDays.dayCount(month: month, year: year)
      else { return nil }
      return GregorianDays.days(year: year, month: month, day: day)
    }
  }

  /// The cells read with a `--date-format` pattern, or `nil` when one does not follow it.
  private static func read(_ values: [String], with pattern: TimeParse) -> [Double]? {
    var seconds = [Double](repeating: .nan, count: values.count)
    var found = false
    for (row, cell) in values.enumerated() where !isMissing(cell) {
      guard let date = pattern.date(from: cell) else { return nil }
      seconds[row] = date.timeIntervalSince1970
      found = true
    }
    return found ? seconds : nil
  }

  private static func isMissing(_ cell: String) -> Bool {
    cell.isEmpty || ColumnBuilder.missingMarkers.contains(cell)
  }

  /// `4 March 2024`, for the message naming both readings.
  private static func words(_ year: Int, _ month: Int, _ day: Int) -> String {
    let names = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    guard (1...12).contains(month) else { return "no date" }
    return "\(day) \(names[month - 1]) \(year)"
  }
}

extension WrittenDate {
  /// Whether two cells have the same shape: the same kind, and for numeric dates the same
  /// separator and order.
  fileprivate func isSameShape(_ other: WrittenDate) -> Bool {
    switch (self, other) {
    case (.numeric(_, _, _, let a, let aYearFirst), .numeric(_, _, _, let b, let bYearFirst)):
      return a == b && aYearFirst == bYearFirst
    case (.named, .named): return true
    case (.numeric, _), (.named, _): return false
    }
  }
}
