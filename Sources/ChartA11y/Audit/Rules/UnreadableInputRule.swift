/// `unreadable-input`: a file named for the audit, or the data file a spec names, cannot be
/// read.
///
/// The ``Auditor`` reports it itself, before any other rule runs; ``findings(in:)`` is empty.
public struct UnreadableInputRule: AuditRule {
  /// Creates the rule.
  public init() {}
  /// `unreadable-input`.
  public var id: String { "unreadable-input" }
  /// Error.
  public var defaultSeverity: AuditSeverity { .error }
  /// The summary.
  public var summary: String { "A file to audit, or its data file, cannot be read." }
  /// The source.
  public var source: String { "chart-describe: an unaudited chart is not an accessible one" }
  /// The rationale.
  public var rationale: String {
    "A file the audit cannot read may hold an inaccessible chart; silently skipping it would let it ship."
  }
  /// The fix.
  public var fix: String {
    "Check the path and permissions, or exclude the file with --exclude."
  }
  /// Always empty: the auditor reports unreadable files.
  public func findings(in subject: AuditSubject) -> [AuditFinding] { [] }

  /// The finding for a file that cannot be read.
  public func finding(reason: String) -> AuditFinding {
    AuditFinding(self, reason)
  }
}
