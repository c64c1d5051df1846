/// The numbers audit rules compare against, each settable in the configuration file
/// (JSON object `thresholds`).
public struct AuditThresholds: Hashable, Sendable, Codable {
  /// The most series a chart may have before `too-many-series` (JSON key `maximumSeries`).
  ///
  /// Default value: `8`. Past about seven categories, colours stop being told apart reliably
  /// and listeners lose track of which audio series is which.
  public var maximumSeries: Int
  /// The lowest contrast ratio of a series colour against the background
  /// (JSON key `minimumContrastRatio`).
  ///
  /// Default value: `3`, WCAG 2.2 SC 1.4.11 Non-text Contrast.
  public var minimumContrastRatio: Double
  /// The smallest CIEDE2000 ΔE₀₀ between two series colours, with and without simulated colour
  /// vision deficiency (JSON key `minimumColorDifference`).
  ///
  /// Default value: `10`. About 1 is just noticeable between large patches side by side; chart
  /// marks are thin lines, small points and distant legend swatches, and the difference people
  /// need grows quickly as marks shrink (Stone, Szafir & Setlur 2014, "An engineering model for
  /// color difference as a function of size"; Szafir 2018, "Modeling color difference for
  /// visualization design"), so a categorical palette should keep neighbours about ten units
  /// apart.
  public var minimumColorDifference: Double
  /// The lowest pitch listeners follow reliably, in Hz (JSON key `minimumFrequencyHz`).
  ///
  /// Default value: `100`.
  public var minimumFrequencyHz: Double
  /// The highest pitch listeners follow reliably, in Hz (JSON key `maximumFrequencyHz`).
  ///
  /// Default value: `4000`.
  public var maximumFrequencyHz: Double
  /// The shortest note whose pitch listeners can judge, in seconds
  /// (JSON key `minimumNoteDurationSeconds`).
  ///
  /// Default value: `0.05`.
  public var minimumNoteDurationSeconds: Double

  /// Creates thresholds; every one has its documented default.
  public init(
    maximumSeries: Int = 8, minimumContrastRatio: Double = 3, minimumColorDifference: Double = 10,
    minimumFrequencyHz: Double = 100, maximumFrequencyHz: Double = 4000,
    minimumNoteDurationSeconds: Double = 0.05
  ) {
    self.maximumSeries = maximumSeries
    self.minimumContrastRatio = minimumContrastRatio
    self.minimumColorDifference = minimumColorDifference
    self.minimumFrequencyHz = minimumFrequencyHz
    self.maximumFrequencyHz = maximumFrequencyHz
    self.minimumNoteDurationSeconds = minimumNoteDurationSeconds
  }

  /// Checks that every threshold is in its meaningful range.
  ///
  /// - Throws: ``AuditConfigurationError`` naming the first threshold out of range.
  func validate() throws(AuditConfigurationError) {
    let checks: [(String, Bool, String)] = [
      ("maximumSeries", maximumSeries >= 1, "at least 1"),
      ("minimumContrastRatio", (1...21).contains(minimumContrastRatio), "from 1 to 21"),
      ("minimumColorDifference", minimumColorDifference >= 0, "0 or more"),
      ("minimumFrequencyHz", minimumFrequencyHz > 0, "above 0"),
      ("maximumFrequencyHz", maximumFrequencyHz > minimumFrequencyHz, "above minimumFrequencyHz"),
      ("minimumNoteDurationSeconds", minimumNoteDurationSeconds >= 0, "0 or more"),
    ]
    for (name, isValid, range) in checks where !isValid {
      throw AuditConfigurationError(message: "$.thresholds.\(name): must be \(range)")
    }
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case maximumSeries, minimumContrastRatio, minimumColorDifference, minimumFrequencyHz
    case maximumFrequencyHz, minimumNoteDurationSeconds
  }

  /// Decodes thresholds; an absent member keeps its default, an unknown member is an error.
  public init(from decoder: any Decoder) throws {
    try AuditConfiguration.rejectUnknownKeys(
      in: decoder, allowed: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = AuditThresholds()
    maximumSeries =
      try container.decodeWholeNumberIfPresent(forKey: .maximumSeries) ?? defaults.maximumSeries
    minimumContrastRatio =
      try container.decodeIfPresent(Double.self, forKey: .minimumContrastRatio)
      ?? defaults.minimumContrastRatio
    minimumColorDifference =
      try container.decodeIfPresent(Double.self, forKey: .minimumColorDifference)
      ?? defaults.minimumColorDifference
    minimumFrequencyHz =
      try container.decodeIfPresent(Double.self, forKey: .minimumFrequencyHz)
      ?? defaults.minimumFrequencyHz
    maximumFrequencyHz =
      try container.decodeIfPresent(Double.self, forKey: .maximumFrequencyHz)
      ?? defaults.maximumFrequencyHz
    minimumNoteDurationSeconds =
      try container.decodeIfPresent(Double.self, forKey: .minimumNoteDurationSeconds)
      ?? defaults.minimumNoteDurationSeconds
  }
}
