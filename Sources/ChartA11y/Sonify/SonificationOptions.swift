import ChartModel

/// Choices for a chart's audio graph: pitch range and scale, note length, series length and
/// whether series play in turn or together.
///
/// Defaults follow Apple's Audio Graphs, Highcharts sonification and Chart2Music: about C3–C6,
/// a quarter-second note, at most about five seconds per series.
public struct SonificationOptions: Hashable, Sendable {
  /// How several series are arranged in time.
  public enum Arrangement: String, CaseIterable, Codable, Sendable {
    /// One series after another, each in its own section (the default).
    case sequential
    /// Every series at once, in one section.
    case simultaneous
  }

  /// The frequency of the lowest value, in Hz.

  ///

  /// Default value: 130.81 (C3).
  public var minimumFrequencyHz: Double
  /// The frequency of the highest value, in Hz.
  ///
  /// Default value: 1,046.50 (C6).
  public var maximumFrequencyHz: Double
  /// How values map to pitch.
  ///
  /// Default value: `.musical`.
  public var pitchScale: SonificationSpec.PitchScale
  /// The time given to one position when a series fits, in seconds.
  ///
  /// Default value: 0.25.
  public var noteDurationSeconds: Double
  /// The longest one series plays, in seconds.
  ///
  /// Default value: 5.
  public var seriesDurationSeconds: Double
  /// The shortest time one point may take before points are grouped, in seconds.
  ///
  /// Default value: 0.05 (20 points a second), so five seconds hold 100 points.
  public var minimumPointSeconds: Double
  /// Whether series play in turn or together.
  ///
  /// Default value: `.sequential`.
  public var arrangement: Arrangement
  /// Silence between two sections, in seconds.
  ///
  /// Default value: 0.5.
  public var sectionGapSeconds: Double

  /// The lowest and highest frequency accepted for the pitch range, in Hz (20 Hz to C8).
  public static let audibleRangeHz: ClosedRange<Double> = 20...4_186.01

  /// Creates options.
  ///
  /// - Precondition: `0 < minimumFrequencyHz < maximumFrequencyHz`, both in
  ///   ``audibleRangeHz``; durations are positive.
  public init(
    minimumFrequencyHz: Double = 130.81, maximumFrequencyHz: Double = 1_046.50,
    pitchScale: SonificationSpec.PitchScale = .musical, noteDurationSeconds: Double = 0.25,
    seriesDurationSeconds: Double = 5, minimumPointSeconds: Double = 0.05,
    arrangement: Arrangement = .sequential, sectionGapSeconds: Double = 0.5
  ) {
    precondition(
      Self.audibleRangeHz.contains(minimumFrequencyHz)
        && Self.audibleRangeHz.contains(maximumFrequencyHz)
        && minimumFrequencyHz < maximumFrequencyHz,
      "the pitch range must rise within 20 Hz to 4,186 Hz")
    precondition(
      noteDurationSeconds > 0 && seriesDurationSeconds > 0 && minimumPointSeconds > 0
        && sectionGapSeconds >= 0, "durations must be positive")
    self.minimumFrequencyHz = minimumFrequencyHz
    self.maximumFrequencyHz = maximumFrequencyHz
    self.pitchScale = pitchScale
    self.noteDurationSeconds = noteDurationSeconds
    self.seriesDurationSeconds = seriesDurationSeconds
    self.minimumPointSeconds = minimumPointSeconds
    self.arrangement = arrangement
    self.sectionGapSeconds = sectionGapSeconds
  }

  /// Options from the author's `sonification` settings, each absent or unusable member taking
  /// its default.
  ///
  /// - Parameter spec: The chart's settings, or `nil`.
  public init(spec: SonificationSpec?) {
    self.init()
    guard let spec else { return }
    let low = spec.minimumFrequencyHz ?? minimumFrequencyHz
    let high = spec.maximumFrequencyHz ?? maximumFrequencyHz
    if Self.audibleRangeHz.contains(low), Self.audibleRangeHz.contains(high), low < high {
      minimumFrequencyHz = low
      maximumFrequencyHz = high
    }
    if let note = spec.noteDurationSeconds, note > 0, note.isFinite {
      noteDurationSeconds = note
    }
    if let series = spec.seriesDurationSeconds, series > 0, series.isFinite {
      seriesDurationSeconds = series
    }
    if let scale = spec.pitchScale { pitchScale = scale }
  }
}
