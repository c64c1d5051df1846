import ChartA11y
import Foundation
import Testing

@Suite("Rule unauditable-color")
struct UnauditableColorRuleTests {
  @Test("A material and an unknown name are notes; a named, hex or functional colour is not")
  func notes() {
    let marks =
      ##"{"type": "line", "x": "x", "y": "y", "foregroundStyle": "thinMaterial"}, {"type": "point", "x": "x", "y": "y", "foregroundStyle": "blurple"}, {"type": "bar", "x": "x", "y": "y", "foregroundStyle": "#0a5fb4"}, {"type": "bar", "x": "x", "y": "y", "foregroundStyle": "hsl(210 89% 37% / 0.5)"}"##
    #expect(
      audit(spec(marks: marks), rule: "unauditable-color") == [
        FindingSpec(
          "unauditable-color", .note, "$.marks[0].foregroundStyle",
          "'thinMaterial' cannot be checked for contrast: a material blends with what is behind "
            + "it; check it by hand"),
        FindingSpec(
          "unauditable-color", .note, "$.marks[1].foregroundStyle",
          "'blurple' is not a colour this audit knows; use #rrggbb, rgb(), hsl() or a SwiftUI or "
            + "CSS colour name"),
      ])
  }

  @Test("Vega-Lite's config.background and view fill are checked where they are written")
  func vegaLiteBackgrounds() {
    let json =
      ##"{"data": {"values": [{"x": "A", "y": 1}]}, "config": {"background": "blurple", "view": {"fill": "thinMaterial"}}, "mark": {"type": "bar", "color": "black"}, "encoding": {"x": {"field": "x", "type": "nominal"}, "y": {"field": "y", "type": "quantitative"}}}"##
    let findings = Auditor().auditChart(
      Data(json.utf8), kind: .vegaLite, file: "chart.vl.json",
      baseDirectory: URL(fileURLWithPath: NSTemporaryDirectory())
    )
    #expect(
      findings.filter { $0.ruleID == "unauditable-color" }.map { $0.path?.description ?? "" }
        == ["$.config.background", "$.config.view.fill"])
    // Contrast against a background the audit cannot read is not measured, and each colour it
    // cannot check is a note ("can't tell", ACT's cantTell, SARIF's kind "review"), never a
    // warning that claims a failure (docs/audit-rules.md#unauditable-color).
    #expect(!findings.contains { $0.ruleID == "non-text-contrast" })
    #expect(
      findings.filter { $0.ruleID == "unauditable-color" }.allSatisfy { $0.severity == .note })
  }
}
