import ChartModel

/// `unused-suppression`: a suppression in the spec that covers no finding.
///
/// The ``Auditor`` reports it after the other rules ran; ``findings(in:)`` is empty.
public struct UnusedSuppressionRule: AuditRule {
  /// Creates the rule.
  public init() {}
  /// `unused-suppression`.
  public var id: String { "unused-suppression" }
  /// Note.
  public var defaultSeverity: AuditSeverity { .note }
  /// The summary.
  public var summary: String { "Every suppression in a spec still covers a finding." }
  /// The source.
  public var source: String { "chart-describe: suppressions must stay deliberate" }
  /// The rationale.
  public var rationale: String {
    "A suppression whose rule id is misspelt, whose path moved, or whose problem was fixed hides nothing today and would silently hide the next real finding there."
  }
  /// The fix.
  public var fix: String { "Remove the suppression, or correct its rule id or path." }
  /// Always empty: the auditor compares suppressions with the findings.
  public func findings(in subject: AuditSubject) -> [AuditFinding] { [] }

  /// The finding for the suppression at an index of `audit.suppressions`.
  ///
  /// - Returns: A note at `$.audit.suppressions[index]`.
  public func finding(for suppression: AuditSuppression, at index: Int) -> AuditFinding {
    let place = suppression.path.map { " at \($0)" } ?? ""
    let known = Auditor.rule(withID: suppression.rule) == nil ? " (no rule has this id)" : ""
    return AuditFinding(
      self,
      "the suppression of '\(suppression.rule)'\(place)\(known) covers no finding; remove it",
      at: SpecPath.root.appending("audit").appending("suppressions").appending(index: index))
  }
}
