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
}
