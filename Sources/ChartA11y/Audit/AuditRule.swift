/// A check of one accessibility property of a chart spec or an SVG file.
///
/// A rule is a value with a stable kebab-case identifier (its file is `<Name>Rule.swift` for
/// the id `<name>`), a default severity, the WCAG success criterion or Chartability heuristic it
/// comes from, a rationale and a fix; ``findings(in:)`` is pure. `docs/audit-rules.md` has a
/// section per rule, anchored by its id.
public protocol AuditRule: Sendable {
  /// The stable identifier, kebab-case, such as `non-text-contrast`.
  var id: String { get }
  /// The severity of its findings unless the configuration overrides it.
  var defaultSeverity: AuditSeverity { get }
  /// A one-line summary of what the rule checks.
  var summary: String { get }
  /// The standard the rule comes from, such as `WCAG 2.2 SC 1.4.11 Non-text Contrast`.
  var source: String { get }
  /// Why it matters to readers, in a sentence or two.
  var rationale: String { get }
  /// How to fix a finding.
  var fix: String { get }
  /// Checks one input.
  ///
  /// - Parameter subject: The chart or SVG file.
  /// - Returns: The findings at the rule's default severity, in any order (the ``Auditor``
  ///   sorts them); empty when the subject is of the other kind.
  func findings(in subject: AuditSubject) -> [AuditFinding]
}
