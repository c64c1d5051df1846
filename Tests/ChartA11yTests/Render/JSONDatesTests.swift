import ChartA11y
import ChartModel
import ChartTestSupport
import Foundation
import Testing

/// `describe --format json` writes every date at its axis unit's precision (issue 14): a month
/// as `2024-01`, an hour as `2010-01-01 19:00Z`, never a `T` timestamp.
@Suite("JSON dates at their unit's precision")
struct JSONDatesTests {
  static func document(_ path: String) throws -> [String: Any] {
    let analysis = try ChartFixture.analysis(path)
    let text = try JSONRenderer.render(analysis, description: ChartDescriber.describe(analysis))
    return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
  }

  static func firstPointX(_ document: [String: Any]) -> String? {
    let series = document["series"] as? [[String: Any]]
    let points = series?.first?["dataPoints"] as? [[String: Any]]
    return points?.first?["x"] as? String
  }

  @Test("A monthly axis writes months: the data points and the axis range")
  func months() throws {
    let document = try Self.document("charts/monthly-activity.chart.json")
    #expect(Self.firstPointX(document) == "2024-01")
    let axis = document["xAxis"] as? [String: Any]
    #expect(axis?["range"] as? [String] == ["2024-01", "2024-06"])
  }

  @Test("An hourly axis writes hours with a space, in UTC")
  func hours() throws {
    let document = try Self.document("vega-lite/hourly-load-nulls.vl.json")
    let x = try #require(Self.firstPointX(document))
    #expect(x.firstMatch(of: #/^\d{4}-\d{2}-\d{2} \d{2}:00Z$/#) != nil, "\(x)")
  }
}
