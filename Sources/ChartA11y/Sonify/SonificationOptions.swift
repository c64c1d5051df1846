import ChartModel

/// Choices for a chart's audio graph: pitch range and scale, note length, series length and
/// whether series play in turn or together.
///
/// Defaults follow Apple's Audio Graphs, Highcharts sonification and Chart2Music: about C3–C6,
/// a quarter-second note, at most about five seconds per series.
///
/// Every value is valid by construction: the pitch range is a ``PitchRange`` and each length
/// a ``PositiveDuration``, whose initialisers throw ``InvalidValue`` for a value the score
/// composer cannot use, so no assignment can leave the options unusable.
///
///     var options = SonificationOptions()
///     options.pitchRange = try .init(lowHz: 200, highHz: 800)
///     options.seriesDuration = try .init(seconds: 8)
public struct SonificationOptions: Hashable, Sendable {
  /// How several series are arranged in time.
  public enum Arrangement: String, CaseIterable, Codable, Sendable {
    /// One series after another, each in its own section (the default).
    case sequential
    /// Every series at once, in one section.
    case simultaneous
  }

  /// Which values the pitch range spans.
  public enum PitchScope: String, CaseIterable, Codable, Sendable {
    /// The chart's value range (with its reference lines), shared by every series, so equal
    /// pitches are equal values across series (the default).
    case chart
    /// Each series' own lowest to highest value, so a series that spans a small part of the
    /// chart's range still uses the whole pitch range; pitches compare only within a series.
    case series
  }

  /// A value the options refuse.
  public enum InvalidValue: Error, Hashable, Sendable, CustomStringConvertible {
    /// A pitch range that does not rise within ``SonificationOptions/audibleRangeHz``.
    case pitchRange(lowHz: Double, highHz: Double)
    /// A length that is not finite and above zero, in seconds.
    case duration(seconds: Double)

    /// The message, lowercase, without a final period.
    public var description: String {
      switch self {
      case .pitchRange(let low, let high):
        return "the pitch range \(low)–\(high) Hz must rise within 20 Hz to 4,186 Hz"
      case .duration(let seconds):
        return "a duration must be above 0 seconds and finite, not \(seconds)"
      }
    }
  }

  /// The frequencies of the lowest and highest value: `lowHz < highHz`, both in
  /// ``SonificationOptions/audibleRangeHz``.
  public struct PitchRange: Hashable, Sendable {
    /// The frequency of the lowest value, in Hz.
    public let lowHz: Double
    /// The frequency of the highest value, in Hz.
    public let highHz: Double

    /// C3 (130.81 Hz) to C6 (1,046.50 Hz), the default.
    public static let standard = PitchRange(checkedLowHz: 130.81, highHz: 1_046.50)

    /// Creates a range.
    ///
    /// - Throws: ``InvalidValue/pitchRange(lowHz:highHz:)`` unless
    ///   `lowHz < highHz` and both lie in ``SonificationOptions/audibleRangeHz`` (NaN does not).
    public init(lowHz: Double, highHz: Double) throws(InvalidValue) {
      let audible = SonificationOptions.audibleRangeHz
      guard audible.contains(lowHz), audible.contains(highHz), lowHz < highHz
      else { throw .pitchRange(lowHz: lowHz, highHz: highHz) }
      self.init(checkedLowHz: lowHz, highHz: highHz)
    }

    private init(checkedLowHz lowHz: Double, highHz: Double) {
      self.lowHz = lowHz
      self.highHz = highHz
    }
  }

  /// A length of time above zero and finite.
  public struct PositiveDuration: Hashable, Sendable {
    /// The length, in seconds.
    public let seconds: Double

    /// Creates a length.
    ///
    /// - Throws: ``InvalidValue/duration(seconds:)`` unless `seconds` is finite and above 0.
    public init(seconds: Double) throws(InvalidValue) {
      guard seconds > 0, seconds.isFinite else { throw .duration(seconds: seconds) }
      self.init(checkedSeconds: seconds)
    }

