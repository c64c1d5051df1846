/// The findings of an audit run over many files, in a stable order, ready for a reporter.
public struct AuditReport: Hashable, Sendable {
  /// The findings of one file.
  public struct File: Hashable, Sendable, Codable {
    /// The file's path as shown to people: relative to the working directory when inside it,
    /// with `/` separators (JSON key `path`).
    public var path: String
    /// The findings, sorted by place (JSON key `findings`).
    public var findings: [AuditFinding]

    /// Creates a file's entry.
    public init(path: String, findings: [AuditFinding]) {
      self.path = path
      self.findings = findings
    }
  }

  /// The files, sorted by path.
  public var files: [File]
  /// The lowest severity that fails the run (`--fail-on`).
  public var failureThreshold: AuditSeverity

  /// Creates a report.
  public init(files: [File], failureThreshold: AuditSeverity = .error) {
    self.files = files
    self.failureThreshold = failureThreshold
  }

  /// Every finding not covered by a suppression, with its file's path.
  public var activeFindings: [(path: String, finding: AuditFinding)] {
    files.flatMap { file in
      file.findings.filter { !$0.isSuppressed }.map { (file.path, $0) }
    }
  }

  /// How many unsuppressed findings have each severity.
  public func count(_ severity: AuditSeverity) -> Int {
    activeFindings.filter { $0.finding.severity == severity }.count
  }

  /// How many findings are suppressed.
  public var suppressedCount: Int {
    files.reduce(0) { $0 + $1.findings.filter(\.isSuppressed).count }
  }

  /// Whether an unsuppressed finding reaches the failure threshold.
  public var fails: Bool {
    activeFindings.contains { $0.finding.severity >= failureThreshold }
  }

  /// `3 errors, 1 warning and 2 notes in 12 files (1 suppressed)`.
  public var summary: String {
    func plural(_ count: Int, _ word: String) -> String {
      "\(count) \(word)\(count == 1 ? "" : "s")"
    }
    var text =
      "\(plural(count(.error), "error")), \(plural(count(.warning), "warning")) and "
      + "\(plural(count(.note), "note")) in \(plural(files.count, "file"))"
    if suppressedCount > 0 { text += " (\(suppressedCount) suppressed)" }
    return text
  }
}
