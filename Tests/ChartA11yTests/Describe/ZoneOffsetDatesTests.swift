import ChartModel
import Foundation
import Testing

@testable import ChartA11y

/// Dates with offsets from UTC (`2024-03-10T01:00:00-05:00`) are written on the data's own
/// clock when they share one offset, and in UTC marked "UTC" when they do not; daily data
/// across a daylight-saving change stays daily, so a missing day is found.
///
/// Oracle: pandas, `pd.date_range("2024-03-10 01:00", periods=3, freq="h", tz="-05:00")`
/// writes `2024-03-10T01:00:00-05:00` … (hours 01–03 local, 06–08 UTC);
/// `pd.date_range("2024-0308", "2024-03-13", freq="D", tz="America/New_York")` gives
/// offsets −05:00 to 10 March and −04:00 from 11 March, each at local midnight;
/// `pd.date_range("2024-03-10 00:00", periods=4, freq="h", tz="America/New_York")` is
/// 05:00, 06:00, 07:00, 08:00 UTC (the local hour 02:00 does not exist that day).
@Suite("Dates with offsets from UTC, on the data's clock")
struct ZoneOffsetDatesTests {
  @Test("One offset: the data's own hours, no UTC mark; the JSON keeps the offset")
  func oneOffset() throws {
    let analysis = try ProlepticDatesTests.analysis(
      ProlepticDatesTests.spec([
        #""2024-03-10T01:00:00-05:00""#, #""2024-03-10T02:00:00-05:00""#,
        #""2024-03-10T03:00:00-05:00""#,
      ]))
    let text = ProlepticDatesTests.plain(analysis)
    #expect(
      text.contains(
        "Values: 10 March 2024, 01:00 1; 10 March 2024, 02:00 2; 10 March 2024, 03:00 3."),
      "\(text)")
    #expect(!text.contains("UTC"), "\(text)")
    let json = try JSONRenderer.render(analysis, description: ChartDescription(analysis))
    #expect(json.contains(#""x" : "2024-03-10 01:00-05:00""#), "\(json)")
    #expect(
      TemporalParser.date(fromISO8601: "2024-03-10 01:00-05:00")?.timeIntervalSince1970
        == 1_710_050_400)
  }

  @Test("Offsets that differ with times of day: UTC, marked UTC in text and speech")
  func differentOffsets() throws {
    let analysis = try ProlepticDatesTests.analysis(
      ProlepticDatesTests.spec([
        #""2024-03-10T00:00:00-05:00""#, #""2024-03-10T01:00:00-05:00""#,
        #""2024-03-10T03:00:00-04:00""#, #""2024-03-10T04:00:00-04:00""#,
      ]))
    let text = ProlepticDatesTests.plain(analysis)
    #expect(
      text.contains(
        "has 4 hours from 10 March 2024, 05:00 UTC to 10 March 2024, 08:00 UTC; "
          + "no hours are missing."), "\(text)")
    #expect(
      SpokenEnglish.plain("from 10 March 2024, 05:00 UTC to 10 March 2024, 08:00 UTC")
        == "from 5 a.m. U T C on 10 March 2024 to 8 a.m. U T C on 10 March 2024")
  }

  @Test("Daily data across a daylight-saving change stays daily: the missing day is found")
  func daylightSavingDays() throws {
    let days = [
      "2024-03-08T00:00:00-05:00", "2024-03-09T00:00:00-05:00", "2024-03-10T00:00:00-05:00",
      "2024-03-12T00:00:00-04:00", "2024-03-13T00:00:00-04:00",
    ]
    let analysis = try ProlepticDatesTests.analysis(
      ProlepticDatesTests.spec(days.map { "\"\($0)\"" }))
    let text = ProlepticDatesTests.plain(analysis)
    #expect(
      text.contains(
        "has 5 days from 8 March 2024 to 13 March 2024; 1 day missing, with no data: "
          + "11 March 2024."), "\(text)")
    #expect(!text.contains(":00"), "\(text)")
  }

  @Test("Date-times with an offset on a categorical axis are named on their clock, not as ISO")
  func categories() throws {
    let json = #"""
      {"version": 1, "title": "Dates", "data": {"values": [
        {"x": "2024-03-10T01:00:00-05:00", "y": 1}, {"x": "2024-03-10T02:00:00-05:00", "y": 2}]},
       "marks": [{"type": "bar", "x": {"field": "x", "label": "Time", "type": "categorical"},
                  "y": {"field": "y", "label": "V"}}]}
      """#
    let text = ProlepticDatesTests.plain(try ProlepticDatesTests.analysis(json))
    #expect(
      text.contains("categorical with 2 categories: 10 March 2024, 01:00, 10 March 2024, 02:00."),
      "\(text)")
  }
}
