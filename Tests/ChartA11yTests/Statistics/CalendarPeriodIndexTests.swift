import ChartModel
import Foundation
import Testing

@testable import ChartA11y

@Suite("Calendar period index")
struct CalendarPeriodIndexTests {
  /// An instant from an ISO 8601 text, through the project's parser.
  static func date(_ text: String) throws -> Date {
    try #require(TemporalParser.date(fromISO8601: text))
  }

  @Test("Months and quarters count from year 0; consecutive periods differ by one")
  func months() throws {
    #expect(CalendarUnit.month.periodIndex(of: try Self.date("2000-01-15")) == 24_000)
    #expect(CalendarUnit.month.periodIndex(of: try Self.date("2000-12-31T23:59:00Z")) == 24_011)
    #expect(CalendarUnit.month.periodIndex(of: try Self.date("1999-12-31T12:00:00Z")) == 23_999)
    #expect(CalendarUnit.quarter.periodIndex(of: try Self.date("2000-05-01")) == 8_001)
    #expect(CalendarUnit.year.periodIndex(of: try Self.date("2000-12-31T23:59:00Z")) == 2_000)
  }

  @Test("Fixed-length units count from 1970 in UTC, negative before it")
  func fixedLength() throws {
    #expect(CalendarUnit.week.periodIndex(of: try Self.date("1970-01-08")) == 1)
    #expect(CalendarUnit.day.periodIndex(of: try Self.date("1969-12-31T23:00:00Z")) == -1)
    #expect(CalendarUnit.hour.periodIndex(of: try Self.date("1969-12-31T23:00:00Z")) == -1)
    #expect(CalendarUnit.minute.periodIndex(of: try Self.date("1970-01-01T01:00:00Z")) == 60)
  }

  @Test("Before 1583 the calendar stays proleptic Gregorian, as ISO 8601 and JavaScript")
  func beforeGregorian() {
    // Python: (date(1582, 10, 15) - date(1970, 1, 1)).days == -141_427; the day before it
    // is 14 October 1582 (Foundation's calendar said 4 October, Julian).
    let firstGregorian = Date(timeIntervalSince1970: -141_427 * 86_400)
    let dayBefore = Date(timeIntervalSince1970: -141_428 * 86_400)
    #expect(CalendarUnit.month.periodIndex(of: firstGregorian) == 1_582 * 12 + 9)
    #expect(CalendarUnit.year.periodIndex(of: dayBefore) == 1_582)
    let parts = GregorianDays.date(ofSeconds: dayBefore.timeIntervalSince1970)
    #expect(parts.year == 1_582 && parts.month == 10 && parts.day == 14)
  }
}
