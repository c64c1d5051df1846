import ChartModel

/// `invalid-input`: a chart spec that does not decode or validate, data that does not load, or
/// an SVG file that is not well-formed.
///
/// The ``Auditor`` reports it itself, at the place the spec's decoder names; ``findings(in:)``
/// is empty.
public struct InvalidInputRule: AuditRule {
  /// Creates the rule.
  public init() {}
  /// `invalid-input`.
  public var id: String { "invalid-input" }
  /// Error.
  public var defaultSeverity: AuditSeverity { .error }
  /// The summary.
  public var summary: String { "A chart spec, its data or an SVG file is invalid." }
  /// The source.
  public var source: String { "docs/chart-spec.md, checking order and error messages" }
  /// The rationale.
  public var rationale: String {
    "An invalid chart cannot be described, sonified or audited, so nothing accessible can be made from it."
  }
  /// The fix.
  public var fix: String {
    "Correct the spec at the place named; docs/chart-spec.md documents every member."
  }
  /// Always empty: the auditor reports invalid files.
  public func findings(in subject: AuditSubject) -> [AuditFinding] { [] }

  /// The finding for a spec or data error.
  public func finding(for error: ChartSpecError) -> AuditFinding {
    if let file = error.file {
      let place = error.line.map { "\(file): line \($0)" } ?? file
      return AuditFinding(self, "\(place): \(error.message)", at: error.path)
    }
    return AuditFinding(self, error.message, at: error.path, line: error.line)
  }

  /// The finding for an SVG file that is not well-formed.
  public func finding(for error: ChartA11yError) -> AuditFinding {
    if case .invalidSVG(let line, let reason) = error.kind {
      return AuditFinding(self, reason, line: line)
    }
    return AuditFinding(self, error.description)
  }
}
