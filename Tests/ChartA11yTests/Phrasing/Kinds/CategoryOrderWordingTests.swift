import ChartImport
import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y

/// The wording of the category-order sentence and of readings along an order, once per
/// sentence kind, on the charts whose values `OrderedCategoriesTests` and
/// `DeclaredOrderTests` check.
@Suite("Wording: category orders")
struct CategoryOrderWordingTests {
  @Test("Category order: the months, or the order the chart gives, first to last")
  func categoryOrder() throws {
    let months = KindWording.text(
      try ChartFixture.analysis("vega-lite/seattle-precipitation-by-month.vl.json"))
    #expect(months.contains("The Month categories follow the months of the year"))
    let declared = KindWording.text(
      try DeclaredOrderTests.read(DeclaredOrderTests.spec(ordered: true), kind: .chartSpec))
    #expect(
      declared.contains(
        "The Answer categories follow the order the chart gives them, from Strongly disagree "
          + "to Strongly agree, so the values are read in that order."), "\(declared)")
    let descending = KindWording.text(
      try DeclaredOrderTests.read(
        DeclaredOrderTests.vegaLite(
          #"{"field": "k", "type": "ordinal", "sort": "descending"}"#,
          values: [("2001", 1), ("2002", 3), ("2003", 6), ("2004", 10), ("2005", 15)]),
        kind: .vegaLite))
    #expect(descending.contains("the order the chart gives them, from 2005 to 2001"))
    #expect(
      descending.contains("Overall it falls significantly (Mann–Kendall: τ = -1, p = 0.027)."))
  }

  @Test("Along an order: a trend with its test, in the long text, the alt text and explore")
  func trendAlongOrder() throws {
    let analysis = try DeclaredOrderTests.read(
      DeclaredOrderTests.spec(ordered: true), kind: .chartSpec)
    let text = KindWording.text(analysis)
    #expect(
      text.contains("Overall it rises significantly (Mann–Kendall: τ = 1, p = 0.027)."), "\(text)")
    #expect(!text.contains("starts at"), "\(text)")
    #expect(AltTextContent(analysis).short.contains("rises"))
    var explorer = ChartExplorer(analysis)
    #expect(explorer.perform(.kindSummary).text.contains("rises"))
  }

  @Test("Along an order: a shape with its turning point and each phase's test")
  func shapeAlongOrder() throws {
    let analysis = try ChartFixture.analysis("vega-lite/seattle-precipitation-by-month.vl.json")
    let text = KindWording.text(analysis)
    #expect(
      text.contains(
        "within that, it falls from January to a low of 0.389 in July, then rises until December "
          + "(Mann–Kendall: fall p = 0.016, rise p = 0.024)."))
    #expect(!text.contains("starts at"))
    let alt = AltTextContent(analysis)
    #expect(alt.short.contains("falls to a low of 0.389 in July, then rises"), "\(alt.short)")
    var explorer = ChartExplorer(analysis)
    #expect(explorer.perform(.kindSummary).text.contains("a low of 0.389 in July"))
  }

  @Test("Along an order: too few values for a test are read as the sequence drawn")
  func shortSequence() throws {
    let text = KindWording.text(
      try DeclaredOrderTests.read(
        DeclaredOrderTests.vegaLite(
          #"{"field": "k", "type": "ordinal", "sort": ["low", "medium", "high"]}"#,
          values: [("high", 9), ("low", 2), ("medium", 5)]), kind: .vegaLite))
    #expect(
      text.contains("It rises at every step, from 2 for low to 9 for high (by 3 and 4)."),
      "\(text)")
  }

  @Test("No order: nominal categories and by-value sorts get no trend, starts or ends")
  func noOrder() throws {
    let months = #"""
      {"version": 1, "axes": {"x": {"ordered": false}},
       "data": {"values": [{"m": "Jan", "v": 1}, {"m": "Feb", "v": 2}, {"m": "Mar", "v": 3},
         {"m": "Apr", "v": 4}]},
       "marks": [{"type": "bar", "x": "m", "y": "v"}]}
      """#
    let byValue = DeclaredOrderTests.vegaLite(
      #"{"field": "k", "type": "ordinal", "sort": "-y"}"#,
      values: [("Jan", 1), ("Feb", 2), ("Mar", 4), ("Apr", 7)])
    let nominal = #"""
      {"version": 1, "data": {"values": [{"r": "North", "v": 3}, {"r": "South", "v": 5},
        {"r": "East", "v": 9}, {"r": "West", "v": 12}]},
       "marks": [{"type": "bar", "x": "r", "y": "v"}]}
      """#
    for (json, kind) in [
      (months, ChartInputKind.chartSpec), (byValue, .vegaLite), (nominal, .chartSpec),
    ] {
      let text = KindWording.text(try DeclaredOrderTests.read(json, kind: kind))
      for phrase in ["Mann–Kendall", "starts at", "ends at", "rises"] {
        #expect(!text.contains(phrase), "\(phrase): \(text)")
      }
    }
  }
}
