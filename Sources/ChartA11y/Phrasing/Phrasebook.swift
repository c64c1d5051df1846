/// Words sentences in one language.
///
/// The describers decide what to say, as parts (``Phrase``) and sentences by meaning
/// (``ChartSentence``, ``SeriesSentence``, section headings by ``DescriptionSection/Role``); a
/// phrasebook decides how it reads. ``EnglishPhrasebook`` is the only one today; a second
/// language is a second conformance, chosen where the description is written
/// (``ChartDescriber``), with no change to the analyses or describers.
protocol Phrasebook: Sendable {
  /// A part as it reads inside a sentence.
  func phrase(_ part: Phrase) -> String
  /// A part as it reads at the start of a sentence (in English: capitalised).
  func opening(_ part: Phrase) -> String
  /// A sentence about the whole chart, with its closing punctuation.
  func sentence(_ sentence: ChartSentence) -> String
  /// A sentence about one series, with its closing punctuation.
  func sentence(_ sentence: SeriesSentence) -> String
  /// A sentence about the facts of the chart's kind, with its closing punctuation.
  func sentence(_ sentence: KindSentence) -> String
  /// A section's heading, or `nil` for the overview, which has none.
  func heading(_ role: DescriptionSection.Role) -> String?
}
