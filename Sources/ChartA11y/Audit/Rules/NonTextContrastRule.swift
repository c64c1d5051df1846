import ChartModel

/// `non-text-contrast`: a colour the chart draws with has less than 3:1 contrast against the
/// background.
public struct NonTextContrastRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "non-text-contrast", defaultSeverity: .error,
    summary: "Marks have at least 3:1 contrast against the background.",
    source: "WCAG 2.2 SC 1.4.11 Non-text Contrast; Chartability (Perceivable): low contrast",
    rationale:
      "Bars, lines and areas are graphical objects needed to understand the chart; below 3:1 against what is behind them, people with low vision, and anyone in glare, cannot see where they are.",
    fix:
      "Choose a darker (on a light background) or lighter (on a dark one) colour, or set \"background\" to the colour the chart is really drawn on."
  )

  /// Reports colours with too little contrast against the background.
  ///
  /// Checks each named colour (the scale's range, fixed mark colours, hidden marks included, and
  /// an imported format's declared colours, Vega-Lite's default scheme among them) as drawn over
  /// the background (``ChartAuditSubject/background``: `background`, default white, and an
  /// imported format's canvas and view fill; a translucent colour or mark blended over it)
  /// against that background; a WCAG 2.2 contrast ratio below
  /// ``AuditThresholds/minimumContrastRatio`` is a finding. Unauditable and unknown colours are
  /// left to `unauditable-color`.
  ///
  /// - Complexity: O(*m*) in the number of marks.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let chart = subject.chart else { return [] }
    guard chart.hasAuditableBackground else { return [] }
    let background = chart.background
    let minimum = chart.thresholds.minimumContrastRatio
    return ChartColorUsage.all(in: chart).compactMap { usage in
      guard let (color, alpha) = usage.drawn(over: background) else { return nil }
      let ratio = color.contrastRatio(with: background)
      guard ratio < minimum else { return nil }
      return AuditFinding(
        self,
        AuditFinding.Message.lowContrast(
          usage, color: color, alpha: alpha, ratio: ratio, background: background,
          minimum: minimum),
        at: usage.path)
    }
  }
}

extension AuditFinding.Message {
  fileprivate static func lowContrast(
    _ usage: ChartColorUsage, color: SRGBColor, alpha: Double, ratio: Double,
    background: SRGBColor, minimum: Double
  ) -> String {
    let series = usage.seriesName.map { " (series '\($0)')" } ?? ""
    let origin = usage.origin.map { ", \($0)," } ?? ""
    let drawn =
      alpha < 1 ? "at \(number(alpha * 100, decimals: 0)) % opacity, drawn as \(color)" : "\(color)"
    return "colour '\(usage.name)'\(origin) (\(drawn))\(series) has a contrast ratio of "
      + "\(number(ratio, decimals: 2)):1 against the background (\(background)); "
      + "at least \(number(minimum, decimals: 1)):1 is needed"
  }
}
