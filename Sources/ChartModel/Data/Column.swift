/// One column of a data table, stored by the type its cells were read as.
public enum Column: Hashable, Sendable {
  /// Every non-empty cell is a number; missing cells are `NaN`.
  case numbers([Double])
  /// Cells as text; missing cells are empty strings.
  case strings([String])

  /// The number of cells.
  public var count: Int {
    switch self {
    case .numbers(let values): return values.count
    case .strings(let values): return values.count
    }
  }

  /// The cell at a row as text: numbers in their shortest form, missing cells empty.
  public func text(at row: Int) -> String {
    switch self {
    case .numbers(let values): return Column.text(of: values[row])
    case .strings(let values): return values[row]
    }
  }

  /// A number as cell text: whole numbers without a fraction, missing as empty.
  static func text(of number: Double) -> String {
    if number.isNaN { return "" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return "\(number)"
  }
}
