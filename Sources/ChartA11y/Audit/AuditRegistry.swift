/// The one list of audit rule types, and the catalogue of everything the audit can report.
///
/// A new rule is a type conforming to ``AuditRule`` in `Audit/Rules/<Name>Rule.swift`, listed
/// here and documented in `docs/audit-rules.md`; `AuditRegistryTests` fails when a rule file
/// or conformance is not listed, or when its documentation is missing or disagrees with its
/// metadata.
public enum AuditRegistry {
  /// Every rule type, in the order `docs/audit-rules.md` documents them.
  public static let ruleTypes: [any AuditRule.Type] = [
    MissingChartTitleRule.self, MissingAxisTitleRule.self, EmptyValueLabelRule.self,
    HiddenDataLossRule.self, ColorOnlySeriesRule.self, NonTextContrastRule.self,
    ColorVisionConfusionRule.self, UnauditableColorRule.self, TooManySeriesRule.self,
    IneffectiveModifierRule.self, UnlabelledPlotRule.self, HiddenAxisWithoutSummaryRule.self,
    SonificationRangeRule.self, SVGAccessibleNameRule.self, SVGImageRoleRule.self,
    SVGAltTextStaleRule.self, FalseChartClaimRule.self, ImageAltRule.self,
  ]

  /// Everything a finding can come from, in the order of `docs/audit-rules.md` and of SARIF's
  /// `tool.driver.rules`: the input diagnostics, the rules, then the diagnostics reported after
  /// the rules ran.
  public static let catalogue: [AuditCheckMetadata] =
    AuditDiagnostic.allCases.filter { $0.stage == .input }.map(\.metadata)
    + ruleTypes.map { $0.metadata }
    + AuditDiagnostic.allCases.filter { $0.stage == .afterRules }.map(\.metadata)

  /// The ids a configuration or a suppression may name: every rule's and diagnostic's.
  public static var ids: [String] { catalogue.map(\.id) }

  /// The metadata of a rule or diagnostic by id, or `nil` when nothing has that id.
  ///
  /// - Complexity: O(*r*) in the number of rules.
  public static func metadata(withID id: String) -> AuditCheckMetadata? {
    catalogue.first { $0.id == id }
  }
}
