import Testing

@Suite("Diagnostic unused-suppression")
struct UnusedSuppressionTests {
  @Test("A suppression that covers nothing, or names no rule, is a note at its place")
  func unused() {
    let json = spec(
      #""audit": {"suppressions": [{"rule": "missing-chart-title", "reason": "old"}, {"rule": "colour-only-series", "path": "$.marks[0]", "reason": "typo"}]}"#,
      marks: #"{"type": "bar", "x": "x", "y": "y"}"#)
    #expect(
      audit(json, rule: "unused-suppression") == [
        FindingSpec(
          "unused-suppression", .note, "$.audit.suppressions[0]",
          "the suppression of 'missing-chart-title' covers no finding; remove it"),
        FindingSpec(
          "unused-suppression", .note, "$.audit.suppressions[1]",
          "the suppression of 'colour-only-series' at $.marks[0] (no rule has this id) covers no "
            + "finding; remove it"),
      ])
  }

  @Test("A suppression in use gives no note")
  func used() {
    let json = spec(
      title: nil,
      #""audit": {"suppressions": [{"rule": "missing-chart-title", "reason": "titled by the page"}]}"#,
      marks: #"{"type": "bar", "x": "x", "y": "y"}"#)
    #expect(audit(json, rule: "unused-suppression").isEmpty)
  }
}
