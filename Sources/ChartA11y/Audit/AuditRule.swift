/// A check of one accessibility property of a chart spec or an SVG file.
///
/// A rule is a type with static ``metadata`` (a stable kebab-case id, its file being
/// `<Name>Rule.swift` for the id `<name>`, a default severity, the WCAG success criterion or
/// Chartability heuristic it comes from, a summary, a rationale and a fix) and a pure
/// ``findings(in:)``. ``AuditRegistry/ruleTypes`` lists every rule type; `docs/audit-rules.md`
/// has a section per rule, anchored by its id, whose severity, summary and source equal the
/// metadata (a test compares them).
///
/// What the ``Auditor`` itself reports about its inputs and suppressions is not a rule but an
/// ``AuditDiagnostic``.
public protocol AuditRule: Sendable {
  /// What the rule is: id, default severity, source and texts.
  static var metadata: AuditCheckMetadata { get }
  /// Creates the rule; a rule has no settings of its own (thresholds come with the subject).
  init()
  /// Checks one input.
  ///
  /// - Parameter subject: The chart or SVG file.
  /// - Returns: The findings at the rule's default severity, in any order (the ``Auditor``
  ///   sorts them); empty when the subject is of the other kind.
  func findings(in subject: AuditSubject) -> [AuditFinding]
}

extension AuditRule {
  /// The rule's stable identifier, `Self.metadata.id`.
  public var id: String { Self.metadata.id }
}
