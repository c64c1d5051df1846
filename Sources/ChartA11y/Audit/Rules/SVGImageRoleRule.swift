import ChartImport

/// `svg-image-role`: a named SVG chart lacks `role="img"`, so it is not announced as one image.
public struct SVGImageRoleRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "svg-image-role", defaultSeverity: .warning,
    summary: "An SVG chart has role=\"img\" (or a graphics role).",
    source:
      "WCAG 2.2 SC 4.1.2 Name, Role, Value; WAI-ARIA Graphics Module; axe-core rule svg-img-alt",
    rationale:
      "Without a role, browsers expose an inline SVG inconsistently: some screen readers skip its title, others read every text element inside it.",
    fix:
      "Add role=\"img\" (or role=\"graphics-document\" for an explorable chart) to the root <svg>.")

  /// Reports a root `svg` that is not `aria-hidden="true"` and whose `role` is not `img`,
  /// `graphics-document` or `graphics-symbol`.
  ///
  /// - Complexity: O(1).
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let root = subject.svg?.root, root.attributes["aria-hidden"] != "true"
    else { return [] }
    let roles = (root.attributes["role"] ?? "").split(separator: " ").map(String.init)
    guard roles.first.map(Self.imageRoles.contains) != true else { return [] }
    return [AuditFinding(self, AuditFinding.Message.noImageRole, line: root.line)]
  }

  private static let imageRoles: Set<String> = ["img", "graphics-document", "graphics-symbol"]
}

extension AuditFinding.Message {
  fileprivate static let noImageRole =
    "the svg element has no role=\"img\"; screen readers may skip its name or read its parts one by one"
}
