import ChartModel

/// What a narration says and plays, in order, so that a listener hears tones within seconds.
///
/// The order, so that a listener knows what the tones mean:
///
/// 1. a short overview: the chart's kind and its number of series ("Area chart, 10 series.");
/// 2. the mapping, demonstrated: "Higher pitch is a higher value: the lowest note is 3.9
///    millionths," (the lowest note sounds) "the highest is 0.0724." (the highest sounds);
///    with ``SonificationOptions/PitchScope/series``, that each series spans the pitch range
///    over its own values, and each introduction gives its range ("Isabella: lowest note 5,
///    highest 99.");
/// 3. the title, how x is played ("Each series plays left to right from 1880 to 2017."; a
///    connected scatter plot's "The line plays along its path in order of Year, from its start
///    to its end.") and,
///    when positions are grouped, what a note stands for ("Each pair of notes is the lowest
///    and highest of 3 years.");
/// 4. each section of the audio graph: its name ("Ashley, from 1917." when the series starts
///    after the axis's first position; for the band that plays the series past the detailed
///    ones, "The other 4,988 series. One band stands for them: its pitch is their median, …"),
///    its reference tones and ticks, then its tones; the
///    silence before a late series' first sound is skipped (``tonesStartSeconds(section:)``);
///    at level 2 or 3 the series' own sentences follow its tones;
/// 5. the details: the rest of the overview (axes, series, stacking, reference lines), the
///    author's summary introduced as such, and at level 3 the comparison across series.
///
/// Every sentence is display text; ``SpeechMarkup`` speaks it through ``SpokenEnglish``.
public struct NarrationScript: Hashable, Sendable {
  /// One step of the narration.
  public enum Segment: Hashable, Sendable {
    /// Sentences to speak, plain text (spoken by ``SpokenEnglish`` and escaped when they
    /// become SSML).
    case speech([String])
    /// A section of the score, by index into ``SonificationScore/sections``, from
    /// ``NarrationScript/tonesStartSeconds(section:)`` to the section's end.
    case tones(section: Int)
    /// One demonstration note of the pitch mapping (its start time is ignored).
    case note(ToneEvent)
    /// Silence, in seconds.
    case pause(seconds: Double)
  }

  /// The steps, in order.
  public var segments: [Segment]
  /// The audio graph the tone segments come from.
  public var score: SonificationScore
  /// How many sentences were cut to ``maximumSpokenCharacters`` (a title or name from the
  /// data that would take minutes to speak); the caller warns when it is above 0.
  public private(set) var shortenedSentenceCount = 0

  /// The most characters of one sentence spoken.
  ///
  /// About two minutes of speech at eSpeak NG's default rate (175 words a minute). A longer sentence is cut at a word and ends in "…",
  /// so the speech synthesised for one segment — held in memory until it is resampled and
  /// written — stays bounded (a few megabytes) whatever the chart's texts.
  public static let maximumSpokenCharacters = 2_000

  /// A sentence cut to ``maximumSpokenCharacters``: up to the last space within the limit
  /// (the limit itself when there is none), then "…".
  ///
  /// - Returns: The sentence, and whether it was cut.
  /// - Complexity: O(``maximumSpokenCharacters``).
  public static func spoken(_ sentence: String) -> (text: String, isShortened: Bool) {
    guard sentence.count > maximumSpokenCharacters else { return (sentence, false) }
    let head = sentence.prefix(maximumSpokenCharacters)
    let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
    return (String(cut) + "…", true)
  }

  /// How long a demonstration note lasts, in seconds.
  public static let demonstrationNoteSeconds = 0.4

