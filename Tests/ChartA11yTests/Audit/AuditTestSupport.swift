import ChartA11y
import ChartModel
import Foundation
import Testing

/// A finding as tests state it: rule, severity, JSON path and message (swift-format's
/// `FindingSpec`).
struct FindingSpec: Hashable, CustomStringConvertible {
  var ruleID: String
  var severity: AuditSeverity
  var path: String?
  var message: String

  init(_ ruleID: String, _ severity: AuditSeverity, _ path: String?, _ message: String) {
    self.ruleID = ruleID
    self.severity = severity
    self.path = path
    self.message = message
  }

  init(_ finding: AuditFinding) {
    self.init(finding.ruleID, finding.severity, finding.path?.description, finding.message)
  }

  var description: String { "(\(ruleID), \(severity), \(path ?? "nil"), \(message))" }
}

/// Inline rows most rule tests plot: two categories, two groups.
let sampleRows = """
  "data": {"values": [
    {"x": "A", "y": 1, "g": "P", "t": 2020, "z": 5},
    {"x": "B", "y": 2, "g": "Q", "t": 2021, "z": 6}
  ]}
  """

/// A spec with the sample rows, a title unless told otherwise, extra top-level members and marks.
func spec(title: String? = "Sample", _ members: String = "", marks: String) -> String {
  var parts = ["\"version\": 1", sampleRows]
  if let title { parts.append("\"title\": \"\(title)\"") }
  if !members.isEmpty { parts.append(members) }
  parts.append("\"marks\": [\(marks)]")
  return "{\n" + parts.joined(separator: ",\n") + "\n}"
}

/// Audits a spec's JSON and returns its findings, optionally only those of one rule.
///
/// With a `rule`, the other rules' findings are dropped, but an input diagnostic
/// (`unreadable-input`, `invalid-input`) of another id is an issue: a spec that does not load
/// runs no rule, so "the rule finds nothing" would pass for the wrong reason.
func audit(
  _ json: String, rule: String? = nil, configuration: AuditConfiguration = AuditConfiguration(),
  sourceLocation: SourceLocation = #_sourceLocation
) -> [FindingSpec] {
  let findings = Auditor(configuration: configuration).auditSpec(
    json: Data(json.utf8), baseDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
  guard let rule else { return findings.map(FindingSpec.init) }
  let inputDiagnostics = AuditDiagnostic.allCases.filter { $0.stage == .input }.map(\.metadata.id)
  for finding in findings where finding.ruleID != rule && inputDiagnostics.contains(finding.ruleID)
  {
    Issue.record(
      "the spec does not load, so no rule ran: \(FindingSpec(finding))",
      sourceLocation: sourceLocation)
  }
  return findings.filter { $0.ruleID == rule }.map(FindingSpec.init)
}
