import ChartModel
import Foundation
import Testing

@Suite("Fixed ISO 8601 forms")
struct ISODateFormTests {
  @Test("Text read in a form is written back the same")
  func roundTrip() throws {
    for text in [
      "1583-01-01", "1582-12-31", "1582-10-10", "0000-02-29", "0001-01-01", "1970-01-01",
      "2024-02-29", "9999-12-31", "1583-01-01T00:00:00",
      "1969-12-31T23:59:59", "2024-07-04T12:34:56Z", "9999-12-31T23:59:59Z",
      "2024-01-01 12:00:00", "1969-12-31 23:59:59",
    ] {
      let read = try #require(ISODateForm.read(text), "\(text)")
      #expect(read.form.text(ofSeconds: read.seconds) == text)
      #expect(read.seconds == TemporalParser.date(fromISO8601: text)?.timeIntervalSince1970)
    }
    for text in [
      "1500-02-29", "2023-02-29", "2024-01-01T24:00:00", "2024-01-01 24:00:00", "24-01-01",
      "2024-01-01 12:00:0Z", "2024-01-01_12:00:00",
    ] {
      #expect(ISODateForm.read(text) == nil, "\(text)")
    }
    #expect(ISODateForm.read("2024-01-01 12:00:00")?.form == .dateTimeSpaced)
    #expect(ISODateForm.read("2024-01-01T12:00:00")?.form == .dateTime)
  }
}
