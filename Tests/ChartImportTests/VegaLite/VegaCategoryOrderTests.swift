import ChartModel
import Foundation
import Testing

@testable import ChartImport

@Suite("Vega-Lite category order")
struct VegaCategoryOrderTests {
  @Test("Nominal categories and colour series follow Vega-Lite's ascending sort")
  func defaultSort() throws {
    let chart = try importVegaLite(
      """
      {\(salesData), "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal"},
                    "y": {"field": "sales", "type": "quantitative"},
                    "color": {"field": "region", "type": "nominal"}}}
      """)
    #expect(cells(chart, "q") == ["Q1", "Q1", "Q2", "Q2"])
    #expect(chart.document.spec.foregroundStyleScale?.domain == ["North", "South"])
  }

  @Test("An explicit sort array and sort by the other channel order categories")
  func explicitSort() throws {
    let byArray = try importVegaLite(
      """
      {\(salesData), "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal", "sort": ["Q2", "Q1"]},
                    "y": {"field": "sales", "type": "quantitative"}}}
      """)
    #expect(cells(byArray, "q") == ["Q2", "Q2", "Q1", "Q1"])
    let byValue = try importVegaLite(
      """
      {\(salesData), "mark": "bar",
       "encoding": {"x": {"field": "region", "type": "nominal", "sort": "-y"},
                    "y": {"aggregate": "sum", "field": "sales", "type": "quantitative"}}}
      """)
    #expect(cells(byValue, "region") == ["North", "South"])
    #expect(cells(byValue, "sum_sales") == ["24", "16"])
    let byField = try importVegaLite(
      """
      {\(salesData), "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal",
                          "sort": {"field": "sales", "op": "min", "order": "descending"}},
                    "y": {"aggregate": "max", "field": "sales", "type": "quantitative"}}}
      """)
    #expect(cells(byField, "q") == ["Q2", "Q1"])
  }

  @Test("Month names made by a timeUnit transform sort in calendar order")
  func calendarNames() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"d": "2024-03-05", "v": 1}, {"d": "2024-01-05", "v": 2},
                           {"d": "2024-10-05", "v": 3}]},
       "transform": [{"timeUnit": "month", "field": "d", "as": "m"}], "mark": "bar",
       "encoding": {"x": {"field": "m", "type": "ordinal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """)
    #expect(cells(chart, "m") == ["January", "March", "October"])
  }

  /// Finding F29: month names that are only text (sales reps) were put in calendar order and
  /// trend-tested; Vega (vl-convert 1.9.0) draws them alphabetically unless sorted.
  @Test("Month names that are only text sort as Vega draws them: alphabetically, or as sorted")
  func monthNamesAsText() throws {
    func order(_ type: String, sort: String? = nil, colour: Bool = false) throws -> [String] {
      let chart = try importVegaLite(
        """
        {"data": {"values": [{"rep": "June", "v": 9}, {"rep": "April", "v": 1},
                             {"rep": "May", "v": 5}, {"rep": "August", "v": 12},
                             {"rep": "March", "v": 3}]},
         "mark": "bar",
         "encoding": {"x": {"field": "rep", "type": "\(type)"\(sort.map { ", \"sort\": \($0)" } ?? "")},
                      "y": {"field": "v", "type": "quantitative"}\(
                        colour ? ", \"color\": {\"field\": \"rep\", \"type\": \"nominal\"}" : "")}}
        """)
      if colour { return chart.document.spec.foregroundStyleScale?.domain ?? [] }
      return cells(chart, "rep")
    }
    let alphabetical = ["April", "August", "June", "March", "May"]
    #expect(try order("nominal") == alphabetical)
    #expect(try order("ordinal") == alphabetical)
    #expect(try order("nominal", colour: true) == alphabetical)
    #expect(try order("nominal", sort: "\"descending\"") == alphabetical.reversed())
    #expect(try order("nominal", sort: "null") == ["June", "April", "May", "August", "March"])
    let months = ["March", "April", "May", "June", "August"]
    let listed = "[\"March\", \"April\", \"May\", \"June\", \"August\"]"
    #expect(try order("nominal", sort: listed) == months)
    #expect(try order("ordinal", sort: listed) == months)
  }
}
