import ChartA11y
import ChartModel
import Foundation
import GoldenTesting
import Testing

@Suite("Mark kind traits")
struct MarkTraitsTests {
  /// The rows of the "What each kind can do" table in docs/chart-spec.md, by kind.
  static func documentedRows() throws -> [String: [String]] {
    let url = Fixtures.root.deletingLastPathComponent().appendingPathComponent("docs/chart-spec.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let section = try #require(text.range(of: "### What each kind can do"))
    var rows: [String: [String]] = [:]
    for line in text[section.upperBound...].split(separator: "\n") {
      if line.hasPrefix("#") { break }
      guard line.hasPrefix("| `") else { continue }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = Array(
        cells.dropFirst())
    }
    return rows
  }

  /// A kind's traits written as the documentation table writes them.
  static func documented(_ kind: MarkKind) -> [String] {
    let positions: String
    switch kind.positions {
    case .bothAxes: positions = "both axes"
    case .valueExtent: positions = "value extent"
    case .eitherAxis: positions = "either axis"
    case .angle: positions = "angle"
    }
    let reading: String
    switch kind.reading {
    case .series: reading = "series"
    case .seriesOrReferenceLine: reading = "series, or a reference line at a constant"
    case .slices: reading = "slices"
    }
    let modifiers = MarkModifier.allCases.filter(kind.effectiveModifiers.contains).map(\.rawValue)
    return [
      positions, kind.isContinuous ? "yes" : "no", kind.defaultStacking.rawValue,
      modifiers.joined(separator: ", "), kind.positionNeedsCategories ? "in categories" : "always",
      reading, kind.sound.rawValue,
    ]
  }

  @Test("docs/chart-spec.md's table describes every kind exactly as its traits do")
  func documentedTable() throws {
    let rows = try Self.documentedRows()
    #expect(Set(rows.keys) == Set(MarkKind.allCases.map(\.rawValue)))
    for kind in MarkKind.allCases {
      #expect(rows[kind.rawValue] == Self.documented(kind), "\(kind)")
    }
  }

  @Test(
    "Validation accepts exactly the position forms the traits name", arguments: MarkKind.allCases)
  func validationFollowsPositions(kind: MarkKind) {
    let field = { (name: String) in EncodingSpec(field: name) }
    let forms: [(name: String, mark: MarkSpec, accepted: Set<MarkPositions>)] = [
      (
        "x and y", MarkSpec(kind: kind, x: field("x"), y: field("y")),
        [.bothAxes, .valueExtent, .eitherAxis]
      ),
      ("x only", MarkSpec(kind: kind, x: field("x")), [.eitherAxis]),
      (
        "x with a y extent",
        MarkSpec(kind: kind, x: field("x"), yStart: field("y"), yEnd: field("z")),
        [.valueExtent, .eitherAxis]
      ),
      ("angle", MarkSpec(kind: kind, angle: field("y")), [.angle]),
    ]
    for form in forms {
      let spec = ChartSpec(
        data: .values([["x": .category("A"), "y": .number(1), "z": .number(2)]]),
        marks: [.mark(form.mark)])
      let accepted = (try? spec.validate()) != nil
      #expect(accepted == form.accepted.contains(kind.positions), "\(kind) with \(form.name)")
    }
  }

  /// JSON members that set a modifier on a mark.
  static func member(_ modifier: MarkModifier) -> String {
    switch modifier {
    case .stacking: return #""stacking": "normalized""#
    case .interpolation: return #""interpolation": "cardinal""#
    case .series: return #""series": "g""#
    case .symbol: return #""symbol": {"by": "g"}"#
    case .lineStyle: return #""lineStyle": {"by": "g"}"#
    case .width: return #""width": 0.5"#
    case .height: return #""height": 10"#
    case .position: return #""position": {"by": "g"}"#
    }
  }

  @Test(
    "ineffective-modifier reports exactly the modifiers the traits say have no effect",
    arguments: MarkKind.allCases)
  func auditFollowsModifiers(kind: MarkKind) {
    let positions =
      kind.positions == .angle
      ? #""angle": "y", "foregroundStyle": {"by": "x"}"# : #""x": "x", "y": "y""#
    for modifier in MarkModifier.allCases {
      // On categories, position(by:) has a band to divide on every kind.
      let marks = "{\"type\": \"\(kind.rawValue)\", \(positions), \(Self.member(modifier))}"
      let findings = audit(spec(marks: marks))
      #expect(
        !findings.contains { $0.ruleID == "invalid-input" }, "\(kind) \(modifier): \(findings)")
      let reported = findings.contains {
        $0.ruleID == "ineffective-modifier" && $0.path == "$.marks[0].\(modifier.rawValue)"
      }
      #expect(reported == !kind.effectiveModifiers.contains(modifier), "\(kind) \(modifier)")
    }
  }

  @Test(
    "position(by:) at numeric positions is reported exactly where the traits need categories",
    arguments: MarkKind.allCases.filter { $0.positions != .angle })
  func positionNeedsCategories(kind: MarkKind) {
    let marks =
      "{\"type\": \"\(kind.rawValue)\", \"x\": \"t\", \"y\": \"y\", \(Self.member(.position))}"
    let reported = audit(spec(marks: marks), rule: "ineffective-modifier").contains {
      $0.path == "$.marks[0].position"
    }
    #expect(reported == kind.positionNeedsCategories, "\(kind)")
  }
}
