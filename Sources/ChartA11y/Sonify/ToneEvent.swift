import ChartModel

/// One sound in an audio graph: a note, one leg of a glide, an arpeggio note, a reference
/// tone, a gap click or a zero tick.
///
/// Times are in seconds from the start of the score; frequencies in Hz; pan from −1 (left) to
/// 1 (right). A glide leg moves from `frequencyHz` to `endFrequencyHz` (geometrically, so at a
/// constant rate in musical pitch) and from `pan` to `endPan`; when `isTiedToNext` is set the
/// same voice goes on into the series' next glide leg without a release, phase-continuous.
public struct ToneEvent: Hashable, Sendable {
  /// What the sound stands for.
  public enum Kind: String, CaseIterable, Codable, Sendable {
    /// A discrete mark's value (bar, point, rule, rectangle).
    case note
    /// One leg of a continuous series (line, area), from one point towards the next.
    case glide
    /// One value of a multi-value observation (a box plot), played as a fast rising arpeggio.
    case arpeggio
    /// A reference line's level, held briefly before a series.
    case reference
    /// A soft click where a series has missing positions.
    case gap
    /// A short tick where a series crosses zero.
    case zero
    /// A short tick at a reference line on the independent axis (a date or category marked
    /// on the chart), during each series.
    case marker
  }

  /// What the sound stands for.
  public var kind: Kind
  /// When the sound starts, in seconds from the start of the score.
  public var startSeconds: Double
  /// How long it lasts, in seconds, envelopes included.
  public var durationSeconds: Double
  /// The frequency at the start, in Hz.
  public var frequencyHz: Double
  /// The frequency at the end, in Hz: the same as `frequencyHz` except for glides.
  public var endFrequencyHz: Double
  /// The stereo position at the start: −1 left, 0 centre, 1 right.
  public var pan: Double
  /// The stereo position at the end.
  public var endPan: Double
  /// The peak amplitude, 0–1 of full scale.
  public var amplitude: Double
  /// The tone colour.
  public var timbre: Timbre
  /// The index of the series in ``SonificationScore/seriesNames``, or `nil` for reference
  /// tones.
  public var seriesIndex: Int?
  /// The data position the sound stands for, or `nil` for reference tones and zero ticks.
  public var x: DataValue?
  /// The value the sound stands for, in the dependent axis's unit; `nil` for clicks and ticks.
  public var value: Double?
  /// Whether the voice continues into the series' next glide leg without a release.
  public var isTiedToNext: Bool

  /// Creates an event.
  public init(
    kind: Kind, startSeconds: Double, durationSeconds: Double, frequencyHz: Double,
    endFrequencyHz: Double? = nil, pan: Double, endPan: Double? = nil, amplitude: Double,
    timbre: Timbre, seriesIndex: Int?, x: DataValue?, value: Double?, isTiedToNext: Bool = false
  ) {
    self.kind = kind
    self.startSeconds = startSeconds
    self.durationSeconds = durationSeconds
    self.frequencyHz = frequencyHz
    self.endFrequencyHz = endFrequencyHz ?? frequencyHz
    self.pan = pan
    self.endPan = endPan ?? pan
    self.amplitude = amplitude
    self.timbre = timbre
    self.seriesIndex = seriesIndex
    self.x = x
    self.value = value
    self.isTiedToNext = isTiedToNext
  }

  /// When the sound ends, in seconds from the start of the score.
  public var endSeconds: Double { startSeconds + durationSeconds }
}
