import ChartModel
import Foundation

/// `missing-axis-title`: an axis has neither a title nor a unit.
public struct MissingAxisTitleRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "missing-axis-title", defaultSeverity: .error,
    summary: "Every axis has a title or a unit.",
    source:
      "WCAG 2.2 SC 1.3.1 Info and Relationships and SC 2.4.6 Headings and Labels; Chartability (Understandable): axis labels",
    rationale:
      "Values are meaningless without saying what they measure: \"from 930 to 4,020\" needs \"sales volume\" or \"USD\". An axis without a title is announced as \"x\" or \"y\".",
    fix:
      "Give the value a label (`.value(\"Sales volume\", …)`), or set \"axes\": {\"y\": {\"title\": …, \"unit\": …}}."
  )

  /// Reports each axis with neither a title nor a unit.
  ///
  /// The title is `axes.*.title`, else the value label of the first mark on the axis; charts of
  /// sectors only have no axes. A chart with two y axes has each checked with its own marks:
  /// `axes.y` with the leading marks, `axes.yTrailing` with those on the trailing side.
  ///
  /// - Complexity: O(*m*) in the number of marks.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let chart = subject.chart else { return [] }
    let marks = chart.visibleMarks.isEmpty ? chart.marks : chart.visibleMarks
    var findings: [AuditFinding] = []
    let axes: [(ChartAxis, AxisPosition?)] = [(.x, nil), (.y, .leading), (.y, .trailing)]
    for (axis, side) in axes {
      let settings = side.map { chart.spec.axes.y($0) } ?? chart.spec.axes.x
      let encodings = marks.compactMap { entry in
        side.map { entry.mark.effectiveAxisPosition == $0 } == false
          ? nil
          : axis == .x
            ? (entry.mark.x ?? entry.mark.xStart) : (entry.mark.y ?? entry.mark.yStart)
      }
      guard let first = encodings.first else { continue }
      let title = (settings.title ?? first.label).trimmingCharacters(in: .whitespacesAndNewlines)
      let unit = settings.unit?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
      guard title.isEmpty, unit.isEmpty else { continue }
      let key = side == .trailing ? "yTrailing" : axis.rawValue
      findings.append(
        AuditFinding(
          self, AuditFinding.Message.untitledAxis(side == .trailing ? "trailing y" : axis.rawValue),
          at: SpecPath.root.appending("axes").appending(key).appending("title")))
    }
    return findings
  }
}

extension AuditFinding.Message {
  fileprivate static func untitledAxis(_ axis: String) -> String {
    "the \(axis) axis has no title and no unit; it is announced as '\(axis == "x" ? "x" : "y")'"
  }
}
