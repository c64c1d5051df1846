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

  /// Writes the script for an analysed chart and its score.
  ///
  /// - Parameters:
  ///   - analysis: The chart and its statistics.
  ///   - score: Its audio graph.
  ///   - level: The highest level of sentences spoken (1: overview only).
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
    self.segments = segments
  }
}
