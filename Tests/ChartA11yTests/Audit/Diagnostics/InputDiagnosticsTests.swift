import ChartA11y
import Foundation
import Testing

@Suite("Diagnostics unreadable-input and invalid-input")
struct InputDiagnosticsTests {
  @Test("A spec that fails to decode is one invalid-input finding at its place and line")
  func invalidSpec() {
    let findings = Auditor().auditSpec(
      json: Data("{\n  \"version\": 1,\n  \"marks\": 3\n}".utf8),
      baseDirectory: URL(fileURLWithPath: "/"))
    #expect(
      findings.map(FindingSpec.init) == [
        FindingSpec("invalid-input", .error, "$.marks", "expected an array, found a number")
      ])
    #expect(findings.first?.line == 3)
  }

  @Test("Malformed JSON keeps the decoder's line")
  func malformed() {
    let findings = Auditor().auditSpec(
      json: Data("{\n  \"version\": 1,\n  \"marks\": [\n".utf8),
      baseDirectory: URL(fileURLWithPath: "/"))
    #expect(findings.map(\.ruleID) == ["invalid-input"])
    #expect(findings.first?.message.hasPrefix("malformed JSON") == true)
  }

  @Test("A missing file and a missing data file are unreadable-input")
  func unreadable() {
    let missing = Auditor().auditFile(at: URL(fileURLWithPath: "/no/such/chart.chart.json"))
    #expect(
      missing.map(FindingSpec.init) == [
        FindingSpec("unreadable-input", .error, nil, "no such file")
      ])
    let csv = Auditor().auditSpec(
      json: Data(
        #"{"version": 1, "data": {"csv": "none.csv"}, "marks": [{"type": "bar", "x": "a", "y": "b"}]}"#
          .utf8),
      baseDirectory: URL(fileURLWithPath: "/no/such/folder"))
    #expect(
      csv.map(FindingSpec.init) == [
        FindingSpec("unreadable-input", .error, "$.data.csv", "data file 'none.csv' does not exist")
      ])
  }
}
