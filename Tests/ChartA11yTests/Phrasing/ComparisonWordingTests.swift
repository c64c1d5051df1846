import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y

@Suite("Comparison wording: one value is not a range, and the label is the chart's")
struct ComparisonWordingTests {
  static func text(_ json: String) throws -> String {
    PlainTextRenderer.render(ChartDescription(try ChartText.analysis(json)))
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
