import ChartModel
import Foundation

/// Whether daily data keeps a weekday calendar: stock prices, working-day counts.
///
/// A daily series with no Saturday or Sunday at all over a span of at least two weeks is read
/// as "weekdays only": its weekends are not missing days (two weeks hold four weekend days,
/// so their absence is not chance). Days are UTC days, as everywhere here.
enum WeekdayCalendar {
  /// The shortest span, in days from the first date to the last, that can show the calendar.
  static let minimumSpanDays = 14

  /// Whether a day index (days since 1970-01-01, a Thursday) falls on a Saturday or Sunday.
  static func isWeekend(day: Int) -> Bool {
    let weekday = ((day % 7) + 7 + 3) % 7  // 0 Monday … 6 Sunday
    return weekday >= 5
  }

  /// Whether dated observations with a daily unit have weekdays only.
  ///
  /// - Parameters:
  ///   - observations: Observations in date order; others are skipped.
  ///   - unit: The axis's calendar unit; only `day` can have the calendar.
  /// - Returns: `true` when no date falls on a weekend and the dates span at least
  ///   ``minimumSpanDays`` days.
  /// - Complexity: O(*n*).
  static func isWeekdaysOnly(_ observations: [Observation], unit: CalendarUnit) -> Bool {
    guard let span = weekdaySpan(observations, unit: unit) else { return false }
    return span >= minimumSpanDays
  }

  /// Whether dated observations with a daily unit fall on weekdays only, over any span: the
  /// trading days of a candlestick chart, whose weekends are never missing.
  ///
  /// - Complexity: O(*n*).
  static func skipsWeekends(_ observations: [Observation], unit: CalendarUnit) -> Bool {
    weekdaySpan(observations, unit: unit) != nil
  }

  /// The days from the first date to the last when no date falls on a weekend, else `nil`
  /// (also for a unit other than `day`, or no dates).
  private static func weekdaySpan(_ observations: [Observation], unit: CalendarUnit) -> Int? {
    guard unit == .day else { return nil }
    var first: Int?
    var last: Int?
    for observation in observations {
      guard case .date(let date) = observation.x else { continue }
      let day = CalendarUnit.day.periodIndex(of: date)
      if isWeekend(day: day) { return nil }
      first = first ?? day
      last = day
    }
    guard let first, let last else { return nil }
    return last - first
  }
}
