import Testing

@Suite("Rule missing-axis-title")
struct MissingAxisTitleRuleTests {
  @Test("An axis whose value label is empty and that has no title or unit is an error")
  func untitled() {
    let marks =
      #"{"type": "bar", "x": {"field": "x", "label": "Office"}, "y": {"field": "y", "label": ""}}"#
    #expect(
      audit(spec(marks: marks), rule: "missing-axis-title") == [
        FindingSpec(
          "missing-axis-title", .error, "$.axes.y.title",
          "the y axis has no title and no unit; it is announced as 'y'")
      ])
  }

  @Test("An axis title or a unit fixes it")
  func titledOrUnit() {
    let marks =
      #"{"type": "bar", "x": {"field": "x", "label": "Office"}, "y": {"field": "y", "label": ""}}"#
    #expect(
      audit(spec(#""axes": {"y": {"title": "Sales"}}"#, marks: marks), rule: "missing-axis-title")
        .isEmpty)
    #expect(
      audit(spec(#""axes": {"y": {"unit": "USD"}}"#, marks: marks), rule: "missing-axis-title")
        .isEmpty)
  }

  @Test("A bare field name is its own label and passes")
  func bareField() {
    #expect(
      audit(spec(marks: #"{"type": "bar", "x": "x", "y": "y"}"#), rule: "missing-axis-title")
        .isEmpty)
  }

  @Test("Two y axes are checked each with its own marks: the trailing one at axes.yTrailing")
  func twoAxes() {
    let marks = """
      {"type": "bar", "x": "x", "y": {"field": "y", "label": "Sales"}},
      {"type": "line", "x": "x", "y": {"field": "y", "label": ""}, "axisPosition": "trailing"}
      """
    #expect(
      audit(spec(marks: marks), rule: "missing-axis-title") == [
        FindingSpec(
          "missing-axis-title", .error, "$.axes.yTrailing.title",
          "the trailing y axis has no title and no unit; it is announced as 'y'")
      ])
    #expect(
      audit(
        spec(#""axes": {"yTrailing": {"unit": "%"}}"#, marks: marks), rule: "missing-axis-title"
      )
      .isEmpty)
  }
}
