import Foundation

/// A d3-time-format parse pattern (`d3.utcParse("%d/%m/%Y")`), as Vega-Lite applies one to a
/// field through `data.format.parse` (`"date:'%d/%m/%Y'"`).
///
/// Supported directives, as d3 reads them (d3-time-format's `parseSpecifier`): `%Y` (up to
/// four digits), `%y` (two: 69–99 are 1969–1999, 00–68 2000–2068), `%m`, `%d`, `%e`, `%H`,
/// `%I`, `%M`, `%S` (up to two each), `%L` (three), `%j` (up to three), `%p` (AM or PM), `%b`
/// and `%B` (English month names), `%a` and `%A` (weekday names, read and not checked), `%%`,
/// each number after optional spaces; the `-`, `_` and `0` padding flags are accepted. Other
/// characters must match exactly, and the whole text must be read. Missing parts default as
/// in d3: 1 January 1900, midnight. Dates are in UTC (Vega-Lite's `utc:` pattern; a `date:`
/// pattern is in the renderer's local time, taken here as UTC like every other date).
///
/// Unlike JavaScript's `Date`, a day the calendar does not have ("31/02/2024") gives no date
/// rather than rolling over into the next month.
package struct TimeParse: Sendable {
  /// One piece of a pattern: a directive or a literal character.
  private enum Piece: Sendable {
    case literal(Character)
    case directive(Character)
  }

  private let pieces: [Piece]

  /// The directives read.
  package static let directives: Set<Character> = [
    "Y", "y", "m", "d", "e", "H", "I", "M", "S", "L", "j", "p", "b", "B", "a", "A", "%",
  ]

  /// Reads a pattern.
  ///
  /// - Throws: The first directive not in ``directives``, as its letter (`%Q` throws `"Q"`).
  package init(_ pattern: String) throws(UnsupportedDirective) {
    var pieces: [Piece] = []
    var characters = pattern.makeIterator()
    while let character = characters.next() {
      guard character == "%" else {
        pieces.append(.literal(character))
        continue
      }
      var directive = characters.next()
      if let flag = directive, ["-", "_", "0"].contains(flag) { directive = characters.next() }
      guard let directive, Self.directives.contains(directive) else {
        throw UnsupportedDirective(directive: directive.map(String.init) ?? "")
      }
      pieces.append(directive == "%" ? .literal("%") : .directive(directive))
    }
    self.pieces = pieces
  }

  /// A directive the parser does not read.
  package struct UnsupportedDirective: Error, Sendable {
    /// The directive's letter, or empty for a `%` ending the pattern.
    package var directive: String
  }

  /// The instant the text names, or `nil` when it does not follow the pattern or names a day
  /// the calendar does not have.
  ///
  /// - Complexity: O(*n*) in the text's length.
  package func date(from text: String) -> Date? {
    let characters = Array(text)
    var index = 0
    var (year, month, day, dayOfYear) = (1900, 1, 1, nil as Int?)
    var (hour, minute, second, millisecond) = (0, 0, 0, 0)
    var isPM: Bool?
    func number(maximumDigits: Int) -> Int? {
      while index < characters.count, characters[index] == " " { index += 1 }
      var digits = 0
      var value = 0
      while digits < maximumDigits, index < characters.count,
        let digit = characters[index].wholeNumberValue, characters[index].isASCII
      {
        value = value * 10 + digit
        digits += 1
        index += 1
      }
      return digits > 0 ? value : nil
    }
    func name(in names: [String]) -> Int? {
      let rest = String(characters[index...]).lowercased()
      // Full names before their three-letter abbreviations ("May" is both).
      for length in [Int.max, 3] {
        for (position, full) in names.enumerated() {
          let written = length == Int.max ? full.lowercased() : String(full.prefix(3)).lowercased()
          if rest.hasPrefix(written) {
            index += written.count
            return position
          }
        }
      }
      return nil
    }
    for piece in pieces {
      switch piece {
      case .literal(let character):
        guard index < characters.count, characters[index] == character else { return nil }
        index += 1
      case .directive(let directive):
        switch directive {
        case "Y":
          guard let value = number(maximumDigits: 4) else { return nil }
          year = value
        case "y":
          guard let value = number(maximumDigits: 2) else { return nil }
          year = value + (value > 68 ? 1900 : 2000)
        case "m":
          guard let value = number(maximumDigits: 2) else { return nil }
          month = value
        case "d", "e":
          guard let value = number(maximumDigits: 2) else { return nil }
          day = value
        case "j":
          guard let value = number(maximumDigits: 3) else { return nil }
          dayOfYear = value
        case "H", "I":
          guard let value = number(maximumDigits: 2) else { return nil }
          hour = value
        case "M":
          guard let value = number(maximumDigits: 2) else { return nil }
          minute = value
        case "S":
          guard let value = number(maximumDigits: 2) else { return nil }
          second = value
        case "L":
          guard let value = number(maximumDigits: 3) else { return nil }
          millisecond = value
        case "p":
          guard let value = name(in: ["AM", "PM"]) else { return nil }
          isPM = value == 1
        case "b", "B":
          guard let value = name(in: TimeFormat.months) else { return nil }
          month = value + 1
        case "a", "A":
          guard name(in: TimeFormat.weekdays) != nil else { return nil }
        default:
          return nil
        }
      }
    }
    guard index == characters.count else { return nil }
    if let isPM { hour = hour % 12 + (isPM ? 12 : 0) }
    guard (1...12).contains(month), hour < 24, minute < 60, second < 60 else { return nil }
    let days: Int
    if let dayOfYear {
      guard
        (1...(GregorianDays.dayCount(month: 2, year: year) == 29 ? 366 : 365))
          .contains(dayOfYear)
      else { return nil }
      days = GregorianDays.days(year: year, month: 1, day: 1) + dayOfYear - 1
    } else {
      guard (1...GregorianDays.dayCount(month: month, year: year)).contains(day) else {
        return nil
      }
      days = GregorianDays.days(year: year, month: month, day: day)
    }
    let seconds = Double(days) * 86_400 + Double(hour * 3_600 + minute * 60 + second)
    return Date(timeIntervalSince1970: seconds + Double(millisecond) / 1_000)
  }
}
