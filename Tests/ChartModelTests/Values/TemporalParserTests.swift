import ChartModel
import Foundation
import Testing

/// Seconds since 1970 of a UTC date-time, by arithmetic independent of the parser.
private func seconds(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0)
  -> Double
{
  Double(
    GregorianDays.days(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60)
}

/// ISO 8601 and RFC 3339 text read as instants: the forms pandas, JavaScript and this
/// project's own JSON output write.
@Suite("ISO 8601 and RFC 3339 dates")
struct TemporalParserTests {
  @Test(
    "Each form reads as its instant",
    arguments: [
      ("2024-03-01", seconds(2024, 3, 1)),
      ("2024-03", seconds(2024, 3, 1)),
      ("1999-12", seconds(1999, 12, 1)),
      ("2024", seconds(2024, 1, 1)),
      ("2024-03-01T12:30:00Z", seconds(2024, 3, 1, 12, 30)),
      ("2024-03-01T12:30:00", seconds(2024, 3, 1, 12, 30)),
      ("2024-03-01 12:30:00", seconds(2024, 3, 1, 12, 30)),
      ("2024-03-01 12:30", seconds(2024, 3, 1, 12, 30)),
      ("2024-03-01T12:30", seconds(2024, 3, 1, 12, 30)),
      ("2024-03-01 20:00Z", seconds(2024, 3, 1, 20)),
      ("2024-03-01 12:30:00+00:00", seconds(2024, 3, 1, 12, 30)),
      ("2024-03-01 12:30:00+01:00", seconds(2024, 3, 1, 11, 30)),
      ("2024-03-01T12:30-05:00", seconds(2024, 3, 1, 17, 30)),
      ("2024-03-01T12:30:00+14:00", seconds(2024, 2, 29, 22, 30)),
      ("2024-03-01T12:30:00-0530", seconds(2024, 3, 1, 18, 0)),
      ("2024-03-01 12:30:00.250", seconds(2024, 3, 1, 12, 30) + 0.25),
      ("2024-03-01T12:30:00.250Z", seconds(2024, 3, 1, 12, 30) + 0.25),
      // Proleptic Gregorian before the reform, as ISO 8601, JavaScript and pandas
      // (pd.Timestamp("1582-10-05").value // 10**9 == -12220156800).
      ("1582-10-05", -12_220_156_800), ("1582-10-14T12:00:00Z", -12_219_336_000),
      ("1500-03-01", -14_826_672_000), ("1500", seconds(1500, 1, 1)),
      ("0000-06-01", -62_154_086_400), ("0000", seconds(0, 1, 1)),
      // Signed years: ISO 8601 expanded (as the JSON output writes them) and ECMAScript's six
      // digits (new Date("-000001-01-01").getTime() / 1000 == -62198755200).
      ("-0001-01-01", -62_198_755_200), ("-000001-01-01", -62_198_755_200),
      ("+002024-03-01", seconds(2024, 3, 1)), ("-0001", -62_198_755_200),
      ("-0001-03-01T12:00:00Z", seconds(-1, 3, 1, 12)),
    ])
  func forms(text: String, expected: Double) throws {
    let date = try #require(TemporalParser.date(fromISO8601: text))
    #expect(abs(date.timeIntervalSince1970 - expected) < 1e-6)
  }

  @Test(
    "Text that is no date is not read as one",
    arguments: [
      "2024-13", "2024-00", "2024-3", "2024-1x", "24-03", "10-19", "1990-95", "2024-02-30",
      "2024-03-01 25:00", "2024-03-01 12", "2024/03", "March", "2024-03-01 12:30 pm",
      // An offset no clock has (Foundation read these as UTC).
      "2024-03-02T12:00:00+25:00", "2024-03-02T12:00:00+99:99", "2024-03-02T12:00-12:60",
      "2024-03-02T12:00:00+2400",
      // Signed years of other lengths, or beyond the supported years.
      "-1", "-001-01-01", "+12345-01-01", "-010000-01-01", "--2024",
    ])
  func notDates(text: String) {
    #expect(TemporalParser.date(fromISO8601: text) == nil)
  }

  @Test("Every form the JSON output writes reads back as the same instant")
  func readsDataTextBack() throws {
    let cases: [(Double, CalendarUnit?)] = [
      (seconds(2001, 1, 1), .year), (seconds(2001, 4, 1), .quarter), (seconds(2003, 3, 1), .month),
      (seconds(2024, 3, 4), .week), (seconds(2024, 7, 24), .day),
      (seconds(2024, 3, 1, 20), .hour), (seconds(2024, 3, 1, 20, 5), .minute),
      (seconds(2024, 3, 1, 20, 5) + 30, .second), (seconds(2024, 3, 1, 20, 5) + 30.25, nil),
      (seconds(-1, 1, 1), .year), (seconds(-44, 3, 15), .day), (seconds(0, 6, 1), .month),
    ]
    for (value, unit) in cases {
      let written = TemporalParser.dataText(of: Date(timeIntervalSince1970: value), unit: unit)
      let read = try #require(TemporalParser.date(fromISO8601: written), "\(written)")
      #expect(abs(read.timeIntervalSince1970 - value) < 1e-6, "\(written)")
    }
  }
}
