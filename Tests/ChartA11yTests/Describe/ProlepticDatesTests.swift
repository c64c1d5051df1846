import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Dates before the Gregorian reform (15 October 1582) and in year 0 are read and written in
/// the proleptic Gregorian calendar, as ISO 8601, JavaScript's `Date` (and so Vega) and
/// pandas do: the day a text names is the day a millisecond timestamp of it names, and every
/// day has its own label.
///
/// Oracle: pandas, `pd.Timestamp("1500-03-01").value // 10**6 == -14826672000000`,
/// `pd.date_range("1582-10-01", "1582-10-30")` (30 distinct days), NumPy
/// `np.datetime64("0000-06-01", "ms").astype(int) == -62154086400000`.
@Suite("Dates before 1582 and in year 0, as ISO 8601, JavaScript and pandas have them")
struct ProlepticDatesTests {
  static func analysis(_ json: String, kind: ChartInputKind = .chartSpec) throws -> ChartAnalysis {
    try ChartText.analysis(json, kind: kind)
  }

  static func spec(_ values: [String], unit: String? = nil) -> String {
    let rows = values.enumerated().map { #"{"x": \#($1), "y": \#($0 + 1)}"# }
    let unitMember = unit.map { #", "unit": "\#($0)""# } ?? ""
    return #"""
      {"version": 1, "title": "Dates", "data": {"values": [\#(rows.joined(separator: ", "))]},
       "marks": [{"type": "line", "x": {"field": "x", "label": "Day", "type": "temporal"\#(unitMember)},
                  "y": {"field": "y", "label": "V"}}]}
      """#
  }

  static func plain(_ analysis: ChartAnalysis) -> String {
    PlainTextRenderer.render(ChartDescription(analysis))
  }

  @Test("The ten days Foundation's calendar skips in October 1582 are days of their own")
  func reformDays() throws {
    let days = (1...30).map { #""1582-10-\#($0 < 10 ? "0" : "")\#($0)""# }
    let analysis = try Self.analysis(Self.spec(days, unit: "day"))
    let table = DataTableCSVRenderer.render(DataTableView(analysis))
    let rows = table.split(whereSeparator: \.isNewline).dropFirst().map(String.init)
    #expect(rows == (1...30).map { "\($0) October 1582,\($0)" })
    let text = Self.plain(analysis)
    #expect(text.contains("30 days from 1 October 1582 to 30 October 1582; no days are missing"))
    #expect(text.contains("τ = 1,"), "\(text)")
  }

  @Test("A millisecond timestamp before 1582 is the day its ISO text names")
  func millisecondsBefore1582() throws {
    let milliseconds = ["-14826672000000", "-14826585600000", "-14826499200000"]
    let fromNumbers = try Self.analysis(Self.spec(milliseconds))
    let fromText = try Self.analysis(
      Self.spec([#""1500-03-01""#, #""1500-03-02""#, #""1500-03-03""#]))
    for analysis in [fromNumbers, fromText] {
      #expect(
        Self.plain(analysis).contains(
          "Values: 1 March 1500 1; 2 March 1500 2; 3 March 1500 3."), "\(Self.plain(analysis))")
      let json = try JSONRenderer.render(analysis, description: ChartDescription(analysis))
      #expect(json.contains(#""x" : "1500-03-01""#), "\(json)")
    }
    // 0001-01-01 in JavaScript: new Date(-62135596800000).toISOString().
    let yearOne = try Self.analysis(Self.spec(["-62135596800000", "-62135510400000"]))
    #expect(Self.plain(yearOne).contains("Values: 1 January 0001 1; 2 January 0001 2."))
  }

  @Test("A Vega-Lite time unit truncates days before 1582 in the proleptic calendar")
  func vegaLiteTimeUnitBefore1582() throws {
    let json = #"""
      {"data": {"values": [{"t": "1582-10-05T13:00:00", "v": 1}, {"t": "1582-10-14T09:00:00", "v": 2},
                           {"t": "1582-10-15T01:00:00", "v": 3}]},
       "mark": "line",
       "encoding": {"x": {"field": "t", "timeUnit": "yearmonthdate", "type": "temporal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """#
    let text = Self.plain(try Self.analysis(json, kind: .vegaLite))
    #expect(
      text.contains("Values: 5 October 1582 1; 14 October 1582 2; 15 October 1582 3."), "\(text)")
  }

  @Test("Year 0 (ISO 8601's 0000, 1 BC) is written as year 0, never as year 1")
  func yearZero() throws {
    let days = try Self.analysis(
      Self.spec([#""0000-06-01""#, #""0001-06-01""#, #""0002-06-01""#], unit: "day"))
    #expect(
      Self.plain(days).contains("Values: 1 June 0000 1; 1 June 0001 2; 1 June 0002 3."),
      "\(Self.plain(days))")
    let json = try JSONRenderer.render(days, description: ChartDescription(days))
    #expect(json.contains(#""x" : "0000-06-01""#) && json.contains(#""x" : "0001-06-01""#))
    let years = try Self.analysis(
      Self.spec([#""0000-01-01""#, #""0001-01-01""#, #""0002-01-01""#]))
    #expect(Self.plain(years).contains("from 0000 to 0002"), "\(Self.plain(years))")
    #expect(
      Self.plain(years).contains("Values: 0000 1; 0001 2; 0002 3."), "\(Self.plain(years))")
  }

  /// vl-convert draws a Vega-Lite time axis over `-000044-03-15`, `-000043-03-15`,
  /// `-000042-03-15` with `timeUnit: "year"` as `-0044`, `-0043`, `-0042` (d3's `%Y`), and
  /// its aria-label says "15 March -0044"; `0045-03-15` is drawn `0045`.
  @Test("Years before 1000 and before year 0 are written as Vega draws them, said as numbers")
  func yearsAsVegaDraws() throws {
    let json = #"""
      {"data": {"values": [{"t": "-000044-03-15", "v": 1}, {"t": "-000043-03-15", "v": 3},
                           {"t": "-000042-03-15", "v": 2}]},
       "mark": "line",
       "encoding": {"x": {"field": "t", "timeUnit": "year", "type": "temporal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """#
    let text = Self.plain(try Self.analysis(json, kind: .vegaLite))
    #expect(text.contains("Values: -0044 1; -0043 3; -0042 2."), "\(text)")
    let days = Self.plain(
      try Self.analysis(Self.spec([#""-0044-03-15""#, #""0045-03-15""#], unit: "day")))
    #expect(days.contains("from 15 March -0044 to 15 March 0045"), "\(days)")
    #expect(
      SpokenEnglish.plain("from 15 March -0044 to 15 March 0045, and -0044 to -0042.")
        == "from 15 March year minus 44 to 15 March year 45, and year minus 44 to year minus 42.")
    #expect(
      SpokenEnglish.plain("Q1 0045, Q4 -0044, March 0000.")
        == "the first quarter of year 45, the fourth quarter of year minus 44, March year 0.")
    // A label such as a product code, and numbers, are said as written.
    #expect(
      SpokenEnglish.plain("Code 0045 is 0.0045 or 10045.") == "Code 0045 is 0.0045 or 10045.")
  }

  @Test("Dates in years 1 and 9999 under a Vega-Lite time unit are named as dates, not ISO text")
  func extremeYearsUnderTimeUnit() throws {
    let json = #"""
      {"data": {"values": [{"t": "0001-01-01", "v": 1}, {"t": "9999-12-31", "v": 2}]},
       "mark": "bar",
       "encoding": {"x": {"field": "t", "timeUnit": "yearmonthdatehoursminutesseconds",
                          "type": "ordinal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """#
    let text = Self.plain(try Self.analysis(json, kind: .vegaLite))
    #expect(
      text.contains("categorical with 2 categories: 1 January 0001, 31 December 9999."), "\(text)")
    #expect(!text.contains("T00:00"), "\(text)")
  }
}
