/// Writes findings one per line, as compilers and swift-format do.
///
///     sales.chart.json: line 14, column 9: $.marks[1].y.label: error: [empty-value-label] this rule at 0 …
///
/// The severity is always a word. Paths, places and messages go through
/// ``TextEscaping/terminal(_:)``, because labels and file names come from untrusted data.
/// Suppressed findings are not listed, only counted in the closing summary line.
public enum TextAuditReporter {
  /// Renders a report.
  ///
  /// - Complexity: O(*n*) in the number of findings.
  public static func render(_ report: AuditReport) -> String {
    var lines: [String] = []
    for (path, finding) in report.activeFindings {
      let place = finding.place.map { "\(TextEscaping.terminal($0)): " } ?? ""
      lines.append(
        "\(TextEscaping.terminal(path)): \(place)\(finding.severity.rawValue): "
          + "[\(finding.ruleID)] \(TextEscaping.terminal(finding.message))")
    }
    lines.append(report.summary)
    return lines.joined(separator: "\n") + "\n"
  }
}
