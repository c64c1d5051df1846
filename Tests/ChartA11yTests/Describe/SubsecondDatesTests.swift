import ChartModel
import Foundation
import Testing

@testable import ChartA11y

/// Instants less than a second apart are written with their milliseconds, all in one form on
/// an axis, so no two points read alike; a column of years with a fraction is refused rather
/// than read as milliseconds in the first seconds of 1970.
///
/// Oracle: pandas, `pd.to_datetime([0, 1, 2], unit="ms")` is 1970-01-01 00:00:00.000, .001,
/// .002; `pd.to_datetime([253402300799997, 253402300799998], unit="ms")` is
/// 9999-12-31 23:59:59.997 and .998.
@Suite("Dates less than a second apart, and years with fractions")
struct SubsecondDatesTests {
  static func plain(_ json: String) throws -> String {
    PlainTextRenderer.render(ChartDescription(try ProlepticDatesTests.analysis(json)))
  }

  @Test("Milliseconds tell apart points in one second, and the axis ends share their form")
  func milliseconds() throws {
    let text = try Self.plain(ProlepticDatesTests.spec(["0", "1", "2"]))
    #expect(
      text.contains(
        "temporal, from 1 January 1970, 00:00:00 to 1 January 1970, 00:00:00.002."), "\(text)")
    #expect(
      text.contains(
        "Values: 1 January 1970, 00:00:00 1; 1 January 1970, 00:00:00.001 2; "
          + "1 January 1970, 00:00:00.002 3."), "\(text)")
    let late = try Self.plain(
      ProlepticDatesTests.spec(["253402300799997", "253402300799998", "253402300799999"]))
    #expect(
      late.contains(
        "Values: 31 December 9999, 23:59:59.997 1; 31 December 9999, 23:59:59.998 2; "
          + "31 December 9999, 23:59:59.999 3."), "\(late)")
  }

  @Test("A temporal column of years with a fraction is refused at that cell")
  func fractionalYears() throws {
    let json = ProlepticDatesTests.spec(["2001", "2002", "2002.5", "2003"])
    #expect {
      _ = try ProlepticDatesTests.analysis(json)
    } throws: { error in
      let text = "\(error)"
      return text.contains("'2002.5' is not a whole year") && text.contains("values[2]")
    }
    // Whole years stay years; numbers outside 1–9999 stay milliseconds.
    #expect(
      try Self.plain(ProlepticDatesTests.spec(["2001", "2003"])).contains("from 2001 to 2003"))
    #expect(
      try Self.plain(ProlepticDatesTests.spec(["0", "1500"])).contains(
        "from 1 January 1970, 00:00:00 to 1 January 1970, 00:00:01.500"))
  }
}
