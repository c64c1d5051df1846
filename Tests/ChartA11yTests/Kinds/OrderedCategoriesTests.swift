import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

/// Category orders recognised from the names, and the readings along them; the wording is
/// `CategoryOrderWordingTests`'.
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
      (["January", "February"], .months),
      (["4", "8"], nil),
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
    let analysis = try ChartFixture.analysis("vega-lite/seattle-precipitation-by-month.vl.json")
    #expect(analysis.kind == .orderedCategories(OrderedCategoriesReading(order: .months)))
    let trend = try #require(analysis.series.first?.trend)
    guard case .trough(let at, let low) = trend.shape else {
      Issue.record("not a trough: \(trend.shape)")
      return
    }
    #expect(at == .category("July") && abs(low - 0.389) < 0.0005)
    #expect(trend.phases.map(\.direction) == [.decreasing, .increasing])
    #expect(trend.phases.map { ($0.evidence.result.p * 1_000).rounded() } == [16, 24])
  }

  @Test("Nominal categories get no trend and no starts or ends")
  func nominalHasNoTrend() throws {
    let analysis = try ChartFixture.analysis("vega-lite/barley-boxplot.vl.json")
    #expect(analysis.kind?.readsCategoryOrder != true)
    let json = #"""
      {"version": 1, "data": {"values": [{"r": "North", "v": 3}, {"r": "South", "v": 5},
        {"r": "East", "v": 9}, {"r": "West", "v": 12}]},
       "marks": [{"type": "bar", "x": "r", "y": "v"}]}
      """#
    let nominal = try ChartText.analysis(json)
    #expect(nominal.kind == nil)
    #expect(nominal.series.allSatisfy { $0.trend == nil })
  }
}
