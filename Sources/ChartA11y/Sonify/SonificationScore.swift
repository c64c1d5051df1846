/// A chart's audio graph as data: every sound with its time, pitch and place, grouped into
/// sections that play one after another.
///
/// Built by ``ScoreComposer``; rendered to samples by ``ToneSynthesizer``; printed by
/// ``ScoreTextRenderer`` and ``ScoreJSONRenderer``. Events are sorted by start time.
public struct SonificationScore: Hashable, Sendable {
  /// One series (or, with ``SonificationOptions/Arrangement/simultaneous``, all of them) with
  /// the reference tones before it.
  public struct Section: Hashable, Sendable {
    /// The series name, or "All series".
    public var title: String
    /// What a narrator says before the section: its name, point count and grouping.
    ///
    /// For example "Linda: 138 points, grouped by 3."
    public var announcement: String
    /// When the section starts, in seconds from the start of the score.
    public var startSeconds: Double
    /// How long the section lasts, in seconds.
    public var durationSeconds: Double
    /// The section's events, as indices into ``SonificationScore/events``.
    public var eventRange: Range<Int>
    /// How many observations the section's series have.
    public var pointCount: Int
    /// How many consecutive observations make one group (1 when every point is played).
    public var groupSize: Int
    /// The pitch mapping of the section's series: the score's ``SonificationScore/pitch``,
    /// or with ``SonificationOptions/PitchScope/series`` the series' own (for "All series",
    /// the first series'; each event follows its own series' mapping).
    public var pitch: PitchMapping
    /// How the section's kind of chart sounds, said before it plays (a pie's slices in
    /// proportion to their shares, a candle's open then close, a strip plot's spreads), or
    /// empty; the end of ``announcement`` too.
    public var kindCue = ""
  }

  /// The series names, indexed by ``ToneEvent/seriesIndex``.
  public var seriesNames: [String]
  /// Every sound, sorted by start time.
  public var events: [ToneEvent]
  /// The sections, in time order.
  public var sections: [Section]
  /// The mapping from values to frequencies over the chart's range (every series shares it
  /// unless ``pitchScope`` is ``SonificationOptions/PitchScope/series``).
  public var pitch: PitchMapping?
  /// Whether pitch spans the chart's range or each series' own.
  public var pitchScope: SonificationOptions.PitchScope = .chart
  /// Each series' mapping, indexed like ``seriesNames``: ``pitch`` for every series unless
  /// ``pitchScope`` is ``SonificationOptions/PitchScope/series``; empty without a mapping.
  public var seriesPitches: [PitchMapping] = []
  /// The index in ``seriesNames`` of the band that plays for the series past
  /// ``SonificationOptions/maximumDetailedSeries`` (their median, louder where they spread),
  /// or `nil` when every series plays on its own.
  public var bandSeriesIndex: Int?

  /// The mapping a series' sounds follow, or `nil` when the score has none.
  ///
  /// - Complexity: O(1).
  public func pitch(ofSeries index: Int) -> PitchMapping? {
    seriesPitches.indices.contains(index) ? seriesPitches[index] : pitch
  }
  /// The total length, in seconds.
  public var durationSeconds: Double

  /// The events of one section.
  public func events(in section: Section) -> ArraySlice<ToneEvent> {
    events[section.eventRange]
  }
}
