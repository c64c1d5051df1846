import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Gaps for every kind of x (issue 14): sub-daily periods, breaks in a regular numeric step,
/// weekday calendars; said in the text, clicked in the sound, announced in explore.
@Suite("Gaps on every kind of x axis")
struct GapTests {
  static func seconds(_ text: String) -> Double {
    (TemporalParser.date(fromISO8601: text) ?? Date.distantPast).timeIntervalSince1970
  }

  @Test("Sub-daily units are inferred when aligned and one unit apart somewhere")
  func subDailyInference() {
    let hourly = ["2024-03-01T19:00:00Z", "2024-03-01T20:00:00Z", "2024-03-02T04:00:00Z"]
    #expect(CalendarUnitInference.unit(ofSeconds: hourly.map(Self.seconds)) == .hour)
    let sixHourly = ["2024-03-01T00:00:00Z", "2024-03-01T06:00:00Z", "2024-03-01T12:00:00Z"]
    #expect(CalendarUnitInference.unit(ofSeconds: sixHourly.map(Self.seconds)) == nil)
    #expect(CalendarUnitInference.unit(ofSeconds: [0, 60, 180]) == .minute)
    #expect(CalendarUnitInference.unit(ofSeconds: [0, 1, 2, 5]) == .second)
    #expect(CalendarUnitInference.unit(ofSeconds: [0, 86_400, 3 * 86_400]) == .day)
  }

