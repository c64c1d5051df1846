import ChartModel

extension KindSentences {
  /// A strip plot's sentences: none of its own in the description, whose series' sections each
  /// read their categories' spread (``CategorySpreadSentence``); explore's kind summary reads
  /// those spreads, each after its series' name when there are several.
  ///
  /// - Complexity: O(*n* log *n*) in the observations.
  static func stripPlot(_ chart: AccessibleChart, options: DescriptionOptions) -> KindSentences {
    let keyAxis = chart.independentAxisDescriptor
    let summary = chart.series.compactMap { series -> String? in
      guard
        let text = CategorySpreadSentence(
          series.observations, keyAxis: keyAxis, valueAxis: chart.valueAxis(of: series)
        ).text
      else { return nil }
      return chart.series.count > 1 ? "\(series.name): \(text)" : text
    }
    return KindSentences(
      overview: [], facts: [], summary: summary, briefFindings: [], level: options.level)
  }
}
