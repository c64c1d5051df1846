import ChartModel

/// `color-vision-confusion`: two series colours look alike to people with a colour vision
/// deficiency (or to anyone).
public struct ColorVisionConfusionRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "color-vision-confusion", defaultSeverity: .warning,
    summary: "Series colours stay distinct under protanopia, deuteranopia and tritanopia.",
    source:
      "WCAG 2.2 SC 1.4.1 Use of Color; Chartability (Perceivable): color alone is used to communicate meaning; Machado, Oliveira & Fernandes (2009); CIEDE2000 (Sharma, Wu & Dalal 2005)",
    rationale:
      "Red–green pairs merge for about 8% of men; blue–yellow pairs for people with tritanopia. Series in confusable colours read as one.",
    fix:
      "Pick colours that differ in lightness as well as hue (a colour-blind-safe palette such as Okabe–Ito blue #0072b2 and vermillion #d55e00), and add a symbol, line style or direct label."
  )

  /// Reports pairs of series colours that look alike with or without a colour vision deficiency.
  ///
  /// Compares every pair of distinct series colours (the scale's range; fixed colours of visible
  /// marks that are their own series) as seen with typical vision and simulated protanopia,
  /// deuteranopia and tritanopia (``ColorVisionDeficiency``), and reports a pair whose CIEDE2000
  /// ΔE₀₀ is below ``AuditThresholds/minimumColorDifference`` for any of them. Needs two or more
  /// series.
  ///
  /// - Complexity: O(*c*²) in the number of colours.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let chart = subject.chart, chart.chart.series.count >= 2 else { return [] }
    let background = chart.background
    var colors: [(usage: ChartColorUsage, color: SRGBColor)] = []
    for usage in ChartColorUsage.all(in: chart) where usage.distinguishesSeries {
      guard let color = usage.drawn(over: background)?.color,
        !colors.contains(where: { $0.color == color })
      else { continue }
      colors.append((usage, color))
    }
    let minimum = chart.thresholds.minimumColorDifference
    var findings: [AuditFinding] = []
    for second in colors.indices {
      for first in colors.indices where first < second {
        let (a, b) = (colors[first], colors[second])
        let typical = ColorDifference.ciede2000(a.color, b.color)
        var confused: [(String, Double)] = []
        if typical < minimum { confused.append(("typical colour vision", typical)) }
        for deficiency in ColorVisionDeficiency.allCases {
          let difference = ColorDifference.ciede2000(
            deficiency.simulate(a.color), deficiency.simulate(b.color))
          if difference < minimum { confused.append((deficiency.rawValue, difference)) }
        }
        guard !confused.isEmpty else { continue }
        findings.append(
          AuditFinding(
            self,
            AuditFinding.Message.confusable(a.usage, b.usage, confused, minimum: minimum),
            at: b.usage.path))
      }
    }
    return findings
  }
}

extension AuditFinding.Message {
  fileprivate static func confusable(
    _ first: ChartColorUsage, _ second: ChartColorUsage, _ confused: [(String, Double)],
    minimum: Double
  ) -> String {
    let list = confused.map { "\($0.0) (ΔE₀₀ \(number($0.1, decimals: 1)))" }
      .joined(separator: ", ")
    return "series colours '\(first.name)' and '\(second.name)' are hard to tell apart with "
      + "\(list); at least \(number(minimum, decimals: 0)) is needed"
  }
}
