import Testing

@Suite("Rule empty-value-label")
struct EmptyValueLabelRuleTests {
  let area =
    #"{"type": "area", "x": {"field": "x", "label": "Office"}, "y": {"field": "y", "label": "Sales"}}"#

  @Test("A visible RuleMark(y: .value(\"\", 0)) is an error: an unnamed reference line")
  func visibleBaseline() {
    let marks = area + #", {"type": "rule", "y": {"value": 0, "label": ""}}"#
    #expect(
      audit(spec(marks: marks), rule: "empty-value-label") == [
        FindingSpec(
          "empty-value-label", .error, "$.marks[1].y.label",
          "this rule at 0 has an empty label and no annotation; a screen reader announces a "
            + "reference line without a name")
      ])
  }

  @Test("Hiding the baseline, labelling it, or naming it by an annotation fixes it")
  func fixed() {
    for rule in [
      #"{"type": "rule", "y": {"value": 0, "label": ""}, "accessibilityHidden": true}"#,
      #"{"type": "rule", "y": {"value": 0, "label": "Baseline"}}"#,
      #"{"type": "rule", "y": {"value": 0, "label": ""}, "annotation": {"text": "Zero"}}"#,
    ] {
      #expect(audit(spec(marks: area + ", " + rule), rule: "empty-value-label").isEmpty)
    }
  }

  @Test("A field plotted with an empty label is an error at its label")
  func emptyFieldLabel() {
    let marks =
      #"{"type": "point", "x": {"field": "x", "label": "Office"}, "y": {"field": "y", "label": ""}}"#
    #expect(
      audit(spec(marks: marks), rule: "empty-value-label") == [
        FindingSpec(
          "empty-value-label", .error, "$.marks[0].y.label",
          "the 'y' value (field 'y') has an empty label; a screen reader announces bare values")
      ])
  }
}
