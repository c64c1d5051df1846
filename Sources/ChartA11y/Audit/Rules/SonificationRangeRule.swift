import ChartModel

/// `sonification-range`: audio-graph settings outside what listeners can follow.
public struct SonificationRangeRule: AuditRule {
  /// Creates the rule.
  public init() {}

  /// The rule's id, severity, source and texts.
  public static let metadata = AuditCheckMetadata(
    id: "sonification-range", defaultSeverity: .warning,
    summary: "Audio graph pitches and note lengths are easy to follow.",
    source:
      "Chartability (Perceivable): content is only visual; sonification practice (Brown et al. 2003, ICAD; Apple Audio Graphs)",
    rationale:
      "Pitch is hard to judge below about 100 Hz (small speakers barely play it) and shrill above about 4 kHz; notes shorter than about 50 ms sound like clicks whose pitch cannot be told.",
    fix:
      "Keep minimumFrequencyHz ≥ 100 and maximumFrequencyHz ≤ 4000, notes at least 0.05 s, and a seriesDurationSeconds long enough for every point."
  )

  /// Reports, against the thresholds: a minimum or maximum frequency outside the audible band,
  /// a minimum not below the maximum, a note too short, and a series duration that leaves each
  /// note of the longest series too short (`seriesDurationSeconds / observations`).
  ///
  /// - Complexity: O(*s*) in the number of series.
  public func findings(in subject: AuditSubject) -> [AuditFinding] {
    guard let chart = subject.chart, let settings = chart.spec.sonification else { return [] }
    let limits = chart.thresholds
    let base = SpecPath.root.appending("sonification")
    var findings: [AuditFinding] = []
    func report(_ member: String, _ message: String) {
      findings.append(AuditFinding(self, message, at: base.appending(member)))
    }
    if let low = settings.minimumFrequencyHz,
      low < limits.minimumFrequencyHz || low > limits.maximumFrequencyHz
    {
      report("minimumFrequencyHz", AuditFinding.Message.pitch(low, limits: limits))
    }
    if let high = settings.maximumFrequencyHz,
      high > limits.maximumFrequencyHz || high < limits.minimumFrequencyHz
    {
      report("maximumFrequencyHz", AuditFinding.Message.pitch(high, limits: limits))
    }
    if let low = settings.minimumFrequencyHz, let high = settings.maximumFrequencyHz, low >= high {
      report("maximumFrequencyHz", AuditFinding.Message.inverted(low, high))
    }
    if let note = settings.noteDurationSeconds, note < limits.minimumNoteDurationSeconds {
      report("noteDurationSeconds", AuditFinding.Message.shortNote(note, limits: limits))
    }
    let longest = chart.chart.series.map(\.observations.count).max() ?? 0
    if let total = settings.seriesDurationSeconds, longest > 0,
      total / Double(longest) < limits.minimumNoteDurationSeconds
    {
      report(
        "seriesDurationSeconds",
        AuditFinding.Message.crowded(total, points: longest, limits: limits))
    }
    return findings
  }
}

extension AuditFinding.Message {
  fileprivate static func pitch(_ frequency: Double, limits: AuditThresholds) -> String {
    "\(number(frequency, decimals: 0)) Hz is outside the \(number(limits.minimumFrequencyHz, decimals: 0))–"
      + "\(number(limits.maximumFrequencyHz, decimals: 0)) Hz band listeners follow reliably"
  }

  fileprivate static func inverted(_ low: Double, _ high: Double) -> String {
    "the maximum frequency (\(number(high, decimals: 0)) Hz) is not above the minimum "
      + "(\(number(low, decimals: 0)) Hz), so values cannot be heard as pitch"
  }

  fileprivate static func shortNote(_ seconds: Double, limits: AuditThresholds) -> String {
    "notes of \(number(seconds * 1000, decimals: 0)) ms are too short to hear their pitch; "
      + "at least \(number(limits.minimumNoteDurationSeconds * 1000, decimals: 0)) ms is needed"
  }

  fileprivate static func crowded(_ seconds: Double, points: Int, limits: AuditThresholds)
    -> String
  {
    "\(points) points in \(number(seconds, decimals: 2)) s leave "
      + "\(number(seconds / Double(points) * 1000, decimals: 1)) ms per note; at least "
      + "\(number(limits.minimumNoteDurationSeconds * 1000, decimals: 0)) ms is needed"
  }
}
