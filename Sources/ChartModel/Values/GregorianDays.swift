import Foundation

/// Calendar arithmetic on days since 1970-01-01 in the proleptic Gregorian calendar, for
/// every supported year (``SupportedDates``), without Foundation's `Calendar`.
///
/// Foundation's Gregorian calendar switches to the Julian calendar before 15 October 1582 and
/// numbers years by era; ISO 8601, JavaScript (and so Vega), Python and pandas do neither.
/// Every date here is computed with these functions (see ``GregorianDateTime``).
///
/// - Note: Source: H. Hinnant, "chrono-Compatible Low-Level Date Algorithms"
///   (<https://howardhinnant.github.io/date_algorithms.html>: `days_from_civil`,
///   `civil_from_days`), proleptic Gregorian calendar, astronomical years (0 is 1 BC).
package enum GregorianDays {
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
  /// - Parameter seconds: An instant, in seconds since 1970-01-01T00:00:00Z; one outside
  ///   ``SupportedDates`` counts as the nearest supported instant.
  /// - Returns: The year, the month 1–12 and the day of the month from 1.
  /// - Complexity: O(1).
  package static func date(ofSeconds seconds: Double) -> (year: Int, month: Int, day: Int) {
    date(ofDay: Int((SupportedDates.clamped(seconds: seconds) / 86_400).rounded(.down)))
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
