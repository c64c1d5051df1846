import ChartModel

/// `hidden-data-loss`: a field, or a named constant, appears only in `accessibilityHidden`
/// marks, so no description, sound or screen reader ever presents it.
public struct HiddenDataLossRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "hidden-data-loss", defaultSeverity: .error,
    summary: "Data drawn for the eye is not only in hidden marks.",
    source:
      "WCAG 2.2 SC 1.1.1 Non-text Content and SC 1.3.1 Info and Relationships; Chartability (Compromising): information is not equally available",
    rationale:
      "`accessibilityHidden(true)` is right for decoration (an outline, a baseline), but a field drawn only by hidden marks is seen by sighted readers and never reaches anyone else.",
    fix:
      "Plot the field in a visible mark too, or remove `accessibilityHidden` from the mark that carries it."
  )

  /// Reports each field read by hidden marks (positions, groupings, annotation and
  /// accessibility texts) that no visible mark reads, once, at its first hidden use; and each
  /// hidden constant with a non-empty label (a named reference line hidden from readers).
  ///
  /// - Complexity: O(*m*) in the number of marks.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let chart = subject.chart else { return [] }
    var visibleFields: Set<String> = []
    for entry in chart.visibleMarks {
      visibleFields.formUnion(Self.fields(of: entry.mark).map(\.field))
    }
    var reported: Set<String> = []
    var findings: [AuditFinding] = []
    for entry in chart.marks where entry.mark.modifiers.isHidden {
      for (member, field) in Self.fields(of: entry.mark)
      where !visibleFields.contains(field) && !reported.contains(field) {
        reported.insert(field)
        findings.append(
          AuditFinding(
            self, AuditFinding.Message.hiddenField(field),
            at: ChartAuditSubject.path(entry.path, member: member)))
      }
      for (member, encoding) in entry.mark.encodings where !encoding.isField {
        guard let value = encoding.value, !encoding.label.isEmpty else { continue }
        findings.append(
          AuditFinding(
            self, AuditFinding.Message.hiddenConstant(encoding.label, value),
            at: ChartAuditSubject.path(entry.path, member: member)))
      }
    }
    return findings
  }

  /// The data fields a mark reads, with the member that reads each.
  static func fields(of mark: MarkSpec) -> [(member: String, field: String)] {
    var result = mark.encodings.compactMap { name, encoding in
      encoding.field.map { (name, $0) }
    }
    let modifiers = mark.modifiers
    for (member, text) in [
      ("annotation.text", modifiers.annotation?.text),
      ("accessibilityLabel", modifiers.accessibilityLabel),
      ("accessibilityValue", modifiers.accessibilityValue),
    ] {
      if case .field(let field) = text { result.append((member, field)) }
    }
    return result
  }
}

extension AuditFinding.Message {
  fileprivate static func hiddenField(_ field: String) -> String {
    "field '\(field)' is drawn only by accessibility-hidden marks; descriptions, audio and "
      + "screen readers never present it"
  }

  fileprivate static func hiddenConstant(_ label: String, _ value: DataValue) -> String {
    "'\(label)' at \(ValueFormatter.text(of: value)) is drawn only by an accessibility-hidden "
      + "mark; screen readers never announce it"
  }
}