  /// Writes the script for an analysed chart and its score.
  ///
  /// - Parameters:
  ///   - analysis: The chart and its statistics.
  ///   - score: Its audio graph.
  ///   - level: The highest level of sentences spoken (1: overview only).
  ///   - maximumDetailedSeries: How many series the spoken description names and describes
  ///     one by one (the score's ``SonificationOptions/maximumDetailedSeries``); the rest are
  ///     summed up together, as the score's band plays them.
  ///   Each sentence is cut to ``maximumSpokenCharacters`` (see ``spoken(_:)``).
  /// - Complexity: O(*s*) in the number of sentences and sections.
  public init(
    analysis: ChartAnalysis, score: SonificationScore, level: DescriptionLevel,
    maximumDetailedSeries: Int = DescriptionOptions().maximumDetailedSeries
  ) {
    self.score = score
    let chart = analysis.chart
    let description = ChartDescription(
      analysis,
      options: DescriptionOptions(level: level, maximumDetailedSeries: maximumDetailedSeries))
    var segments: [Segment] = [
      .speech([SpokenPhrasebook.shortOverview(ChartType(analysis), seriesCount: chart.series.count)]
      )
    ]
    segments += Self.mapping(analysis, score: score)
    // A connected scatter plot's score plays along its paths: its sections are introduced
    // along them too (every path starts at its first step).
    let played = ConnectedScatterReading.alongPath(analysis)
    let scale = PositionScale(played)
    let cues = ScoreComposer.cueSentences(analysis)
    var explained = Set<SoundCue>()
    for (index, section) in score.sections.enumerated() {
      let sounds = Self.soundSentences(
        of: section, in: score, seriesCount: chart.series.count, explained: &explained)
      segments += [
        .speech([
          Self.introduction(of: section, in: score, played, scale: scale, cues: cues + sounds)
        ]),
        .pause(seconds: 0.25),
        .tones(section: index), .pause(seconds: 0.5),
      ]
      if level >= .statistics,
        let own = description.sections.first(where: { $0.role == .series(section.title) }),
        !own.sentences.isEmpty
      {
        segments += [.speech(own.sentences.map(\.text)), .pause(seconds: 0.25)]
      }
    }
    var details: [String] = []
    for section in description.sections {
      switch section.role {
      case .overview:
        // The first sentence (kind and title) was said at the start.
        details += section.sentences.dropFirst().map(\.text)
      case .otherSeries, .kind:
        details += section.sentences.map(\.text)
      case .authorSummary:
        if let summary = chart.summary { details.append(SpokenPhrasebook.authorSummary(summary)) }
      case .series, .comparison:
        break
      }
    }
    if let comparison = description.sections.first(where: { $0.role == .comparison }) {
      details += comparison.sentences.map(\.text)
    }
    if !details.isEmpty { segments.append(.speech(details)) }
    var shortened = 0
    self.segments = segments.map { segment in
      switch segment {
      case .speech(let sentences):
        return .speech(
          sentences.map { sentence in
            let spoken = Self.spoken(sentence)
            if spoken.isShortened { shortened += 1 }
            return spoken.text
          })
      case .tones, .pause, .note: return segment
      }
    }
    shortenedSentenceCount = shortened
  }

  /// Where the narration starts playing a section, in score seconds: the section's start, or,
  /// for a series that starts after the axis's first position, its first sound (its
  /// introduction says where it starts, and the pan places it), so there is no dead air.
  ///
  /// - Complexity: O(1).
  public func tonesStartSeconds(section index: Int) -> Double {
    let section = score.sections[index]
    let first = score.events(in: section).first?.startSeconds ?? section.startSeconds
    return max(section.startSeconds, first)
  }

  /// The mapping, demonstrated with the lowest and highest notes, then the title, the time
  /// line and the grouping.
  private static func mapping(_ analysis: ChartAnalysis, score: SonificationScore) -> [Segment] {
    let chart = analysis.chart
    guard let pitch = score.pitch, !score.sections.isEmpty else {
      return chart.title.map { [.speech(["\($0)."])] } ?? []
    }
    let valueAxis = chart.dependentAxisDescriptor
    func note(_ value: Double) -> Segment {
      .note(
        ToneEvent(
          kind: .note, startSeconds: 0, durationSeconds: demonstrationNoteSeconds,
          frequencyHz: pitch.frequency(of: value), pan: 0,
          amplitude: SeriesVoicing.Sound.toneAmplitude, timbre: value < 0 ? .negative : .sine,
          seriesIndex: nil, x: nil, value: value))
    }
    let low = pitch.values.lowerBound
    let high = pitch.values.upperBound
    var segments: [Segment]
    switch score.pitchScope {
    case .chart where chart.hasTwoValueAxes:
      // Each series over its own y axis: the ends of the pitch range; each series'
      // introduction says what they stand for on its axis.
      segments = [
        .speech([SpokenPhrasebook.axisRangeLowestNote]), note(low),
        .speech([SpokenPhrasebook.axisRangeHighestNote]), note(high),
      ]
    case .chart:
      segments = [
        .speech([SpokenPhrasebook.lowestNote(AxisPhrasing.number(low, on: valueAxis))]),
        note(low),
      ]
    case .series:
      // The ends of the pitch range; each series' introduction says what they stand for.
      segments = [
        .speech([SpokenPhrasebook.ownRangeLowestNote]), note(low),
        .speech([SpokenPhrasebook.ownRangeHighestNote]), note(high),
      ]
    }
    if high > low, score.pitchScope == .chart, !chart.hasTwoValueAxes {
      segments += [
        .speech([SpokenPhrasebook.highestNote(AxisPhrasing.number(high, on: valueAxis))]),
        note(high),
      ]
    }
    var sentences: [String] = []
    if let title = chart.title, !title.isEmpty { sentences.append("\(title).") }
    let keyAxis = chart.independentAxisDescriptor
    if case .connectedScatter(let reading) = analysis.kind {
      sentences.append(
        SpokenPhrasebook.pathTimeline(
          orderLabel: reading.paths.first?.orderLabel, seriesCount: chart.series.count))
    } else if let (first, last) = Self.ends(of: keyAxis, analysis: analysis) {
      let together = score.sections.count == 1 && chart.series.count > 1
      sentences.append(
        SpokenPhrasebook.timeline(
          from: first, to: last, seriesCount: chart.series.count, together: together))
    }
    if let size = score.sections.first?.groupSize, size > 1 {
      let positions =
        keyAxis.calendarUnit?.pluralNoun
        ?? (keyAxis.kind == .categorical ? "categories" : "positions")
      sentences.append(SpokenPhrasebook.grouping(size, positions: positions))
    }
    segments.append(.speech(sentences))
    segments.append(.pause(seconds: 0.4))
    return segments
  }

