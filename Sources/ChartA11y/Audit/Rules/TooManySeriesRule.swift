import ChartModel

/// `too-many-series`: more series than readers and listeners can follow.
public struct TooManySeriesRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "too-many-series", defaultSeverity: .warning,
    summary: "The chart has few enough series to follow.",
    source:
      "Chartability (Assistive): data density is inappropriate; WCAG 2.2 SC 1.4.1 Use of Color",
    rationale:
      "Each extra series is another colour to match to a legend and another audio graph to hold in memory; past about seven, both the eye and the ear lose track.",
    fix:
      "Show fewer series (the top few and \"other\"), split into small multiples, or raise `maximumSeries` in the configuration when the chart is meant as an overview."
  )

  /// Reports a chart whose accessible view has more series than
  /// ``AuditThresholds/maximumSeries``.
  ///
  /// - Complexity: O(*m*) in the number of marks.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let chart = subject.chart else { return [] }
    let count = chart.chart.series.count
    let maximum = chart.thresholds.maximumSeries
    guard count > maximum else { return [] }
    let path =
      chart.visibleMarks.first.map { entry -> SpecPath in
        let modifiers = entry.mark.modifiers
        if modifiers.foregroundStyleBy != nil {
          return entry.path.appending("foregroundStyle").appending("by")
        }
        return entry.mark.series != nil ? entry.path.appending("series") : entry.path
      } ?? SpecPath.root.appending("marks")
    return [AuditFinding(self, AuditFinding.Message.tooMany(count, maximum), at: path)]
  }
}

extension AuditFinding.Message {
  fileprivate static func tooMany(_ count: Int, _ maximum: Int) -> String {
    "the chart has \(count) series, more than the \(maximum) readers and listeners can follow"
  }
}
