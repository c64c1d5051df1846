import ChartModel
import Foundation
import Testing

@testable import ChartA11y

/// A chart spec's dates without a unit get the unit they show, as CSV and Vega-Lite dates do;
/// a period holding two values is one period.
///
/// Oracle: pandas, `pd.to_datetime(["2001", "2003", "2005", "2007", "2008"])` has
/// `inferred_freq` None but every date on 1 January (years); the years 2001–2008 lack 2002,
/// 2004 and 2006; Sen's slope over (year, value) = (2001, 1), (2003, 2), (2005, 3), (2007, 4),
/// (2008, 5) is 0.5 per year (`scipy.stats.theilslopes`). `pd.Series(["2024-01-01",
/// "2024-01-01", "2024-02-01", "2024-03-01"]).dt.to_period("M").nunique() == 3`.
@Suite("Calendar periods of a chart spec's dates")
struct DatePeriodsTests {
  @Test("Year texts are years: missing years found, slope per year")
  func yearTexts() throws {
    let text = try SubsecondDatesTests.plain(
      ProlepticDatesTests.spec([#""2001""#, #""2003""#, #""2005""#, #""2007""#, #""2008""#]))
    #expect(
      text.contains(
        "has 5 years from 2001 to 2008; 3 years missing, with no data: 2002, 2004, 2006."),
      "\(text)")
    #expect(text.contains("Sen's slope 0.5 per year"), "\(text)")
  }

  @Test("A month given twice is one month with two values")
  func repeatedMonth() throws {
    let text = try SubsecondDatesTests.plain(
      ProlepticDatesTests.spec(
        [#""2024-01-01""#, #""2024-01-01""#, #""2024-02-01""#, #""2024-03-01""#], unit: "month"))
    #expect(
      text.contains(
        "has 4 values in 3 months from January 2024 to March 2024 (2 in January 2024); "
          + "no months are missing."), "\(text)")
  }

  /// Oracle: pandas, `pd.date_range("2001-07-01", periods=8, freq=pd.DateOffset(years=1))`
  /// without 2004: `.to_period("Y")` gives 2001–2008 less 2004 (7 periods, 1 missing);
  /// `scipy.stats.theilslopes([1, 3, 2, 5, 4, 6, 5], [2001, 2002, 2003, 2005, 2006, 2007,
  /// 2008])` is 0.6 per year.
  @Test("Yearly dates on 1 July are years: the missing year is found, the slope is per year")
  func yearlyOnFirstOfJuly() throws {
    let years = [2001, 2002, 2003, 2005, 2006, 2007, 2008].map { #""\#($0)-07-01""# }
    let analysis = try ProlepticDatesTests.analysis(ProlepticDatesTests.spec(years))
    let text = ProlepticDatesTests.plain(analysis)
    #expect(
      text.contains("has 7 years from 2001 to 2008; 1 year missing, with no data: 2004."),
      "\(text)")
    #expect(text.contains("per year"), "\(text)")
  }

  /// Oracle: pandas, `pd.date_range("2024-01-15", periods=5, freq=pd.DateOffset(months=1))`
  /// without March: `.to_period("M")` gives January–May less March.
  @Test("Monthly dates on the 15th are months, with the missing month found")
  func monthlyOnFifteenth() throws {
    let months = ["01", "02", "04", "05"].map { #""2024-\#($0)-15""# }
    let text = ProlepticDatesTests.plain(
      try ProlepticDatesTests.analysis(ProlepticDatesTests.spec(months)))
    #expect(
      text.contains(
        "has 4 months from January 2024 to May 2024; 1 month missing, with no data: March 2024."),
      "\(text)")
  }

  /// Oracle: Vega-Lite's `week` (d3 `utcWeek`) starts on Sunday: Monday 1 January and Friday
  /// 5 January 2024 are both in the week from Sunday 31 December 2023, `pd.Timestamp(
  /// "2024-01-05").to_period("W-SAT")` is `2023-12-31/2024-01-06`, as is 1 January's.
  @Test("A week runs Sunday to Saturday: a Monday and the Friday after are one week")
  func weekFromSunday() throws {
    let text = ProlepticDatesTests.plain(
      try ProlepticDatesTests.analysis(
        ProlepticDatesTests.spec(
          [#""2024-01-01""#, #""2024-01-05""#, #""2024-01-08""#], unit: "week")))
    #expect(text.contains("has 3 values in 2 weeks"), "\(text)")
  }
}
