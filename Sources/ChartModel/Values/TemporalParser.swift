import Foundation

/// Converts between dates and the textual and numeric forms they take in chart data.
///
/// All conversions use the proleptic Gregorian calendar in UTC (``GregorianDateTime``), as
/// ISO 8601, JavaScript (and so Vega) and pandas do, so results never depend on the machine's
/// time zone or locale, and dates before 15 October 1582 are not moved to the Julian calendar.
public enum TemporalParser {
  /// Parses an ISO 8601 date (`2024-03-01`), month (`2024-03`), year (`2024`) or date-time
  /// (`2024-03-01T12:30:00Z`).
  ///
  /// The date-time forms are those of RFC 3339 (§5.6) and ISO 8601's reduced and extended
  /// precision: a space instead of `T` between date and time (RFC 3339's readable separator,
  /// which pandas' `to_csv` and this project's own JSON output write), minutes without seconds
  /// (`2024-03-01 20:00`), fractional seconds, and a zone of `Z` or `±hh:mm` (`±hhmm`,
  /// `±hh`). A date-time without a zone is read as UTC; a month stands for its first day.
  /// Years are four digits, 0000–9999, in the proleptic Gregorian calendar (`0000` is 1 BC),
  /// or signed, four or six digits (ISO 8601's expanded years, `-0001` for 2 BC, as
  /// ``iso8601String(from:)`` and ``dataText(of:unit:clock:)`` write them; ECMAScript's `-000001`,
  /// `+002024`), within ``SupportedDates``.
  ///
  /// The day must be one the calendar has, the time one the clock has (hours 0–23, or
  /// 24:00:00, ISO 8601's end of a day; minutes and seconds 0–59) and the zone offset one a
  /// clock can have (hours 00–23, minutes 00–59): `2024-02-30`, `12:60` and `+25:00` are no
  /// dates, never rolled over to another day or read as UTC.
  ///
  /// - Parameter text: The text to read, surrounding spaces ignored.
  /// - Returns: The instant, or `nil` when the text is not an ISO 8601 date.
  /// - Complexity: O(*n*) in the length of the text.
  public static func date(fromISO8601 text: String) -> Date? {
    instant(fromISO8601: text).map { Date(timeIntervalSince1970: $0.seconds) }
  }

