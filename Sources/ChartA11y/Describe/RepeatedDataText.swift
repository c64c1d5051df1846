import ChartModel

/// Bounds how much long text from the data a description repeats: a title, axis title, series
/// name or category longer than ``maximumRepeatedLength`` characters is written in full the
/// first time the description says it, and shortened with "…" every time after
/// (``shortened(_:)``), so a 1 MB title makes a description of about 1 MB, not several.
///
/// Headings count as saying it: a series with a long name has its name in full in the first
/// place it is said (the overview's list), and shortened in its heading and sentences.
enum RepeatedDataText {
  /// The most characters of data text said again after its first, full mention: 200.
  static let maximumRepeatedLength = 200

  /// The first ``maximumRepeatedLength`` characters of `text` and "…", or `text` when it is
  /// no longer.
  ///
  /// - Complexity: O(*k*) in the characters kept.
  static func shortened(_ text: String) -> String {
    text.count > maximumRepeatedLength
      ? String(text.prefix(maximumRepeatedLength)) + "…" : text
  }

  /// `text` with every mention of a long `said` text (one already said in full, such as a
  /// page's heading) shortened: ``shortened(_:)``.
  ///
  /// - Complexity: O(*n* + *m*) in the lengths of `text` and `said` (``LiteralOccurrences``).
  static func referring(to said: String?, in text: String) -> String {
    guard let said, said.count > maximumRepeatedLength else { return text }
    let short = shortened(said)
    return LiteralOccurrences(of: said).replacing(in: text) { _ in short }
  }

  /// The chart's data text longer than ``maximumRepeatedLength``, longest first (so that a
  /// name inside a longer one is not shortened within it).
  ///
  /// - Complexity: O(*s* + *c*) in the series and categories.
  static func longTexts(of chart: AccessibleChart) -> [String] {
    var texts = [chart.title ?? ""]
    for axis in [chart.xAxis, chart.yAxis] + [chart.trailingYAxis].compactMap({ $0 }) {
      texts.append(axis.title)
      texts += axis.categories
    }
    for series in chart.series { texts += [series.name, series.valueLabel] }
    let long = Set(texts.filter { $0.count > maximumRepeatedLength })
    return long.sorted { ($0.count, $0) > ($1.count, $1) }
  }

  /// The sections with each long text in full at its first mention and shortened after.
  ///
  /// - Parameters:
  ///   - sections: The description's sections, in reading order.
  ///   - chart: The chart whose data text is bounded.
  /// - Returns: The sections, the same when no data text is long.
  /// - Complexity: O(*t* · *n* + *m*) for *t* long texts of *m* characters in all and *n*
  ///   characters of description: each text is searched in linear time
  ///   (``LiteralOccurrences``), never in time that grows with the product of two lengths,
  ///   however long a prefix the texts share.
  static func bounded(_ sections: [DescriptionSection], of chart: AccessibleChart)
    -> [DescriptionSection]
  {
    let texts = longTexts(of: chart).map { ($0, LiteralOccurrences(of: $0), shortened($0)) }
    guard !texts.isEmpty else { return sections }
    var said: Set<String> = []
    func bound(_ line: String) -> String {
      var line = line
      for (text, search, short) in texts {
        let ranges = search.ranges(in: line)
        guard !ranges.isEmpty else { continue }
        let firstMention = said.insert(text).inserted
        line = LiteralOccurrences.replacing(ranges, in: line) {
          $0 == 0 && firstMention ? text : short
        }
      }
      return line
    }
    return sections.map { section in
      var section = section
      section.heading = section.heading.map(bound)
      for index in section.sentences.indices {
        section.sentences[index].text = bound(section.sentences[index].text)
      }
      return section
    }
  }
}
