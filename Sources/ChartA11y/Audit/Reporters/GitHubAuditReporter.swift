import Foundation

/// Writes GitHub Actions workflow commands, which GitHub shows as annotations on the file and
/// line in the pull request.
///
///     ::error file=charts/sales.chart.json,line=14,col=9,title=empty-value-label::$.marks[1].y.label: …
///
/// Notes become `::notice`. Property values escape `%`, CR, LF, `:` and `,`; the message
/// escapes `%`, CR and LF (GitHub's `toCommandValue` / `escapeProperty`; ``TextEscaping``), so
/// data cannot start a new command. Suppressed findings are left out.
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
      var properties = ["file=\(TextEscaping.gitHubProperty(path))"]
      if let line = finding.line { properties.append("line=\(line)") }
      if let column = finding.column { properties.append("col=\(column)") }
      properties.append("title=\(TextEscaping.gitHubProperty(finding.ruleID))")
      let place = finding.path.map { "\($0): " } ?? ""
      lines.append(
        "::\(command) \(properties.joined(separator: ","))::"
          + TextEscaping.gitHubMessage("\(place)\(finding.message) [\(finding.ruleID)]"))
    }
    return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
  }
}
