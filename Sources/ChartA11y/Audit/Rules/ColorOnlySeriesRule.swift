import ChartModel

/// `color-only-series`: several series are told apart by colour alone.
public struct ColorOnlySeriesRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "color-only-series", defaultSeverity: .error,
    summary: "Series are not told apart by colour alone.",
    source:
      "WCAG 2.2 SC 1.4.1 Use of Color; Chartability (Perceivable): color alone is used to communicate meaning",
    rationale:
      "About 1 in 12 men and 1 in 200 women have a colour vision deficiency, and colours fade on projectors, in print and in bright light. With the legend hidden and nothing but hue to go on, they cannot tell which line, area or bar is which.",
    fix:
      "Label each series directly (an annotation whose text is the series field), add `symbol(by:)` or `lineStyle(by:)`, or show the legend."
  )

  /// Reports a chart with two or more series, grouped by `foregroundStyle(by:)` on a visible
  /// mark, whose legend is hidden, when no mark encodes the same field by symbol or line style,
  /// no mark labels it directly (an annotation with that field as its text, on any mark, hidden
  /// or not, since `accessibilityHidden` does not hide it from the eye), and the field is not
  /// also the mark's position (axis labels then name it).
  ///
  /// - Complexity: O(*m*) in the number of marks.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let chart = subject.chart, chart.spec.legend.isHidden, chart.chart.series.count >= 2
    else { return [] }
    guard
      let entry = chart.visibleMarks.first(where: { $0.mark.modifiers.foregroundStyleBy != nil }),
      let grouping = entry.mark.modifiers.foregroundStyleBy
    else { return [] }
    let field = grouping.field
    for other in chart.marks {
      let modifiers = other.mark.modifiers
      if modifiers.symbolBy != nil || modifiers.lineStyleBy != nil { return [] }
      if let field, case .field(field) = modifiers.annotation?.text { return [] }
    }
    if let field, entry.mark.x?.field == field || entry.mark.y?.field == field { return [] }
    return [
      AuditFinding(
        self,
        AuditFinding.Message.colorOnly(count: chart.chart.series.count, grouping: grouping.label),
        at: entry.path.appending("foregroundStyle").appending("by"))
    ]
  }
}

extension AuditFinding.Message {
  fileprivate static func colorOnly(count: Int, grouping: String) -> String {
    "\(count) series by '\(grouping)' are told apart by colour alone: the legend is hidden and "
      + "no symbol, line style or direct label names them"
  }
}
