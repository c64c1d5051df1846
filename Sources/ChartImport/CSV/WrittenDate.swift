import ChartModel

/// A date as a spreadsheet writes it, read from a cell's bytes into its parts: `03/15/2024`,
/// `15.03.2024`, `2024/03/15`, `März 2024`, `15 März 2024`, `March 15, 2024`.
///
/// A cell is read into one of these shapes; ``WrittenDateColumn`` decides a column's form
/// on all its cells (a slashed date is day-first or month-first by the numbers it holds).
/// Labels that name a period rather than a day (`2018*`, `2019/20`, `Q1 2023`, `FY2021`,
/// `Jan 2020`) are not dates: ``WrittenDateColumn`` keeps a column of them as written
/// (``PeriodLabel``), ordered by the periods' starts.
///
/// - Complexity: O(*n*) in the cell's bytes.
package enum WrittenDate: Hashable, Sendable {
  /// Three numbers with one separator (`/`, `.` or `-`): `first/second/year`, the year of
  /// two or four digits; or `year/month/day` when `yearFirst`.
  case numeric(first: Int, second: Int, year: Int, separator: UInt8, yearFirst: Bool)
  /// A month by name, with a year and maybe a day.
  case named(year: Int, month: Int, day: Int?)

  /// Reads a cell, or `nil` when it is none of the shapes.
  package init?(_ cell: UnsafeBufferPointer<UInt8>) {
    guard let tokens = DateTokens(cell), !tokens.items.isEmpty else { return nil }
    if let shape = Self.numeric(tokens) ?? Self.named(tokens) {
      self = shape
    } else {
      return nil
    }
  }

  private static func numeric(_ tokens: DateTokens) -> WrittenDate? {
    let items = tokens.items
    guard items.count == 5, case .number(let a, let aDigits) = items[0],
      case .symbol(let separator) = items[1], case .number(let b, _) = items[2],
      items[3] == .symbol(separator), case .number(let c, let cDigits) = items[4],
      [UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-")].contains(separator)
    else { return nil }
    if aDigits == 4 {
      return .numeric(first: b, second: c, year: a, separator: separator, yearFirst: true)
    }
    guard aDigits <= 2, cDigits == 4 || cDigits == 2 else { return nil }
    let year = cDigits == 4 ? c : (c >= 69 ? 1900 + c : 2000 + c)
    return .numeric(first: a, second: b, year: year, separator: separator, yearFirst: false)
  }

  private static func named(_ tokens: DateTokens) -> WrittenDate? {
    let items = tokens.items.filter {
      $0 != .symbol(UInt8(ascii: ",")) && $0 != .symbol(UInt8(ascii: "."))
    }
    var month: Int?
    var numbers: [(value: Int, digits: Int)] = []
    for item in items {
      switch item {
      case .word(let word):
        guard month == nil, let found = MonthNames.month(word) else { return nil }
        month = found
      case .number(let value, let digits): numbers.append((value, digits))
      case .symbol(let symbol):
        guard symbol == UInt8(ascii: "-") || symbol == UInt8(ascii: "/") else { return nil }
      case .footnote: return nil
      }
    }
    guard let month else { return nil }
    switch numbers.count {
    case 1 where numbers[0].digits == 4:
      return .named(year: numbers[0].value, month: month, day: nil)
    case 2:
      guard let year = numbers.first(where: { $0.digits == 4 }),
        let day = numbers.first(where: { $0.digits <= 2 })
      else { return nil }
      return .named(year: year.value, month: month, day: day.value)
    default:
      return nil
    }
  }
}
