import Foundation

/// Writes GitHub Actions workflow commands, which GitHub shows as annotations on the file and
/// line in the pull request.
///
///     ::error file=charts/sales.chart.json,line=14,title=empty-value-label::$.marks[1].y.label: …
///
/// Notes become `::notice`. Property values escape `%`, CR, LF, `:` and `,`; the message
/// escapes `%`, CR and LF (GitHub's `toCommandValue` / `escapeProperty`), so data cannot start
/// a new command. Suppressed findings are left out.
public enum GitHubAuditReporter {
  /// Renders a report, one command per line.
  ///
  /// - Complexity: O(*n*) in the number of findings.
  public static func render(_ report: AuditReport) -> String {
    var lines: [String] = []
    for (path, finding) in report.activeFindings {
      let command =
        switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      var properties = ["file=\(escapeProperty(path))"]
      if let line = finding.line { properties.append("line=\(line)") }
      properties.append("title=\(escapeProperty(finding.ruleID))")
      let place = finding.path.map { "\($0): " } ?? ""
      lines.append(
        "::\(command) \(properties.joined(separator: ","))::"
          + escapeData("\(place)\(finding.message) [\(finding.ruleID)]"))
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }

  /// Escapes a command's message: `%` → `%25`, CR → `%0D`, LF → `%0A`, and other control
  /// characters (which would recolour the log) as visible `\u{…}`.
  static func escapeData(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Escapes a property value: as the message, and `:` → `%3A`, `,` → `%2C`.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
