import ChartModel

/// The sentences about the facts of a chart's recognised kind (``KindAnalysis``): what the
/// overview adds to the chart's construction, the kind's own section, and its summary — the
/// sentences explore's kind key reads and the short alt text shortens.
struct KindSentences {
  /// L1 sentences the overview adds after the kind's construction (a box plot's whisker rule).
  let construction: [DescriptionSentence]
  /// The kind's section, L2 and L3, filtered by the options' level.
  let facts: [DescriptionSentence]
  /// The summary: the one or two sentences that say what the chart shows.
  let summary: [String]
  /// Shorter wordings of the summary for the short alt text, longest first.
  let briefFindings: [String]

  /// - Complexity: O(*b*) in the kind's facts (boxes, cells, …) listed.
  init(
    _ kind: KindAnalysis, chart: AccessibleChart, options: DescriptionOptions,
    phrasebook book: any Phrasebook
  ) {
    switch kind {
    case .boxPlot(let reading):
      self = Self.boxPlot(reading, chart: chart, options: options, book: book)
    }
  }

  private init(
    construction: [DescriptionSentence], facts: [DescriptionSentence], summary: [String],
    briefFindings: [String], level: DescriptionLevel
  ) {
    self.construction = construction
    self.facts = facts.filter { $0.level <= level }
    self.summary = summary
    self.briefFindings = briefFindings
  }

  private static func boxPlot(
    _ reading: BoxPlotReading, chart: AccessibleChart, options: DescriptionOptions,
    book: any Phrasebook
  ) -> KindSentences {
    let keyAxis = chart.independentAxisDescriptor
    let valueAxis = chart.dependentAxisDescriptor
    let named = Set(reading.boxes.map(\.seriesIndex)).count > 1
    func value(_ number: Double) -> Phrase { .value(.number(number), on: valueAxis) }
    func group(_ box: BoxPlotReading.Box) -> Phrase {
      let position = book.phrase(.value(box.x, on: keyAxis))
      return .name(named ? "\(position), \(box.group(in: chart))" : position)
    }
    var facts: [DescriptionSentence] = []
    let listed = reading.boxes.prefix(options.maximumListedValues)
    for box in listed {
      let text = book.sentence(
        .box(
          group: group(box), median: value(box.median),
          quartiles: (value(box.lowerQuartile), value(box.upperQuartile)),
          whiskers: (value(box.lowerWhisker), value(box.upperWhisker)),
          outliers: box.outliers.map(value)))
      facts.append(DescriptionSentence(level: .statistics, text: text))
    }
    if reading.boxes.count > listed.count {
      let text = book.sentence(.unlistedBoxes(reading.boxes.count - listed.count))
      facts.append(DescriptionSentence(level: .statistics, text: text))
    }
    let withOutliers = reading.boxes.filter { !$0.outliers.isEmpty }.count
    var summary: [String] = []
    if reading.outlierCount > 0 {
      let text = book.sentence(.outlierTotal(count: reading.outlierCount, boxes: withOutliers))
      facts.append(DescriptionSentence(level: .statistics, text: text))
      summary.append(text)
    }
    var brief: [String] = []
    if reading.boxes.count > 1, let high = reading.highestMedian.first,
      let low = reading.lowestMedian.first
    {
      let extremes = { (brief: Bool) -> String in
        if reading.boxes[high].median == reading.boxes[low].median {
          return book.sentence(.sameMedian(value(reading.boxes[high].median)))
        }
        return book.sentence(
          .medianExtremes(
            highest: reading.highestMedian.map { group(reading.boxes[$0]) },
            high: value(reading.boxes[high].median),
            lowest: reading.lowestMedian.map { group(reading.boxes[$0]) },
            low: value(reading.boxes[low].median), brief: brief))
      }
      let text = extremes(false)
      facts.append(DescriptionSentence(level: .trends, text: text))
      summary.insert(text, at: 0)
      let top = reading.highestMedian.map { book.phrase(group(reading.boxes[$0])) }
      brief = [text, extremes(true), book.sentence(.highestMedian(top.map(Phrase.name)))]
    } else if let first = facts.first {
      summary.insert(first.text, at: 0)
      brief = [first.text]
    }
    let rule = book.sentence(.whiskerRule(reading.whiskerRule))
    return KindSentences(
      construction: [DescriptionSentence(level: .construction, text: rule)], facts: facts,
      summary: summary, briefFindings: brief, level: options.level)
  }
}
