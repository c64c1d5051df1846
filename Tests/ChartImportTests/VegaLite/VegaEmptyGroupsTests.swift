import ChartModel
import Foundation
import Testing

@testable import ChartImport

@Suite("Vega-Lite groups without rows: a count of nothing is 0")
struct VegaEmptyGroupsTests {
  /// Rows as Altair users make them: `b` = q has no row at `a` = y (pandas'
  /// `df.groupby(["a", "b"]).size().unstack(fill_value=0)` gives x 2/1, y 2/0, z 1/3).
  static let data = """
      "data": {"values": [
        {"a": "x", "b": "p", "v": 1}, {"a": "x", "b": "q", "v": 2}, {"a": "x", "b": "p", "v": 3},
        {"a": "y", "b": "p", "v": 4}, {"a": "y", "b": "p", "v": 5}, {"a": "z", "b": "q", "v": 6},
        {"a": "z", "b": "q", "v": 7}, {"a": "z", "b": "p", "v": 8}, {"a": "z", "b": "q", "v": 9}
      ]}
    """

  /// The rows drawn as `mark` by `a`, coloured by `b`, after `transforms` (a JSON array's
  /// members, or none).
  static func chart(mark: String, y: String, transforms: String = "") throws -> ImportedChart {
    try importVegaLite(
      """
      {\(data), "mark": "\(mark)", "transform": [\(transforms)],
       "encoding": {"x": {"field": "a", "type": "nominal"}, "y": \(y),
                    "color": {"field": "b", "type": "nominal"}}}
      """)
  }

  @Test("count() by colour: an absent group is a row with count 0, positions in order")
  func count() throws {
    let chart = try Self.chart(mark: "bar", y: #"{"aggregate": "count", "type": "quantitative"}"#)
    #expect(cells(chart, "a") == ["x", "x", "y", "y", "z", "z"])
    #expect(cells(chart, "b") == ["p", "q", "p", "q", "p", "q"])
    #expect(cells(chart, "__count") == ["2", "1", "2", "0", "1", "3"])
    #expect(chart.diagnostics.isEmpty)
  }

  @Test("sum() by colour is 0 where a group has no rows")
  func sum() throws {
    let chart = try Self.chart(
      mark: "bar", y: #"{"aggregate": "sum", "field": "v", "type": "quantitative"}"#)
    #expect(cells(chart, "sum_v") == ["4", "2", "9", "0", "8", "22"])
  }

  @Test("mean() by colour stays missing where a group has no rows: no value to average")
  func mean() throws {
    let chart = try Self.chart(
      mark: "bar", y: #"{"aggregate": "mean", "field": "v", "type": "quantitative"}"#)
    #expect(cells(chart, "a").count == 5)
  }

  @Test("a line of counts leaves a group without rows missing: the line joins across it")
  func line() throws {
    // Vega-Lite draws the line from the point before the gap to the one after it, with no
    // point at 0 there (checked with vl-convert).
    let chart = try Self.chart(
      mark: "line", y: #"{"aggregate": "count", "type": "quantitative"}"#)
    #expect(cells(chart, "__count") == ["2", "1", "2", "3", "1"])
    #expect(chart.diagnostics.isEmpty)
  }

  /// The same counts and sums computed by an `aggregate` transform (Altair's
  /// `transform_aggregate(n="count()", total="sum(v)", groupby=["a", "b"])`), then encoded.
  static func transformed(
    mark: String, y: String,
    ops: String = #"{"op": "count", "as": "n"}, {"op": "sum", "field": "v", "as": "total"}"#,
    after: String = ""
  ) throws -> ImportedChart {
    try chart(
      mark: mark, y: y,
      transforms: #"{"aggregate": [\#(ops)], "groupby": ["a", "b"]}\#(after)"#)
  }

  @Test("A transform's count or sum is 0 where a group has no rows, as an encoding's is")
  func transformCount() throws {
    let count = try Self.transformed(mark: "bar", y: #"{"field": "n", "type": "quantitative"}"#)
    #expect(cells(count, "a") == ["x", "x", "y", "y", "z", "z"])
    #expect(cells(count, "b") == ["p", "q", "p", "q", "p", "q"])
    #expect(cells(count, "n") == ["2", "1", "2", "0", "1", "3"])
    #expect(count.diagnostics.isEmpty)
    let sum = try Self.transformed(mark: "bar", y: #"{"field": "total", "type": "quantitative"}"#)
    #expect(cells(sum, "total") == ["4", "2", "9", "0", "8", "22"])
    // A line joins across the group: it stays missing, as drawn.
    let line = try Self.transformed(mark: "line", y: #"{"field": "n", "type": "quantitative"}"#)
    #expect(cells(line, "n") == ["2", "1", "2", "3", "1"])
    #expect(line.diagnostics.isEmpty)
  }

  @Test("A transform's mean, or a filter after the aggregate, leaves absent groups absent")
  func transformLeftAlone() throws {
    let mean = try Self.transformed(
      mark: "bar", y: #"{"field": "m", "type": "quantitative"}"#,
      ops: #"{"op": "mean", "field": "v", "as": "m"}, {"op": "count", "as": "n"}"#)
    #expect(cells(mean, "a").count == 5)
    let filtered = try Self.transformed(
      mark: "bar", y: #"{"field": "n", "type": "quantitative"}"#,
      after: #", {"filter": "datum.n > 0"}"#)
    #expect(cells(filtered, "a").count == 5)
  }
}
