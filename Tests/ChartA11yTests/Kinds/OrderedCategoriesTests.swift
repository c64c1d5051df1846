import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

@Suite("Chart kinds: ordered categories")
struct OrderedCategoriesTests {
  @Test(
    "Months, weekdays, numbers and ranges in order are ordered; names and shuffles are not",
    arguments: [
      (["January", "February", "March"], CategoryOrder.months),
      (["Jan", "Apr", "Jul", "Oct"], .months),
      (["Mon", "Tue", "Wed", "Thu", "Fri"], .weekdays),
      (["Sunday", "Monday", "Tuesday"], .weekdays),
      (["2001", "2002", "2005"], .numbers),
      (["3", "4", "5", "6", "8"], .numbers),
      (["0–9", "10–19", "20–29"], .ranges),
      (["18-24", "25-34", "35-44", "45+"], nil),
      (["North", "South", "East"], nil),
      (["March", "January", "February"], nil),
      (["2003", "2001", "2002"], nil),
      (["January", "February"], nil),
    ] as [([String], CategoryOrder?)])
  func order(categories: [String], expected: CategoryOrder?) {
    #expect(CategoryOrder(categories) == expected, "\(categories)")
  }

  @Test("A month or weekday among months or weekdays is a time; among other names it is not")
  func timePreposition() {
    // "April" beside "Bob" and "Carol" is a person: "for April", never "in April".
    #expect(CategoryOrder.timePreposition(of: "April", among: ["Bob", "April", "Carol"]) == nil)
    #expect(CategoryOrder.timePreposition(of: "April", among: ["March", "April", "May"]) == "in")
    #expect(CategoryOrder.timePreposition(of: "Apr", among: ["Aug", "Apr", "Dec"]) == "in")
    #expect(CategoryOrder.timePreposition(of: "Sunday", among: ["Sunday", "Monday"]) == "on")
    #expect(CategoryOrder.timePreposition(of: "North", among: ["North", "South"]) == nil)
  }

  @Test("A bar chart over months is read along them: its low in July, then a rise")
  func monthsHaveAShape() throws {
    let analysis = try kindFixture("vega-lite/seattle-precipitation-by-month.vl.json")
    #expect(analysis.kind == .orderedCategories(OrderedCategoriesReading(order: .months)))
    let text = PlainTextRenderer.render(ChartDescription(analysis))
    #expect(text.contains("The Month categories follow the months of the year"))
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

  @Test("Nominal categories get no trend and no starts or ends")
  func nominalHasNoTrend() throws {
    let analysis = try kindFixture("vega-lite/barley-boxplot.vl.json")
    #expect(analysis.kind?.readsCategoryOrder != true)
    let json = #"""
      {"version": 1, "data": {"values": [{"r": "North", "v": 3}, {"r": "South", "v": 5},
        {"r": "East", "v": 9}, {"r": "West", "v": 12}]},
       "marks": [{"type": "bar", "x": "r", "y": "v"}]}
      """#
    let document = try ChartDocument(
      json: Data(json.utf8), baseDirectory: URL(fileURLWithPath: "/"))
    let nominal = ChartAnalysis(try AccessibleChart(document))
    #expect(nominal.kind == nil)
    #expect(nominal.series.allSatisfy { $0.trend == nil })
    let text = PlainTextRenderer.render(ChartDescription(nominal))
    for phrase in ["starts at", "ends at", "Mann–Kendall"] { #expect(!text.contains(phrase)) }
  }
}

@Suite("Comparison wording: one value is not a range, and the label is the chart's")
struct ComparisonWordingTests {
  static func text(_ json: String) throws -> String {
    let document = try ChartDocument(
      json: Data(json.utf8), baseDirectory: URL(fileURLWithPath: "/"))
    return PlainTextRenderer.render(ChartDescription(ChartAnalysis(try AccessibleChart(document))))
  }

  @Test("Equal stacked totals, maxima and means are said once, not as a range")
  func singleValues() throws {
    let text = try Self.text(
      #"""
      {"version": 1, "data": {"values": [{"r": "North", "a": 12, "o": 12},
        {"r": "South", "a": 12, "o": 12}]},
       "marks": [{"type": "bar", "x": "r", "y": {"field": "a", "label": "Apples"}},
                 {"type": "bar", "x": "r", "y": {"field": "o", "label": "Oranges"}}]}
      """#)
    #expect(text.contains("Every stacked total is 24."))
    #expect(text.contains("Every series reaches the same highest value, 12."))
    #expect(text.contains("Every value of Apples is 12."))
    #expect(text.contains("numeric, every value 12"))
    for phrase in ["from 12 for North to 12 for North", "to 24 for North", "By mean Apples"] {
      #expect(!text.contains(phrase), "\(phrase)")
    }
  }

  @Test("Series that are fields of their own are compared by mean without one's label")
  func rightLabel() throws {
    let text = try Self.text(
      #"""
      {"version": 1, "data": {"values": [{"r": "North", "a": 12, "o": 3},
        {"r": "South", "a": 10, "o": 5}]},
       "marks": [{"type": "bar", "x": "r", "y": {"field": "a", "label": "Apples"}},
                 {"type": "bar", "x": "r", "y": {"field": "o", "label": "Oranges"}}]}
      """#)
    #expect(text.contains("By mean, from highest: Apples (11), Oranges (4)."), "\(text)")
    #expect(text.contains("The y axis is Apples, Oranges, numeric"), "\(text)")
    #expect(!text.contains("By mean Apples"))
  }
}
