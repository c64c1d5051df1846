import ChartModel
import Foundation
import Testing

@testable import ChartImport

@Suite("Vega-Lite import")
struct VegaLiteImporterTests {
  @Test(
    "Each mark type lowers to its chart model kind",
    arguments: zip(
      [
        "bar", "line", "trail", "area", "point", "circle", "square", "tick", "rule", "rect", "text",
      ],
      [
        MarkKind.bar, .line, .line, .area, .point, .point, .point, .point, .rule, .rectangle,
        .point,
      ]))
  func markKinds(type: String, kind: MarkKind) throws {
    let chart = try importVegaLite(
      """
      {\(salesData), "mark": {"type": "\(type)"},
       "encoding": {"x": {"field": "q", "type": "ordinal"},
                    "y": {"field": "sales", "type": "quantitative"},
                    "text": {"field": "sales"}}}
      """)
    let mark = try #require(firstMark(chart))
    #expect(mark.kind == kind)
    #expect(mark.x == EncodingSpec(field: "q", type: .categorical))
    #expect(mark.y == EncodingSpec(field: "sales", type: .quantitative))
  }

  @Test("Titles, description, field, axis and legend titles are read")
  func titles() throws {
    let chart = try importVegaLite(
      """
      {"$schema": "https://vega.github.io/schema/vega-lite/v5.json",
       "title": {"text": "Sales", "subtitle": "by quarter"}, "description": "Sales rose.",
       \(salesData), "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal", "axis": {"title": "Quarter"}},
                    "y": {"field": "sales", "type": "quantitative", "title": "Sales (USD)"},
                    "color": {"field": "region", "type": "nominal",
                              "legend": {"title": "Region"}}}}
      """)
    let spec = chart.document.spec
    #expect(spec.title == "Sales: by quarter")
    #expect(spec.summary == "Sales rose.")
    #expect(spec.axes.x.title == "Quarter")
    #expect(spec.axes.y.title == "Sales (USD)")
    #expect(spec.legend.title == "Region")
    let mark = try #require(firstMark(chart))
    #expect(mark.x?.label == "Quarter")
    #expect(mark.y?.label == "Sales (USD)")
    #expect(mark.modifiers.foregroundStyleBy?.label == "Region")
    #expect(chart.diagnostics.isEmpty)
  }

  @Test("Encoding aggregates group by the other fields, with Vega-Lite's field names and titles")
  func encodingAggregate() throws {
    let chart = try importVegaLite(
      """
      {\(salesData), "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal"},
                    "y": {"aggregate": "mean", "field": "sales", "type": "quantitative"}}}
      """)
    #expect(cells(chart, "q") == ["Q1", "Q2"])
    #expect(cells(chart, "mean_sales") == ["8.5", "11.5"])
    #expect(firstMark(chart)?.y?.label == "Mean of sales")
  }

  @Test(
    "Each required aggregate operation is computed per group",
    arguments: zip(
      ["count", "sum", "mean", "median", "min", "max"],
      [["2", "2"], ["17", "23"], ["8.5", "11.5"], ["8.5", "11.5"], ["7", "9"], ["10", "14"]]))
  func aggregates(op: String, expected: [String]) throws {
    let chart = try importVegaLite(
      """
      {\(salesData), "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal"},
                    "y": {"aggregate": "\(op)", "field": "sales", "type": "quantitative"}}}
      """)
    #expect(cells(chart, op == "count" ? "__count" : "\(op)_sales") == expected)
  }

  @Test("Stack values map to the chart model's stacking")
  func stacking() throws {
    for (stack, expected) in [
      ("\"normalize\"", MarkStacking.normalized), ("\"center\"", .center),
      ("\"zero\"", .standard), ("null", .unstacked),
    ] {
      let chart = try importVegaLite(
        """
        {\(salesData), "mark": "area",
         "encoding": {"x": {"field": "q", "type": "ordinal"},
                      "y": {"field": "sales", "type": "quantitative", "stack": \(stack)},
                      "color": {"field": "region", "type": "nominal"}}}
        """)
      #expect(firstMark(chart)?.stacking == expected)
    }
  }

