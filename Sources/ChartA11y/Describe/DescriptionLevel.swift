/// The four levels of semantic content of Lundgard & Satyanarayan, "Accessible Visualization
/// via Natural Language Descriptions: A Four-Level Model of Semantic Content" (IEEE TVCG 2022).
public enum DescriptionLevel: Int, CaseIterable, Codable, Sendable, Comparable {
  /// L1: construction: chart type, title, axes, encodings, series, reference lines.
  case construction = 1
  /// L2: statistical concepts: extrema, means, counts, gaps.
  case statistics = 2
  /// L3: perceptual and cognitive: trends, shapes, comparisons.
  case trends = 3
  /// L4: contextual and domain-specific: the author's own summary, quoted, never invented.
  case context = 4

  /// Orders levels by number.
  public static func < (left: DescriptionLevel, right: DescriptionLevel) -> Bool {
    left.rawValue < right.rawValue
  }
}

/// One sentence of a description, tagged with its level and, for trend claims, its evidence.
public struct DescriptionSentence: Hashable, Sendable {
  /// The level of semantic content.
  public var level: DescriptionLevel
  /// The sentence, with data labels unescaped (renderers escape for their medium).
  public var text: String
  /// The series the sentence is about, or `nil` for the chart as a whole.
  public var series: String?
  /// The tests behind a trend sentence, in the order the sentence states them.
  public var evidence: [TrendEvidence]

  /// Creates a sentence.
  public init(
    level: DescriptionLevel, text: String, series: String? = nil,
    evidence: [TrendEvidence] = []
  ) {
    self.level = level
    self.text = text
    self.series = series
    self.evidence = evidence
  }
}

/// A group of sentences under an optional heading: the overview, one series, or a comparison.
public struct DescriptionSection: Hashable, Sendable {
  /// What a section is about, which outputs select sections by (never by heading, which is
  /// worded by the phrasebook).
  public enum Role: Hashable, Sendable {
    /// The overview (level 1), which has no heading.
    case overview
    /// The author's own summary (level 4), quoted.
    case authorSummary
    /// The facts of the chart's recognised kind (``KindAnalysis``): a box plot's boxes, …
    case kind
    /// One series, by its name (also its heading).
    case series(String)
    /// The series past the detailed ones, named.
    case otherSeries
    /// Comparisons across series.
    case comparison
  }

  /// The heading, such as a series name, or `nil` for the overview.
  public var heading: String?
  /// What the section is about.
  public var role: Role
  /// The sentences in reading order.
  public var sentences: [DescriptionSentence]
}

/// A whole chart description: sections in reading order, summary first.
public struct ChartDescription: Hashable, Sendable {
  /// The sections.
  public var sections: [DescriptionSection]

  /// Every sentence, in reading order.
  public var sentences: [DescriptionSentence] { sections.flatMap(\.sentences) }
}
