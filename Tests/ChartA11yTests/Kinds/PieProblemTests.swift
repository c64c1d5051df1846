import ChartModel
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Finding F19: a pie with a negative slice said "It has 0 slices"; Vega (vl-convert 1.9.0)
/// draws Rent 50, Food 30 and Refund −20 as three wedges and Zero 0 with no angle.
@Suite("A pie whose shares cannot be given still counts its slices")
struct PieProblemTests {
  static func text(_ values: [(String, Double)]) throws -> String {
    let rows = values.map { #"{"c": "\#($0.0)", "v": \#($0.1)}"# }
    let json = #"""
      {"title": "Budget", "data": {"values": [\#(rows.joined(separator: ", "))]},
       "mark": "arc", "encoding": {"theta": {"field": "v", "type": "quantitative"},
                                   "color": {"field": "c", "type": "nominal"}}}
      """#
    let document = try ChartInputReader.read(
      Data(json.utf8), kind: .vegaLite, file: "t.vl.json", baseDirectory: URL(fileURLWithPath: "/")
    ).document
    let analysis = ChartAnalysis(try AccessibleChart(document))
    return PlainTextRenderer.render(
      ChartDescriber.describe(analysis, options: DescriptionOptions(level: .statistics)))
  }

  @Test("A negative slice: the slices counted, the ones drawn, the negative one named")
  func negative() throws {
    let text = try Self.text([("Rent", 50), ("Food", 30), ("Refund", -20), ("Zero", 0)])
    #expect(!text.contains("0 slices"))
    #expect(text.contains("It has 4 slices, one per c; 3 are drawn, as 1 is 0."))
    #expect(
      text.contains(
        "Refund has a negative value, which an angle cannot show, so no shares are given."))
    let two = try Self.text([("Rent", 50), ("Refund", -20), ("Fee", -5)])
    #expect(two.contains("It has 3 slices, one per c."))
    #expect(two.contains("Refund and Fee have negative values"))
  }

  @Test("Every slice 0: the slices counted, no shares")
  func zeroTotal() throws {
    let text = try Self.text([("A", 0), ("B", 0)])
    #expect(text.contains("It has 2 slices, one per c."))
    #expect(text.contains("Every slice is 0, so no shares can be given."))
  }
}
