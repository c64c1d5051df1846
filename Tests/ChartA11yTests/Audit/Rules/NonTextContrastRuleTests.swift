import ChartA11y
import Testing

@Suite("Rule non-text-contrast")
struct NonTextContrastRuleTests {
  let bars = #"{"type": "bar", "x": "x", "y": "y", "foregroundStyle": {"by": "g"}}"#

  @Test("SwiftUI teal on white is 2.57:1, an error at its place in the range")
  func tealOnWhite() {
    let members = #""foregroundStyleScale": {"domain": ["P", "Q"], "range": ["blue", "teal"]}"#
    #expect(
      audit(spec(members, marks: bars), rule: "non-text-contrast") == [
        FindingSpec(
          "non-text-contrast", .error, "$.foregroundStyleScale.range[1]",
          "colour 'teal' (#30b0c7) (series 'Q') has a contrast ratio of 2.57:1 against the "
            + "background (#ffffff); at least 3.0:1 is needed")
      ])
  }

  @Test("On a dark background SwiftUI colours take their dark-mode values and pass")
  func darkBackground() {
    let members =
      #""background": "black", "foregroundStyleScale": {"range": ["blue", "teal"]}"#
    #expect(audit(spec(members, marks: bars), rule: "non-text-contrast").isEmpty)
  }

  @Test("A fixed mark colour is checked, hidden marks included")
  func fixedColor() {
    let marks =
      ##"{"type": "line", "x": "x", "y": {"field": "y", "label": "Sales"}, "foregroundStyle": "#777777"}, {"type": "rule", "y": {"value": 0, "label": ""}, "foregroundStyle": "yellow", "accessibilityHidden": true}"##
    #expect(
      audit(spec(marks: marks), rule: "non-text-contrast") == [
        FindingSpec(
          "non-text-contrast", .error, "$.marks[1].foregroundStyle",
          "colour 'yellow' (#ffcc00) has a contrast ratio of 1.51:1 against the background "
            + "(#ffffff); at least 3.0:1 is needed")
      ])
  }

  @Test("The threshold comes from the configuration")
  func threshold() {
    var configuration = AuditConfiguration()
    configuration.thresholds.minimumContrastRatio = 4.5
    let marks = ##"{"type": "line", "x": "x", "y": "y", "foregroundStyle": "#777777"}"##
    #expect(
      audit(spec(marks: marks), rule: "non-text-contrast", configuration: configuration).map(\.path)
        == ["$.marks[0].foregroundStyle"])
  }
}