  /// The first and last positions of the independent axis, as the description writes them.
  private static func ends(of axis: AxisDescriptor, analysis: ChartAnalysis) -> (String, String)? {
    switch axis.kind {
    case .categorical:
      var categories = axis.categories
      if categories.isEmpty {
        for series in analysis.chart.series {
          for observation in series.observations {
            let text = ValueFormatter.text(of: observation.x)
            if !categories.contains(text) { categories.append(text) }
          }
        }
      }
      guard let first = categories.first, let last = categories.last else { return nil }
      return (first, last)
    case .numeric, .temporal:
      guard let range = axis.range else { return nil }
      return (
        AxisPhrasing.number(range.lowerBound, on: axis),
        AxisPhrasing.number(range.upperBound, on: axis)
      )
    }
  }

  /// What a section's sounds mean, each sentence after a space: how its kind of chart plays
  /// (``SonificationScore/Section/kindCue``), which series sounds how when there are several
  /// (``SpokenPhrasebook/timbres(_:)``), and each ``SoundCue`` heard in it for the first time
  /// in the narration (added to `explained`), so every cue is explained once, just before it
  /// first sounds.
  ///
  /// - Complexity: O(*e*) in the section's events.
  static func soundSentences(
    of section: SonificationScore.Section, in score: SonificationScore, seriesCount: Int,
    explained: inout Set<SoundCue>
  ) -> String {
    let events = score.events(in: section)
    var sentences: [String] = []
    if !section.kindCue.isEmpty { sentences.append(section.kindCue) }
    if seriesCount > 1 {
      var indices: [Int] = []
      var playsNotes = Set<Int>()
      for event in events {
        guard let index = event.seriesIndex else { continue }
        if !indices.contains(index) { indices.append(index) }
        if event.kind == .note || event.kind == .arpeggio { playsNotes.insert(index) }
      }
      let together = indices.count > 1
      sentences.append(
        SpokenPhrasebook.timbres(
          indices.map { index in
            (
              together && score.seriesNames.indices.contains(index)
                ? score.seriesNames[index] : nil,
              SpokenPhrasebook.timbreName(
                Timbre.forSeries(at: index), notes: playsNotes.contains(index))
            )
          }))
    }
    for cue in SoundCue.heard(in: events) where !explained.contains(cue) {
      explained.insert(cue)
      // A candle's or a strip plot's notes are explained by its kind's cue.
      if cue == .arpeggio, !section.kindCue.isEmpty { continue }
      sentences.append(SpokenPhrasebook.cue(cue))
    }
    return sentences.filter { !$0.isEmpty }.map { " " + $0 }.joined()
  }

  /// A section's introduction: its name, where a late series starts, and its cues.
  private static func introduction(
    of section: SonificationScore.Section, in score: SonificationScore,
    _ analysis: ChartAnalysis, scale: PositionScale, cues: String
  ) -> String {
    let chart = analysis.chart
    var start: String?
    let indices = Set(score.events(in: section).compactMap(\.seriesIndex))
    // A pie's slices play around the circle in proportion, not along an axis: no late start.
    let isPie = if case .pie = analysis.kind { true } else { false }
    // The band of the series past the detailed ones (its index is past theirs) has no start
    // of its own.
    if !isPie, indices.count == 1, let index = indices.first, index < chart.series.count,
      chart.series[index].name == section.title,
      let first = chart.series[index].observations.first, scale.fraction(of: first.x) > 0
    {
      start = AxisPhrasing.value(first.x, on: chart.independentAxisDescriptor)
    }
    var range: String?
    if score.pitchScope == .series || chart.hasTwoValueAxes {
      // On a chart with two y axes, the series' own axis, named.
      let series = indices.count == 1 ? indices.first.map { chart.series[$0] } : nil
      let axis = series.map(chart.valueAxis(of:)) ?? chart.dependentAxisDescriptor
      range = SpokenPhrasebook.ownRange(
        low: AxisPhrasing.number(section.pitch.values.lowerBound, on: axis),
        high: AxisPhrasing.number(section.pitch.values.upperBound, on: axis))
      if chart.hasTwoValueAxes, let side = series?.axisPosition {
        range = range.map { SpokenPhrasebook.onAxis(side) + ", " + $0 }
      }
    }
    // The band says what it stands for: its own section, or its part of "All series".
    var band = ""
    if let index = score.bandSeriesIndex, indices.contains(index) {
      let name = score.seriesNames[index]
      band =
        section.title == name
        ? " " + ScoreComposer.bandSentence
        : " \(name) play as one band: " + ScoreComposer.bandMeaning
    }
    return SpokenPhrasebook.introduction(
      section.title, from: start, range: range, cues: band + cues)
  }
}
