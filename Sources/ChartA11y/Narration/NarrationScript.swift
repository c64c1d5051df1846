import ChartModel

/// What a narration says and plays, in order, so that a listener hears the gist first and
/// tones within seconds.
///
/// At ``Verbosity/brief`` a narration is one sentence (``Takeaway``) and no tones. Otherwise it
/// says its parts (``NarrationPart``) in the listener's order, by default
/// ``NarrationPart/standardOrder``:
///
/// 1. the title ("Sales Report.");
/// 2. the axes: the kind and what is measured over what ("Area chart of Sales Volume by Office
///    Location.", with the number of series when there are several);
/// 3. the takeaway: the main extreme and the overall direction, or a recognised kind's own
///    finding ("Highest 4,020 for California.");
/// 4. the tones: the mapping, demonstrated ("Higher pitch is a higher value: the lowest note
///    is 930," the lowest note, "the highest is 4,020." the highest note; with
///    ``SonificationOptions/PitchScope/series`` or two y axes, that each series spans the pitch
///    range over its own values), how x is played ("The series plays left to right from New
///    York to Kansas.") and what a grouped note stands for; then each section of the audio
///    graph: its name ("Ashley, from 1917."), how its kind plays, its timbre, each cue the first
///    time it sounds (``SoundCue``), its reference tones and ticks, then its tones (the silence
///    before a late series' first sound skipped, ``tonesStartSeconds(section:)``); at
///    ``Verbosity/detailed`` the series' own sentences, with their tests, follow its tones;
/// 5. the details: the rest of the overview (axes' ranges, series, stacking, reference lines),
///    the kind's facts, the author's summary introduced as such, and at
///    ``Verbosity/detailed`` the comparison across series.
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
  ///   - verbosity: How much is said (``Verbosity``).
  ///   - order: The parts, in the order spoken (``NarrationPart/standardOrder`` by default);
  ///     ignored at ``Verbosity/brief``.
  ///   - maximumDetailedSeries: How many series the spoken description names and describes
  ///     one by one (the score's ``SonificationOptions/maximumDetailedSeries``); the rest are
  ///     summed up together, as the score's band plays them.
  ///   Each sentence is cut to ``maximumSpokenCharacters`` (see ``spoken(_:)``).
  /// - Complexity: O(*s*) in the number of sentences and sections.
  public init(
    analysis: ChartAnalysis, score: SonificationScore, verbosity: Verbosity,
    order: [NarrationPart] = NarrationPart.standardOrder,
    maximumDetailedSeries: Int = DescriptionOptions().maximumDetailedSeries
  ) {
    self.score = score
    let description = ChartDescription(
      analysis,
      options: DescriptionOptions(
        verbosity: verbosity == .brief ? .standard : verbosity,
        maximumDetailedSeries: maximumDetailedSeries))
    var segments: [Segment] = []
    if verbosity == .brief {
      segments = [.speech([EnglishPhrasebook().brief(Takeaway(analysis))])]
    } else {
      for part in order {
        switch part {
        case .title:
          if let title = analysis.chart.title, !title.isEmpty {
            segments.append(.speech(["\(title)."]))
          }
        case .axes: segments.append(.speech([Self.axes(analysis, verbosity: verbosity)]))
        case .takeaway:
          let takeaway = EnglishPhrasebook().takeaway(Takeaway(analysis))
          if !takeaway.isEmpty { segments.append(.speech([takeaway])) }
        case .tones:
          segments += Self.tones(
            analysis, score: score, description: description, verbosity: verbosity)
        case .details:
          let details = Self.details(analysis, description: description, verbosity: verbosity)
          if !details.isEmpty { segments.append(.speech(details)) }
        }
      }
    }
    var shortened = 0
    self.segments = Self.joiningSpeech(segments).map { segment in
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

  /// The segments with each run of consecutive speech joined into one, so the speech engine
  /// starts once per run (each start and end adds silence).
  ///
  /// - Complexity: O(*n*) in the segments.
  private static func joiningSpeech(_ segments: [Segment]) -> [Segment] {
    var joined: [Segment] = []
    for segment in segments {
      if case .speech(let sentences) = segment, case .speech(let before)? = joined.last {
        joined[joined.count - 1] = .speech(before + sentences)
      } else {
        joined.append(segment)
      }
    }
    return joined
  }

  /// The axes part: what is measured over what, "Sales Volume by Office Location."; at
  /// ``Verbosity/detailed`` with the kind and the number of series, "Area chart of Sales
  /// Volume by Office Location.", "Line chart of Proportion by Year, 10 series." (at
  /// ``Verbosity/standard`` the details name the kind, so the first tone comes sooner).
  private static func axes(_ analysis: ChartAnalysis, verbosity: Verbosity) -> String {
    let subject = EnglishPhrasebook().subject(Takeaway(analysis))
    guard verbosity == .detailed || subject.isEmpty else { return subject + "." }
    return SpokenPhrasebook.axes(
      ChartType(analysis), subject: subject, seriesCount: analysis.chart.series.count)
  }

  /// The tones part: the mapping, then each section introduced with its cues and played; at
  /// ``Verbosity/detailed`` each series' own sentences after its tones.
  private static func tones(
    _ analysis: ChartAnalysis, score: SonificationScore, description: ChartDescription,
    verbosity: Verbosity
  ) -> [Segment] {
    let chart = analysis.chart
    var segments = mapping(analysis, score: score, verbosity: verbosity)
    // A connected scatter plot's score plays along its paths: its sections are introduced
    // along them too (every path starts at its first step).
    let played = ConnectedScatterReading.alongPath(analysis)
    let scale = PositionScale(played)
    let cues = ScoreComposer.cueSentences(analysis)
    let type = ChartType(analysis)
    var explained = Set<SoundCue>()
    for (index, section) in score.sections.enumerated() {
      let sounds = Self.soundSentences(
        of: section, in: score, seriesCount: chart.series.count, type: type,
        explained: &explained)
      let introduction = Self.introduction(
        of: section, in: score, played, scale: scale, cues: cues + sounds,
        namesOnlySeries: verbosity == .detailed)
      if !introduction.isEmpty { segments.append(.speech([introduction])) }
      segments += [
        .pause(seconds: 0.25),
        .tones(section: index), .pause(seconds: 0.5),
      ]
      if verbosity == .detailed,
        let own = description.sections.first(where: { $0.role == .series(section.title) }),
        !own.sentences.isEmpty
      {
        segments += [.speech(own.sentences.map(\.text)), .pause(seconds: 0.25)]
      }
    }
    return segments
  }

  /// The details part: at ``Verbosity/standard`` the kind ("Area chart."), then the rest of
  /// the overview (its first sentence, the kind and title, is said by the title and axes
  /// parts), the other series, the kind's facts, the author's summary and, at
  /// ``Verbosity/detailed``, the comparison across series.
  private static func details(
    _ analysis: ChartAnalysis, description: ChartDescription, verbosity: Verbosity
  ) -> [String] {
    // At the standard level the axes part did not name the kind: the details start with it.
    var details =
      verbosity == .detailed
      ? [] : [EnglishPhrasebook().opening(.chartType(ChartType(analysis))) + "."]
    for section in description.sections {
      switch section.role {
      case .overview:
        details += section.sentences.dropFirst().map(\.text)
      case .otherSeries, .kind:
        details += section.sentences.map(\.text)
      case .authorSummary:
        if let summary = analysis.chart.summary {
          details.append(SpokenPhrasebook.authorSummary(summary))
        }
      case .series, .comparison:
        break
      }
    }
    if verbosity == .detailed,
      let comparison = description.sections.first(where: { $0.role == .comparison })
    {
      details += comparison.sentences.map(\.text)
    }
    return details
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

  /// The mapping at ``Verbosity/standard``, in as few words as hold every cue.
  ///
  /// So the first tone comes soon: "Higher notes are higher values." (over each series' own range, or its
  /// own y axis, when so), how a connected scatter plot or series played together play, and
  /// what a grouped note stands for. The axis' range and the time line are in the details.
  private static func compactMapping(_ analysis: ChartAnalysis, score: SonificationScore)
    -> [String]
  {
    let chart = analysis.chart
    let keyAxis = chart.independentAxisDescriptor
    var sentences = [
      SpokenPhrasebook.compactMapping(
        ownRange: score.pitchScope == .series, ownAxis: chart.hasTwoValueAxes)
    ]
    let together = score.sections.count == 1 && chart.series.count > 1
    if case .connectedScatter(let reading) = analysis.kind {
      sentences.append(
        SpokenPhrasebook.pathTimeline(
          orderLabel: reading.paths.first?.orderLabel, seriesCount: chart.series.count))
    } else if together, let (first, last) = Self.ends(of: keyAxis, analysis: analysis) {
      sentences.append(
        SpokenPhrasebook.timeline(
          from: first, to: last, seriesCount: chart.series.count, together: together))
    }
    if let grouping = grouping(score, keyAxis: keyAxis) { sentences.append(grouping) }
    return sentences
  }

  /// What a grouped note stands for, when positions are grouped.
  private static func grouping(_ score: SonificationScore, keyAxis: AxisDescriptor) -> String? {
    guard let size = score.sections.first?.groupSize, size > 1 else { return nil }
    let positions =
      keyAxis.calendarUnit?.pluralNoun
      ?? (keyAxis.kind == .categorical ? "categories" : "positions")
    return SpokenPhrasebook.grouping(size, positions: positions)
  }

  /// The mapping at ``Verbosity/detailed``, demonstrated with the lowest and highest notes,
  /// then the time line and the grouping.
  private static func mapping(
    _ analysis: ChartAnalysis, score: SonificationScore, verbosity: Verbosity
  ) -> [Segment] {
    let chart = analysis.chart
    guard let pitch = score.pitch, !score.sections.isEmpty else { return [] }
    guard verbosity == .detailed else { return [.speech(compactMapping(analysis, score: score))] }
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
    if let grouping = grouping(score, keyAxis: keyAxis) { sentences.append(grouping) }
    if !sentences.isEmpty { segments.append(.speech(sentences)) }
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
    type: ChartType, explained: inout Set<SoundCue>
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
      sentences.append(SpokenPhrasebook.cue(cue, type: type))
    }
    return sentences.filter { !$0.isEmpty }.map { " " + $0 }.joined()
  }

  /// A section's introduction: its name, where a late series starts, and its cues.
  ///
  /// Without `namesOnlySeries`, the one section of a chart of one series, starting at the axis's first
  /// position on the chart's own range, is not named (the axes part named what it measures):
  /// only its cues are said, if any.
  private static func introduction(
    of section: SonificationScore.Section, in score: SonificationScore,
    _ analysis: ChartAnalysis, scale: PositionScale, cues: String, namesOnlySeries: Bool
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
      let low = AxisPhrasing.number(section.pitch.values.lowerBound, on: axis)
      let high = AxisPhrasing.number(section.pitch.values.upperBound, on: axis)
      // At the standard level the range in the fewest words: "5 to 99".
      range =
        namesOnlySeries
        ? SpokenPhrasebook.ownRange(low: low, high: high)
        : SpokenPhrasebook.compactRange(low: low, high: high)
      if chart.hasTwoValueAxes, let side = series?.axisPosition {
        // At the standard level only the axis: its range is in the details.
        range =
          namesOnlySeries
          ? range.map { SpokenPhrasebook.onAxis(side) + ", " + $0 }
          : SpokenPhrasebook.onAxis(side, compact: true)
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
    if !namesOnlySeries, chart.series.count == 1, score.sections.count == 1, start == nil,
      range == nil, band.isEmpty
    {
      return String(cues.drop { $0 == " " })
    }
    return SpokenPhrasebook.introduction(
      section.title, from: start, range: range, cues: band + cues)
  }
}
