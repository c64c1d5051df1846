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
    let parts = GregorianDateTime(date)
    let (month, day) = (parts.month, parts.day)
    let (hour, minute, second) = (parts.hour, parts.minute, parts.second)
    let milliseconds = parts.milliseconds
    let yearText = parts.yearText
    let monthText = "\(yearText)-\(padded(month, 2))"
    let dayText = "\(monthText)-\(padded(day, 2))"
    let isMidnight = hour == 0 && minute == 0 && second == 0 && milliseconds == 0
    let minuteText = "\(dayText) \(padded(hour, 2)):\(padded(minute, 2))"
    let zone = clock.zoneDesignator
    switch unit {
    case .year? where isMidnight && month == 1 && day == 1: return yearText
    case .quarter? where isMidnight && day == 1 && (month - 1) % 3 == 0: return monthText
    case .month? where isMidnight && day == 1: return monthText
    case .week? where isMidnight, .day? where isMidnight: return dayText
    case .hour? where second == 0 && milliseconds == 0 && minute == 0,
      .minute? where second == 0 && milliseconds == 0:
      return minuteText + zone
    case .year?, .quarter?, .month?, .week?, .day?, .hour?, .minute?, .second?, nil:
      if isMidnight { return dayText }
      if second == 0 && milliseconds == 0 { return minuteText + zone }
      let secondText = "\(minuteText):\(padded(second, 2))"
      return milliseconds == 0
        ? secondText + zone : "\(secondText).\(padded(milliseconds, 3))\(zone)"
    }
  }
}
