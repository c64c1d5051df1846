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
}
