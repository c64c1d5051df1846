import ChartModel

extension KindSentences {
  /// Two y axes: the overview says that each series is read on its own axis (and the order of
  /// ordered categories); the summary (explore's kind key) names each axis with its series'
  /// ranges and shapes; the short alt text gives each side's first series on its own axis,
  /// never one against the other.
  ///
  /// - Complexity: O(*s*) in the series.
  static func twoValueAxes(
    _ reading: TwoValueAxesReading, analysis: ChartAnalysis, options: DescriptionOptions,
    book: any Phrasebook
  ) -> KindSentences {
    let chart = analysis.chart
    let keyAxis = chart.independentAxisDescriptor
    var overview: [String] = []
    if let order = reading.categoryOrder {
      overview.append(
        book.sentence(
          .categoryOrder(
            order, axis: keyAxis.title, first: keyAxis.categories.first ?? "",
            last: keyAxis.categories.last ?? "")))
    }
    overview.append(book.sentence(.readOnOwnAxis))
    var summary = overview
    // The short alt text's findings, longest first, for each side's first series: its range,
    // where it is highest, its name; each with its axis, and never one side against the other.
    var ranges: [String] = []
    var highs: [String] = []
    var names: [String] = []
    for side in reading.sides {
      let axis = side.axis
      let sideName = book.phrase(.axisSide(side.position))
      summary.append(
        book.sentence(
          .valueAxis(
            side.position, axis, series: side.seriesIndices.map { chart.series[$0].name })))
      for index in side.seriesIndices {
        let entry = analysis.series[index]
        guard let values = entry.summary else { continue }
        let label = entry.series.groupingLabel == nil ? entry.series.valueLabel : entry.series.name
        let shape = entry.trend.map {
          " "
            + TrendSentence(
              $0, keyAxis: keyAxis, valueAxis: axis, alpha: analysis.alpha,
              statesTests: options.statesTests
            ).text
        }
        // As the series' section states it, on the series' own axis.
        let range =
          SeriesSentences.range(
            label, values, observations: entry.series.observations, keyAxis: keyAxis,
            valueAxis: axis) + "."
        summary.append(range + (shape ?? ""))
        guard index == side.seriesIndices.first else { continue }
        let first = ranges.isEmpty
        var stated = String(range.dropLast())
        if !first, let cut = stated.range(of: " ranges from ") {
          stated = label + " from " + stated[cut.upperBound...]
        }
        ranges.append(stated + " (\(sideName) axis)")
        // Every position tied for the highest value is named, the first as "in …".
        let tied = SummaryStatistics.positions(
          of: values.maximum.value, in: entry.series.observations)
        let at = AxisPhrasing.at(all: tied.isEmpty ? [values.maximum.x] : tied, on: keyAxis)
        highs.append(
          values.minimum.value == values.maximum.value
            ? "\(label) is constant (\(sideName) axis)"
            : "\(label)\(first ? " is highest" : "") \(at) (\(sideName) axis)")
        names.append(first ? "\(label) on the \(sideName) axis" : "\(label) on the \(sideName)")
      }
    }
    let brief =
      [(ranges, "; "), (highs, "; "), (names, ", ")].filter { $0.0.count == 2 }.map {
        $0.0.joined(separator: $0.1) + "."
      }
    return KindSentences(
      overview: overview.map { DescriptionSentence(level: .construction, text: $0) }, facts: [],
      summary: summary, briefFindings: brief, level: options.level)
  }
}
