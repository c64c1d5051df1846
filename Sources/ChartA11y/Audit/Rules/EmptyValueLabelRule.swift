import ChartModel
import Foundation

/// `empty-value-label`: a mark that assistive technology reads plots a value with an empty
/// label, such as a visible `RuleMark(y: .value("", 0))`.
public struct EmptyValueLabelRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "empty-value-label", defaultSeverity: .error,
    summary: "Every value a screen reader reads has a label.",
    source: "WCAG 2.2 SC 1.1.1 Non-text Content and SC 4.1.2 Name, Role, Value",
    rationale:
      "The label of `.value(label, …)` is what VoiceOver speaks before the value. An empty label reads as a bare number, or, for a reference line, as \"a reference line without a label at 0\".",
    fix:
      "Label the value (`.value(\"Target\", 15)`), name a reference line with an annotation, or hide a purely decorative mark with `.accessibilityHidden(true)`."
  )

  /// Reports every empty label of a visible top-level mark.
  ///
  /// A constant rule named by its
  /// annotation is accepted; marks inside a `Plot` are left to `unlabelled-plot`.
  ///
  /// - Complexity: O(*m*) in the number of marks.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let chart = subject.chart else { return [] }
    var findings: [AuditFinding] = []
    for (index, element) in chart.spec.marks.enumerated() {
      guard case .mark(let mark) = element, !mark.modifiers.isHidden else { continue }
      let path = SpecPath.root.appending("marks").appending(index: index)
      for (name, encoding) in mark.encodings
      where encoding.label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        if !encoding.isField, mark.kind == .rule, Self.hasAnnotationText(mark) { continue }
        let message =
          encoding.value.map {
            mark.kind == .rule
              ? AuditFinding.Message.unnamedReferenceLine($0, member: name)
              : AuditFinding.Message.emptyConstantLabel($0, member: name, kind: mark.kind)
          } ?? AuditFinding.Message.emptyFieldLabel(encoding.field ?? "", member: name)
        findings.append(
          AuditFinding(
            self, message,
            at: ChartAuditSubject.path(path, member: name).appending("label")))
      }
    }
    return findings
  }

  private static func hasAnnotationText(_ mark: MarkSpec) -> Bool {
    switch mark.modifiers.annotation?.text {
    case .literal(let text): return !text.trimmingCharacters(in: .whitespaces).isEmpty
    case .field: return true
    case nil: return false
    }
  }
}

extension AuditFinding.Message {
  fileprivate static func unnamedReferenceLine(_ value: DataValue, member: String) -> String {
    "this rule at \(ValueFormatter.text(of: value)) has an empty label and no annotation; "
      + "a screen reader announces a reference line without a name"
  }

  fileprivate static func emptyConstantLabel(_ value: DataValue, member: String, kind: MarkKind)
    -> String
  {
    "the '\(member)' value \(ValueFormatter.text(of: value)) of this \(kind.noun) mark has an "
      + "empty label; a screen reader announces a bare value"
  }

  fileprivate static func emptyFieldLabel(_ field: String, member: String) -> String {
    "the '\(member)' value (field '\(field)') has an empty label; a screen reader announces "
      + "bare values"
  }
}
