import Foundation

/// Converts between dates and the textual and numeric forms they take in chart data.
///
/// All conversions use the Gregorian calendar in UTC, so results never depend on the machine's
/// time zone or locale.
public enum TemporalParser {
  /// The Gregorian calendar in UTC used for every temporal conversion.
  public static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return calendar
  }()

  /// Parses an ISO 8601 date (`2024-03-01`), month (`2024-03`), year (`2024`) or date-time
  /// (`2024-03-01T12:30:00Z`).
  ///
  /// The date-time forms are those of RFC 3339 (§5.6) and ISO 8601's reduced and extended
  /// precision: a space instead of `T` between date and time (RFC 3339's readable separator,
  /// which pandas' `to_csv` and this project's own JSON output write), minutes without seconds
  /// (`2024-03-01 20:00`), fractional seconds, and a zone of `Z` or `±hh:mm`. A date-time
  /// without a zone is read as UTC; a month stands for its first day.
  ///
  /// - Parameter text: The text to read, surrounding spaces ignored.
  /// - Returns: The instant, or `nil` when the text is not an ISO 8601 date.
  /// - Complexity: O(*n*) in the length of the text.
  public static func date(fromISO8601 text: String) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.count >= 4, trimmed.first?.isNumber == true else { return nil }
    if trimmed.count == 4, let year = Int(trimmed) {
      return date(year: year)
    }
    if trimmed.count == 7 {
      return date(fromMonthText: trimmed)
    }
    guard hasRealDay(trimmed), hasRealOffset(trimmed) else { return nil }
    let normalised = extendedDateTime(trimmed)
    if let date = try? Date(normalised, strategy: .iso8601) {
      return date
    }
    let dateOnly = Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day()
    if normalised.count == 10 {
      return try? Date(normalised, strategy: dateOnly)
    }
    guard normalised.count > 10 else { return nil }
    for fractional in [false, true] {
      let zoneless = dateOnly.dateTimeSeparator(.standard)
        .time(includingFractionalSeconds: fractional)
      if let date = try? Date(normalised, strategy: zoneless) {
        return date
      }
    }
    return nil
  }

  /// `yyyy-mm` as the first day of that month, or `nil`.
  private static func date(fromMonthText text: String) -> Date? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month)
    else { return nil }
    return calendar.date(from: DateComponents(year: year, month: month, day: 1))
  }

  /// Whether text that starts `yyyy-mm-dd` names a real day and time.
  ///
  /// The day must be one the calendar has, and a time after it (`Thh:mm`, `Thh:mm:ss`) one
  /// the clock has: hours 0–23 or 24:00:00 (ISO 8601's end of a day), minutes and seconds
  /// 0–59. Foundation's strategy rolls such text over (`2024-02-30`
  /// is 1 March, `12:60` is 13:00); here it is no date. Other text passes, for the strategy to
  /// refuse.
  private static func hasRealDay(_ text: String) -> Bool {
    let bytes = Array(text.utf8.prefix(19))
    guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
      return true
    }
    func number(_ range: Range<Int>) -> Int? { ASCIIDigits.number(bytes, range) }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      (1...12).contains(month), day >= 1,
      day <= GregorianDays.dayCount(month: month, year: year)
    else { return false }
    guard bytes.count >= 16, bytes[13] == UInt8(ascii: ":") else { return true }
    guard let hour = number(11..<13), let minute = number(14..<16) else { return false }
    let second = bytes.count >= 19 && bytes[16] == UInt8(ascii: ":") ? number(17..<19) : 0
    guard let second, minute < 60, second < 60 else { return false }
    return hour < 24 || (hour == 24 && minute == 0 && second == 0)
  }

  /// Whether a date-time's zone offset is one a clock can have.
  ///
  /// An offset after the time (`+hh:mm`, `-hhmm`, `+hh`) has hours 00–23 and minutes 00–59
  /// (RFC 3339 §5.6, `time-numoffset`). Foundation's strategy reads `+25:00` as UTC; here it
  /// is no date. Text without an offset passes.
  private static func hasRealOffset(_ text: String) -> Bool {
    let characters = Array(text.utf8)
    guard characters.count > 11,
      let sign = characters[11...].lastIndex(where: {
        $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-")
      })
    else { return true }
    let digits = characters[(sign + 1)...].filter { $0 != UInt8(ascii: ":") }
    guard digits.count == 2 || digits.count == 4,
      digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return true }
    let values = digits.map { Int($0 - UInt8(ascii: "0")) }
    let hours = values[0] * 10 + values[1]
    let minutes = values.count == 4 ? values[2] * 10 + values[3] : 0
    return hours <= 23 && minutes <= 59
  }

  /// A date-time in the form Foundation's ISO 8601 strategy reads.
  ///
  /// `T` between date and time, and seconds after the minutes. Other text is returned as it is.
  private static func extendedDateTime(_ text: String) -> String {
    var characters = Array(text)
    guard characters.count > 10, characters[4] == "-", characters[7] == "-",
      characters[10] == " " || characters[10] == "T"
    else { return text }
    characters[10] = "T"
    // `Thh:mm` followed by the end or a zone: the seconds are 00.
    let afterMinutes = 16
    if characters.count >= afterMinutes, characters[13] == ":",
      characters.count == afterMinutes || "Z+-".contains(characters[afterMinutes])
    {
      characters.insert(contentsOf: ":00", at: afterMinutes)
    }
    return String(characters)
  }

  /// Returns 1 January of a year, 00:00 UTC.
  ///
  /// - Parameter year: A Gregorian year, such as 1948.
  /// - Returns: The instant, or `nil` when the calendar cannot represent the year.
  public static func date(year: Int) -> Date? {
    calendar.date(from: DateComponents(year: year, month: 1, day: 1))
  }

  /// Formats a date as an ISO 8601 date-time in UTC (`2024-03-01T00:00:00Z`).
  public static func iso8601String(from date: Date) -> String {
    date.formatted(.iso8601)
  }
}
