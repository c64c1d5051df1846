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

  @Test("Times of day, or a single date, give no unit")
  func unaligned() {
    #expect(
      CalendarUnitInference.unit(
        ofSeconds: seconds(["2000-01-01T10:00:00Z", "2000-01-02T00:00:00Z"])) == nil)
    #expect(CalendarUnitInference.unit(ofSeconds: seconds(["2000-01-01"])) == nil)
  }
}
