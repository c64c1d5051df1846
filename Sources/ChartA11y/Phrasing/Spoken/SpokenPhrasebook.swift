import ChartModel

/// The sentences only a narration speaks, in English: the short overview, how the audio graph
/// maps the chart, each series' introduction and the author's summary introduced.
///
/// They are built from the same parts as the display text (``Phrase``, axis values through
/// ``AxisPhrasing``) and then read by ``SpokenEnglish`` like every spoken sentence.
enum SpokenPhrasebook {
  /// The axes part of a narration: the kind and what is measured over what, "Area chart of
  /// Sales Volume by Office Location.", with the number of series when there are several:
  /// "Area chart of Proportion by Year, 10 series.", "Heatmap of Temperature by Month, 3 rows.".
  ///
  /// `Plot` groups are named briefly ("chart of grouped marks"); the details say which marks
  /// they group. A heatmap's series are its rows.
  ///
  /// - Parameters:
  ///   - type: The chart's kind.
  ///   - subject: What is measured over what (``EnglishPhrasebook/subject(_:)``), or empty.
  ///   - seriesCount: How many series (or rows) the chart has.
  /// - Returns: The sentence.
  static func axes(_ type: ChartType, subject: String, seriesCount: Int) -> String {
    let book = EnglishPhrasebook()
    let kind: String
    let counted: Noun
    switch type {
    case .groups: (kind, counted) = ("chart of grouped marks", .series)
    case .heatmap: (kind, counted) = (book.phrase(.chartType(type)), .row)
    case .boxPlot, .marks, .scatter, .pie, .histogram, .connectedScatter, .donut, .intervals,
      .candlestick, .twoValueAxes, .stripPlot:
      (kind, counted) = (book.phrase(.chartType(type)), .series)
    }
    let of = subject.isEmpty ? "" : " of \(subject)"
    let count = seriesCount > 1 ? ", \(book.phrase(.count(seriesCount, counted)))" : ""
    return "\(kind.prefix(1).uppercased())\(kind.dropFirst())\(of)\(count)."
  }

  /// The pitch mapping in one sentence, without demonstration notes (``Verbosity/standard``):
  /// "Higher notes are higher values.", "Higher notes are higher values, each series over its
  /// own range.", "Higher notes are higher values, each series on its own y axis.".
  static func compactMapping(ownRange: Bool, ownAxis: Bool) -> String {
    if ownRange { return "Higher notes are higher values, each series over its own range." }
    if ownAxis { return "Higher notes are higher values, each series on its own y axis." }
    return "Higher notes are higher values."
  }

  /// Before the lowest demonstration note: "Higher pitch is a higher value: the lowest note
  /// is 0.00000391,".
  static func lowestNote(_ value: String) -> String {
    "Higher pitch is a higher value: the lowest note is \(value),"
  }

  /// Before the highest demonstration note: "the highest is 0.0724.".
  static func highestNote(_ value: String) -> String {
    "the highest is \(value)."
  }

  /// The mapping when each series spans the pitch range over its own values
  /// (``SonificationOptions/PitchScope/series``), before the lowest and highest notes:
  /// "Higher pitch is a higher value, each series over its own range: its lowest value is the
  /// lowest note," and "its highest the highest; compare pitches only within a series.".
  static let ownRangeLowestNote =
    "Higher pitch is a higher value, each series over its own range: its lowest value is the lowest note,"
  /// The second half of the own-range mapping, after the lowest note.
  static let ownRangeHighestNote = "its highest the highest; compare pitches only within a series."

  /// The first half of the mapping of a chart with two y axes, before the lowest note: each
  /// series' pitch follows its own axis.
  static let axisRangeLowestNote =
    "Higher pitch is a higher value, each series on its own y axis: the axis's lowest value is the lowest note,"
  /// The second half of the two-axis mapping, after the lowest note.
  static let axisRangeHighestNote =
    "its highest the highest; pitches on the two axes are not comparable."

  /// Which of two y axes a series is on, before its range: "on the right y axis".
  ///
  /// Compact (``Verbosity/standard``): "left axis".
  static func onAxis(_ side: AxisPosition, compact: Bool = false) -> String {
    let name = EnglishPhrasebook().phrase(.axisSide(side))
    return compact ? "\(name) axis" : "on the \(name) y axis"
  }

  /// A series' own range in the fewest words (``Verbosity/standard``): "5 to 99".
  static func compactRange(low: String, high: String) -> String {
    "\(low) to \(high)"
  }

  /// A series' own range, after its name in its introduction: "lowest note 5, highest 99".
  static func ownRange(low: String, high: String) -> String {
    "lowest note \(low), highest \(high)"
  }

  /// How time and pan follow x: "Each series plays left to right from 1880 to 2017.".
  ///
  /// - Parameters:
  ///   - first: The first position, as the description writes it.
  ///   - last: The last position.
  ///   - seriesCount: How many series play.
  ///   - together: Whether they play at once.
  /// - Returns: The sentence.
  static func timeline(from first: String, to last: String, seriesCount: Int, together: Bool)
    -> String
  {
    let subject =
      together
      ? "All series play at once" : seriesCount == 1 ? "The series plays" : "Each series plays"
    return first == last
      ? "\(subject) at \(first)." : "\(subject) left to right from \(first) to \(last)."
  }

