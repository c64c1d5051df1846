import Foundation

/// An instant in UTC as the fields of the proleptic Gregorian calendar: the one place a date
/// becomes a year, month, day and time, and back.
///
/// Proleptic means the Gregorian rules run back before its adoption on 15 October 1582, as in
/// ISO 8601, JavaScript's `Date` (and so Vega and Vega-Lite), Python's `datetime` and pandas.
/// Foundation's `Calendar(identifier: .gregorian)` is not proleptic: before that day it
/// switches to the Julian calendar (so 5–14 October 1582 roll over to 15–24 October, and a
/// millisecond timestamp from JavaScript lands 10 days off before 1582), and it numbers years
/// by era (year 0 becomes "1" BC). No date here is computed with it.
///
/// Years are astronomical: year 0 is 1 BC, year −1 is 2 BC, as in ISO 8601 (`0000`) and
/// JavaScript (`new Date("0000-06-01")`).
///
/// - Note: Source: H. Hinnant, "chrono-Compatible Low-Level Date Algorithms"
///   (<https://howardhinnant.github.io/date_algorithms.html>), through ``GregorianDays``.
package struct GregorianDateTime: Hashable, Sendable {
  /// The astronomical year: 0 is 1 BC.
  package var year: Int
  /// The month, 1–12.
  package var month: Int
  /// The day of the month, from 1.
  package var day: Int
  /// The hour, 0–23.
  package var hour: Int
  /// The minute, 0–59.
  package var minute: Int
  /// The second, 0–59.
  package var second: Int
  /// The fraction of the second, in nanoseconds, 0–999,999,999.
  package var nanosecond: Int

  /// A date and time from its fields, which must name a real day and time.
  package init(
    year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0,
    nanosecond: Int = 0
  ) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
    self.nanosecond = nanosecond
  }

  /// The fields of an instant.
  ///
  /// - Parameter seconds: Seconds since 1970-01-01T00:00:00Z; an instant outside
  ///   ``SupportedDates`` (or `NaN`) is first moved to the nearest supported one, so the
  ///   arithmetic cannot overflow.
  /// - Complexity: O(1).
  package init(seconds: Double) {
    let clamped = SupportedDates.clamped(seconds: seconds)
    let whole = clamped.rounded(.down)
    let days = (whole / 86_400).rounded(.down)
    let date = GregorianDays.date(ofDay: Int(days))
    let time = Int(whole - days * 86_400)
    self.init(
      year: date.year, month: date.month, day: date.day, hour: time / 3_600,
      minute: time / 60 % 60, second: time % 60,
      nanosecond: min(999_999_999, Int(((clamped - whole) * 1e9).rounded())))
  }

  /// The fields of a date.
  ///
  /// - Complexity: O(1).
  package init(_ date: Date) {
    self.init(seconds: date.timeIntervalSince1970)
  }

  /// Seconds since 1970 of calendar fields that may run past their ranges, as JavaScript's
  /// `Date.UTC` reads them: month 13 is January of the next year, day 0 the last day of the
  /// month before, hour 25 one o'clock the next day.
  ///
  /// - Parameters: Each field, any whole number whose total stays within ±10¹² days.
  /// - Returns: Seconds since 1970-01-01T00:00:00Z.
  /// - Complexity: O(1).
  package static func seconds(
    year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0
  ) -> Double {
    let monthIndex = year * 12 + month - 1
    let wholeYear = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
    let days = GregorianDays.days(year: wholeYear, month: monthIndex - wholeYear * 12 + 1, day: 1)
    return Double(days + day - 1) * 86_400 + Double(hour * 3_600 + minute * 60 + second)
  }

  /// The fraction of the second in whole milliseconds, 0–999 (rounded, never up to the next
  /// second), as dates are written.
  package var milliseconds: Int {
    min(999, Int((Double(nanosecond) / 1e6).rounded()))
  }

  /// The year as ISO 8601 and d3's `%Y` write it, so as Vega draws it on an axis.
  ///
  /// At least four digits, zero-padded, with `-` before a year before year 0: `2024`,
  /// `0044`, `0000` (1 BC), `-0044` (45 BC). Checked with vl-convert: a Vega-Lite time axis
  /// over `-000044-03-15` and `0045-03-15` draws `-0044` and `0045`.
  package var yearText: String {
    year < 0 ? "-" + TemporalParser.padded(-year, 4) : TemporalParser.padded(year, 4)
  }

  /// Days from 1970-01-01 to this date's day (negative before it).
  package var dayNumber: Int {
    GregorianDays.days(year: year, month: month, day: day)
  }

  /// Seconds since 1970-01-01T00:00:00Z.
  package var secondsSince1970: Double {
    Double(dayNumber * 86_400 + hour * 3_600 + minute * 60 + second)
      + Double(nanosecond) / 1e9
  }

  /// The instant.
  package var date: Date {
    Date(timeIntervalSince1970: secondsSince1970)
  }

  /// The day of the week: 0 Sunday, 1 Monday … 6 Saturday (1970-01-01 was a Thursday).
  package var weekday: Int {
    ((dayNumber % 7) + 7 + 4) % 7
  }

  /// The day of the year, 1–366.
  package var dayOfYear: Int {
    dayNumber - GregorianDays.days(year: year, month: 1, day: 1) + 1
  }

  /// The ISO 8601 week-numbering year and week (1–53): weeks start on Monday, and week 1 is
  /// the one holding the year's first Thursday.
  package var isoWeek: (year: Int, week: Int) {
    let isoWeekday = (weekday + 6) % 7  // 0 Monday … 6 Sunday
    let thursday = GregorianDateTime(seconds: Double(dayNumber - isoWeekday + 3) * 86_400)
    return (thursday.year, (thursday.dayOfYear - 1) / 7 + 1)
  }

  /// The start of the calendar period of `unit` that holds this instant.
  ///
  /// Weeks start on Sunday, as Vega-Lite's `week` time unit and d3's `utcWeek` do.
  ///
  /// - Complexity: O(1).
  package func start(of unit: CalendarUnit) -> GregorianDateTime {
    switch unit {
    case .year: return GregorianDateTime(year: year, month: 1, day: 1)
    case .quarter: return GregorianDateTime(year: year, month: (month - 1) / 3 * 3 + 1, day: 1)
    case .month: return GregorianDateTime(year: year, month: month, day: 1)
    case .week: return GregorianDateTime(seconds: Double(dayNumber - weekday) * 86_400)
    case .day: return GregorianDateTime(year: year, month: month, day: day)
    case .hour: return GregorianDateTime(year: year, month: month, day: day, hour: hour)
    case .minute:
      return GregorianDateTime(year: year, month: month, day: day, hour: hour, minute: minute)
    case .second:
      return GregorianDateTime(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    }
  }

  /// This instant moved by a number of periods of `unit`.
  ///
  /// Years, quarters and months move the calendar fields; a day the target month lacks
  /// becomes its last day (31 January plus one month is 28 or 29 February), as Foundation's
  /// `Calendar.date(byAdding:)` does. Weeks and shorter units move by their length in seconds
  /// (UTC has no daylight-saving days).
  ///
  /// - Complexity: O(1).
  package func adding(_ count: Int, _ unit: CalendarUnit) -> GregorianDateTime {
    let months: Int
    switch unit {
    case .year: months = 12 * count
    case .quarter: months = 3 * count
    case .month: months = count
    case .week: return moved(seconds: 604_800 * count)
    case .day: return moved(seconds: 86_400 * count)
    case .hour: return moved(seconds: 3_600 * count)
    case .minute: return moved(seconds: 60 * count)
    case .second: return moved(seconds: count)
    }
    let monthIndex = year * 12 + (month - 1) + months
    let newYear = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
    let newMonth = monthIndex - newYear * 12 + 1
    var moved = self
    moved.year = newYear
    moved.month = newMonth
    moved.day = min(day, GregorianDays.dayCount(month: newMonth, year: newYear))
    return moved
  }

  private func moved(seconds: Int) -> GregorianDateTime {
    var moved = GregorianDateTime(seconds: secondsSince1970.rounded(.down) + Double(seconds))
    moved.nanosecond = nanosecond
    return moved
  }
}