  /// An ISO 8601 date's instant and the offset from UTC its text gives, as
  /// ``date(fromISO8601:)`` reads it.
  ///
  /// - Parameter text: The text to read, surrounding spaces ignored.
  /// - Returns: Seconds since 1970-01-01T00:00:00Z, and the zone's offset in seconds east of
  ///   UTC (`-18000` for `-05:00`, `0` for `Z`), `nil` when the text names no zone; or `nil`
  ///   when the text is not an ISO 8601 date.
  /// - Complexity: O(*n*) in the length of the text; O(1) for text whose first byte is no
  ///   digit, sign or space (no date starts so), which is refused without a copy.
  package static func instant(fromISO8601 text: String) -> (
    seconds: Double, offsetSeconds: Int?
  )? {
    guard let first = text.utf8.first,
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: "-")
        || first == UInt8(ascii: "+") || SpaceTrimming.mayBeSpace(first)
    else { return nil }
    return instant(fromISO8601: Array(SpaceTrimming.trimmed(text).utf8))
  }

  /// Seconds since 1970 of ISO 8601 text's instant and its zone's offset, or `nil`; see
  /// ``date(fromISO8601:)``.
  private static func instant(fromISO8601 bytes: [UInt8]) -> (
    seconds: Double, offsetSeconds: Int?
  )? {
    let dash = UInt8(ascii: "-")
    let colon = UInt8(ascii: ":")
    // A signed year (ISO 8601's expanded form, `-0001`; ECMAScript's `+002024`, `-000001`)
    // shifts every later field by its extra characters.
    var shift = 0
    var sign = 1
    if let first = bytes.first, first == dash || first == UInt8(ascii: "+") {
      let digits = bytes.dropFirst().prefix { (48...57).contains($0) }.count
      guard digits == 4 || digits == 6 else { return nil }
      shift = digits - 3
      sign = first == dash ? -1 : 1
    }
    let count = bytes.count - shift
    func number(_ range: Range<Int>) -> Int? {
      ASCIIDigits.number(bytes, (range.lowerBound + shift)..<(range.upperBound + shift))
    }
    func byte(_ index: Int) -> UInt8? { index + shift < bytes.count ? bytes[index + shift] : nil }
    guard let magnitude = ASCIIDigits.number(bytes, (shift == 0 ? 0 : 1)..<(4 + shift)) else {
      return nil
    }
    let year = sign * magnitude
    guard (SupportedDates.firstYear...SupportedDates.lastYear).contains(year) else { return nil }
    if count == 4 {
      return (Double(GregorianDays.days(year: year, month: 1, day: 1) * 86_400), nil)
    }
    guard byte(4) == dash, let month = number(5..<7), (1...12).contains(month) else { return nil }
    if count == 7 {
      return (Double(GregorianDays.days(year: year, month: month, day: 1) * 86_400), nil)
    }
    guard byte(7) == dash, let day = number(8..<10), day >= 1,
      day <= GregorianDays.dayCount(month: month, year: year)
    else { return nil }
    let dayStart = Double(GregorianDays.days(year: year, month: month, day: day) * 86_400)
    if count == 10 { return (dayStart, nil) }
    guard let separator = byte(10), "T t".utf8.contains(separator), let hour = number(11..<13),
      byte(13) == colon, let minute = number(14..<16), minute < 60
    else { return nil }
    var index = 16
    var second = 0
    var fraction = 0.0
    if byte(index) == colon {
      guard let value = number(17..<19), value < 60 else { return nil }
      second = value
      index = 19
      if let mark = byte(index), mark == UInt8(ascii: ".") || mark == UInt8(ascii: ",") {
        let digits = bytes[(index + shift + 1)...].prefix { (48...57).contains($0) }
        guard !digits.isEmpty else { return nil }
        fraction = Double("0." + String(decoding: digits, as: UTF8.self)) ?? 0
        index += 1 + digits.count
      }
    }
    guard hour < 24 || (hour == 24 && minute == 0 && second == 0 && fraction == 0) else {
      return nil
    }
    var offset: Int?
    if let zone = byte(index) {
      if zone == UInt8(ascii: "Z") || zone == UInt8(ascii: "z") {
        offset = 0
        index += 1
      } else if zone == UInt8(ascii: "+") || zone == dash {
        guard let hours = number((index + 1)..<(index + 3)), hours <= 23 else { return nil }
        index += 3
        var minutes = 0
        if index < count {
          if byte(index) == colon { index += 1 }
          guard let value = number(index..<(index + 2)), value <= 59 else { return nil }
          minutes = value
          index += 2
        }
        offset = (hours * 60 + minutes) * 60 * (zone == dash ? -1 : 1)
      } else {
        return nil
      }
    }
    guard index == count else { return nil }
    return (
      dayStart + Double(hour * 3_600 + minute * 60 + second - (offset ?? 0)) + fraction, offset
    )
  }

  /// Returns 1 January of a year, 00:00 UTC.
  ///
  /// - Parameter year: A year of the proleptic Gregorian calendar, such as 1948 (0 is 1 BC).
  /// - Returns: The instant, or `nil` outside ``SupportedDates``.
  public static func date(year: Int) -> Date? {
    guard (SupportedDates.firstYear...SupportedDates.lastYear).contains(year) else { return nil }
    let days = GregorianDays.days(year: year, month: 1, day: 1)
    return Date(timeIntervalSince1970: Double(days * 86_400))
  }

  /// Formats a date as an ISO 8601 date-time in UTC (`2024-03-01T00:00:00Z`), with
  /// milliseconds when it has any (`2024-03-01T00:00:00.250Z`), in the proleptic Gregorian
  /// calendar: ``date(fromISO8601:)`` reads it back as the same instant (to the millisecond).
  public static func iso8601String(from date: Date) -> String {
    let parts = GregorianDateTime(date)
    let milliseconds = parts.milliseconds
    let text =
      "\(parts.yearText)-\(padded(parts.month, 2))-\(padded(parts.day, 2))T\(padded(parts.hour, 2)):"
      + "\(padded(parts.minute, 2)):\(padded(parts.second, 2))"
    return milliseconds == 0 ? text + "Z" : "\(text).\(padded(milliseconds, 3))Z"
  }

  /// A non-negative number with leading zeros to `width` digits.
  package static func padded(_ number: Int, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
