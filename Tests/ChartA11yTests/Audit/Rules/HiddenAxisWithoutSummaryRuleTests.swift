import Testing

@Suite("Rule hidden-axis-without-summary")
struct HiddenAxisWithoutSummaryRuleTests {
  let area = #"{"type": "area", "x": "t", "y": {"field": "y", "label": "Proportion"}}"#

  @Test("A hidden y axis and no summary is a warning at axes.y.hidden")
  func hidden() {
    #expect(
      audit(
        spec(#""axes": {"y": {"hidden": true}}"#, marks: area), rule: "hidden-axis-without-summary")
        == [
          FindingSpec(
            "hidden-axis-without-summary", .warning, "$.axes.y.hidden",
            "the y axis is hidden and the chart has no summary; sighted readers see only relative "
              + "values and nothing says what to take from them")
        ])
  }

  @Test("A summary fixes it")
  func summary() {
    let members = #""summary": "Mary peaked in 1880.", "axes": {"y": {"hidden": true}}"#
    #expect(audit(spec(members, marks: area), rule: "hidden-axis-without-summary").isEmpty)
  }
}
