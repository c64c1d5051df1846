import ChartA11y
import Testing

@Suite("Rule too-many-series")
struct TooManySeriesRuleTests {
  let line = #"{"type": "line", "x": "t", "y": "y", "foregroundStyle": {"by": "g"}}"#

  @Test("More series than the configured maximum is a warning")
  func tooMany() {
    var configuration = AuditConfiguration()
    configuration.thresholds.maximumSeries = 1
    #expect(
      audit(spec(marks: line), rule: "too-many-series", configuration: configuration) == [
        FindingSpec(
          "too-many-series", .warning, "$.marks[0].foregroundStyle.by",
          "the chart has 2 series, more than the 1 readers and listeners can follow")
      ])
  }

  @Test("Two series pass the default maximum of 8")
  func few() {
    #expect(audit(spec(marks: line), rule: "too-many-series").isEmpty)
  }
}
