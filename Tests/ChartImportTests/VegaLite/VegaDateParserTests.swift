import Foundation
import Testing

@testable import ChartImport
@testable import ChartModel

@Suite("Vega date parsing")
struct VegaDateParserTests {
  @Test(
    "Common date texts read as UTC instants",
    arguments: zip(
      [
        "2000-01-15", "Jan 15 2000", "January 15, 2000", "2000/01/15", "01/15/2000",
        "2000-01-15T00:00:00", "Jan 15 2000 10:30",
      ],
      [
        "2000-01-15T00:00:00Z", "2000-01-15T00:00:00Z", "2000-01-15T00:00:00Z",
        "2000-01-15T00:00:00Z", "2000-01-15T00:00:00Z", "2000-01-15T00:00:00Z",
        "2000-01-15T10:30:00Z",
      ]))
  func parses(text: String, expected: String) {
    #expect(VegaDateParser.date(from: text) == TemporalParser.date(fromISO8601: expected))
  }

  @Test("Texts that are not dates give nil")
  func rejects() {
    #expect(VegaDateParser.date(from: "Mary") == nil)
    #expect(VegaDateParser.date(from: "13/45/2000") == nil)
  }
}