  @Test("An arc's theta becomes the sector angle and colour names the slices")
  func arc() throws {
    let chart = try importVegaLite(
      """
      {\(salesData), "mark": {"type": "arc", "innerRadius": 40},
       "encoding": {"theta": {"field": "sales", "type": "quantitative"},
                    "color": {"field": "q", "type": "nominal"}}}
      """)
    let mark = try #require(firstMark(chart))
    #expect(mark.kind == .sector)
    #expect(mark.angle?.field == "sales")
    #expect(mark.modifiers.foregroundStyleBy?.field == "q")
  }

  @Test("x2 and y2 become extents")
  func extents() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"task": "A", "start": 1, "end": 4}]}, "mark": "bar",
       "encoding": {"y": {"field": "task", "type": "nominal"},
                    "x": {"field": "start", "type": "quantitative"}, "x2": {"field": "end"}}}
      """)
    let mark = try #require(firstMark(chart))
    #expect(mark.xStart?.field == "start")
    #expect(mark.xEnd?.field == "end")
    #expect(mark.x == nil)
  }

  @Test("aria false hides the mark, and size, opacity and tooltip are noted or ignored")
  func ariaAndNotes() throws {
    let chart = try importVegaLite(
      """
      {\(salesData), "mark": {"type": "point", "aria": false},
       "encoding": {"x": {"field": "q", "type": "nominal"},
                    "y": {"field": "sales", "type": "quantitative"},
                    "size": {"field": "sales", "type": "quantitative"},
                    "opacity": {"field": "sales", "type": "quantitative"},
                    "tooltip": [{"field": "sales"}]}}
      """)
    #expect(firstMark(chart)?.modifiers.accessibilityHidden == true)
    #expect(
      chart.diagnostics == [
        ImportDiagnostic(
          .note, "'opacity' encodes 'sales'; it is not described",
          at: SpecPath.root.appending("encoding").appending("opacity")),
        ImportDiagnostic(
          .note, "'size' encodes 'sales'; it is not described",
          at: SpecPath.root.appending("encoding").appending("size")),
      ])
  }

  @Test("timeUnit truncates dates and bin makes Vega's nice bins")
  func timeUnitAndBin() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [
        {"date": "2024-01-15", "v": 46}, {"date": "2024-01-20", "v": 130},
        {"date": "2024-02-03", "v": 230}]},
       "mark": "bar",
       "encoding": {"x": {"timeUnit": "yearmonth", "field": "date", "type": "temporal"},
                    "y": {"aggregate": "sum", "field": "v", "type": "quantitative"}}}
      """)
    let mark = try #require(firstMark(chart))
    #expect(
      mark.x
        == EncodingSpec(
          field: "yearmonth_date", label: "date (year-month)", type: .temporal, unit: .month))
    #expect(cells(chart, "sum_v") == ["176", "230"])
    let histogram = try importVegaLite(
      """
      {"data": {"values": [{"v": 46}, {"v": 130}, {"v": 230}, {"v": 61}]}, "mark": "bar",
       "encoding": {"x": {"bin": true, "field": "v", "type": "quantitative"},
                    "y": {"aggregate": "count", "type": "quantitative"}}}
      """)
    // Each bar spans its bin: from the start to the end field (Vega-Lite's `bin_…_end`).
    #expect(firstMark(histogram)?.x == nil)
    #expect(firstMark(histogram)?.xStart?.label == "v (binned)")
    #expect(firstMark(histogram)?.xEnd?.field == "bin_maxbins_10_v_end")
    #expect(cells(histogram, "bin_maxbins_10_v_end") == ["60", "140", "240", "80"])
    #expect(cells(histogram, "bin_maxbins_10_v") == ["40", "120", "220", "60"])
    #expect(cells(histogram, "__count") == ["1", "1", "1", "1"])
  }

  @Test("Unsupported constructs are warnings naming them, and the rest is described")
  func unsupported() throws {
    let chart = try importVegaLite(
      """
      {\(salesData),
       "vconcat": [
         {"mark": "bar", "encoding": {"x": {"field": "q", "type": "nominal"},
                                      "y": {"field": "sales", "type": "quantitative"}}},
         {"transform": [{"lookup": "q", "from": {"data": {"values": []}, "key": "q"}}],
          "mark": "bar",
          "encoding": {"x": {"field": "q", "type": "nominal"},
                       "y": {"field": "r", "type": "quantitative"}}},
         {"mark": "geoshape", "encoding": {}}
       ]}
      """)
    #expect(chart.document.spec.marks.count == 1)
    #expect(
      chart.diagnostics.map(\.description) == [
        "$.vconcat[1].transform[0]: the 'lookup' transform is not supported; this view is not "
          + "described",
        "$.vconcat[2].mark: the 'geoshape' mark is not supported; this view is not described",
      ])
  }

  @Test("When nothing can be described the error gives the first reason")
  func nothingDescribed() {
    #expect(
      throws: ChartSpecError(
        .invalidValue(
          "nothing in this Vega-Lite spec can be described: the 'geoshape' mark is not "
            + "supported"),
        path: SpecPath.root.appending("mark"))
    ) {
      try importVegaLite(#"{"data": {"values": [{"a": 1}]}, "mark": "geoshape"}"#)
    }
  }

  @Test("An unsupported bin parameter is one clear line: the reason once, not 'not described' too")
  func binParameter() throws {
    let spec = #"""
      {"data": {"values": [{"a": 1}, {"a": 4}]}, "mark": "bar",
       "encoding": {"x": {"field": "a", "bin": {"anchor": 3}}, "y": {"aggregate": "count"}}}
      """#
    let error = try #require(throws: ChartSpecError.self) { try importVegaLite(spec) }
    #expect(
      error.kind
        == .invalidValue(
          "nothing in this Vega-Lite spec can be described: bin parameter 'anchor' is not "
            + "supported"))
    #expect(!"\(error)".contains("not described"), "\(error)")
  }

  @Test("A field with no values is reported at the channel, and empty data at the root")
  func unknownField() {
    #expect(
      throws: ChartSpecError(
        .invalidValue(
          "nothing in this Vega-Lite spec can be described: field 'yr' has no values in the "
            + "data; fields with values: a, b"),
        path: SpecPath.root.appending("encoding").appending("x").appending("field"))
    ) {
      try importVegaLite(
        """
        {"data": {"values": [{"a": 1, "b": 2}]}, "mark": "line",
         "encoding": {"x": {"field": "yr", "type": "quantitative"},
                      "y": {"field": "b", "type": "quantitative"}}}
        """)
    }
    #expect(
      throws: ChartSpecError(
        .invalidValue("the data set is empty, but marks read fields from it"), path: .root)
    ) {
      try importVegaLite(
        """
        {"data": {"values": []}, "mark": "bar",
         "encoding": {"x": {"field": "a", "type": "nominal"}}}
        """)
    }
  }

  @Test("Malformed JSON is an error with its line")
  func malformed() throws {
    let error = try #require(throws: ChartSpecError.self) { try importVegaLite("{\n  \"mark\": }") }
    #expect(error.line == 2)
  }

  @Test("repeat substitutes each repeated field")
  func repeatOperator() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"k": "a", "u": 1, "w": 2}]}, "repeat": ["u", "w"],
       "spec": {"mark": "bar", "encoding": {"x": {"field": "k", "type": "nominal"},
                                           "y": {"field": {"repeat": "repeat"},
                                                 "type": "quantitative"}}}}
      """)
    let fields = chart.document.spec.marks.compactMap { element -> String? in
      guard case .mark(let mark) = element else { return nil }
      return mark.y?.field
    }
    #expect(fields == ["u", "w"])
  }
}
