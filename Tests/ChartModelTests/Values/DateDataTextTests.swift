import ChartModel
import Foundation
import Testing

/// Dates as machine-readable data: at the precision of their unit, never a `T` timestamp
/// (issue 14; `describe --format json`).
@Suite("Dates as data at their unit's precision")
struct DateDataTextTests {
  static func date(_ text: String) -> Date {
    TemporalParser.date(fromISO8601: text) ?? Date(timeIntervalSince1970: .nan)
  }

  @Test(
    "Each unit writes its own precision",
    arguments: [
      ("2001-01-01T00:00:00Z", CalendarUnit.year, "2001"),
      ("2001-04-01T00:00:00Z", .quarter, "2001-04"), ("2003-03-01T00:00:00Z", .month, "2003-03"),
      ("2024-03-04T00:00:00Z", .week, "2024-03-04"), ("2024-07-24T00:00:00Z", .day, "2024-07-24"),
      ("2024-03-01T20:00:00Z", .hour, "2024-03-01 20:00Z"),
      ("2024-03-01T20:05:00Z", .minute, "2024-03-01 20:05Z"),
      ("2024-03-01T20:05:30Z", .second, "2024-03-01 20:05:30Z"),
      ("0950-01-01T00:00:00Z", .year, "0950"),
    ])
  func units(iso: String, unit: CalendarUnit, written: String) {
    #expect(TemporalParser.dataText(of: Self.date(iso), unit: unit) == written)
  }

  @Test(
    "A date not on its unit, or without one, loses nothing",
    arguments: [
      ("2001-03-24T00:00:00Z", CalendarUnit?.some(.year), "2001-03-24"),
      ("2003-03-15T00:00:00Z", .month, "2003-03-15"),
      ("2024-03-01T20:30:00Z", .hour, "2024-03-01 20:30Z"),
      ("2024-03-01T00:00:00Z", nil, "2024-03-01"),
      ("2024-03-01T20:05:30Z", nil, "2024-03-01 20:05:30Z"),
    ])
  func lossless(iso: String, unit: CalendarUnit?, written: String) {
    #expect(TemporalParser.dataText(of: Self.date(iso), unit: unit) == written)
  }

  @Test("Milliseconds are kept")
  func milliseconds() {
    let date = Date(timeIntervalSince1970: 1_709_323_530.25)
    #expect(TemporalParser.dataText(of: date, unit: nil) == "2024-03-01 20:05:30.250Z")
  }

  @Test("The day forms and the year read back as the same date")
  func readsBack() {
    for (iso, unit) in [
      ("2001-01-01T00:00:00Z", CalendarUnit.year), ("2024-07-24T00:00:00Z", .day),
    ] {
      let written = TemporalParser.dataText(of: Self.date(iso), unit: unit)
      #expect(TemporalParser.date(fromISO8601: written) == Self.date(iso))
    }
  }
}
