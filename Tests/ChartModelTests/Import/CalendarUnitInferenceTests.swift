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
      // YS-JUN and 2MS: not months, whose gaps would be two or eleven "missing" months.
      (["2020-06-01", "2021-06-01", "2022-06-01"], nil),
      (["2024-01-01", "2024-03-01", "2024-05-01"], nil),
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
