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
      var cases: [String] = []
      var failures = 0
      var skipped = 0
      for finding in file.findings {
        let name = escape(
          "\(finding.ruleID) \(finding.place ?? "")".trimmingCharacters(in: .whitespaces))
        var open =
          "    <testcase classname=\"chart-describe.audit\" name=\"\(name)\" file=\"\(escape(file.path))\""
        if let line = finding.line { open += " line=\"\(line)\"" }
        open += ">"
        let text = escape("\(finding.severity.rawValue): \(finding.message)")
        let body: String
        if let reason = finding.suppression {
          skipped += 1
          body = "      <skipped message=\"suppressed: \(escape(reason))\"/>"
        } else if finding.severity >= report.failureThreshold {
          failures += 1
          body =
            "      <failure type=\"\(escape(finding.ruleID))\" message=\"\(text)\">\(text)</failure>"
        } else {
          body = "      <system-out>\(text)</system-out>"
        }
        cases += [open, body, "    </testcase>"]
      }
      if file.findings.isEmpty {
        cases.append(
          "    <testcase classname=\"chart-describe.audit\" name=\"no findings\" file=\"\(escape(file.path))\"/>"
        )
      }
      let tests = max(file.findings.count, 1)
      totalTests += tests
      totalFailures += failures
      totalSkipped += skipped
      suites.append(
        "  <testsuite name=\"\(escape(file.path))\" tests=\"\(tests)\" failures=\"\(failures)\" "
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

  /// Escapes text for an XML attribute or element: `& < > " '`, and characters XML 1.0 cannot
  /// hold (C0 controls other than tab, LF, CR; U+FFFE, U+FFFF) as `\u{…}`.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result += "&#\(scalar.value);"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
