import ChartA11y
import ChartModel
import Foundation
import Testing

@Suite("Marks placed by category or date on both axes are refused, not read as empty")
struct NoValueAxisTests {
  private static func error(_ marks: String, rows: String) -> ChartSpecError? {
    let spec = #"{"version": 1, "data": {"values": \#(rows)}, "marks": [\#(marks)]}"#
    do {
      let document = try ChartDocument(
        json: Data(spec.utf8), baseDirectory: URL(fileURLWithPath: "/nonexistent"))
      _ = try AccessibleChart(document)
      return nil
    } catch {
      return error
    }
  }

  private static let tasks =
    #"[{"s": "2024-01-01", "e": "2024-02-01", "t": "Design", "n": 3}, {"s": "2024-02-01", "e": "2024-04-01", "t": "Build", "n": 5}]"#

  @Test(
    "A Gantt bar, a dot plot over dates, and points on two category axes",
    arguments: [
      (
        #"{"type": "bar", "xStart": {"field": "s", "type": "temporal"}, "xEnd": {"field": "e", "type": "temporal"}, "y": {"field": "t"}}"#,
        "$.marks[0].y", "y is categorical and x is temporal"
      ),
      (
        #"{"type": "point", "x": {"field": "s", "type": "temporal"}, "y": {"field": "t"}}"#,
        "$.marks[0].y", "y is categorical and x is temporal"
      ),
      (
        #"{"type": "point", "x": {"field": "t"}, "y": {"field": "s", "type": "categorical"}}"#,
        "$.marks[0].y", "y is categorical and x is categorical"
      ),
    ])
  func refused(mark: String, path: String, axes: String) throws {
    let error = try #require(Self.error(mark, rows: Self.tasks))
    #expect(error.path?.description == path)
    #expect(error.message.hasPrefix("no axis shows a number: \(axes), so the marks have no value"))
  }

  @Test("Charts with a value axis, heatmaps and reference lines are still read")
  func read() {
    for mark in [
      #"{"type": "bar", "x": {"field": "t"}, "y": {"field": "n"}}"#,
      #"{"type": "bar", "x": {"field": "n"}, "y": {"field": "t"}}"#,
      #"{"type": "rectangle", "x": {"field": "t"}, "y": {"field": "s", "type": "categorical"}, "foregroundStyle": {"by": {"field": "n"}}}"#,
      #"{"type": "line", "x": {"field": "s", "type": "temporal"}, "y": {"field": "n"}}, {"type": "rule", "x": {"value": "2024-01-15", "type": "temporal"}}"#,
    ] {
      #expect(Self.error(mark, rows: Self.tasks) == nil, "\(mark)")
    }
  }
}
