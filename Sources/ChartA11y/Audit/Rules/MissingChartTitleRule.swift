import ChartModel
import Foundation

/// `missing-chart-title`: the chart has no title.
public struct MissingChartTitleRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "missing-chart-title", defaultSeverity: .error,
    summary: "The chart has a title.",
    source:
      "WCAG 2.2 SC 1.1.1 Non-text Content; Chartability (Understandable): no title, summary or caption",
    rationale:
      "The title is the first thing a screen reader announces and the name of the chart in every description; without it a reader hears only \"chart\" and must work out what it is about from the data.",
    fix: "Add a \"title\" saying what the chart shows, such as \"Sales by office, 2024\".")

  /// Reports a missing or blank `title`.
  ///
  /// - Complexity: O(1).
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let chart = subject.chart else { return [] }
    let title = chart.spec.title?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    guard title.isEmpty else { return [] }
    return [
      AuditFinding(self, AuditFinding.Message.missingTitle, at: SpecPath.root.appending("title"))
    ]
  }
}

extension AuditFinding.Message {
  fileprivate static let missingTitle =
    "the chart has no title; screen readers announce it as an unnamed chart"
}
