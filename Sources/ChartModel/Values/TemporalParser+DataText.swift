import Foundation

extension TemporalParser {
  /// A date as machine-readable data, at the precision of the unit it stands for: what
  /// `describe --format json` writes for every temporal value.
  ///
  /// The forms are ISO 8601 / RFC 3339 (§5.6) in UTC, cut to the unit, with a space between
  /// date and time (RFC 3339's readable separator, which Python's `fromisoformat`, pandas and
  /// JavaScript's `Date` read), so no output holds a `T` timestamp (issue 14):
  ///
  /// | unit | form |
  /// |---|---|
  /// | year | `2001` |
  /// | quarter, month | `2001-04` (a quarter by its first month) |
  /// | week, day | `2001-03-24` |
  /// | hour, minute | `2001-03-24 20:00Z` |
  /// | second | `2001-03-24 20:00:05Z` |
  ///
  /// A date not aligned to its unit (or without one) keeps every part that is not zero:
  /// `2001-03-24` at midnight, else `2001-03-24 20:00Z`, `2001-03-24 20:00:05Z` or
  /// `2001-03-24 20:00:05.250Z` — never less precise than the value.
  ///
  /// - Parameters:
  ///   - date: The instant.
  ///   - unit: The calendar unit the date stands for, or `nil` when unknown.
  ///   - clock: The clock the date is kept on (``DateClock``): a time is followed by its
  ///     ``DateClock/zoneDesignator``, `Z` in UTC, `-05:00` on a local offset.
  /// - Returns: The text; `date(fromISO8601:)` reads the day forms and the year back.
  /// - Complexity: O(1).
  public static func dataText(of date: Date, unit: CalendarUnit?, clock: DateClock = .utc)
    -> String
  {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(32)
    appendDataText(of: date, unit: unit, clock: clock, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// ``dataText(of:unit:clock:)``'s text appended to `bytes` as UTF-8 digits and marks, with
  /// no `String` made for it: the JSON writer's form for each of a million dated points.
  ///
  /// - Parameters:
  ///   - date: The instant.
  ///   - unit: The calendar unit the date stands for, or `nil` when unknown.
  ///   - clock: The clock the date is kept on (``DateClock``).
  ///   - bytes: The buffer the text is appended to.
  /// - Complexity: O(1).
  package static func appendDataText(
    of date: Date, unit: CalendarUnit?, clock: DateClock = .utc, to bytes: inout [UInt8]
  ) {
    let parts = GregorianDateTime(date)
    let precision = DataTextPrecision(parts, unit: unit)
    if parts.year < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(abs(parts.year), width: 4, to: &bytes)
    guard precision != .year else { return }
    bytes.append(UInt8(ascii: "-"))
    appendDigits(parts.month, width: 2, to: &bytes)
    guard precision != .month else { return }
    bytes.append(UInt8(ascii: "-"))
    appendDigits(parts.day, width: 2, to: &bytes)
    guard precision != .day else { return }
    bytes.append(UInt8(ascii: " "))
    appendDigits(parts.hour, width: 2, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    appendDigits(parts.minute, width: 2, to: &bytes)
    if precision == .second || precision == .millisecond {
      bytes.append(UInt8(ascii: ":"))
      appendDigits(parts.second, width: 2, to: &bytes)
    }
    if precision == .millisecond {
      bytes.append(UInt8(ascii: "."))
      appendDigits(parts.milliseconds, width: 3, to: &bytes)
    }
    bytes.append(contentsOf: clock.zoneDesignator.utf8)
  }

  /// A non-negative number's digits, with leading zeros to `width` digits, as
  /// ``padded(_:_:)`` writes them.
  private static func appendDigits(_ number: Int, width: Int, to bytes: inout [UInt8]) {
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    var rest = number
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        count += 1
      } while rest > 0 && count < buffer.count
      for _ in count..<max(count, width) { bytes.append(UInt8(ascii: "0")) }
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }
}

/// How much of a date ``TemporalParser/dataText(of:unit:clock:)`` writes: the unit's
/// precision when the date is aligned to it, else every part that is not zero.
private enum DataTextPrecision {
  case year, month, day, minute, second, millisecond

  init(_ parts: GregorianDateTime, unit: CalendarUnit?) {
    let (month, day) = (parts.month, parts.day)
    let (hour, minute, second) = (parts.hour, parts.minute, parts.second)
    let milliseconds = parts.milliseconds
    let isMidnight = hour == 0 && minute == 0 && second == 0 && milliseconds == 0
    switch unit {
    case .year? where isMidnight && month == 1 && day == 1: self = .year
    case .quarter? where isMidnight && day == 1 && (month - 1) % 3 == 0: self = .month
    case .month? where isMidnight && day == 1: self = .month
    case .week? where isMidnight, .day? where isMidnight: self = .day
    case .hour? where second == 0 && milliseconds == 0 && minute == 0,
      .minute? where second == 0 && milliseconds == 0:
      self = .minute
    case .year?, .quarter?, .month?, .week?, .day?, .hour?, .minute?, .second?, nil:
      if isMidnight {
        self = .day
      } else if second == 0 && milliseconds == 0 {
        self = .minute
      } else {
        self = milliseconds == 0 ? .second : .millisecond
      }
    }
  }
}
