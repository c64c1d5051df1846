import ChartModel
import Foundation
import Testing

@Suite("Temporal cells: fast path against the full ISO 8601 parser")
struct TemporalColumnTests {
  private func resolved(_ cells: [String]) throws -> [Double] {
    let table = DataTable(
      fields: ["t"], columns: [.strings(cells)], rowCount: cells.count, origin: .inline)
    let values = try table.resolve(EncodingSpec(field: "t", type: .temporal), at: .root)
    guard case .dates(let seconds) = values.storage else { return [] }
    return seconds
  }

  @Test("Dates and date-times read as the full parser reads them")
  func agreesWithParser() throws {
    var cells: [String] = []
    for year in [1583, 1600, 1700, 1900, 1969, 1970, 2000, 2024, 2100, 9999] {
      for month in 1...12 {
        for day in [1, 15, 28, 29, 30, 31] {
          let date = String(format: "%04d-%02d-%02d", year, month, day)
          guard TemporalParser.date(fromISO8601: date) != nil else { continue }
          cells.append(date)
          cells.append(date + "T00:00:00Z")
          cells.append(date + "T23:59:59")
          cells.append(date + String(format: "T%02d:%02d:%02dZ", day % 24, (day * 7) % 60, day))
        }
      }
    }
    cells += ["1066-10-14", "1582-10-04", "1582-10-15", "1582-10-31", "0001-01-01", "1200-02-29"]
    let seconds = try resolved(cells)
    for (cell, value) in zip(cells, seconds) {
      #expect(value == TemporalParser.date(fromISO8601: cell)?.timeIntervalSince1970, "\(cell)")
    }
  }

  @Test("Invalid dates and times are refused, never rolled over to another day")
  func invalidDates() throws {
    // Foundation's ISO 8601 strategy alone reads 29 February 2023 as 1 March.
    for cell in [
      "2023-02-29", "2024-04-31", "2024-01-01T12:60:00Z", "2024-01-01T24:30:00Z", "2024-13-01",
      "2024-01-01X12:00:00Z", "2024-1-01",
    ] {
      #expect(TemporalParser.date(fromISO8601: cell) == nil, "\(cell)")
      let error = try #require(throws: ChartSpecError.self, "\(cell)") {
        _ = try resolved(["2024-01-01", cell])
      }
      #expect(error.description.contains("'\(cell)' is not an ISO 8601 date"), "\(error)")
      #expect(error.path?.description == "$.data.values[1].t", "\(error)")
    }
    // ISO 8601's end of a day is the next day's start.
    let endOfDay = try resolved(["2024-01-01T24:00:00Z"])
    #expect(endOfDay == [Double(GregorianDays.days(year: 2024, month: 1, day: 2) * 86_400)])
  }
}
