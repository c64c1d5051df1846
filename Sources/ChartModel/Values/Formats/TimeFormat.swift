import Foundation

/// A d3-time-format specifier, parsed, and the dates it writes, in the en-US locale and UTC.
///
/// Directives: `%a` `%A` weekday (abbreviated, full), `%b` `%B` month name, `%d` day of the
/// month (zero-padded), `%e` (space-padded), `%j` day of the year, `%m` month number, `%q`
/// quarter, `%y` `%Y` year (two digits, full), `%G` `%g` ISO week-based year, `%H` hour (00–23),
/// `%I` hour (01–12), `%p` AM or PM, `%M` minute, `%S` second, `%L` milliseconds, `%f`
/// microseconds, `%U` week of the year from Sunday, `%W` from Monday, `%V` ISO week, `%u`
/// weekday from Monday (1–7), `%w` from Sunday (0–6), `%Z` zone (`+0000`), `%s` `%Q` seconds or
/// milliseconds since 1970, `%c` `%x` `%X` the en-US date-and-time, date and time forms, and
/// `%%`. A `-`, `_` or `0` after `%` pads with nothing, spaces or zeros. Every date is written
/// in UTC (`time` and `utc` format types read alike: chart-describe's dates have no zone).
///
/// Source: d3-time-format 4.1, https://d3js.org/d3-time-format; `locale/en-US.json`
/// (`%x` is `%-m/%-d/%Y`, `%X` `%-I:%M:%S %p`, `%c` `%x, %X`).
///
///     try TimeFormat("%b %Y").string(date)   // "Mar 2024"
public struct TimeFormat: Hashable, Sendable {
  /// One piece of the specifier: literal text, or a directive with its padding.
  enum Piece: Hashable, Sendable {
    case text(String)
    case directive(Character, pad: Character?)
  }

  /// The specifier as written, such as `%b %Y`.
  public let specifier: String
  let pieces: [Piece]

  private static let directives: Set<Character> = [
    "a", "A", "b", "B", "d", "e", "f", "g", "G", "H", "I", "j", "L", "m", "M", "p", "q", "Q",
    "s", "S", "u", "U", "V", "w", "W", "y", "Y", "Z", "%",
  ]

  /// Parses a specifier.
  ///
  /// - Throws: ``ValueFormatError`` for a directive d3 does not define (or a `%` at the end).
  /// - Complexity: O(*n*) in its length.
  public init(_ specifier: String) throws(ValueFormatError) {
    self.specifier = specifier
    pieces = try Self.parse(Array(specifier), specifier: specifier)
  }

  private static func parse(_ characters: [Character], specifier: String) throws(ValueFormatError)
    -> [Piece]
  {
    var pieces: [Piece] = []
    var text = ""
    var index = 0
    while index < characters.count {
      guard characters[index] == "%" else {
        text.append(characters[index])
        index += 1
        continue
      }
      index += 1
      var pad: Character?
      if index < characters.count, "-_0".contains(characters[index]) {
        pad = characters[index]
        index += 1
      }
      guard index < characters.count else {
        throw ValueFormatError(specifier: specifier, reason: "it ends in '%'")
      }
      let directive = characters[index]
      index += 1
      let expansion: String? =
        switch directive {
        case "c": "%-m/%-d/%Y, %-I:%M:%S %p"
        case "x": "%-m/%-d/%Y"
        case "X": "%-I:%M:%S %p"
        default: nil
        }
      if let expansion {
        if !text.isEmpty { pieces.append(.text(text)) }
        text = ""
        pieces += try parse(Array(expansion), specifier: specifier)
        continue
      }
      guard directives.contains(directive) else {
        throw ValueFormatError(
          specifier: specifier, reason: "the directive '%\(directive)' is not supported")
      }
      if directive == "%" {
        text.append("%")
        continue
      }
      if !text.isEmpty { pieces.append(.text(text)) }
      text = ""
      pieces.append(.directive(directive, pad: pad))
    }
    if !text.isEmpty { pieces.append(.text(text)) }
    return pieces
  }

