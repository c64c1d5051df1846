import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y

@Suite("Series identity by value")
struct SeriesIdentityTests {
  /// A line chart of two series whose grouping values are `first` and `second`.
  static func chart(_ first: Double, _ second: Double, title: String = "Sales") throws
    -> AccessibleChart
  {
    try ChartText.chart(
      """
      {"version": 1, "title": "\(title)", "data": {"values": [
        {"t": 1, "v": 10, "g": \(first)}, {"t": 2, "v": 11, "g": \(first)},
        {"t": 1, "v": 20, "g": \(second)}, {"t": 2, "v": 25, "g": \(second)}]},
       "marks": [{"type": "line", "x": {"field": "t", "label": "T"},
                  "y": {"field": "v", "label": "V"},
                  "foregroundStyle": {"by": {"field": "g", "label": "Store"}}}]}
      """)
  }

  @Test("Series 1,234,567 and 1,234,999 (both \"1.23 million\") stay two, each with its values")
  func valuesThatReadAlike() throws {
    let chart = try Self.chart(1_234_567, 1_234_999)
    #expect(chart.series.count == 2)
    #expect(chart.series.map(\.name) == ["1,234,567", "1,234,999"])
    #expect(chart.series.map { $0.observations.map(\.value) } == [[10, 11], [20, 25]])
    #expect(
      chart.series.map(\.identity)
        == [1_234_567, 1_234_999].map {
          SeriesIdentity(parts: [SeriesIdentity.Part(field: "Store", value: .number($0))])
        })
    let text = PlainTextRenderer.render(ChartDescriber.describe(ChartAnalysis(chart)))
    #expect(text.contains("2 series by Store"))
  }

  @Test("A row whose one value moves to another series-defining field starts another series")
  func valueInAnotherField() throws {
    // Row by row the series is found without building its identity; a value under another
    // field (Store "x" after Shape "x") is still another series, and a return finds it again.
    let chart = try ChartText.chart(
      """
      {"version": 1, "data": {"values": [
        {"t": 1, "v": 1, "h": "x"}, {"t": 2, "v": 2, "g": "x"}, {"t": 3, "v": 3, "g": "x"},
        {"t": 4, "v": 4, "h": "x"}, {"t": 5, "v": 5, "g": "x", "h": "x"}]},
       "marks": [{"type": "line", "x": {"field": "t", "label": "T"},
                  "y": {"field": "v", "label": "V"},
                  "foregroundStyle": {"by": {"field": "g", "label": "Store"}},
                  "symbol": {"by": {"field": "h", "label": "Shape"}}}]}
      """)
    #expect(
      chart.series.map { $0.identity.parts.map(\.field) } == [
        ["Shape"], ["Store"], ["Store", "Shape"],
      ])
    #expect(chart.series.map { $0.observations.map(\.value) } == [[1, 4], [2, 3], [5]])
  }

  @Test("position(by:) subcategories keep their values")
  func subcategoryValues() throws {
    let chart = try ChartText.chart(
      """
      {"version": 1, "data": {"values": [
        {"c": "a", "v": 1, "p": 1234567}, {"c": "a", "v": 2, "p": 1234999}]},
       "marks": [{"type": "bar", "x": {"field": "c", "label": "C"},
                  "y": {"field": "v", "label": "V"},
                  "position": {"by": {"field": "p", "label": "P"}}}]}
      """)
    let subcategories = chart.series.flatMap { $0.observations.map(\.subcategory) }
    #expect(subcategories == [.number(1_234_567), .number(1_234_999)])
  }

  @Test("The digest tells apart values that read alike")
  func digestOfValues() throws {
    let one = ChartDigest.digest(of: try Self.chart(1_234_567, 1_234_999))
    let other = ChartDigest.digest(of: try Self.chart(1_234_568, 1_234_999))
    #expect(one != other)
    #expect(one == ChartDigest.digest(of: try Self.chart(1_234_567, 1_234_999)))
  }

  @Test("Rewording a series name or subcategory changes no digest")
  func digestIgnoresWording() throws {
    let chart = try Self.chart(1_234_567, 1_234_999)
    try #require(chart.series.count == 2)
    var reworded = chart
    reworded.series[0].name = "the first store"
    reworded.series[1].name = "1.23 million"
    #expect(ChartDigest.digest(of: reworded) == ChartDigest.digest(of: chart))
    // The title is the author's data, not the tool's wording: it does count.
    #expect(
      ChartDigest.digest(of: try Self.chart(1_234_567, 1_234_999, title: "Other"))
        != ChartDigest.digest(of: chart))
  }
}
