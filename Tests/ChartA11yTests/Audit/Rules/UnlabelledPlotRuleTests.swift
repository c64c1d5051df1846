import Testing

@Suite("Rule unlabelled-plot")
struct UnlabelledPlotRuleTests {
  func plot(_ label: String, modifiers: String = "") -> String {
    #"{"type": "plot", "#
      + modifiers
      + #""marks": [{"type": "rule", "x": "x", "yStart": {"field": "y", "label": "\#(label)"}, "yEnd": {"field": "z", "label": "Maximum"}}, {"type": "point", "x": "x", "y": {"field": "y", "label": "\#(label)"}}]}"#
  }

  @Test("A plot without an accessibility label whose parts have empty labels is an error")
  func unlabelled() {
    #expect(
      audit(spec(marks: plot("")), rule: "unlabelled-plot") == [
        FindingSpec(
          "unlabelled-plot", .error, "$.marks[0]",
          "this plot is read as one observation but has no accessibility label, and 2 of its 2 "
            + "marks plot values with empty labels; readers hear bare numbers")
      ])
  }

  @Test("Labelled parts, or an accessibility label on the plot, fix it")
  func fixed() {
    #expect(audit(spec(marks: plot("Minimum")), rule: "unlabelled-plot").isEmpty)
    #expect(
      audit(
        spec(marks: plot("", modifiers: #""accessibilityLabel": "Range and median", "#)),
        rule: "unlabelled-plot"
      ).isEmpty)
  }
}
