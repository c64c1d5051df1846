import ChartModel

extension KindSentences {
  /// A strip plot's sentences.
  ///
  /// None of its own in the description, whose series' sections each read their categories'
  /// spread (``CategorySpreadSentence``); explore's kind summary reads
  /// those spreads, each after its series' name when there are several. The short alt text's
  /// finding, for one series whose categories' medians differ: the categories with the highest
  /// and lowest median ("Highest median: b, 8; lowest: c, 2.25."), else none (the generic
  /// range).
  ///
  /// - Complexity: O(*n* log *n*) in the observations.
  static func stripPlot(
    _ reading: StripPlotReading, chart: AccessibleChart, options: DescriptionOptions,
    book: any Phrasebook
  ) -> KindSentences {
    let keyAxis = chart.independentAxisDescriptor
    let summary = chart.series.compactMap { series -> String? in
      guard
        let text = CategorySpreadSentence(
          series.observations, keyAxis: keyAxis, valueAxis: chart.valueAxis(of: series)
        ).text
      else { return nil }
      return chart.series.count > 1 ? "\(series.name): \(text)" : text
    }
    var brief: [String] = []
    if reading.spreads.count == 1, let series = chart.series.first {
      let medians = reading.spreads[0].filter { $0.fiveNumbers.count == 5 }.map {
        (category: $0.category, median: $0.fiveNumbers[2])
      }
      if let high = medians.map(\.median).max(), let low = medians.map(\.median).min(),
        high > low
      {
        let valueAxis = chart.valueAxis(of: series)
        func names(_ median: Double) -> [Phrase] {
          medians.filter { $0.median == median }.map { .value($0.category, on: keyAxis) }
        }
        brief = [true, false].map { isBrief in
          book.sentence(
            .medianExtremes(
              highest: names(high), high: .value(.number(high), on: valueAxis),
              lowest: names(low), low: .value(.number(low), on: valueAxis), brief: isBrief))
        }
        brief.append(book.sentence(.highestMedian(names(high))))
      }
    }
    return KindSentences(
      overview: [], facts: [], summary: summary, briefFindings: brief, level: options.level)
  }
}
