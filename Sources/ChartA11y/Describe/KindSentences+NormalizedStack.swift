import ChartModel

extension KindSentences {
  /// A normalized stack's sentences, all in the overview.
  ///
  /// What its values are, shares of each stack's total (L1); the largest and smallest shares
  /// (L2); which series holds the largest share, at the first and last position of an ordered
  /// axis or in each stack over categories (L3, with more than one stack). Each series' section reads its shares over x as any stacked series.
  ///
  /// - Complexity: O(*s*) in the shares named.
  static func normalizedStack(
    _ reading: NormalizedStackReading, chart: AccessibleChart, options: DescriptionOptions,
    book: any Phrasebook
  ) -> KindSentences {
    let context = NormalizedStackSentence.Context(
      seriesNames: chart.series.map(\.name), key: chart.independentAxisDescriptor,
      value: chart.dependentAxisDescriptor)
    func say(_ level: DescriptionLevel, _ sentence: NormalizedStackSentence)
      -> DescriptionSentence
    {
      DescriptionSentence(level: level, text: book.sentence(.normalizedStack(sentence)))
    }
    var overview = [
      say(.construction, .encoding(context, undrawn: reading.undrawnPositions))
    ]
    if let order = reading.categoryOrder {
      // Shares over months or weekdays are read along them, as ordered categories are.
      let text = book.sentence(
        .categoryOrder(
          order, axis: context.key.title, first: context.key.categories.first ?? "",
          last: context.key.categories.last ?? ""))
      overview.insert(DescriptionSentence(level: .construction, text: text), at: 0)
    }
    let extremes = say(.statistics, .extremes(reading, context))
    overview.append(extremes)
    if reading.positionCount > 1 {
      overview.append(say(.trends, .leaders(reading, context, listed: options.maximumListedValues)))
    }
    return KindSentences(
      overview: overview, facts: [], summary: overview.map(\.text),
      briefFindings: [extremes.text], level: options.level)
  }
}