    fileprivate init(checkedSeconds seconds: Double) {
      self.seconds = seconds
    }
  }

  /// The lowest and highest frequency accepted for the pitch range, in Hz (20 Hz to C8).
  public static let audibleRangeHz: ClosedRange<Double> = 20...4_186.01

  /// The frequencies of the lowest and highest value.
  ///
  /// Default value: ``PitchRange/standard``, 130.81–1,046.50 Hz (C3–C6).
  public var pitchRange: PitchRange
  /// How values map to pitch.
  ///
  /// Default value: `.musical`.
  public var pitchScale: SonificationSpec.PitchScale
  /// The time given to one position when a series fits.
  ///
  /// Default value: 0.25 s.
  public var noteDuration = PositiveDuration(checkedSeconds: 0.25)
  /// The longest one series plays.
  ///
  /// Default value: 5 s.
  public var seriesDuration = PositiveDuration(checkedSeconds: 5)
  /// The shortest time one point may take before points are grouped.
  ///
  /// Default value: 0.05 s (20 points a second), so five seconds hold 100 points.
  public var minimumPointDuration = PositiveDuration(checkedSeconds: 0.05)
  /// Whether series play in turn or together.
  ///
  /// Default value: `.sequential`.
  public var arrangement: Arrangement
  /// Whether pitch spans the chart's range or each series' own.
  ///
  /// Default value: `.chart`.
  public var pitchScope: PitchScope = .chart
  /// Silence between two sections.
  ///
  /// Default value: 0.5 s.
  public var sectionGap = PositiveDuration(checkedSeconds: 0.5)
  /// How many series play one by one; when a chart has more, the rest play after them as
  /// one band (``ScoreComposer``), so a chart of thousands of series stays minutes long.
  ///
  /// Default value: 12, as ``DescriptionOptions/maximumDetailedSeries``.
  public var maximumDetailedSeries = DescriptionOptions().maximumDetailedSeries

  /// The frequency of the lowest value, in Hz.
  public var minimumFrequencyHz: Double { pitchRange.lowHz }
  /// The frequency of the highest value, in Hz.
  public var maximumFrequencyHz: Double { pitchRange.highHz }
  /// ``noteDuration``, in seconds.
  public var noteDurationSeconds: Double { noteDuration.seconds }
  /// ``seriesDuration``, in seconds.
  public var seriesDurationSeconds: Double { seriesDuration.seconds }
  /// ``minimumPointDuration``, in seconds.
  public var minimumPointSeconds: Double { minimumPointDuration.seconds }
  /// ``sectionGap``, in seconds.
  public var sectionGapSeconds: Double { sectionGap.seconds }

  /// Creates options; the lengths take their defaults (set them with ``PositiveDuration``).
  public init(
    pitchRange: PitchRange = .standard, pitchScale: SonificationSpec.PitchScale = .musical,
    arrangement: Arrangement = .sequential
  ) {
    self.pitchRange = pitchRange
    self.pitchScale = pitchScale
    self.arrangement = arrangement
  }

  /// Options from the author's `sonification` settings, each absent or unusable member taking
  /// its default.
  ///
  /// - Parameter spec: The chart's settings, or `nil`.
  public init(spec: SonificationSpec?) {
    self.init()
    guard let spec else { return }
    if let range = try? PitchRange(
      lowHz: spec.minimumFrequencyHz ?? pitchRange.lowHz,
      highHz: spec.maximumFrequencyHz ?? pitchRange.highHz)
    {
      pitchRange = range
    }
    if let note = spec.noteDurationSeconds, let duration = try? PositiveDuration(seconds: note) {
      noteDuration = duration
    }
    if let series = spec.seriesDurationSeconds,
      let duration = try? PositiveDuration(seconds: series)
    {
      seriesDuration = duration
    }
    if let scale = spec.pitchScale { pitchScale = scale }
  }
}
