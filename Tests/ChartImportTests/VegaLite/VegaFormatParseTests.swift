import ChartModel
import Foundation
import Testing

@testable import ChartImport

@Suite("Vega-Lite data.format.parse is applied, never read another way")
struct VegaFormatParseTests {
  private static func chart(parse: String) throws -> ImportedChart {
    try importVegaLite(
      """
      {"data": {"values": [{"d": "03/04/2024", "v": "1"}, {"d": "04/04/2024", "v": "2"},
                           {"d": "05/04/2024", "v": "3"}],
                "format": {"parse": \(parse)}},
       "mark": "line",
       "encoding": {"x": {"field": "d", "type": "temporal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """)
  }

  @Test("Day-first dates follow their pattern: 3, 4 and 5 April, as Vega draws them")
  func dayFirst() throws {
    let chart = try Self.chart(parse: #"{"d": "date:'%d/%m/%Y'", "v": "number"}"#)
    #expect(
      cells(chart, "d") == ["2024-04-03T00:00:00Z", "2024-04-04T00:00:00Z", "2024-04-05T00:00:00Z"])
    #expect(cells(chart, "v") == ["1", "2", "3"])
  }

  @Test("Without the pattern they are read as JavaScript reads them, month first")
  func monthFirst() throws {
    let chart = try Self.chart(parse: #"{"d": "date"}"#)
    #expect(
      cells(chart, "d") == ["2024-03-04T00:00:00Z", "2024-04-04T00:00:00Z", "2024-05-04T00:00:00Z"])
  }

  @Test("A pattern with a directive it does not read, or an unknown type, is refused at its place")
  func refused() throws {
    for (parse, message) in [
      (
        #"{"d": "date:'%d/%m/%Y %Z'"}"#,
        "the time directive '%Z' in '%d/%m/%Y %Z' is not read, so the field is not read "
          + "another way; write its dates as ISO 8601 (2024-04-03)"
      ),
      (
        #"{"d": "time"}"#,
        "unknown parse type 'time'; expected number, boolean, date, or date:'pattern'"
      ),
    ] {
      do {
        _ = try Self.chart(parse: parse)
        Issue.record("read \(parse)")
      } catch let error as ChartSpecError {
        #expect(error.path?.description == "$.data.format.parse.d")
        #expect(error.message == message)
      }
    }
  }
}
