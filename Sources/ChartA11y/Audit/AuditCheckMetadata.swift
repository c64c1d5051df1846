/// What an audit rule or an engine diagnostic is, independent of any input: the texts SARIF's
/// `tool.driver.rules` lists and `docs/audit-rules.md` documents.
///
/// Each ``AuditRule`` type and each ``AuditDiagnostic`` has one, declared once; the SARIF
/// reporter and the configuration's known ids read them from ``AuditRegistry``.
public struct AuditCheckMetadata: Hashable, Sendable {
  /// The stable identifier, kebab-case, such as `non-text-contrast`; also the anchor of its
  /// section in `docs/audit-rules.md`.
  public let id: String
  /// The severity of its findings unless the configuration overrides it.
  public let defaultSeverity: AuditSeverity
  /// A one-line summary of what is checked (SARIF `shortDescription`).
  public let summary: String
  /// The standard it comes from, such as `WCAG 2.2 SC 1.4.11 Non-text Contrast`.
  public let source: String
  /// Why it matters to readers, in a sentence or two (SARIF `fullDescription`).
  public let rationale: String
  /// How to fix a finding.
  public let fix: String

  /// Creates metadata.
  public init(
    id: String, defaultSeverity: AuditSeverity, summary: String, source: String,
    rationale: String, fix: String
  ) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.summary = summary
    self.source = source
    self.rationale = rationale
    self.fix = fix
  }

  /// The anchor of its section in `docs/audit-rules.md`: the id, as GitHub derives it from the
  /// heading ``## `id` ``.
  public var documentationAnchor: String { id }

  /// The URL of its section: `documentation#anchor`.
  ///
  /// - Parameter documentation: An absolute URL of `docs/audit-rules.md`.
  /// - Returns: The URL with the anchor appended.
  public func helpURI(in documentation: String) -> String {
    "\(documentation)#\(documentationAnchor)"
  }
}
