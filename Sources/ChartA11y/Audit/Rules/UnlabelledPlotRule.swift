import ChartModel
import Foundation

/// `unlabelled-plot`: a `Plot` group read as one observation has no accessibility label, and
/// some of its parts plot values without labels.
public struct UnlabelledPlotRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "unlabelled-plot", defaultSeverity: .error,
    summary: "A Plot group's observation is labelled, or all its parts are.",
    source: "WCAG 2.2 SC 1.1.1 Non-text Content and SC 4.1.2 Name, Role, Value",
    rationale:
      "A Plot's marks (a box plot's whisker, box and median) are read together as one observation; when neither the group nor its parts say what each number is, the reader hears a row of bare numbers.",
    fix:
      "Label every value (`.value(\"Median\", …)`), or give the Plot an `accessibilityLabel` (and `accessibilityValue`) summarising the observation."
  )

  /// Reports each top-level plot with no `accessibilityLabel` (on the plot or its first mark)
  /// whose visible marks include values with empty labels, naming how many parts are unlabelled.
  ///
  /// - Complexity: O(*m*) in the number of marks.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let chart = subject.chart else { return [] }
    var findings: [AuditFinding] = []
    for (index, element) in chart.spec.marks.enumerated() {
      guard case .plot(let plot) = element else { continue }
      let marks = plot.marks.map { mark in
        var combined = mark
        combined.modifiers = mark.modifiers.inheriting(from: plot.modifiers)
        return combined
      }.filter { !$0.modifiers.isHidden }
      guard !marks.isEmpty, marks.first?.modifiers.accessibilityLabel == nil else { continue }
      let unlabelled = marks.filter { mark in
        [mark.x, mark.y, mark.xStart, mark.xEnd, mark.yStart, mark.yEnd, mark.angle]
          .compactMap { $0 }
          .contains { $0.label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
      }
      guard !unlabelled.isEmpty else { continue }
      findings.append(
        AuditFinding(
          self, AuditFinding.Message.unlabelledPlot(unlabelled.count, of: marks.count),
          at: SpecPath.root.appending("marks").appending(index: index)))
    }
    return findings
  }
}

extension AuditFinding.Message {
  fileprivate static func unlabelledPlot(_ count: Int, of total: Int) -> String {
    "this plot is read as one observation but has no accessibility label, and \(count) of its "
      + "\(total) marks plot values with empty labels; readers hear bare numbers"
  }
}
