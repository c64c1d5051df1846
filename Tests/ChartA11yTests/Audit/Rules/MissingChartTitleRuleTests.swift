import Testing

@Suite("Rule missing-chart-title")
struct MissingChartTitleRuleTests {
  let mark =
    #"{"type": "bar", "x": {"field": "x", "label": "Office"}, "y": {"field": "y", "label": "Sales"}}"#

  @Test("A chart without a title, or with a blank one, is an error at $.title")
  func missing() {
    let expected = [
      FindingSpec(
        "missing-chart-title", .error, "$.title",
        "the chart has no title; screen readers announce it as an unnamed chart")
    ]
    #expect(audit(spec(title: nil, marks: mark), rule: "missing-chart-title") == expected)
    #expect(audit(spec(title: "  ", marks: mark), rule: "missing-chart-title") == expected)
  }

  @Test("A titled chart passes")
  func titled() {
    #expect(audit(spec(title: "Sales by office", marks: mark), rule: "missing-chart-title").isEmpty)
  }
}
