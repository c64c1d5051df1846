import ChartModel
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

@Suite("Vega's short time-axis tick labels read as full dates")
struct VegaTimeTickLabelsTests {
  static func seconds(_ text: String) throws -> Double {
    try #require(TemporalParser.date(fromISO8601: text)).timeIntervalSince1970
  }

  @Test("Each of Vega's label forms names its boundary")
  func boundaries() {
    #expect(VegaTimeTickLabels.boundary("2023") == .year(2023))
    #expect(VegaTimeTickLabels.boundary("February") == .month(2))
    #expect(VegaTimeTickLabels.boundary("Mar 03") == .monthDay(month: 3, day: 3))
    #expect(VegaTimeTickLabels.boundary("Sat 02") == .weekdayDay(weekday: 7, day: 2))
    #expect(VegaTimeTickLabels.boundary("06 AM") == .hour(6))
    #expect(VegaTimeTickLabels.boundary("12 PM") == .hour(12))
    #expect(VegaTimeTickLabels.boundary("06 PM") == .hour(18))
    #expect(VegaTimeTickLabels.boundary("10:15") == .hourMinute(hour12: 10, minute: 15))
    #expect(VegaTimeTickLabels.boundary(":30") == .second(30))
    for text in ["Feb", "13 PM", "Mar 3", "10:60", "Someday 02", "", "2023-01"] {
      #expect(VegaTimeTickLabels.boundary(text) == nil, "\(text)")
    }
  }

  @Test(
    "A sequence of labels reads forward from the domain's start",
    arguments: [
      (
        "2024-03-01T00:00:00Z", ["March", "06 AM", "12 PM", "06 PM", "Sat 02", "06 AM"],
        [
          "2024-03-01T00:00:00Z", "2024-03-01T06:00:00Z", "2024-03-01T12:00:00Z",
          "2024-03-01T18:00:00Z", "2024-03-02T00:00:00Z", "2024-03-02T06:00:00Z",
        ]
      ),
      (
        "2023-01-01T00:00:00Z", ["2023", "April", "July", "October", "2024"],
        [
          "2023-01-01T00:00:00Z", "2023-04-01T00:00:00Z", "2023-07-01T00:00:00Z",
          "2023-10-01T00:00:00Z", "2024-01-01T00:00:00Z",
        ]
      ),
      (
        "2024-03-04T00:00:00Z", ["Mon 04", "Tue 05", "Sat 09", "Mar 10", "Mon 11"],
        [
          "2024-03-04T00:00:00Z", "2024-03-05T00:00:00Z", "2024-03-09T00:00:00Z",
          "2024-03-10T00:00:00Z", "2024-03-11T00:00:00Z",
        ]
      ),
      (
        "2024-03-01T10:00:00Z", ["10 AM", "10:15", "10:30", "11 AM", "11:15", "12 PM", "01 PM"],
        [
          "2024-03-01T10:00:00Z", "2024-03-01T10:15:00Z", "2024-03-01T10:30:00Z",
          "2024-03-01T11:00:00Z", "2024-03-01T11:15:00Z", "2024-03-01T12:00:00Z",
          "2024-03-01T13:00:00Z",
        ]
      ),
      (
        "1969-12-31T23:59:00Z", ["11:59", ":30", "Thu 01", ":30"],
        [
          "1969-12-31T23:59:00Z", "1969-12-31T23:59:30Z", "1970-01-01T00:00:00Z",
          "1970-01-01T00:00:30Z",
        ]
      ),
    ])
  func sequences(start: String, labels: [String], expected: [String]) throws {
    let dates = try #require(
      VegaTimeTickLabels.dates(
        of: labels, from: Date(timeIntervalSince1970: try Self.seconds(start))))
    #expect(try dates.map(\.timeIntervalSince1970) == expected.map(Self.seconds))
  }

  @Test("A label that names no instant within its unit's reach, or too many labels, give nil")
  func unreadable() throws {
    let start = Date(timeIntervalSince1970: try Self.seconds("2024-03-01T00:00:00Z"))
    // 2 March 2024 is a Saturday, not a Monday; 2023 is before the domain's start.
    #expect(VegaTimeTickLabels.dates(of: ["Mon 02"], from: start) == nil)
    #expect(VegaTimeTickLabels.dates(of: ["2023"], from: start) == nil)
    #expect(VegaTimeTickLabels.dates(of: ["March", "soon"], from: start) == nil)
    let many = Array(repeating: ":30", count: VegaTimeTickLabels.maximumLabels + 1)
    #expect(VegaTimeTickLabels.dates(of: many, from: start) == nil)
  }
}
