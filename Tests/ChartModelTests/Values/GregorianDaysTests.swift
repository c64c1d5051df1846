import ChartModel
import Foundation
import Testing

/// Oracle: Python's `datetime` (proleptic Gregorian, as ISO 8601 and JavaScript's `Date`):
/// `(date(y, m, d) - date(1970, 1, 1)).days`.
@Suite("Gregorian day arithmetic")
struct GregorianDaysTests {
  @Test(
    "Day numbers are those of the proleptic Gregorian calendar, before 1582 too",
    arguments: [
      (1970, 1, 1, 0), (2000, 3, 1, 11_017), (1582, 10, 4, -141_438), (1582, 10, 5, -141_437),
      (1582, 10, 14, -141_428), (1582, 10, 15, -141_427), (1, 1, 1, -719_162),
      (0, 1, 1, -719_528), (1500, 2, 28, -171_606), (1500, 3, 1, -171_605),
      (1000, 2, 28, -354_227), (9999, 12, 31, 2_932_896),
    ])
  func knownDays(year: Int, month: Int, day: Int, expected: Int) {
    #expect(GregorianDays.days(year: year, month: month, day: day) == expected)
    let back = GregorianDays.date(ofDay: expected)
    #expect(back.year == year && back.month == month && back.day == day)
    #expect(GregorianDays.date(ofSeconds: Double(expected) * 86_400 + 86_399.5).day == day)
  }

  @Test("Day numbers turn back into the same year, month and day in every supported year")
  func roundTrip() {
    let first = GregorianDays.days(year: -9999, month: 1, day: 1)
    let last = GregorianDays.days(year: 9999, month: 12, day: 31)
    var previous = GregorianDays.date(ofDay: first - 1)
    for day in first...last {
      let date = GregorianDays.date(ofDay: day)
      let isSameDay = GregorianDays.days(year: date.year, month: date.month, day: date.day) == day
      // Each day follows the one before it: no day is skipped or repeated.
      let isNextDay = date.day == previous.day + 1 && date.month == previous.month
      let isNextMonth =
        date.day == 1
        && previous.day == GregorianDays.dayCount(month: previous.month, year: previous.year)
        && (date.month == previous.month + 1 || (date.month == 1 && date.year == previous.year + 1))
      if !isSameDay || !(isNextDay || isNextMonth) {
        Issue.record("day \(day): \(date) after \(previous)")
        return
      }
      previous = date
    }
  }

  @Test("Leap years follow the Gregorian rule, year 0 included")
  func leapYears() {
    #expect(GregorianDays.dayCount(month: 2, year: 0) == 29)
    #expect(GregorianDays.dayCount(month: 2, year: 1500) == 28)  // Julian had 29
    #expect(GregorianDays.dayCount(month: 2, year: 1600) == 29)
    #expect(GregorianDays.dayCount(month: 2, year: -100) == 28)
    #expect(GregorianDays.dayCount(month: 2, year: -4) == 29)
  }
}
