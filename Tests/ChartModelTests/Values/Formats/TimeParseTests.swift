import Foundation
import Testing

@testable import ChartModel

@Suite("d3-time-format parse patterns, as Vega-Lite's format.parse applies them")
struct TimeParseTests {
  private static func iso(_ pattern: String, _ text: String) throws -> String? {
    try TimeParse(pattern).date(from: text).map {
      $0.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }
  }

  @Test(
    "Each directive reads as d3.utcParse does (each case checked with d3-time-format 4)",
    arguments: [
      ("%d/%m/%Y", "03/04/2024", "2024-04-03T00:00:00.000Z"),
      ("%d/%m/%Y", "3/4/2024", "2024-04-03T00:00:00.000Z"),
      ("%m/%d/%y", "04/03/24", "2024-04-03T00:00:00.000Z"),
      ("%m/%d/%y", "04/03/69", "1969-04-03T00:00:00.000Z"),
      ("%b %d, %Y", "Apr 3, 2024", "2024-04-03T00:00:00.000Z"),
      ("%B %e %Y", "April  3 2024", "2024-04-03T00:00:00.000Z"),
      ("%A, %d %B %Y", "Wednesday, 03 April 2024", "2024-04-03T00:00:00.000Z"),
      ("%Y-%m-%dT%H:%M:%S.%L", "2024-04-03T14:05:09.250", "2024-04-03T14:05:09.250Z"),
      ("%I:%M %p %d.%m.%Y", "02:30 PM 03.04.2024", "2024-04-03T14:30:00.000Z"),
      ("%I %p %Y", "12 AM 2024", "2024-01-01T00:00:00.000Z"),
      ("%Y %j", "2024 094", "2024-04-03T00:00:00.000Z"),
      ("%Y", "2024", "2024-01-01T00:00:00.000Z"),
      ("%H:%M", "09:15", "1900-01-01T09:15:00.000Z"),
      ("%-d/%-m/%Y %%", "3/4/2024 %", "2024-04-03T00:00:00.000Z"),
    ])
  func reads(pattern: String, text: String, expected: String) throws {
    #expect(try Self.iso(pattern, text) == expected)
  }

  @Test(
    "Text that does not follow the pattern, or a day the calendar lacks, gives no date",
    arguments: [
      ("%d/%m/%Y", "2024-04-03"), ("%d/%m/%Y", "03/04/2024 "), ("%d/%m/%Y", "31/02/2024"),
      ("%d/%m/%Y", "03/13/2024"), ("%H:%M", "24:00"), ("%b %Y", "Foo 2024"), ("%Y", ""),
    ])
  func refuses(pattern: String, text: String) throws {
    #expect(try Self.iso(pattern, text) == nil)
  }

  @Test("A directive it does not read is named")
  func unsupported() {
    #expect(throws: TimeParse.UnsupportedDirective.self) { try TimeParse("%Q") }
    do {
      _ = try TimeParse("%d %U %Y")
    } catch {
      #expect(error.directive == "U")
    }
  }
}
