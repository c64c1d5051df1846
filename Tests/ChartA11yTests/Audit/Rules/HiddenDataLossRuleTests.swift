import Testing

@Suite("Rule hidden-data-loss")
struct HiddenDataLossRuleTests {
  let bars =
    #"{"type": "bar", "x": {"field": "x", "label": "Office"}, "y": {"field": "y", "label": "Sales"}}"#

  @Test("A field drawn only by a hidden mark is an error, once, at its first hidden use")
  func hiddenField() {
    let marks =
      bars
      + #", {"type": "point", "x": "x", "y": {"field": "z", "label": "Cost"}, "accessibilityHidden": true}"#
      + #", {"type": "line", "x": "x", "y": "z", "accessibilityHidden": true}"#
    #expect(
      audit(spec(marks: marks), rule: "hidden-data-loss") == [
        FindingSpec(
          "hidden-data-loss", .error, "$.marks[1].y",
          "field 'z' is drawn only by accessibility-hidden marks; descriptions, audio and screen "
            + "readers never present it")
      ])
  }

  @Test("A hidden named reference line is an error")
  func hiddenReference() {
    let marks =
      bars
      + #", {"type": "rule", "y": {"value": 1.5, "label": "Target"}, "accessibilityHidden": true}"#
    #expect(
      audit(spec(marks: marks), rule: "hidden-data-loss") == [
        FindingSpec(
          "hidden-data-loss", .error, "$.marks[1].y",
          "'Target' at 1.5 is drawn only by an accessibility-hidden mark; screen readers never "
            + "announce it")
      ])
  }

  @Test("A hidden outline of visible data, and an unlabelled hidden baseline, pass")
  func decorative() {
    let marks =
      bars
      + #", {"type": "line", "x": "x", "y": "y", "accessibilityHidden": true}"#
      + #", {"type": "rule", "y": {"value": 0, "label": ""}, "accessibilityHidden": true}"#
    #expect(audit(spec(marks: marks), rule: "hidden-data-loss").isEmpty)
  }
}
