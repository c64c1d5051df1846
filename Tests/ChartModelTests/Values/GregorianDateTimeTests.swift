import ChartModel
import Foundation
import Testing

/// Oracle: Python's `datetime` (proleptic Gregorian, as ISO 8601 and JavaScript's `Date`):
/// seconds since 1970, the fields, `(weekday() + 1) % 7`, `tm_yday` and `isocalendar()`.
@Suite("Proleptic Gregorian date-times")
struct GregorianDateTimeTests {
  @Test(
    "An instant's fields, weekday, day of the year and ISO week",
    arguments: [
      (-62_135_596_800, 1, 1, 1, 0, 0, 0, 1, 1, 1, 1),
      (-12_220_156_801, 1582, 10, 4, 23, 59, 59, 1, 277, 1582, 40),
      (-12_220_156_800, 1582, 10, 5, 0, 0, 0, 2, 278, 1582, 40),
      (-12_219_336_000, 1582, 10, 14, 12, 0, 0, 4, 287, 1582, 41),
      (-12_219_292_800, 1582, 10, 15, 0, 0, 0, 5, 288, 1582, 41),
      (-14_826_735_000, 1500, 2, 28, 6, 30, 0, 3, 59, 1500, 9),
      (-14_826_672_000, 1500, 3, 1, 0, 0, 0, 4, 60, 1500, 9),
      (-24_293_779_200, 1200, 2, 29, 0, 0, 0, 2, 60, 1200, 9),
      (-30_578_691_599, 1000, 12, 31, 23, 0, 1, 3, 365, 1001, 1),
      (-1, 1969, 12, 31, 23, 59, 59, 3, 365, 1970, 1),
      (1_709_211_907, 2024, 2, 29, 13, 5, 7, 4, 60, 2024, 9),
      (253_402_300_799, 9999, 12, 31, 23, 59, 59, 5, 365, 9999, 52),
      (85_931_556_830, 4693, 1, 23, 4, 53, 50, 1, 23, 4693, 4),
      (228_451_034_924, 9209, 4, 29, 4, 48, 44, 3, 119, 9209, 18),
      (129_705_175_417, 6080, 3, 11, 7, 23, 37, 1, 71, 6080, 11),
      (201_466_966_545, 8354, 3, 27, 14, 15, 45, 6, 86, 8354, 12),
    ])
  func fields(
    seconds: Int, year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
    weekday: Int, dayOfYear: Int, isoYear: Int, isoWeek: Int
  ) {
    let parts = GregorianDateTime(seconds: Double(seconds))
    #expect(
      parts
        == GregorianDateTime(
          year: year, month: month, day: day, hour: hour, minute: minute, second: second))
    #expect(parts.weekday == weekday)
    #expect(parts.dayOfYear == dayOfYear)
    #expect(parts.isoWeek == (isoYear, isoWeek))
    #expect(parts.secondsSince1970 == Double(seconds))
    #expect(
      GregorianDateTime.seconds(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        == Double(seconds))
  }

  @Test("Milliseconds before 1970 and year 0 keep their fields")
  func fractionsAndYearZero() {
    let parts = GregorianDateTime(seconds: -0.25)
    #expect(parts.year == 1969 && parts.second == 59 && parts.nanosecond == 750_000_000)
    // np.datetime64("0000-06-01", "s").astype(int) == -62154086400 (ISO 8601 year 0).
    let yearZero = GregorianDateTime(seconds: -62_154_086_400)
    #expect(yearZero == GregorianDateTime(year: 0, month: 6, day: 1))
  }

  @Test("Fields past their ranges roll over as JavaScript's Date.UTC does")
  func rollOver() {
    // Date.UTC(2023, 12, 1) (month 13) and Date.UTC(2024, 2, 0) (day 0 of March).
    #expect(
      GregorianDateTime.seconds(year: 2023, month: 13, day: 1)
        == GregorianDateTime(year: 2024, month: 1, day: 1).secondsSince1970)
    #expect(
      GregorianDateTime.seconds(year: 2024, month: 3, day: 0)
        == GregorianDateTime(year: 2024, month: 2, day: 29).secondsSince1970)
    #expect(
      GregorianDateTime.seconds(year: 2024, month: 0, day: 1, hour: 25)
        == GregorianDateTime(year: 2023, month: 12, day: 2, hour: 1).secondsSince1970)
  }

  @Test("Periods start and move in the calendar")
  func periods() {
    let date = GregorianDateTime(year: 1582, month: 10, day: 14, hour: 12, minute: 30)
    // 14 October 1582 (proleptic) is a Thursday; its week starts on Sunday the 10th.
    #expect(date.start(of: .week) == GregorianDateTime(year: 1582, month: 10, day: 10))
    #expect(date.start(of: .quarter) == GregorianDateTime(year: 1582, month: 10, day: 1))
    #expect(date.start(of: .hour) == GregorianDateTime(year: 1582, month: 10, day: 14, hour: 12))
    #expect(
      date.adding(1, .day)
        == GregorianDateTime(year: 1582, month: 10, day: 15, hour: 12, minute: 30))
    let endOfJanuary = GregorianDateTime(year: 2024, month: 1, day: 31)
    #expect(endOfJanuary.adding(1, .month) == GregorianDateTime(year: 2024, month: 2, day: 29))
    #expect(endOfJanuary.adding(-2, .month) == GregorianDateTime(year: 2023, month: 11, day: 30))
    #expect(endOfJanuary.adding(-2024, .year) == GregorianDateTime(year: 0, month: 1, day: 31))
  }
}
