import ChartModel

/// A date as a spreadsheet writes it, read from a cell's bytes into its parts: `03/15/2024`,
/// `15.03.2024`, `2024/03/15`, `March 2024`, `15 März 2024`, `March 15, 2024`, `Q1 2023`,
/// `2019/20` (a season, read as the year it starts), `2018*` (a year with a footnote mark).
///
/// A cell is read into one of these shapes; ``WrittenDateColumn`` decides a column's form
/// on all its cells (a slashed date is day-first or month-first by the numbers it holds).
///
/// - Complexity: O(*n*) in the cell's bytes.
package enum WrittenDate: Hashable, Sendable {
  /// Three numbers with one separator (`/`, `.` or `-`): `first/second/year`, the year of
  /// two or four digits; or `year/month/day` when `yearFirst`.
  case numeric(first: Int, second: Int, year: Int, separator: UInt8, yearFirst: Bool)
  /// A month by name, with a year and maybe a day.
  case named(year: Int, month: Int, day: Int?)
  /// A quarter of a year, 1–4.
  case quarter(year: Int, quarter: Int)
  /// A season spanning two years (`2019/20`, `2019-2020`), by the year it starts.
  case season(year: Int)
  /// A year, maybe with footnote marks (`*`, `†`, `‡`).
  case year(Int, footnote: Bool)

  /// Reads a cell, or `nil` when it is none of the shapes.
  package init?(_ cell: UnsafeBufferPointer<UInt8>) {
    guard let tokens = DateTokens(cell), !tokens.items.isEmpty else { return nil }
    if let shape = Self.numeric(tokens) ?? Self.named(tokens) ?? Self.quarter(tokens)
      ?? Self.yearOrSeason(tokens)
    {
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

  private static func quarter(_ tokens: DateTokens) -> WrittenDate? {
    let items = tokens.items.filter {
      $0 != .symbol(UInt8(ascii: "-")) && $0 != .symbol(UInt8(ascii: "/"))
    }
    guard items.count == 3 else { return nil }
    let q = DateTokens.Item.word([UInt8(ascii: "q")])
    let (mark, number, year): (DateTokens.Item, DateTokens.Item, DateTokens.Item) =
      items[0] == q ? (items[0], items[1], items[2]) : (items[1], items[2], items[0])
    guard mark == q, case .number(let quarter, 1) = number, (1...4).contains(quarter),
      case .number(let value, 4) = year
    else { return nil }
    return .quarter(year: value, quarter: quarter)
  }

  private static func yearOrSeason(_ tokens: DateTokens) -> WrittenDate? {
    let items = tokens.items
    guard case .number(let year, 4) = items.first else { return nil }
    if items.count == 1 { return .year(year, footnote: false) }
    if items.dropFirst().allSatisfy({ $0 == .footnote }) { return .year(year, footnote: true) }
    guard items.count == 3,
      items[1] == .symbol(UInt8(ascii: "/")) || items[1] == .symbol(UInt8(ascii: "-")),
      case .number(let next, let digits) = items[2],
      (digits == 2 && next == (year + 1) % 100) || (digits == 4 && next == year + 1)
    else { return nil }
    return .season(year: year)
  }
}
