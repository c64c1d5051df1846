import ChartModel
import Foundation

/// Writes a report as JSON with sorted keys: every file, its findings (suppressed ones with
/// their reason) and the counts.
///
///     {"files": [{"findings": [{"column": 3, "line": 3, "message": "…", "path": "$.title",
///       "ruleID": "missing-chart-title", "severity": "error"}], "path": "a.chart.json"}],
///      "summary": {"errors": 1, "files": 1, "notes": 0, "suppressed": 0, "warnings": 0},
///      "version": 1}
public enum JSONAuditReporter {
  private struct Document: Encodable {
    var version = 1
    var files: [AuditReport.File]
    var summary: Summary
  }

  private struct Summary: Encodable {
    var errors: Int
    var warnings: Int
    var notes: Int
    var suppressed: Int
    var files: Int
  }

  /// Renders a report, pretty-printed, ending in a newline.
  ///
  /// - Throws: `EncodingError` only if a value cannot be encoded (never for these types).
  /// - Complexity: O(*n*) in the number of findings.
  public static func render(_ report: AuditReport) throws -> String {
    let document = Document(
      files: report.files,
      summary: Summary(
        errors: report.count(.error), warnings: report.count(.warning),
        notes: report.count(.note), suppressed: report.suppressedCount,
        files: report.files.count))
    return try StableJSON.text(document)
  }
}
