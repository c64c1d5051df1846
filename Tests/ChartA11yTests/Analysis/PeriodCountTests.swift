import ChartModel
import Foundation
import Testing

@testable import ChartA11y

/// A period holding two values (a month given twice) is one period in every output: the
/// description, the narration's section announcement and its grouping, and explore's heading
/// count alike.
///
/// Oracle: pandas, `pd.Series(pd.to_datetime(["2024-01-01", "2024-02-01", "2024-02-01",
/// "2024-03-01", "2024-05-01"])).dt.to_period("M")`: 5 values, `nunique() == 4` months,
/// `pd.period_range("2024-01", "2024-05", freq="M")` has 5, so April is the 1 missing month.
@Suite("Repeated periods are counted alike in describe, narrate and explore")
struct PeriodCountTests {
  static let spec = ProlepticDatesTests.spec(
    [#""2024-01-01""#, #""2024-02-01""#, #""2024-02-01""#, #""2024-03-01""#, #""2024-05-01""#],
    unit: "month")

  @Test("5 values in 4 months, 1 missing: said the same by all three")
  func allAgree() throws {
    let analysis = try ProlepticDatesTests.analysis(Self.spec)
    let periods = try #require(analysis.series[0].periods)
    #expect(periods.valueCount == 5 && periods.periodCount == 4)
    #expect(analysis.series[0].spannedPositionCount == 5)
    let text = ProlepticDatesTests.plain(analysis)
    #expect(
      text.contains(
        "has 5 values in 4 months from January 2024 to May 2024 (2 in February 2024); "
          + "1 month missing, with no data: April 2024."), "\(text)")
    let score = ScoreComposer.compose(analysis)
    #expect(score.sections.first?.announcement == "V: 5 values in 4 months, 1 missing.")
    #expect(PositionScale(analysis).positionCount == 5)
    let explorer = ChartExplorer(analysis)
    #expect(
      explorer.introduction.contains("V, line, 5 values in 4 months."), "\(explorer.introduction)")
  }

  @Test("Without a repeated period, the counts are points, as before")
  func noRepeats() throws {
    let analysis = try ProlepticDatesTests.analysis(
      ProlepticDatesTests.spec([#""2024-01-01""#, #""2024-02-01""#], unit: "month"))
    #expect(analysis.series[0].periods == nil)
    #expect(ScoreComposer.compose(analysis).sections.first?.announcement == "V: 2 points.")
  }

  @Test("Dates in order are counted run by run, and in any order the counts are the same")
  func orderDoesNotMatter() throws {
    let days = [
      "2024-01-03", "2024-02-01", "2024-02-15", "2024-02-28", "2024-03-01",
      "2024-03-09", "2024-05-01", "2024-07-04", "2024-07-05",
    ]
    let observations = try days.enumerated().map { index, day in
      Observation(
        x: .date(try Date(day + "T00:00:00Z", strategy: .iso8601)), value: Double(index))
    }
    let inOrder = try #require(PeriodCount(observations, unit: .month))
    // pandas: 9 values, nunique() == 5 months; February holds 3, March 2, July 2.
    #expect(inOrder.valueCount == 9 && inOrder.periodCount == 5)
    #expect(inOrder.repeated.map(\.count) == [3, 2, 2])
    #expect(inOrder.repeated.map(\.x) == [observations[1].x, observations[4].x, observations[7].x])
    let shuffled = [7, 2, 0, 8, 4, 1, 6, 3, 5].map { observations[$0] }
    let unordered = try #require(PeriodCount(shuffled, unit: .month))
    #expect(unordered.valueCount == 9 && unordered.periodCount == 5)
    #expect(unordered.repeated.map(\.count) == [3, 2, 2])
    // Each period is named by its first value met, in date order of the periods.
    #expect(
      unordered.repeated.map(\.x) == [observations[2].x, observations[4].x, observations[7].x])
    #expect(PeriodCount(Array(observations.prefix(2)), unit: .month) == nil)
  }
}
