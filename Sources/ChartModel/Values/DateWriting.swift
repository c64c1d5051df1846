import Foundation

/// Writes a date as a person reads it, by its calendar unit, in English and UTC.
///
/// The one home of date wording: `ValueFormatter.date(_:unit:)` in `ChartA11y` reads through
/// it, and so do category names made from dates (a Vega-Lite ordinal axis over a date field,
/// a heatmap row named by its month), so that no output shows an ISO timestamp.
public enum DateWriting {
  /// A date by its calendar unit: `1948`, `Q2 2024`, `March 2024`, `week of 4 March 2024`,
  /// `4 March 2024`, `4 March 2024, 14:00`, `4 March 2024, 14:05:30`, and with milliseconds
  /// when a date written to the second has any (`4 March 2024, 14:05:30.250`), so that
  /// instants less than a second apart are not written alike.
  ///
  /// Day, month name, year: never a numeric form such as `07/24`, never an ISO timestamp.
  /// Years are those of the proleptic Gregorian calendar, as ISO 8601 numbers them, written
  /// as Vega draws them (``GregorianDateTime/yearText``, four digits): year 0 (1 BC) is
  /// `0000`, never `1`; year 44 is `0044`; year −44 (45 BC) is `-0044`.
  ///
  /// - Parameters:
  ///   - date: The instant.
  ///   - unit: The calendar period, or `nil` to choose from this date's own alignment
  ///     (``CalendarUnitInference/alignment(ofSeconds:)``): `2001` for 1 January at midnight,
  ///     a day for any other midnight.
  ///   - clock: The clock the date is kept on (``DateClock``): on ``DateClock/markedUTC`` a
  ///     time of day is followed by "UTC" (`4 March 2024, 14:00 UTC`).
  /// - Returns: The date as text.
  /// - Complexity: O(1).
  public static func text(of date: Date, unit: CalendarUnit?, clock: DateClock = .utc) -> String {
    let parts = GregorianDateTime(date)
    let year = parts.yearText
    let monthName = TimeFormat.months[parts.month - 1]
    let day = "\(parts.day) \(monthName) \(year)"
    let time = "\(TemporalParser.padded(parts.hour, 2)):\(TemporalParser.padded(parts.minute, 2))"
    var written =
      unit ?? CalendarUnitInference.alignment(ofSeconds: [date.timeIntervalSince1970]) ?? .second
    // One date on the first of a month may be that day: only 1 January stands for its year.
    if unit == nil && written == .month { written = .day }
    switch written {
    case .year: return year
    case .quarter: return "Q\((parts.month - 1) / 3 + 1) \(year)"
    case .month: return "\(monthName) \(year)"
    case .week: return "week of \(day)"
    case .day: return day
    case .hour, .minute: return "\(day), \(time)\(clock.timeMark)"
    case .second:
      let milliseconds = parts.milliseconds
      let fraction = milliseconds == 0 ? "" : "." + TemporalParser.padded(milliseconds, 3)
      return "\(day), \(time):\(TemporalParser.padded(parts.second, 2))\(fraction)\(clock.timeMark)"
    }
  }

}
