import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Orders the chart declares: a spec's `axes.x.ordered`, Vega-Lite's ordinal sort or domain,
/// CSV's `--x-type ordinal`; and by-value sorts, which are no order (docs/chart-kinds.md).
///
/// The wording is `CategoryOrderWordingTests`'.
@Suite("Chart kinds: declared category order")
struct DeclaredOrderTests {
  static let levels = ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"]

  static func read(_ text: String, kind: ChartInputKind, csv: CSVChartOptions = CSVChartOptions())
    throws -> ChartAnalysis
  {
    try ChartText.analysis(text, kind: kind, csvOptions: csv)
  }

  static func spec(ordered: Bool?) -> String {
    let rows = zip(levels, [12, 18, 25, 31, 40]).map { #"{"a": "\#($0)", "n": \#($1)}"# }
    let axes = ordered.map { #""axes": {"x": {"ordered": \#($0)}}, "# } ?? ""
    return #"""
      {"version": 1, \#(axes)"data": {"values": [\#(rows.joined(separator: ", "))]},
       "marks": [{"type": "bar", "x": {"field": "a", "label": "Answer"}, "y": "n"}]}
      """#
  }

  static func vegaLite(_ x: String, values: [(String, Double)]) -> String {
    let rows = values.map { #"{"k": "\#($0.0)", "v": \#($0.1)}"# }.joined(separator: ", ")
    return #"""
      {"data": {"values": [\#(rows)]}, "mark": "bar",
       "encoding": {"x": \#(x), "y": {"field": "v", "type": "quantitative"}}}
      """#
  }

  @Test(
    "The names' order wins; a declared order without one is declared; a by-value sort is none",
    arguments: [
      (["January", "February", "March"], true, CategoryOrder.months),
      (["low", "medium", "high"], true, .declared),
      (["high", "medium", "low"], true, .declared),
      (["low", "medium", "high"], nil, nil),
      (["January", "February", "March"], false, nil),
      (["2001", "2002", "2003"], false, nil),
      (["low", "high"], true, nil),
    ] as [([String], Bool?, CategoryOrder?)])
  func order(categories: [String], declared: Bool?, expected: CategoryOrder?) {
    #expect(CategoryOrder(categories, declared: declared) == expected, "\(categories)")
  }

  /// The Mann–Kendall result of an analysis' only series.
  static func mannKendall(_ analysis: ChartAnalysis) throws -> MannKendallResult {
    try #require(analysis.series.first?.trend).mannKendall
  }

  @Test("A spec's ordered axis is read along its order: a significant rise, τ = 1")
  func specOrdered() throws {
    let analysis = try Self.read(Self.spec(ordered: true), kind: .chartSpec)
    #expect(analysis.kind == .orderedCategories(OrderedCategoriesReading(order: .declared)))
    #expect(analysis.chart.independentAxisDescriptor.categories == Self.levels)
    let trend = try Self.mannKendall(analysis)
    #expect(trend.direction == .increasing)
    #expect(trend.tau == 1 && abs(trend.p - 0.027) < 0.0005)
    let json = try JSONRenderer.render(analysis, description: ChartDescription(analysis))
    #expect(json.contains(#""categoryOrder""#) && json.contains(#""declared""#), "\(json)")
  }

  @Test("Without the member the same levels are nominal; ordered false overrides month names")
  func specUnordered() throws {
    let nominal = try Self.read(Self.spec(ordered: nil), kind: .chartSpec)
    #expect(nominal.kind == nil)
    #expect(nominal.series.allSatisfy { $0.trend == nil })
    let months = #"""
      {"version": 1, "axes": {"x": {"ordered": false}},
       "data": {"values": [{"m": "Jan", "v": 1}, {"m": "Feb", "v": 2}, {"m": "Mar", "v": 3},
         {"m": "Apr", "v": 4}]},
       "marks": [{"type": "bar", "x": "m", "y": "v"}]}
      """#
    let analysis = try Self.read(months, kind: .chartSpec)
    #expect(analysis.kind == nil)
    #expect(analysis.series.allSatisfy { $0.trend == nil })
  }

  @Test(
    "Vega-Lite: an ordinal sort array or domain is declared, in its order",
    arguments: [
      #"{"field": "k", "type": "ordinal", "sort": ["low", "medium", "high"]}"#,
      #"{"field": "k", "type": "ordinal", "scale": {"domain": ["low", "medium", "high"]}}"#,
      #"{"field": "k", "type": "ordinal", "sort": "-y", "scale": {"domain": ["low", "medium", "high"]}}"#,
    ])
  func vegaDeclared(x: String) throws {
    let analysis = try Self.read(
      Self.vegaLite(x, values: [("high", 9), ("low", 2), ("medium", 5)]), kind: .vegaLite)
    #expect(analysis.chart.independentAxisDescriptor.categories == ["low", "medium", "high"])
    #expect(analysis.kind == .orderedCategories(OrderedCategoriesReading(order: .declared)))
    // Three values, read in the declared order.
    let values = try #require(analysis.series.first).series.observations.map(\.value)
    #expect(values == [2, 5, 9])
  }

  @Test("Vega-Lite: an ordinal sort descending is read descending")
  func vegaDescending() throws {
    let analysis = try Self.read(
      Self.vegaLite(
        #"{"field": "k", "type": "ordinal", "sort": "descending"}"#,
        values: [("2001", 1), ("2002", 3), ("2003", 6), ("2004", 10), ("2005", 15)]),
      kind: .vegaLite)
    #expect(
      analysis.chart.independentAxisDescriptor.categories == [
        "2005", "2004", "2003", "2002", "2001",
      ])
    #expect(analysis.kind == .orderedCategories(OrderedCategoriesReading(order: .declared)))
    let trend = try Self.mannKendall(analysis)
    #expect(trend.direction == .decreasing)
    #expect(trend.tau == -1 && abs(trend.p - 0.027) < 0.0005)
  }

  @Test(
    "Vega-Lite: a sort by value is no order, even over months or numbers",
    arguments: [
      #"{"field": "k", "type": "ordinal", "sort": "-y"}"#,
      #"{"field": "k", "type": "nominal", "sort": "y"}"#,
      #"{"field": "k", "type": "ordinal", "sort": {"encoding": "y"}}"#,
      #"{"field": "k", "type": "nominal", "sort": {"field": "v", "op": "mean"}}"#,
    ])
  func vegaByValue(x: String) throws {
    let analysis = try Self.read(
      Self.vegaLite(x, values: [("Jan", 1), ("Feb", 2), ("Mar", 4), ("Apr", 7)]), kind: .vegaLite)
    #expect(analysis.chart.independentAxisDescriptor.declaresOrder == false)
    #expect(analysis.kind == nil)
    #expect(analysis.series.allSatisfy { $0.trend == nil })
  }

  @Test("Vega-Lite: a nominal sort array and alphabetical ordinal text declare nothing")
  func vegaUndeclared() throws {
    for x in [
      #"{"field": "k", "type": "nominal", "sort": ["low", "medium", "high"]}"#,
      #"{"field": "k", "type": "ordinal"}"#,
    ] {
      let analysis = try Self.read(
        Self.vegaLite(x, values: [("high", 9), ("low", 2), ("medium", 5)]), kind: .vegaLite)
      #expect(analysis.chart.independentAxisDescriptor.declaresOrder == nil, "\(x)")
      #expect(analysis.kind == nil, "\(x)")
    }
  }

  @Test("CSV --x-type ordinal reads the categories in the order they first appear")
  func csvOrdinal() throws {
    let csv = "size,count\nsmall,3\nmedium,5\nlarge,9\nsmall,1\n"
    var options = CSVChartOptions(x: "size", y: "count", xType: .categorical)
    options.mark = .bar
    let plain = try Self.read(csv, kind: .csv, csv: options)
    #expect(plain.kind == nil)
    options.xOrdered = true
    let ordered = try Self.read(csv, kind: .csv, csv: options)
    #expect(ordered.chart.independentAxisDescriptor.categories == ["small", "medium", "large"])
    #expect(ordered.kind == .orderedCategories(OrderedCategoriesReading(order: .declared)))
  }
}
