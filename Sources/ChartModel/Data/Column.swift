/// One column of a data table, stored by the type its cells were read as.
public enum Column: Hashable, Sendable {
  /// Every non-empty cell is a number; missing cells are `NaN`.
  case numbers([Double])
  /// Cells as text; missing cells are empty strings.
  case strings([String])
  /// Every non-empty cell is an ISO 8601 date or date-time in one fixed form (see
  /// ``ISODateForm``), kept as seconds since 1970; missing cells are `NaN`.
  ///
  /// - Note: A CSV file's date column is stored so (8 bytes a cell) rather than as strings
  ///   (16 bytes, plus a heap allocation for a date-time longer than 15 bytes); its text is
  ///   rebuilt exactly, and reading it as dates needs no parsing.
  case dates(seconds: [Double], form: ISODateForm)

  /// The number of cells.
  public var count: Int {
    switch self {
    case .numbers(let values): return values.count
    case .strings(let values): return values.count
    case .dates(let seconds, _): return seconds.count
    }
  }

  /// The cell at a row as text: numbers in their shortest form, missing cells empty.
  public func text(at row: Int) -> String {
    switch self {
    case .numbers(let values): return Column.text(of: values[row])
    case .strings(let values): return values[row]
    case .dates(let seconds, let form):
      return seconds[row].isNaN ? "" : form.text(ofSeconds: seconds[row])
    }
  }

  /// A number as cell text: whole numbers without a fraction, missing as empty.
  package static func text(of number: Double) -> String {
    if number.isNaN { return "" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return "\(number)"
  }
}
