/// The author's settings for the chart's audio graph (JSON key `sonification`).
///
/// Every member is optional; an absent member takes the audio renderer's default. The audit
/// checks these against what listeners can follow.
public struct SonificationSpec: Hashable, Sendable, Codable {
  /// How values map to pitch.
  public enum PitchScale: String, CaseIterable, Codable, Sendable {
    /// Equal steps in musical pitch (logarithmic in frequency).
    case musical
    /// Equal steps in frequency.
    case linear
  }

  /// The pitch of the lowest value, in Hz (JSON key `minimumFrequencyHz`).
  public var minimumFrequencyHz: Double?
  /// The pitch of the highest value, in Hz (JSON key `maximumFrequencyHz`).
  public var maximumFrequencyHz: Double?
  /// The length of one note, in seconds (JSON key `noteDurationSeconds`); at most
  /// ``maximumDurationSeconds``.
  public var noteDurationSeconds: Double?
  /// The longest a series may play, in seconds (JSON key `seriesDurationSeconds`); at most
  /// ``maximumDurationSeconds``.
  public var seriesDurationSeconds: Double?
  /// How values map to pitch (JSON key `pitchScale`).
  public var pitchScale: PitchScale?

  /// Creates settings; every member is absent by default.
  public init(
    minimumFrequencyHz: Double? = nil, maximumFrequencyHz: Double? = nil,
    noteDurationSeconds: Double? = nil, seriesDurationSeconds: Double? = nil,
    pitchScale: PitchScale? = nil
  ) {
    self.minimumFrequencyHz = minimumFrequencyHz
    self.maximumFrequencyHz = maximumFrequencyHz
    self.noteDurationSeconds = noteDurationSeconds
    self.seriesDurationSeconds = seriesDurationSeconds
    self.pitchScale = pitchScale
  }

  /// The longest a note or a series may last, in seconds: one hour, the limit of the
  /// command line's `--duration` too, so no chart can make an audio file grow without bound.
  public static let maximumDurationSeconds: Double = 3_600

  /// Checks that each duration is at most ``maximumDurationSeconds``.
  ///
  /// Durations of zero or less are left to the audio renderer (which takes its default) and
  /// the audit (`sonification-range`).
  ///
  /// - Parameter path: The settings' place in the spec.
  /// - Throws: ``ChartSpecError`` at the member that is too long.
  /// - Complexity: O(1).
  public func validate(at path: SpecPath) throws(ChartSpecError) {
    for (seconds, key) in [
      (noteDurationSeconds, CodingKeys.noteDurationSeconds),
      (seriesDurationSeconds, CodingKeys.seriesDurationSeconds),
    ] {
      guard let seconds, seconds > Self.maximumDurationSeconds else { continue }
      throw ChartSpecError(
        .invalidValue(
          "\(key.rawValue) is \(seconds) seconds; the limit is \(Int(Self.maximumDurationSeconds)) seconds"
        ),
        path: path.appending(key.rawValue))
    }
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case minimumFrequencyHz, maximumFrequencyHz, noteDurationSeconds, seriesDurationSeconds,
      pitchScale
  }

  /// Decodes the object, rejecting members this version does not know.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    minimumFrequencyHz = try container.decodeIfPresent(Double.self, forKey: .minimumFrequencyHz)
    maximumFrequencyHz = try container.decodeIfPresent(Double.self, forKey: .maximumFrequencyHz)
    noteDurationSeconds = try container.decodeIfPresent(Double.self, forKey: .noteDurationSeconds)
    seriesDurationSeconds = try container.decodeIfPresent(
      Double.self, forKey: .seriesDurationSeconds)
    pitchScale = try container.decodeVocabulary(PitchScale.self, forKey: .pitchScale)
  }
}