  /// The finest calendar unit the format writes: `.month` for `%b %Y`, `.hour` for
  /// `%d %b %H:00`, or `nil` when it writes no part of a date.
  public var finestUnit: CalendarUnit? {
    var finest: CalendarUnit?
    for case .directive(let directive, _) in pieces {
      let unit: CalendarUnit? =
        switch directive {
        case "Y", "y", "G", "g": .year
        case "q": .quarter
        case "m", "b", "B": .month
        case "U", "W", "V": .week
        case "d", "e", "j", "a", "A", "u", "w": .day
        case "H", "I": .hour
        case "M": .minute
        case "S", "L", "f", "s", "Q": .second
        default: nil
        }
      guard let unit else { continue }
      let order = CalendarUnit.allCases
      if let current = finest,
        (order.firstIndex(of: current) ?? 0) >= (order.firstIndex(of: unit) ?? 0)
      {
        continue
      }
      finest = unit
    }
    return finest
  }

  /// Whether the format writes the month as a number (`%m`, `%x`, `%c`): `07/24` could be
  /// July 2024 or 7 and 24 July, so such a date is written by its unit instead.
  public var writesMonthAsNumber: Bool {
    pieces.contains { piece in
      if case .directive("m", _) = piece { return true }
      return false
    }
  }

  static let weekdays = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// A date as this format writes it, in UTC.
  ///
  /// - Parameter date: The instant.
  /// - Returns: The text d3-time-format's `utcFormat` writes in the en-US locale.
  /// - Complexity: O(*n*) in the specifier's length.
  public func string(_ date: Date) -> String {
    let parts = GregorianDateTime(date)
    let (year, month, day, hour) = (parts.year, parts.month, parts.day, parts.hour)
    let weekday = parts.weekday  // 0 = Sunday
    let yearDay = parts.dayOfYear - 1  // 0-based
    let isoWeek = parts.isoWeek
    let seconds = date.timeIntervalSince1970
    var result = ""
    for piece in pieces {
      switch piece {
      case .text(let text):
        result += text
      case .directive(let directive, let pad):
        func number(_ value: Int, width: Int, defaultPad: Character = "0") -> String {
          let digits = String(abs(value))
          let padding = pad == "-" ? nil : (pad == "_" ? " " : pad == "0" ? "0" : defaultPad)
          let padded =
            padding.map { String(repeating: $0, count: max(0, width - digits.count)) + digits }
            ?? digits
          return value < 0 ? "-" + padded : padded
        }
        switch directive {
        case "a": result += String(Self.weekdays[weekday].prefix(3))
        case "A": result += Self.weekdays[weekday]
        case "b": result += String(Self.months[month - 1].prefix(3))
        case "B": result += Self.months[month - 1]
        case "d": result += number(day, width: 2)
        case "e": result += number(day, width: 2, defaultPad: " ")
        case "f": result += number(parts.nanosecond / 1_000, width: 6)
        case "L": result += number(parts.nanosecond / 1_000_000, width: 3)
        case "g": result += number((isoWeek.year % 100 + 100) % 100, width: 2)
        case "G": result += number(isoWeek.year, width: 4)
        case "H": result += number(hour, width: 2)
        case "I": result += number(hour % 12 == 0 ? 12 : hour % 12, width: 2)
        case "j": result += number(yearDay + 1, width: 3)
        case "m": result += number(month, width: 2)
        case "M": result += number(parts.minute, width: 2)
        case "p": result += hour < 12 ? "AM" : "PM"
        case "q": result += String((month - 1) / 3 + 1)
        case "Q": result += String(Int64((seconds * 1_000).rounded(.down)))
        case "s": result += String(Int64(seconds.rounded(.down)))
        case "S": result += number(parts.second, width: 2)
        case "u": result += String(weekday == 0 ? 7 : weekday)
        case "w": result += String(weekday)
        case "U": result += number((yearDay + 7 - weekday) / 7, width: 2)
        case "W": result += number((yearDay + 7 - (weekday + 6) % 7) / 7, width: 2)
        case "V": result += number(isoWeek.week, width: 2)
        case "y": result += number(((year % 100) + 100) % 100, width: 2)
        case "Y": result += number(year, width: 4)
        case "Z": result += "+0000"
        default: result += "%\(directive)"
        }
      }
    }
    return result
  }
}
