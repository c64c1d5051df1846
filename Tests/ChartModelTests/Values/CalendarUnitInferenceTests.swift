import ChartModel
import Foundation
import Testing

@Suite("Calendar unit inference")
struct CalendarUnitInferenceTests {
  private func seconds(_ texts: [String]) -> [Double] {
    texts.map { TemporalParser.date(fromISO8601: $0)?.timeIntervalSince1970 ?? .nan }
  }

  @Test("Dates aligned to years, months or days give that unit")
  func aligned() {
    #expect(CalendarUnitInference.unit(ofSeconds: seconds(["2000-01-01", "2001-01-01"])) == .year)
    #expect(CalendarUnitInference.unit(ofSeconds: seconds(["2000-01-01", "2000-02-01"])) == .month)
    #expect(CalendarUnitInference.unit(ofSeconds: seconds(["2000-01-01", "2000-01-02"])) == .day)
  }

  @Test(
    "Month starts and month ends by their step, as pandas' infer_freq reads them",
    arguments: [
      // pd.infer_freq: QS-JAN, with a quarter missing.
      (["2023-01-01", "2023-04-01", "2023-10-01", "2024-01-01"], CalendarUnit.quarter),
      // YS-JUN: years (a financial year), not months with eleven "missing" after each.
      (["2020-06-01", "2021-06-01", "2022-06-01"], .year),
      (["2020-06-01", "2021-06-01", "2023-06-01"], .year),
      // 2MS and 2YS-JUN: no unit.
      (["2024-01-01", "2024-03-01", "2024-05-01"], nil),
      (["2020-06-01", "2022-06-01", "2024-06-01"], nil),
      // ME (resample("M")), with April missing: months, not days.
      (["2024-01-31", "2024-02-29", "2024-03-31", "2024-05-31"], .month),
      // QE-DEC and YE-DEC.
      (["2023-03-31", "2023-06-30", "2023-09-30", "2023-12-31"], .quarter),
      (["2021-12-31", "2022-12-31", "2023-12-31"], .year),
      // Month ends two months apart: no unit (2ME).
      (["2024-01-31", "2024-03-31", "2024-05-31"], nil),
    ] as [([String], CalendarUnit?)])
  func monthSteps(dates: [String], expected: CalendarUnit?) {
    #expect(CalendarUnitInference.unit(ofSeconds: seconds(dates)) == expected)
  }

  @Test(
    "One day of the year or of the month, by the step: pandas' DateOffset(years=1), (months=1)",
    arguments: [
      // Every 1 July and every 14 March, with a year missing: years, not days.
      (["2001-07-01", "2002-07-01", "2003-07-01", "2005-07-01"], CalendarUnit.year),
      (["2001-03-14", "2002-03-14", "2004-03-14"], .year),
      // Every 15th and every 30th (no February) with a month missing: months; every
      // 15 January, April, July, October: quarters.
      (["2024-01-15", "2024-02-15", "2024-04-15"], .month),
      (["2024-01-15", "2024-04-15", "2024-10-15"], .quarter),
      (["2024-01-30", "2024-03-30", "2024-04-30"], .month),
      // Every second year, and dates on one day of different steps: no unit.
      (["2001-03-14", "2003-03-14", "2005-03-14"], nil),
      (["2024-01-15", "2024-03-15", "2024-07-15"], nil),
      // Different days: days.
      (["2001-03-14", "2002-03-15"], .day),
    ] as [([String], CalendarUnit?)])
  func sameDaySteps(dates: [String], expected: CalendarUnit?) {
    #expect(CalendarUnitInference.unit(ofSeconds: seconds(dates)) == expected)
  }

  @Test("Midnight dates on one weekday, a week apart at their closest, are weeks")
  func weeks() {
    // pandas' date_range(freq="W-MON") and "W-SUN", with a week missing: weeks, not days.
    let mondays = ["2023-01-02", "2023-01-09", "2023-01-23", "2023-01-30"]
    #expect(CalendarUnitInference.unit(ofSeconds: seconds(mondays)) == .week)
    let sundays = ["2023-01-01", "2023-01-08", "2023-01-15"]
    #expect(CalendarUnitInference.unit(ofSeconds: seconds(sundays)) == .week)
    // Every second Monday: no unit (gaps by the regular step); days a week apart on
    // different weekdays, or a day apart, stay days.
    let fortnights = ["2023-01-02", "2023-01-16", "2023-01-30"]
    #expect(CalendarUnitInference.unit(ofSeconds: seconds(fortnights)) == nil)
    #expect(
      CalendarUnitInference.unit(ofSeconds: seconds(["2023-01-02", "2023-01-10", "2023-01-17"]))
        == .day)
    #expect(
      CalendarUnitInference.unit(ofSeconds: seconds(["2023-01-02", "2023-01-03", "2023-01-09"]))
        == .day)
  }

  @Test("Times of day, or a single date, give no unit")
  func unaligned() {
    #expect(
      CalendarUnitInference.unit(
        ofSeconds: seconds(["2000-01-01T10:00:00Z", "2000-01-02T00:00:00Z"])) == nil)
    #expect(CalendarUnitInference.unit(ofSeconds: seconds(["2000-01-01"])) == nil)
  }
}
