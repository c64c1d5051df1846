import ChartModel
import Foundation
import Testing

@Suite("Vega-Lite import")
struct VegaLiteImporterTests {
  private static let sales = """
    "data": {"values": [
      {"q": "Q2", "sales": 14, "region": "North"}, {"q": "Q1", "sales": 10, "region": "North"},
      {"q": "Q1", "sales": 7, "region": "South"}, {"q": "Q2", "sales": 9, "region": "South"}
    ]}
    """

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
      {\(Self.sales), "mark": {"type": "\(type)"},
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
       \(Self.sales), "mark": "bar",
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

  @Test("Nominal categories and colour series follow Vega-Lite's ascending sort")
  func defaultSort() throws {
    let chart = try importVegaLite(
      """
      {\(Self.sales), "mark": "bar",
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
      {\(Self.sales), "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal", "sort": ["Q2", "Q1"]},
                    "y": {"field": "sales", "type": "quantitative"}}}
      """)
    #expect(cells(byArray, "q") == ["Q2", "Q2", "Q1", "Q1"])
    let byValue = try importVegaLite(
      """
      {\(Self.sales), "mark": "bar",
       "encoding": {"x": {"field": "region", "type": "nominal", "sort": "-y"},
                    "y": {"aggregate": "sum", "field": "sales", "type": "quantitative"}}}
      """)
    #expect(cells(byValue, "region") == ["North", "South"])
    #expect(cells(byValue, "sum_sales") == ["24", "16"])
    let byField = try importVegaLite(
      """
      {\(Self.sales), "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal",
                          "sort": {"field": "sales", "op": "min", "order": "descending"}},
                    "y": {"aggregate": "max", "field": "sales", "type": "quantitative"}}}
      """)
    #expect(cells(byField, "q") == ["Q2", "Q1"])
  }

  @Test("Encoding aggregates group by the other fields, with Vega-Lite's field names and titles")
  func encodingAggregate() throws {
    let chart = try importVegaLite(
      """
      {\(Self.sales), "mark": "bar",
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
      {\(Self.sales), "mark": "bar",
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
        {\(Self.sales), "mark": "area",
         "encoding": {"x": {"field": "q", "type": "ordinal"},
                      "y": {"field": "sales", "type": "quantitative", "stack": \(stack)},
                      "color": {"field": "region", "type": "nominal"}}}
        """)
      #expect(firstMark(chart)?.stacking == expected)
    }
  }

