import Foundation
import Testing

@testable import ChartImport
@testable import ChartModel

@Suite("Vega time units")
struct VegaTimeUnitTests {
  private let date = TemporalParser.date(fromISO8601: "2024-05-17T13:45:00Z") ?? Date()

  private func unit(_ name: String) -> VegaTimeUnit? { VegaTimeUnit(.string(name)) }

  @Test(
    "Truncating units give the start of the period",
    arguments: zip(
      ["year", "yearquarter", "yearmonth", "utcyearmonthdate", "yearmonthdatehours"],
      [
        "2024-01-01T00:00:00Z", "2024-04-01T00:00:00Z", "2024-05-01T00:00:00Z",
        "2024-05-17T00:00:00Z", "2024-05-17T13:00:00Z",
      ]))
  func truncating(name: String, expected: String) throws {
    let value = try #require(unit(name)).apply(to: date)
    #expect(value == .date(try #require(TemporalParser.date(fromISO8601: expected))))
  }

  @Test(
    "Periodic units give named categories",
    arguments: zip(
      ["month", "quarter", "day", "date", "hours", "monthdate"],
      ["May", "Q2", "Friday", "17", "13:00", "May 17"]))
  func periodic(name: String, expected: String) throws {
    #expect(try #require(unit(name)).apply(to: date) == .category(expected))
  }

  @Test("Periodic categories rank in calendar order, and unknown units are rejected")
  func ranks() throws {
    let month = try #require(unit("month"))
    #expect((month.rank(of: "March") ?? 0) < (month.rank(of: "October") ?? 0))
    #expect(unit("fortnight") == nil)
  }
}