  /// How a connected scatter plot plays: "The line plays along its path in order of Year, from
  /// its start to its end." (``ConnectedScatterReading/alongPath(_:)``).
  ///
  /// - Parameters:
  ///   - orderLabel: What orders the path, or `nil` for data order.
  ///   - seriesCount: How many lines play.
  /// - Returns: The sentence.
  static func pathTimeline(orderLabel: String?, seriesCount: Int) -> String {
    let subject = seriesCount == 1 ? "The line plays" : "Each line plays"
    let order = orderLabel.map { " in order of \($0)" } ?? " in data order"
    return "\(subject) along its path\(order), from its start to its end."
  }

  /// What a grouped note stands for: "Each pair of notes is the lowest and highest of 3
  /// years.".
  ///
  /// - Parameters:
  ///   - size: Positions per group (at least 2).
  ///   - positions: The plural noun of a position: "years", "categories", "points".
  /// - Returns: The sentence.
  static func grouping(_ size: Int, positions: String) -> String {
    "Each pair of notes is the lowest and highest of \(size) \(positions)."
  }

  /// A series' introduction before its tones: "Linda.", "Ashley, from 1917.", "Linda: lowest
  /// note 5, highest 99.".
  ///
  /// - Parameters:
  ///   - name: The series' (or section's) name.
  ///   - start: Where a series that starts after the axis's first position begins.
  ///   - range: The series' own range (``ownRange(low:high:)``), when pitch follows it.
  ///   - cues: The reference tones and marker ticks to expect (may be empty).
  /// - Returns: The introduction, one or more sentences.
  static func introduction(_ name: String, from start: String?, range: String? = nil, cues: String)
    -> String
  {
    let head = start.map { "\(name), from \($0)" } ?? name
    return head + (range.map { ": \($0)." } ?? ".") + cues
  }

  /// The explanation of a sound, said once before it first sounds: "Values below zero sound
  /// hollow.", "A tick marks each crossing of zero.", "A soft click marks where values are
  /// missing."; an arpeggio is named for what it plays on the chart's kind: "Each box plays
  /// its values from lowest to highest, fast." on a box plot, "Each error bar plays its lower
  /// end, then its upper end, fast." on error bars or a band, "Each group plays its values
  /// from lowest to highest, fast." elsewhere.
  static func cue(_ cue: SoundCue, type: ChartType) -> String {
    switch cue {
    case .negativeValues: return "Values below zero sound hollow."
    case .zeroCrossing: return "A tick marks each crossing of zero."
    case .missingValues: return "A soft click marks where values are missing."
    case .arpeggio:
      switch type {
      case .boxPlot: return "Each box plays its values from lowest to highest, fast."
      case .intervals(let band):
        return band
          ? "Each step of the band plays its lower edge, then its upper edge, fast."
          : "Each error bar plays its lower end, then its upper end, fast."
      case .groups, .marks, .scatter, .connectedScatter, .pie, .heatmap, .histogram, .donut,
        .candlestick, .twoValueAxes, .stripPlot:
        return "Each group plays its values from lowest to highest, fast."
      }
    }
  }

  /// How a series' timbre sounds, named for a listener: "pure", "soft", "warm", "organ-like",
  /// "reedy", "horn-like", "bright", "buzzy"; with its notes' envelope when the series plays
  /// separate notes ("reedy and plucked", "warm and swelling").
  static func timbreName(_ timbre: Timbre, notes: Bool) -> String {
    let colour: String
    switch timbre {
    case .sine, .reference, .click: colour = "pure"
    case .flute: colour = "soft"
    case .warm: colour = "warm"
    case .organ: colour = "organ-like"
    case .reed: colour = "reedy"
    case .horn: colour = "horn-like"
    case .bright: colour = "bright"
    case .buzz: colour = "buzzy"
    case .negative: colour = "hollow"
    }
    guard notes else { return colour }
    switch timbre.envelope {
    case .sustained: return colour
    case .plucked: return colour + " and plucked"
    case .swelling: return colour + " and swelling"
    }
  }

  /// Which series sounds how, when several play: "It sounds reedy and plucked." for a series
  /// of its own; "Ashley sounds pure, Linda reedy." for series played together.
  static func timbres(_ names: [(series: String?, timbre: String)]) -> String {
    guard let first = names.first else { return "" }
    guard let series = first.series else { return "It sounds \(first.timbre)." }
    let rest = names.dropFirst().map { "\($0.series ?? ""), \($0.timbre)" }
    return "\(series) sounds \(first.timbre)" + rest.map { "; \($0)" }.joined() + "."
  }

  /// The author's summary, attributed: "The author's summary: Daytime intake is …".
  static func authorSummary(_ summary: String) -> String {
    "The author's summary: \(summary)"
  }
}