  @Test("Grouping channels define series, offsets position, and facets split into series")
  func groupings() throws {
    let chart = try importVegaLite(
      """
      {\(Self.sales), "mark": "line",
       "encoding": {"x": {"field": "q", "type": "ordinal"},
                    "y": {"field": "sales", "type": "quantitative"},
                    "shape": {"field": "region", "type": "nominal"},
                    "strokeDash": {"field": "region", "type": "nominal"},
                    "detail": {"field": "region", "type": "nominal"},
                    "row": {"field": "q", "type": "nominal"}}}
      """)
    let mark = try #require(firstMark(chart))
    #expect(mark.modifiers.symbolBy?.field == "region")
    #expect(mark.modifiers.lineStyleBy?.field == "region")
    #expect(mark.series?.field == "region")
    #expect(
      chart.diagnostics.map(\.message) == [
        "too many grouping channels; the 'row' facet is not described"
      ])
    let offset = try importVegaLite(
      """
      {\(Self.sales), "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal"},
                    "xOffset": {"field": "region", "type": "nominal"},
                    "y": {"field": "sales", "type": "quantitative"}}}
      """)
    #expect(
      firstMark(offset)?.modifiers.position
        == PositionSpec(by: EncodingSpec(field: "region", type: .categorical), axis: .horizontal))
  }

  @Test("The facet operator turns panels into series")
  func facetOperator() throws {
    let chart = try importVegaLite(
      """
      {\(Self.sales), "facet": {"column": {"field": "region", "type": "nominal"}},
       "spec": {"mark": "bar", "encoding": {"x": {"field": "q", "type": "nominal"},
                                           "y": {"field": "sales", "type": "quantitative"}}}}
      """)
    #expect(firstMark(chart)?.series == EncodingSpec(field: "region", type: .categorical))
  }

  @Test("An arc's theta becomes the sector angle and colour names the slices")
  func arc() throws {
    let chart = try importVegaLite(
      """
      {\(Self.sales), "mark": {"type": "arc", "innerRadius": 40},
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
      {\(Self.sales), "mark": {"type": "point", "aria": false},
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
    #expect(firstMark(histogram)?.x?.label == "v (binned)")
    #expect(cells(histogram, "bin_maxbins_10_v") == ["40", "120", "220", "60"])
    #expect(cells(histogram, "__count") == ["1", "1", "1", "1"])
  }

  @Test("Transforms filter, fold, calculate, aggregate, timeUnit and bin are applied in order")
  func transforms() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [
        {"year": 2000, "a": 1, "b": 10}, {"year": 2001, "a": 2, "b": 20},
        {"year": 2002, "a": 3, "b": 30}]},
       "transform": [
         {"filter": {"field": "year", "gte": 2001}},
         {"filter": "datum.a < 10"},
         {"calculate": "datum.a * 100 + datum.b", "as": "c"},
         {"fold": ["a", "c"], "as": ["measure", "amount"]},
         {"aggregate": [{"op": "sum", "field": "amount", "as": "total"}],
          "groupby": ["measure"]}
       ],
       "mark": "bar",
       "encoding": {"x": {"field": "measure", "type": "nominal"},
                    "y": {"field": "total", "type": "quantitative"}}}
      """)
    #expect(cells(chart, "measure") == ["a", "c"])
    #expect(cells(chart, "total") == ["5", "550"])
  }

  @Test(
    "Field predicates filter rows",
    arguments: zip(
      [
        #"{"field": "v", "equal": 2}"#, #"{"field": "v", "lt": 2}"#, #"{"field": "v", "lte": 2}"#,
        #"{"field": "v", "gt": 2}"#, #"{"field": "v", "range": [2, 3]}"#,
        #"{"field": "k", "oneOf": ["a", "c"]}"#, #"{"field": "v", "valid": true}"#,
        #"{"not": {"field": "k", "equal": "a"}}"#,
        #"{"or": [{"field": "v", "equal": 1}, {"field": "k", "equal": "c"}]}"#,
      ],
      [
        ["2"], ["1"], ["1", "2"], ["3"], ["2", "3"], ["1", "3"], ["1", "2", "3"], ["2", "3"],
        ["1", "3"],
      ]))
  func predicates(predicate: String, expected: [String]) throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"k": "a", "v": 1}, {"k": "b", "v": 2}, {"k": "c", "v": 3},
                           {"k": "d", "v": null}]},
       "transform": [{"filter": \(predicate)}], "mark": "point",
       "encoding": {"x": {"field": "k", "type": "nominal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """)
    #expect(cells(chart, "v").filter { !$0.isEmpty } == expected)
  }

  @Test("Layers over the same data share it; a one-row rule becomes a reference line")
  func layers() throws {
    let chart = try importVegaLite(
      """
      {\(Self.sales),
       "layer": [
         {"mark": "line", "encoding": {"x": {"field": "q", "type": "ordinal"},
                                       "y": {"field": "sales", "type": "quantitative"},
                                       "color": {"field": "region", "type": "nominal"}}},
         {"mark": "point", "encoding": {"x": {"field": "q", "type": "ordinal"},
                                        "y": {"field": "sales", "type": "quantitative"},
                                        "color": {"field": "region", "type": "nominal"}}},
         {"mark": "rule", "encoding": {"y": {"aggregate": "mean", "field": "sales",
                                             "type": "quantitative"}}}
       ]}
      """)
    let marks = chart.document.spec.marks
    #expect(marks.count == 3)
    guard case .mark(let rule) = marks[2] else {
      Issue.record("expected a rule mark")
      return
    }
    #expect(rule.y == EncodingSpec(value: .number(10), label: "Mean of sales"))
    #expect(chart.document.table.rowCount == 4)
  }

  @Test("Text layered on bars labels them instead of adding a series")
  func textLabels() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"k": "a", "v": 1, "note": "low"}, {"k": "b", "v": 5, "note": "high"}]},
       "encoding": {"x": {"field": "k", "type": "nominal"},
                    "y": {"field": "v", "type": "quantitative"}},
       "layer": [{"mark": "bar"}, {"mark": "text", "encoding": {"text": {"field": "note"}}}]}
      """)
    #expect(chart.document.spec.marks.count == 1)
    #expect(firstMark(chart)?.modifiers.annotation == AnnotationSpec(text: .field("note")))
  }

  @Test("A mean line and its error band are joined on their shared field")
  func joinedLayers() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"x": 1, "y": 2}, {"x": 1, "y": 4}, {"x": 2, "y": 6},
                           {"x": 2, "y": 10}]},
       "encoding": {"x": {"field": "x", "type": "ordinal"}},
       "layer": [
         {"mark": "line", "encoding": {"y": {"aggregate": "mean", "field": "y",
                                             "type": "quantitative"}}},
         {"mark": {"type": "errorband", "extent": "stdev"},
          "encoding": {"y": {"field": "y", "type": "quantitative"}}}]}
      """)
    #expect(chart.document.spec.marks.count == 2)
    #expect(cells(chart, "mean_y") == ["3", "8"])
    let spread = 2.squareRoot()
    #expect(cells(chart, "lower_y") == ["\(3 - spread)", "\(8 - 2 * spread)"])
    #expect(cells(chart, "upper_y") == ["\(3 + spread)", "\(8 + 2 * spread)"])
  }

  @Test("A box plot is one plot of whiskers, quartiles and median per group")
  func boxplot() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"g": "a", "v": 1}, {"g": "a", "v": 2}, {"g": "a", "v": 3},
                           {"g": "a", "v": 4}, {"g": "a", "v": 100}]},
       "mark": "boxplot",
       "encoding": {"x": {"field": "g", "type": "nominal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """)
    guard case .plot(let plot)? = chart.document.spec.marks.first else {
      Issue.record("expected a plot")
      return
    }
    #expect(plot.marks.map(\.kind) == [.rule, .rectangle, .point])
    #expect(cells(chart, "lower_whisker_v") == ["1"])
    #expect(cells(chart, "lower_box_v") == ["2"])
    #expect(cells(chart, "mid_box_v") == ["3"])
    #expect(cells(chart, "upper_box_v") == ["4"])
    #expect(cells(chart, "upper_whisker_v") == ["4"])
    #expect(
      chart.diagnostics.map(\.message) == [
        "1 outliers beyond the whiskers are drawn but not described"
      ])
  }

  @Test("Error bars default to mean ± standard error; given bounds are read as they are")
  func errorBars() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"g": "a", "v": 2}, {"g": "a", "v": 4}, {"g": "a", "v": 6}]},
       "mark": "errorbar",
       "encoding": {"x": {"field": "g", "type": "nominal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """)
    #expect(cells(chart, "lower_v") == ["\(4 - (4.0 / 3).squareRoot())"])
    #expect(cells(chart, "upper_v") == ["\(4 + (4.0 / 3).squareRoot())"])
    let given = try importVegaLite(
      """
      {"data": {"values": [{"g": "a", "lo": 1, "hi": 3}]}, "mark": "errorbar",
       "encoding": {"x": {"field": "g", "type": "nominal"},
                    "y": {"field": "lo", "type": "quantitative"}, "y2": {"field": "hi"}}}
      """)
    guard case .plot(let plot)? = given.document.spec.marks.first else {
      Issue.record("expected a plot")
      return
    }
    #expect(plot.marks.first?.yStart?.field == "lo")
    #expect(plot.marks.first?.yEnd?.field == "hi")
  }

  @Test("A bootstrap confidence interval is not computed and the view is left out")
  func confidenceInterval() throws {
    let chart = try importVegaLite(
      """
      {"data": {"values": [{"g": "a", "v": 2}, {"g": "a", "v": 4}]},
       "layer": [
         {"mark": "point", "encoding": {"x": {"field": "g", "type": "nominal"},
                                        "y": {"field": "v", "type": "quantitative"}}},
         {"mark": {"type": "errorbar", "extent": "ci"},
          "encoding": {"x": {"field": "g", "type": "nominal"},
                       "y": {"field": "v", "type": "quantitative"}}}]}
      """)
    #expect(chart.document.spec.marks.count == 1)
    #expect(
      chart.diagnostics.map(\.description) == [
        "$.layer[1].mark.extent: errorbar extent 'ci' is not supported (a bootstrap interval is "
          + "not reproducible); use stderr, stdev or iqr; this view is not described"
      ])
  }

  @Test("Inline CSV text and sequences are data too")
  func inlineTextAndSequence() throws {
    let text = try importVegaLite(
      #"""
      {"data": {"values": "k,v\na,1\nb,2", "format": {"type": "csv"}}, "mark": "bar",
       "encoding": {"x": {"field": "k", "type": "nominal"},
                    "y": {"field": "v", "type": "quantitative"}}}
      """#)
    #expect(cells(text, "v") == ["1", "2"])
    let sequence = try importVegaLite(
      """
      {"data": {"sequence": {"start": 0, "stop": 4, "as": "x"}},
       "transform": [{"calculate": "datum.x * datum.x", "as": "y"}], "mark": "line",
       "encoding": {"x": {"field": "x", "type": "quantitative"},
                    "y": {"field": "y", "type": "quantitative"}}}
      """)
    #expect(cells(sequence, "y") == ["0", "1", "4", "9"])
  }

  @Test("Top-level datasets, local CSV and JSON files are read relative to the spec")
  func dataSources() throws {
    let folder = try temporaryFolder(with: [
      "d.csv": "k,v\na,1\nb,2\n", "d.json": #"[{"k": "a", "v": 3}]"#, "d.tsv": "k\tv\nz\t9\n",
    ])
    for (source, expected) in [
      (#""data": {"url": "d.csv"}"#, ["1", "2"]), (#""data": {"url": "d.json"}"#, ["3"]),
      (#""data": {"url": "d.tsv"}"#, ["9"]),
      (#""data": {"name": "t"}, "datasets": {"t": [{"k": "x", "v": 7}]}"#, ["7"]),
    ] {
      let chart = try importVegaLite(
        """
        {\(source), "mark": "bar",
         "encoding": {"x": {"field": "k", "type": "nominal"},
                      "y": {"field": "v", "type": "quantitative"}}}
        """, directory: folder)
      #expect(cells(chart, "v") == expected)
    }
  }

  @Test("A remote url is an unreadable-data error at its path")
  func remoteURL() {
    #expect(
      throws: ChartSpecError(
        .unreadableData(
          "remote data 'https://example.com/d.csv' is not fetched (chart-describe works "
            + "offline); download it and give its local path"),
        path: SpecPath.root.appending("data").appending("url"))
    ) {
      try importVegaLite(
        #"{"data": {"url": "https://example.com/d.csv"}, "mark": "bar", "encoding": {}}"#)
    }
  }

  @Test("A missing local file is an unreadable-data error")
  func missingFile() {
    #expect(
      throws: ChartSpecError(
        .unreadableData("data file 'nope.csv' does not exist"),
        path: SpecPath.root.appending("layer").appending(index: 0).appending("data")
          .appending("url"))
    ) {
      try importVegaLite(
        #"{"layer": [{"data": {"url": "nope.csv"}, "mark": "bar", "encoding": {}}]}"#)
    }
  }

  @Test("Unsupported constructs are warnings naming them, and the rest is described")
  func unsupported() throws {
    let chart = try importVegaLite(
      """
      {\(Self.sales),
       "vconcat": [
         {"mark": "bar", "encoding": {"x": {"field": "q", "type": "nominal"},
                                      "y": {"field": "sales", "type": "quantitative"}}},
         {"transform": [{"window": [{"op": "rank", "as": "r"}]}], "mark": "bar",
          "encoding": {"x": {"field": "q", "type": "nominal"},
                       "y": {"field": "r", "type": "quantitative"}}},
         {"mark": "geoshape", "encoding": {}}
       ]}
      """)
    #expect(chart.document.spec.marks.count == 1)
    #expect(
      chart.diagnostics.map(\.description) == [
        "$.vconcat[1].transform[0]: the 'window' transform is not supported; this view is not "
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
            + "supported; this view is not described"),
        path: SpecPath.root.appending("mark"))
    ) {
      try importVegaLite(#"{"data": {"values": [{"a": 1}]}, "mark": "geoshape"}"#)
    }
  }

  @Test("A field with no values is reported at the channel, and empty data at the root")
  func unknownField() {
    #expect(
      throws: ChartSpecError(
        .invalidValue(
          "nothing in this Vega-Lite spec can be described: field 'yr' has no values in the "
            + "data; fields with values: a, b; this view is not described"),
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