  @Test("Eight null hours are one run of 8 hours, placed from 20:00 to 03:00")
  func nullHours() throws {
    let analysis = try ChartFixture.analysis("vega-lite/hourly-load-nulls.vl.json")
    #expect(analysis.chart.independentAxisDescriptor.calendarUnit == .hour)
    let runs = analysis.series[0].missingRuns
    #expect(runs.count == 1)
    #expect(runs.first?.count == 8)
    #expect(
      runs.first?.start == .date(Date(timeIntervalSince1970: Self.seconds("2024-03-01T20:00:00Z"))))
    #expect(
      runs.first?.end == .date(Date(timeIntervalSince1970: Self.seconds("2024-03-02T03:00:00Z"))))
    let text = PlainTextRenderer.render(ChartDescriber.describe(analysis))
    #expect(
      text.contains(
        "8 hours missing, with no data: 1 March 2024, 20:00–2 March 2024, 03:00."))
  }

  @Test("The null hours are silent, with one soft click, and explore announces them")
  func nullHoursSoundAndExplore() throws {
    let analysis = try ChartFixture.analysis("vega-lite/hourly-load-nulls.vl.json")
    let score = ScoreComposer.compose(analysis)
    let gaps = score.events.filter { $0.kind == .gap }
    #expect(gaps.count == 1)
    let tones = score.events.filter { $0.kind != .gap && $0.kind != .reference }
    let before = try #require(tones.last { $0.startSeconds < (gaps.first?.startSeconds ?? 0) })
    let after = try #require(tones.first { $0.startSeconds > (gaps.first?.startSeconds ?? 0) })
    // Nothing sounds over the eight missing hours: the tone before ends before the click.
    #expect(before.startSeconds + before.durationSeconds <= (gaps.first?.startSeconds ?? 0))
    #expect(after.startSeconds - before.startSeconds > 8 * before.durationSeconds)
    var explorer = ChartExplorer(analysis)
    for _ in 0..<19 { _ = explorer.perform(.nextPoint) }
    #expect(
      explorer.perform(.nextPoint).text
        == "2 March 2024, 04:00: 13.3. 21 of 28, 8 missing hours before it.")
  }

  @Test("A regular step is found despite gaps, and never in random scatter positions")
  func regularStep() {
    let steady = (0..<30).map { Double($0) * 0.5 }.filter { !(12...15).contains($0 * 2) }
    #expect(RegularStep.step(ofSorted: steady) == 0.5)
    #expect(RegularStep.missingCount(in: 2.5, step: 0.5) == 4)
    #expect(RegularStep.missingCount(in: 0.7, step: 0.5) == 0)
    var random = SplitMix64(seed: 14)
    for _ in 0..<200 {
      let scatter = (0..<50).map { _ in Double.random(in: 0..<100, using: &random) }.sorted()
      #expect(RegularStep.step(ofSorted: scatter) == nil)
    }
    #expect(RegularStep.step(ofSorted: [1, 2, 3]) == nil)
  }

  @Test("A far-off position after a regular step is no gap and no trap (found by the fuzz run)")
  func farOffPosition() throws {
    // chart-describe-fuzz --parser spec: a mutated x of 1e300 after a regular step trapped
    // converting 1e300 steps to Int in MissingRun.steps.
    // Steps of 1 from 1 to 10 (9 of the 11 differences: a regular step), then 1e6 and 1e300.
    let rows =
      ((1...10).map { "{\"x\": \($0), \"y\": \($0 % 4)}" } + [
        #"{"x": 1e6, "y": 1}"#, #"{"x": 1e300, "y": 7}"#,
      ]).joined(separator: ", ")
    let json = """
      {"version": 1, "data": {"values": [\(rows)]},
       "marks": [{"type": "line", "x": {"field": "x", "type": "quantitative"},
                  "y": {"field": "y", "type": "quantitative"}}]}
      """
    let document = try ChartDocument(
      json: Data(json.utf8), baseDirectory: URL(fileURLWithPath: "/"))
    let analysis = ChartAnalysis(try AccessibleChart(document))
    // 10 → 1e6 is 999,989 missing steps, under the cap; 1e6 → 1e300 is beyond it.
    #expect(analysis.series[0].missingRuns.map(\.count) == [999_989])
    #expect(RegularStep.missingCount(in: 1e300, step: 1) == 0)
    #expect(RegularStep.missingCount(in: .infinity, step: 1) == 0)
    #expect(RegularStep.missingCount(in: 1e6 + 1, step: 1) == RegularStep.maximumMissingCount)
    _ = ChartDescription(analysis)
    _ = ScoreComposer.compose(analysis)
  }

  @Test("NaN and NA rows on a numeric time axis are gaps in its step")
  func lightCurve() throws {
    let analysis = try ChartFixture.analysis("vega-lite/light-curve-nan.vl.json")
    let runs = analysis.series[0].missingRuns
    #expect(runs.map(\.count) == [4, 1])
    #expect(runs.map(\.start) == [.number(6), .number(11)])
    #expect(runs.map(\.end) == [.number(7.5), .number(11)])
    #expect(ScoreComposer.compose(analysis).events.filter { $0.kind == .gap }.count == 2)
    var explorer = ChartExplorer(analysis)
    for _ in 0..<11 { _ = explorer.perform(.nextPoint) }
    #expect(explorer.perform(.nextPoint).text.hasSuffix("13 of 25, 4 missing values before it."))
  }

  @Test("Weekday-only prices are 'weekdays only': weekends are not missing, a weekday is")
  func weekdays() throws {
    let analysis = try ChartFixture.analysis("vega-lite/weekday-stocks.vl.json")
    #expect(analysis.series[0].isWeekdaysOnly)
    #expect(analysis.series[0].missingCount == 1)
    let text = PlainTextRenderer.render(ChartDescriber.describe(analysis))
    #expect(
      text.contains(
        "has 14 days from 1 July 2024 to 19 July 2024, weekdays only; 1 day missing, with no "
          + "data: 10 July 2024."))
    #expect(ScoreComposer.compose(analysis).events.filter { $0.kind == .gap }.count == 1)
    #expect(WeekdayCalendar.isWeekend(day: 2))  // 3 January 1970, a Saturday
    #expect(!WeekdayCalendar.isWeekend(day: 0))  // 1 January 1970, a Thursday
  }

  @Test("Under two weeks, or with one weekend day, a daily series keeps every day")
  func notWeekdays() {
    let day = { (text: String) in
      Observation(x: .date(Date(timeIntervalSince1970: Self.seconds(text))), value: 1)
    }
    let short = ["2024-07-01", "2024-07-05", "2024-07-08"].map(day)
    #expect(!WeekdayCalendar.isWeekdaysOnly(short, unit: .day))
    let withSaturday = ["2024-07-01", "2024-07-06", "2024-07-19"].map(day)
    #expect(!WeekdayCalendar.isWeekdaysOnly(withSaturday, unit: .day))
    #expect(MissingRun.periods(in: withSaturday, unit: .day).map(\.count) == [4, 12])
  }
}
