import ChartImport
import ChartModel

/// Sentences that compare series: which is highest, and the order in which they peak.
enum ComparisonSentences {
  static func sentences(for analysis: ChartAnalysis, options: DescriptionOptions)
    -> [DescriptionSentence]
  {
    // Values on two y axes are on scales that need not share a unit or a zero: nothing is
    // compared or ranked across them (docs/chart-kinds.md, "Two y axes").
    guard options.level >= .trends, !analysis.chart.hasTwoValueAxes else { return [] }
    let chart = analysis.chart
    let keyAxis = chart.independentAxisDescriptor
    let valueAxis = chart.dependentAxisDescriptor
    var sentences: [DescriptionSentence] = []
    if let totals = analysis.stackedTotals, options.level >= .statistics {
      // One value is not a range: "every stacked total is 12", not "from 12 for North to 12
      // for North".
      let text =
        totals.minimum.value == totals.maximum.value
        ? "Every stacked total is \(AxisPhrasing.number(totals.maximum.value, on: valueAxis))."
        : "Stacked totals range from \(AxisPhrasing.number(totals.minimum.value, on: valueAxis)) "
          + "\(AxisPhrasing.at(totals.minimum.x, on: keyAxis)) to "
          + "\(AxisPhrasing.number(totals.maximum.value, on: valueAxis)) "
          + "\(AxisPhrasing.at(totals.maximum.x, on: keyAxis))."
      sentences.append(DescriptionSentence(level: .statistics, text: text))
    }
    let summarized = analysis.series.compactMap { entry in
      entry.summary.map { (entry.series.name, $0) }
    }
    // With more series than are detailed, ManySeriesSentences sums them up instead of
    // naming every one here; a kind not read over x compares its own way (a box plot's
    // medians, in its section).
    guard summarized.count > 1, analysis.kind?.readsSeriesOverX != false,
      !ManySeriesSentences.isSummarized(analysis, options: options)
    else { return sentences }
    let byMaximum = summarized.sorted { $0.1.maximum.value > $1.1.maximum.value }
    if let highest = byMaximum.first, let lowest = byMaximum.last,
      highest.1.maximum.value == lowest.1.maximum.value
    {
      sentences.append(
        DescriptionSentence(
          level: .trends,
          text: "Every series reaches the same highest value, "
            + "\(AxisPhrasing.number(highest.1.maximum.value, on: valueAxis))."))
    } else if let highest = byMaximum.first, let lowest = byMaximum.last {
      sentences.append(
        DescriptionSentence(
          level: .trends,
          text: "\(highest.0) reaches the highest value, "
            + "\(AxisPhrasing.number(highest.1.maximum.value, on: valueAxis)) "
            + "\(AxisPhrasing.at(highest.1.maximum.x, on: keyAxis)); \(lowest.0) has the lowest "
            + "maximum, \(AxisPhrasing.number(lowest.1.maximum.value, on: valueAxis)) "
            + "\(AxisPhrasing.at(lowest.1.maximum.x, on: keyAxis))."))
    }
    if keyAxis.kind != .categorical {
      // "They peak in this order: Research in February 2024, Design and Ops in May 2024."
      let byPeak = stableSorted(summarized) { $0.1.maximum.x.numericValue ?? 0 }
      var groups: [(names: [String], position: DataValue)] = []
      for (name, summary) in byPeak {
        if let last = groups.last, last.position == summary.maximum.x {
          groups[groups.count - 1].names.append(name)
        } else {
          groups.append(([name], summary.maximum.x))
        }
      }
      // One group (all peak together) was said by the sentence above.
      if groups.count > 1 {
        sentences.append(
          DescriptionSentence(
            level: .trends,
            text: "They peak in this order: "
              + groups.map {
                "\(ListPhrasing.joined($0.names)) \(AxisPhrasing.at($0.position, on: keyAxis))"
              }
              .joined(separator: ", ") + "."))
      }
    } else {
      let byMean = summarized.sorted { $0.1.mean > $1.1.mean }
      // The mean of what the series share: their one value label ("By mean Sales"), never
      // one series' own label when each series is a field of its own ("Apples", "Oranges").
      let labels = Set(analysis.series.map(\.series.valueLabel))
      let measure = labels.count == 1 ? " \(labels.first ?? "")" : ""
      let text: String
      if let top = byMean.first, let bottom = byMean.last, top.1.mean == bottom.1.mean {
        text = "Every series has the same mean, \(AxisPhrasing.number(top.1.mean, on: valueAxis))."
      } else {
        text =
          "By mean\(measure), from highest: "
          + byMean.map { "\($0.0) (\(AxisPhrasing.number($0.1.mean, on: valueAxis)))" }
          .joined(separator: ", ") + "."
      }
      sentences.append(DescriptionSentence(level: .trends, text: text))
    }
    return sentences
  }
}
