import Testing

@Suite("Rule color-only-series")
struct ColorOnlySeriesRuleTests {
  let line =
    #"{"type": "line", "x": "t", "y": {"field": "y", "label": "Sales"}, "foregroundStyle": {"by": {"field": "g", "label": "Region"}}"#

  @Test("Two series by colour with the legend hidden is an error at foregroundStyle.by")
  func colorOnly() {
    #expect(
      audit(spec(#""legend": {"hidden": true}"#, marks: line + "}"), rule: "color-only-series") == [
        FindingSpec(
          "color-only-series", .error, "$.marks[0].foregroundStyle.by",
          "2 series by 'Region' are told apart by colour alone: the legend is hidden and no "
            + "symbol, line style or direct label names them")
      ])
  }

  @Test("A visible legend, a symbol, a line style or a direct label fixes it")
  func fixed() {
    let hidden = #""legend": {"hidden": true}"#
    #expect(audit(spec(marks: line + "}"), rule: "color-only-series").isEmpty)
    #expect(
      audit(spec(hidden, marks: line + #", "symbol": {"by": "g"}}"#), rule: "color-only-series")
        .isEmpty)
    #expect(
      audit(spec(hidden, marks: line + #", "lineStyle": {"by": "g"}}"#), rule: "color-only-series")
        .isEmpty)
    #expect(
      audit(
        spec(hidden, marks: line + #", "annotation": {"text": {"field": "g"}}}"#),
        rule: "color-only-series"
      ).isEmpty)
  }

  @Test("An annotation on a hidden rule counts as a direct label, as in the ridgeline")
  func hiddenAnnotation() {
    let rule =
      #"{"type": "rule", "y": {"value": 0, "label": ""}, "foregroundStyle": {"by": {"field": "g", "label": "Region"}}, "annotation": {"text": {"field": "g"}}, "accessibilityHidden": true}"#
    #expect(
      audit(
        spec(#""legend": {"hidden": true}"#, marks: line + "}, " + rule), rule: "color-only-series"
      )
      .isEmpty)
  }
}
