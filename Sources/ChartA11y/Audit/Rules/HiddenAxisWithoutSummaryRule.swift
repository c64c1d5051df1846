import ChartModel
import Foundation

/// `hidden-axis-without-summary`: an axis is hidden for the eye and the author gives no summary.
public struct HiddenAxisWithoutSummaryRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "hidden-axis-without-summary", defaultSeverity: .warning,
    summary: "A chart with a hidden axis has an author summary.",
    source:
      "WCAG 2.2 SC 1.3.1 Info and Relationships; Chartability (Understandable): no explanation for purpose or for how to read",
    rationale:
      "With `chartYAxis(.hidden)` sighted readers see only relative sizes. That can be the point (a ridgeline compares shapes), but then the chart should say what to take from it; screen reader users still hear the values, sighted low-vision readers do not see them.",
    fix:
      "Add a \"summary\" saying what the chart shows and why values are left out, or show the axis."
  )

  /// Reports each hidden axis (`axes.x.hidden`, `axes.y.hidden`, `axes.yTrailing.hidden`) when `summary` is absent or
  /// blank.
  ///
  /// - Complexity: O(1).
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let chart = subject.chart else { return [] }
    let summary = chart.spec.summary?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    guard summary.isEmpty else { return [] }
    let axes =
      [("x", chart.spec.axes.x), ("y", chart.spec.axes.y)]
      + (chart.spec.axes.yTrailing.map { [("yTrailing", $0)] } ?? [])
    return axes.compactMap { key, spec in
      guard spec.isHidden else { return nil }
      return AuditFinding(
        self, AuditFinding.Message.hiddenAxis(key == "yTrailing" ? "trailing y" : key),
        at: SpecPath.root.appending("axes").appending(key).appending("hidden"))
    }
  }
}

extension AuditFinding.Message {
  fileprivate static func hiddenAxis(_ axis: String) -> String {
    "the \(axis) axis is hidden and the chart has no summary; sighted readers see "
      + "only relative values and nothing says what to take from them"
  }
}
