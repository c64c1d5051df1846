import Foundation

/// Calendar arithmetic on days since 1970-01-01, without Foundation's `Calendar`, for dates
/// from 1583 on.
///
/// `TemporalParser.calendar` (Foundation's Gregorian calendar in UTC) switches to the Julian
/// calendar before 15 October 1582; from 1583 on the two agree, and these functions give the
/// same days as that calendar at a small fraction of the cost. Callers use ``isExact(year:)``
/// and fall back to the calendar for earlier years.
///
/// - Note: Source: H. Hinnant, "chrono-Compatible Low-Level Date Algorithms"
///   (`days_from_civil`, `civil_from_days`), proleptic Gregorian calendar.
package enum GregorianDays {
  /// The first year the arithmetic matches `TemporalParser.calendar`.
  package static let firstExactYear = 1583
  /// Days from 1970-01-01 to 1583-01-01.
  package static let firstExactDay = days(year: firstExactYear, month: 1, day: 1)

  /// Whether the arithmetic gives the calendar's result in this year.
  package static func isExact(year: Int) -> Bool {
    year >= firstExactYear
  }

  /// Days from 1970-01-01 to a date (negative before it).
  ///
  /// - Parameters:
  ///   - year: The year.
  ///   - month: The month, 1–12.
  ///   - day: The day of the month, from 1; larger days run on into the next months.
  /// - Returns: The day number; 0 is 1970-01-01.
  /// - Complexity: O(1).
  package static func days(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let shiftedMonth = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year, month (1–12) and day of the month of a day counted from 1970-01-01.
  ///
  /// - Complexity: O(1).
  package static func date(ofDay days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// The year, month (1–12) and day of the month, in UTC, of an instant.
  ///
  /// The arithmetic of ``date(ofDay:)`` from 1583 on (below day 10¹², where it is exact);
  /// `TemporalParser.calendar` before and beyond.
  ///
  /// - Parameter seconds: A finite instant, in seconds since 1970-01-01T00:00:00Z.
  /// - Returns: The year, the month 1–12 and the day of the month from 1.
  /// - Complexity: O(1); no calendar call for dates from 1583 on.
  package static func date(ofSeconds seconds: Double) -> (year: Int, month: Int, day: Int) {
    let day = (seconds / 86_400).rounded(.down)
    if day >= Double(firstExactDay), day < 1e12 {
      return date(ofDay: Int(day))
    }
    let parts = TemporalParser.calendar.dateComponents(
      [.year, .month, .day], from: Date(timeIntervalSince1970: seconds))
    return (parts.year ?? 0, parts.month ?? 1, parts.day ?? 1)
  }

  /// The number of days in a month of the Gregorian calendar.
  ///
  /// - Parameters:
  ///   - month: The month, 1–12.
  ///   - year: The year, for February.
  /// - Returns: 28 to 31.
  package static func dayCount(month: Int, year: Int) -> Int {
    switch month {
    case 2:
      let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return isLeap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}
