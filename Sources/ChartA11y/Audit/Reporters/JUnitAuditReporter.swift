import Foundation

/// Writes a report as JUnit XML, which CI systems (GitLab, Jenkins, Azure) show as test results.
///
/// One `testsuite` per file; one `testcase` per finding, named by rule and place, with a
/// `failure` when its severity reaches the report's failure threshold, `skipped` when it is
/// suppressed, and passing (with the message in `system-out`) otherwise. A file without findings
/// has one passing `testcase`. All text is XML-escaped, control characters included.
public enum JUnitAuditReporter {
  /// Renders a report.
  ///
  /// - Complexity: O(*n*) in the number of findings.
  public static func render(_ report: AuditReport) -> String {
    var suites: [String] = []
    var totalTests = 0
    var totalFailures = 0
    var totalSkipped = 0
    for file in report.files {
      let path = TextEscaping.xml(file.path, for: .textOrAttribute)
      var cases: [String] = []
      var failures = 0
      var skipped = 0
      for finding in file.findings {
        let name = TextEscaping.xml(
          "\(finding.ruleID) \(finding.place ?? "")".trimmingCharacters(in: .whitespaces),
          for: .textOrAttribute)
        var open =
          "    <testcase classname=\"chart-describe.audit\" name=\"\(name)\" file=\"\(path)\""
        if let line = finding.line { open += " line=\"\(line)\"" }
        open += ">"
        let text = TextEscaping.xml(
          "\(finding.severity.rawValue): \(finding.message)", for: .textOrAttribute)
        let body: String
        if let reason = finding.suppression {
          skipped += 1
          let reason = TextEscaping.xml(reason, for: .textOrAttribute)
          body = "      <skipped message=\"suppressed: \(reason)\"/>"
        } else if finding.severity >= report.failureThreshold {
          failures += 1
          let type = TextEscaping.xml(finding.ruleID, for: .textOrAttribute)
          body = "      <failure type=\"\(type)\" message=\"\(text)\">\(text)</failure>"
        } else {
          body = "      <system-out>\(text)</system-out>"
        }
        cases += [open, body, "    </testcase>"]
      }
      if file.findings.isEmpty {
        cases.append(
          "    <testcase classname=\"chart-describe.audit\" name=\"no findings\" file=\"\(path)\"/>"
        )
      }
      let tests = max(file.findings.count, 1)
      totalTests += tests
      totalFailures += failures
      totalSkipped += skipped
      suites.append(
        "  <testsuite name=\"\(path)\" tests=\"\(tests)\" failures=\"\(failures)\" "
          + "errors=\"0\" skipped=\"\(skipped)\">")
      suites += cases
      suites.append("  </testsuite>")
    }
    let header =
      "<testsuites name=\"chart-describe audit\" tests=\"\(totalTests)\" "
      + "failures=\"\(totalFailures)\" errors=\"0\" skipped=\"\(totalSkipped)\">"
    return (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", header] + suites + ["</testsuites>"])
      .joined(separator: "\n") + "\n"
  }
}
