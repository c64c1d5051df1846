import ChartModel

/// `unauditable-color`: a colour the audit cannot check, such as a material or an unknown name.
public struct UnauditableColorRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "unauditable-color", defaultSeverity: .note,
    summary: "Colours are ones the audit can check.",
    source: "WCAG 2.2 SC 1.4.11 Non-text Contrast (check by hand)",
    rationale:
      "A material or translucent style takes its colour from what is behind it, and an unknown name cannot be measured, so contrast and colour-vision checks skip it; a person has to check it.",
    fix:
      "Check the contrast by hand in light and dark mode, or use `#rrggbb` or a SwiftUI or CSS colour name."
  )

  /// Reports each colour in the spec (background layers, scale range, fixed mark colours) that is not
  /// a colour ``NamedColors`` reads (opaque or translucent).
  ///
  /// - Complexity: O(*m*) in the number of marks.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let chart = subject.chart else { return [] }
    let entries =
      chart.backgroundLayers.map { ($0.text, $0.path) }
      + ChartColorUsage.all(in: chart).map { ($0.name, $0.path) }
    return entries.compactMap { name, path in
      switch NamedColors.resolve(name, darkScheme: false) {
      case .color, .translucent: return nil
      case .unauditable(let reason):
        return AuditFinding(self, AuditFinding.Message.unauditable(name, reason), at: path)
      case .unknown:
        return AuditFinding(self, AuditFinding.Message.unknownColor(name), at: path)
      }
    }
  }
}

extension AuditFinding.Message {
  fileprivate static func unauditable(_ name: String, _ reason: String) -> String {
    "'\(name)' cannot be checked for contrast: \(reason); check it by hand"
  }

  fileprivate static func unknownColor(_ name: String) -> String {
    "'\(name)' is not a colour this audit knows; use #rrggbb, rgb(), hsl() or a SwiftUI or CSS "
      + "colour name"
  }
}
