import ChartModel

/// `ineffective-modifier`: a modifier or argument that Swift Charts silently ignores on this
/// mark, such as `position(by:)` on a `LineMark` at temporal positions.
public struct IneffectiveModifierRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "ineffective-modifier", defaultSeverity: .warning,
    summary: "Every modifier has an effect on its mark.",
    source:
      "Swift Charts documentation (position(by:axis:span:), MarkStackingMethod, InterpolationMethod); WCAG 2.2 SC 1.3.1 Info and Relationships",
    rationale:
      "A modifier that does nothing misleads the author: the description may say lines are placed side by side while on screen they pass through the same point, and a label on a hidden mark is never read.",
    fix:
      "Remove the modifier, or move it to a mark it works on (bars for `position(by:)` in calendar periods)."
  )

  /// Reports modifiers and arguments that have no effect on their mark.
  ///
  /// Checked per mark, hidden marks included, as they are still drawn:
  /// - `position(by:)` on a line or point whose divided axis is temporal or quantitative
  ///   (no band to divide);
  /// - `stacking` on other than bars and areas; `interpolation` and `series` on other than lines
  ///   and areas; `symbol(by:)` on other than points and lines; `lineStyle(by:)` on bars, areas,
  ///   points, rectangles and sectors; `width` on lines, areas, points, rules and sectors;
  ///   `height` on lines, areas, points, rules and sectors;
  /// - `accessibilityLabel` or `accessibilityValue` on an `accessibilityHidden` mark;
  /// - a `foregroundStyleScale` when no mark groups by `foregroundStyle(by:)`.
  ///
  /// - Complexity: O(*m*) in the number of marks.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let chart = subject.chart else { return [] }
    var findings: [AuditFinding] = []
    for entry in chart.marks {
      let mark = entry.mark
      let kind = mark.kind
      func report(_ member: String, _ reason: String) {
        findings.append(
          AuditFinding(
            self, AuditFinding.Message.ineffective(member, kind: kind, reason: reason),
            at: ChartAuditSubject.path(entry.path, member: member)))
      }
      if let position = mark.modifiers.position, kind == .line || kind == .point {
        let horizontal = (position.axis ?? .horizontal) == .horizontal
        if let encoding = horizontal ? mark.x : mark.y,
          let type = Self.type(of: encoding, in: chart), type != .categorical
        {
          report("position", "\(type.rawValue) positions have no band to divide")
        }
      }
      if mark.stacking != nil, kind != .bar, kind != .area {
        report("stacking", "only bars and areas stack")
      }
      if mark.interpolation != nil, kind != .line, kind != .area {
        report("interpolation", "only lines and areas are interpolated")
      }
      if mark.series != nil, kind != .line, kind != .area {
        report("series", "only lines and areas take a series argument")
      }
      if mark.modifiers.symbolBy != nil, kind != .point, kind != .line {
        report("symbol", "only points and lines draw symbols")
      }
      if mark.modifiers.lineStyleBy != nil, kind != .line, kind != .rule {
        report("lineStyle", "only lines and rules have a line style")
      }
      let extentless: Set<MarkKind> = [.line, .area, .point, .rule, .sector]
      if mark.width != nil, extentless.contains(kind) {
        report("width", "only bars and rectangles take a width")
      }
      if mark.height != nil, extentless.contains(kind) {
        report("height", "only bars and rectangles take a height")
      }
      if mark.modifiers.isHidden {
        if mark.modifiers.accessibilityLabel != nil {
          report("accessibilityLabel", "the mark is hidden from accessibility, so it is never read")
        }
        if mark.modifiers.accessibilityValue != nil {
          report("accessibilityValue", "the mark is hidden from accessibility, so it is never read")
        }
      }
    }
    if chart.spec.foregroundStyleScale != nil,
      !chart.marks.contains(where: { $0.mark.modifiers.foregroundStyleBy != nil })
    {
      findings.append(
        AuditFinding(
          self, AuditFinding.Message.unusedScale,
          at: SpecPath.root.appending("foregroundStyleScale")))
    }
    return findings
  }

  private static func type(of encoding: EncodingSpec, in chart: ChartAuditSubject) -> ValueType? {
    if encoding.unit != nil { return .temporal }
    if let type = encoding.type { return type }
    return try? chart.document.table.resolve(encoding, at: SpecPath.root).type
  }
}

extension AuditFinding.Message {
  fileprivate static let unusedScale =
    "'foregroundStyleScale' has no effect: no mark groups by foregroundStyle(by:)"

  fileprivate static func ineffective(_ member: String, kind: MarkKind, reason: String) -> String {
    "'\(member)' has no effect on this \(kind.noun) mark: \(reason)"
  }
}
