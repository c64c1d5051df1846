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

  /// Parses an ISO 8601 date (`2024-03-01`) or date-time (`2024-03-01T12:30:00Z`).
  ///
  /// A date-time without a zone is read as UTC.
  ///
  /// - Parameter text: The text to read, surrounding spaces ignored.
  /// - Returns: The instant, or `nil` when the text is not an ISO 8601 date.
  public static func date(fromISO8601 text: String) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.count >= 4, trimmed.first?.isNumber == true else { return nil }
    if let date = try? Date(trimmed, strategy: .iso8601) {
      return date
    }
    let zoneless = Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day()
      .dateTimeSeparator(.standard).time(includingFractionalSeconds: false)
    if trimmed.count > 10, let date = try? Date(trimmed, strategy: zoneless) {
      return date
    }
    let dateOnly = Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day()
    if trimmed.count == 10, let date = try? Date(trimmed, strategy: dateOnly) {
      return date
    }
    if trimmed.count == 4, let year = Int(trimmed) {
      return date(year: year)
    }
    return nil
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
