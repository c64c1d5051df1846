import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Finding F36: a range named only the first of tied extremes ("to 7 for A" when A, B and D
/// are all 7), in the description and in the short alt text.
@Suite("Tied extremes are all named")
struct TiedExtremesTests {
  static func analysis(_ values: [(String, Double)], mark: String = "bar") throws
    -> ChartAnalysis
  {
    let rows = values.map { #"{"c": "\#($0.0)", "y": \#($0.1)}"# }
    return try analysis(
      json: #"""
        {"version": 1, "title": "Ties", "data": {"values": [\#(rows.joined(separator: ", "))]},
         "marks": [{"type": "\#(mark)", "x": {"field": "c", "label": "C"},
                    "y": {"field": "y", "label": "Y"}}]}
        """#)
  }

  static func analysis(json: String) throws -> ChartAnalysis {
    try ChartText.analysis(json)
  }

  static func text(_ analysis: ChartAnalysis) -> String {
    PlainTextRenderer.render(
      ChartDescriber.describe(analysis, options: DescriptionOptions(level: .statistics)))
  }

  @Test("Bars tied at the top and bottom are each named, in the description and alt text")
  func bars() throws {
    let analysis = try Self.analysis([("A", 7), ("B", 7), ("C", 2), ("D", 7)])
    #expect(Self.text(analysis).contains("Y ranges from 2 for C to 7 for A, B and D"))
    let alt = AltTextContent(analysis)
    #expect(alt.short.contains("to 7 for A, B and D"), "\(alt.short)")
    #expect(!alt.short.contains("to 7 for A."))
  }

  @Test("Past three tied positions the rest are counted")
  func many() throws {
    let analysis = try Self.analysis([
      ("A", 1), ("B", 9), ("C", 1), ("D", 9), ("E", 9), ("F", 9), ("G", 9), ("H", 1),
    ])
    #expect(
      Self.text(analysis).contains(
        "Y ranges from 1 for A, C and H to 9 for B, D, E and 2 more"))
  }

  @Test("A line's tied lowest and highest points, at numeric positions")
  func line() throws {
    let json = """
      {"version": 1, "title": "Ties", "data": {"values": [{"x": 0, "y": 5}, {"x": 1, "y": 1},
       {"x": 2, "y": 5}, {"x": 3, "y": 3}, {"x": 4, "y": 1}, {"x": 5, "y": 5}]},
       "marks": [{"type": "line", "x": {"field": "x", "label": "X"},
                  "y": {"field": "y", "label": "Y"}}]}
      """
    let analysis = try Self.analysis(json: json)
    #expect(Self.text(analysis).contains("Y ranges from 1 at 1 and 4 to 5 at 0, 2 and 5"))
    // explore names every tied point "the highest" too, each in turn.
    var explorer = ChartExplorer(analysis)
    let visited = (0..<3).map { _ in explorer.perform(.highestPoint).text }
    for x in [0, 2, 5] {
      #expect(visited.contains { $0.hasPrefix("X \(x): 5, the highest.") }, "\(visited)")
    }
  }
}
