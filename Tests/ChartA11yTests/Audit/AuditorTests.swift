import ChartA11y
import Foundation
import GoldenTesting
import Testing

@Suite("The auditor: configuration, suppressions and order")
struct AuditorTests {
  let untitled = spec(
    title: nil, #""axes": {"y": {"hidden": true}}"#,
    marks: #"{"type": "bar", "x": "x", "y": "y"}"#)

  @Test("Findings come sorted by line, with the line of their JSON path")
  func order() {
    let findings = Auditor().auditSpec(
      json: Data(untitled.utf8), baseDirectory: URL(fileURLWithPath: "/"))
    #expect(findings.map(\.ruleID) == ["missing-chart-title", "hidden-axis-without-summary"])
    #expect(findings.map(\.line) == [1, 7])
  }

  @Test("A Vega-Lite finding gets the line and column of its path in the file, when it is there")
  func vegaLiteLocations() {
    let findings = Auditor().auditFile(
      at: Fixtures.root.appendingPathComponent("vega-lite/cars-origin-dark-background.vl.json"))
    // `"color": {` is line 13 of the file, its key at column 5; the imported spec's own
    // members (an axis title the audit misses) are not in the file and get no place.
    let places = findings.map { "\($0.ruleID) \($0.path?.description ?? "") \($0.place ?? "")" }
    #expect(
      places.contains(
        "non-text-contrast $.encoding.color line 13, column 5: $.encoding.color"))
    #expect(findings.allSatisfy { ($0.line == nil) == ($0.column == nil) })
  }

  @Test("The configuration turns rules off and changes severities")
  func configuration() throws {
    let json =
      #"{"rules": {"missing-chart-title": "off", "hidden-axis-without-summary": {"severity": "error"}}}"#
    let configuration = try AuditConfiguration.decode(
      from: Data(json.utf8), knownRules: AuditRegistry.ids)
    #expect(
      audit(untitled, configuration: configuration).map { "\($0.ruleID) \($0.severity)" } == [
        "hidden-axis-without-summary error"
      ])
  }

  @Test(
    "Bad configurations name the member at fault",
    arguments: [
      (#"{"rules": {"no-such-rule": "off"}}"#, "$.rules.no-such-rule: unknown rule 'no-such-rule'"),
      (
        #"{"rules": {"too-many-series": "loud"}}"#,
        "$.rules.too-many-series: unknown setting 'loud'; expected off, note, warning or error"
      ),
      (
        #"{"thresholds": {"maximumSeries": "eight"}}"#,
        "$.thresholds.maximumSeries: expected a number"
      ),
      (
        #"{"threshold": {}}"#,
        "$.threshold: unknown field 'threshold'; expected one of: dataRoot, rules, thresholds"
      ),
      ("{", "not valid JSON"),
      (#"{"thresholds": {"maximumSeries": 0}}"#, "$.thresholds.maximumSeries: must be at least 1"),
      (
        #"{"thresholds": {"minimumContrastRatio": 30}}"#,
        "$.thresholds.minimumContrastRatio: must be from 1 to 21"
      ),
      (
        #"{"thresholds": {"maximumFrequencyHz": 50}}"#,
        "$.thresholds.maximumFrequencyHz: must be above minimumFrequencyHz"
      ),
    ])
  func badConfiguration(json: String, message: String) {
    #expect(throws: AuditConfigurationError.self) {
      try AuditConfiguration.decode(from: Data(json.utf8), knownRules: AuditRegistry.ids)
    }
    do {
      _ = try AuditConfiguration.decode(
        from: Data(json.utf8), knownRules: AuditRegistry.ids)
    } catch {
      #expect(error.message.hasPrefix(message), "\(error.message)")
    }
  }

  @Test("A suppression with a reason covers its rule, at its path or below")
  func suppression() {
    let suppressed = spec(
      title: nil,
      #""audit": {"suppressions": [{"rule": "missing-chart-title", "reason": "titled by the page"}, {"rule": "empty-value-label", "path": "$.marks[1]", "reason": "decorative"}]}"#,
      marks:
        #"{"type": "bar", "x": "x", "y": {"field": "y", "label": ""}}, {"type": "rule", "y": {"value": 0, "label": ""}}"#
    )
    let findings = Auditor().auditSpec(
      json: Data(suppressed.utf8), baseDirectory: URL(fileURLWithPath: "/"))
    let summary = findings.map {
      "\($0.ruleID) \($0.path?.description ?? "") \($0.suppression ?? "-")"
    }
    #expect(
      summary == [
        "missing-axis-title $.axes.y.title -",
        "missing-chart-title $.title titled by the page",
        "empty-value-label $.marks[0].y.label -",
        "empty-value-label $.marks[1].y.label decorative",
      ])
  }

  @Test("A suppression without a reason makes the spec invalid")
  func suppressionWithoutReason() {
    let json = spec(
      #""audit": {"suppressions": [{"rule": "missing-chart-title", "reason": " "}]}"#,
      marks: #"{"type": "bar", "x": "x", "y": "y"}"#)
    #expect(
      audit(json) == [
        FindingSpec(
          "invalid-input", .error, "$.audit.suppressions[0].reason", "a suppression needs a reason")
      ])
  }
}
