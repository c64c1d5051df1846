/// What a narration says and plays, in order: the description's overview (and the author's
/// summary), then for each section of the audio graph its announcement (the series' name,
/// point count and grouping) followed by its tones.
///
/// At level 2 or 3 each series' own sentences are spoken before its tones, and at level 3
/// the comparison across series closes the narration.
public struct NarrationScript: Hashable, Sendable {
  /// One step of the narration.
  public enum Segment: Hashable, Sendable {
    /// Sentences to speak, plain text (escaped when they become SSML).
    case speech([String])
    /// A section of the score, by index into ``SonificationScore/sections``.
    case tones(section: Int)
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

  /// Writes the script for an analysed chart and its score.
  ///
  /// - Parameters:
  ///   - analysis: The chart and its statistics.
  ///   - score: Its audio graph.
  ///   - level: The highest level of sentences spoken (1: overview only).
  ///   Each sentence is cut to ``maximumSpokenCharacters`` (see ``spoken(_:)``).
  /// - Complexity: O(*s*) in the number of sentences and sections.
  public init(analysis: ChartAnalysis, score: SonificationScore, level: DescriptionLevel) {
    self.score = score
    let description = ChartDescription(analysis, options: DescriptionOptions(level: level))
    let opening = description.sections.filter { section in
      switch section.role {
      case .overview, .authorSummary, .otherSeries: true
      case .series, .comparison: false
      }
    }
    var segments: [Segment] = [
      .speech(opening.flatMap(\.sentences).map(\.text)), .pause(seconds: 0.4),
    ]
    for (index, section) in score.sections.enumerated() {
      var sentences = [section.announcement]
      if level >= .statistics,
        let own = description.sections.first(where: { $0.role == .series(section.title) })
      {
        sentences += own.sentences.map(\.text)
      }
      segments += [
        .speech(sentences), .pause(seconds: 0.25), .tones(section: index), .pause(seconds: 0.5),
      ]
    }
    if let comparison = description.sections.first(where: { $0.role == .comparison }),
      !comparison.sentences.isEmpty
    {
      segments.append(.speech(comparison.sentences.map(\.text)))
    }
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
      case .tones, .pause: return segment
      }
    }
    shortenedSentenceCount = shortened
  }
}
