import ChartA11y
import Foundation
import GoldenTesting
import Testing

@Suite("Rule ineffective-modifier")
struct IneffectiveModifierRuleTests {
  @Test("position(by:) on a LineMark at temporal positions does nothing (seed 004)")
  func temporalLine() {
    let marks =
      #"{"type": "line", "x": {"field": "t", "label": "Year", "unit": "year"}, "y": "y", "series": "g", "position": {"by": "g", "axis": "horizontal"}}"#
    #expect(
      audit(spec(marks: marks), rule: "ineffective-modifier") == [
        FindingSpec(
          "ineffective-modifier", .warning, "$.marks[0].position",
          "'position' has no effect on this line mark: temporal positions have no band to divide")
      ])
  }

  @Test("position(by:) on bars in calendar periods, or on points in categories, works")
  func effectivePosition() {
    let marks =
      #"{"type": "bar", "x": {"field": "t", "label": "Year", "unit": "year"}, "y": "y", "position": {"by": "g"}}, {"type": "point", "x": "x", "y": "y", "position": {"by": "g"}}"#
    #expect(audit(spec(marks: marks), rule: "ineffective-modifier").isEmpty)
  }

  @Test("Arguments a mark kind ignores, and labels on hidden marks, are each reported")
  func ignored() {
    let marks =
      #"{"type": "point", "x": "x", "y": "y", "stacking": "standard", "interpolation": "cardinal", "lineStyle": {"by": "g"}, "width": 0.5}, {"type": "bar", "x": "x", "y": "y", "symbol": {"by": "g"}, "accessibilityHidden": true, "accessibilityLabel": "Sales"}"#
    #expect(
      audit(spec(marks: marks), rule: "ineffective-modifier").map {
        "\($0.path ?? ""): \($0.message)"
      }
        == [
          "$.marks[0].interpolation: 'interpolation' has no effect on this point mark: only lines and areas are interpolated",
          "$.marks[0].lineStyle: 'lineStyle' has no effect on this point mark: only lines and rules have a line style",
          "$.marks[0].stacking: 'stacking' has no effect on this point mark: only bars and areas stack",
          "$.marks[0].width: 'width' has no effect on this point mark: only bars and rectangles take a width",
          "$.marks[1].accessibilityLabel: 'accessibilityLabel' has no effect on this bar mark: the mark is hidden from accessibility, so it is never read",
          "$.marks[1].symbol: 'symbol' has no effect on this bar mark: only points and lines draw symbols",
        ])
  }

  @Test("A foreground style scale without foregroundStyle(by:) does nothing")
  func unusedScale() {
    let members = #""foregroundStyleScale": {"range": ["blue"]}"#
    #expect(
      audit(
        spec(members, marks: #"{"type": "bar", "x": "x", "y": "y"}"#), rule: "ineffective-modifier")
        == [
          FindingSpec(
            "ineffective-modifier", .warning, "$.foregroundStyleScale",
            "'foregroundStyleScale' has no effect: no mark groups by foregroundStyle(by:)")
        ])
  }

  @Test(
    "Vega-Lite's facets and detail group bars and points without a 'series' argument (F10)",
    arguments: ["barley-by-site-columns", "cars-detail-points"])
  func importedGroupings(name: String) {
    let findings = Auditor().auditFile(
      at: Fixtures.root.appendingPathComponent("vega-lite/\(name).vl.json"))
    #expect(findings.filter { $0.ruleID == "ineffective-modifier" }.isEmpty)
  }

  @Test("groupedBy groups any mark kind and is never reported")
  func groupedBy() {
    let marks =
      #"{"type": "bar", "x": "x", "y": "y", "groupedBy": ["g"]}, {"type": "point", "x": "x", "y": "y", "groupedBy": ["g"]}"#
    #expect(audit(spec(marks: marks), rule: "ineffective-modifier").isEmpty)
  }
}
