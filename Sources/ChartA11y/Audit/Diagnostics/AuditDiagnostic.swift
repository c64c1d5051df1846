/// What the ``Auditor`` itself reports, as opposed to an ``AuditRule``: a file it cannot read,
/// an input it cannot parse, a suppression that covers nothing.
///
/// Diagnostics have ids, severities and documentation like rules, so configurations, reports
/// and SARIF treat them alike, but no ``AuditRule/findings(in:)``: the engine makes their
/// findings (``AuditFinding/unreadableInput(_:at:)``, `AuditFinding.invalidInput(for:)`,
/// ``AuditFinding/unusedSuppression(_:at:)``).
public enum AuditDiagnostic: CaseIterable, Sendable {
  /// `unreadable-input`: a file named for the audit, or the data file a spec names, cannot be
  /// read. Reported before any rule runs.
  case unreadableInput
  /// `invalid-input`: a chart spec that does not decode or validate, data that does not load,
  /// or an SVG file that is not well-formed. Reported at the place the spec's decoder names.
  case invalidInput
  /// `unused-suppression`: a suppression in the spec that covers no finding. Reported after
  /// the rules ran.
  case unusedSuppression

  /// When the engine reports a diagnostic.
  public enum Stage: Sendable {
    /// While reading the input, instead of running the rules.
    case input
    /// After the rules ran, about their findings.
    case afterRules
  }

  /// When the engine reports it.
  public var stage: Stage {
    switch self {
    case .unreadableInput, .invalidInput: .input
    case .unusedSuppression: .afterRules
    }
  }

  /// Its id, severity, source and texts.
  public var metadata: AuditCheckMetadata {
    switch self {
    case .unreadableInput: Self.unreadableInputMetadata
    case .invalidInput: Self.invalidInputMetadata
    case .unusedSuppression: Self.unusedSuppressionMetadata
    }
  }

  private static let unreadableInputMetadata = AuditCheckMetadata(
    id: "unreadable-input", defaultSeverity: .error,
    summary: "A file to audit, or its data file, cannot be read.",
    source: "chart-describe: an unaudited chart is not an accessible one",
    rationale:
      "A file the audit cannot read may hold an inaccessible chart; silently skipping it would let it ship.",
    fix: "Check the path and permissions, or exclude the file with --exclude.")

  private static let invalidInputMetadata = AuditCheckMetadata(
    id: "invalid-input", defaultSeverity: .error,
    summary: "A chart spec, its data or an SVG file is invalid.",
    source: "docs/chart-spec.md, checking order and error messages",
    rationale:
      "An invalid chart cannot be described, sonified or audited, so nothing accessible can be made from it.",
    fix: "Correct the spec at the place named; docs/chart-spec.md documents every member.")

  private static let unusedSuppressionMetadata = AuditCheckMetadata(
    id: "unused-suppression", defaultSeverity: .note,
    summary: "Every suppression in a spec still covers a finding.",
    source: "chart-describe: suppressions must stay deliberate",
    rationale:
      "A suppression whose rule id is misspelt, whose path moved, or whose problem was fixed hides nothing today and would silently hide the next real finding there.",
    fix: "Remove the suppression, or correct its rule id or path.")
}
