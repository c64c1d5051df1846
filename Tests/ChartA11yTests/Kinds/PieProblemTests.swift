import ChartModel
import ChartTestSupport
import Foundation
import Testing

@testable import ChartA11y
@testable import ChartImport

/// Finding F19: a pie with a negative slice said "It has 0 slices"; Vega (vl-convert 1.9.0)
/// draws Rent 50, Food 30 and Refund −20 as three wedges and Zero 0 with no angle.
///
/// The wording is `PieWordingTests`'.
@Suite("A pie whose shares cannot be given still counts its slices")
struct PieProblemTests {
  /// The analysis of a Vega-Lite pie of these slices.
  static func analysis(_ values: [(String, Double)]) throws -> ChartAnalysis {
    let rows = values.map { #"{"c": "\#($0.0)", "v": \#($0.1)}"# }
    let json = #"""
      {"title": "Budget", "data": {"values": [\#(rows.joined(separator: ", "))]},
       "mark": "arc", "encoding": {"theta": {"field": "v", "type": "quantitative"},
                                   "color": {"field": "c", "type": "nominal"}}}
      """#
    return try ChartText.analysis(json, kind: .vegaLite, file: "t.vl.json")
  }

  /// The pie reading of these slices.
  static func reading(_ values: [(String, Double)]) throws -> PieReading {
    let analysis = try analysis(values)
    guard case .pie(let pie) = analysis.kind else {
      Issue.record("not read as a pie: \(String(describing: analysis.kind))")
      throw CancellationError()
    }
    return pie
  }

  @Test("A negative slice: the slices counted, the zero ones, the negative ones named")
  func negative() throws {
    let pie = try Self.reading([("Rent", 50), ("Food", 30), ("Refund", -20), ("Zero", 0)])
    #expect(pie.valueCount == 4 && pie.zeroCount == 1)
    #expect(pie.negativeLabels == ["Refund"])
    #expect(pie.problem == .negativeValue)
    let two = try Self.reading([("Rent", 50), ("Refund", -20), ("Fee", -5)])
    #expect(two.valueCount == 3 && two.zeroCount == 0)
    #expect(two.negativeLabels == ["Refund", "Fee"])
    #expect(two.problem == .negativeValue)
  }

  @Test("Every slice 0: the slices counted, no shares")
  func zeroTotal() throws {
    let pie = try Self.reading([("A", 0), ("B", 0)])
    #expect(pie.valueCount == 2)
    #expect(pie.problem == .zeroTotal)
  }
}
