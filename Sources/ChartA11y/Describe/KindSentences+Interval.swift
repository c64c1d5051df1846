import ChartModel

extension KindSentences {
  /// An error-bar or interval chart's sentences, all in the overview.
  ///
  /// What each interval spans and what marks its centre (L1); each category's centre and
  /// interval (L2); the highest centre and which intervals overlap its interval (L3), or that
  /// no centre is known. There is no "starts at", "ends at" or trend test.
  ///
  /// - Complexity: O(*i*) in the intervals.
  static func interval(
    _ reading: IntervalReading, chart: AccessibleChart, options: DescriptionOptions,
    book: any Phrasebook
  ) -> KindSentences {
    let keyAxis = chart.independentAxisDescriptor
    let valueAxis = chart.dependentAxisDescriptor
    let named = Set(reading.intervals.map(\.seriesIndex)).count > 1
    func value(_ number: Double) -> Phrase { .value(.number(number), on: valueAxis) }
    func name(_ interval: IntervalReading.Interval) -> Phrase {
      let position = book.phrase(.value(interval.x, on: keyAxis))
      return .name(named ? "\(interval.group(in: chart)), \(position)" : position)
    }
    func say(_ level: DescriptionLevel, _ sentence: IntervalSentence) -> DescriptionSentence {
      DescriptionSentence(level: level, text: book.sentence(.interval(sentence)))
    }
    let centreSeries = reading.centreSeries.first.map { chart.series[$0] }
    let centredOnMean =
      reading.extent == .standardError || reading.extent == .standardDeviation
    let centreLabel =
      centreSeries?.valueLabel
      ?? (centredOnMean ? "mean of \(reading.field ?? valueAxis.title)" : nil)
    let centreMarks = reading.centreSeries.flatMap { chart.series[$0].markKinds }
      .reduce(into: [MarkKind]()) { kinds, kind in if !kinds.contains(kind) { kinds.append(kind) } }
    var overview = [
      say(
        .construction,
        .encoding(
          extent: reading.extent, field: reading.field,
          bounds: (reading.lowerLabel, reading.upperLabel), band: reading.isBand,
          category: keyAxis.title,
          centre: centreSeries.map { ($0.valueLabel, centreMarks) }, centredOnMean: centredOnMean))
    ]
    let listed = reading.intervals.prefix(options.maximumListedValues)
    overview.append(
      say(
        .statistics,
        .values(
          category: keyAxis.title, centre: centreLabel,
          items: listed.map {
            IntervalSentence.Item(
              name: name($0), centre: $0.centre.map(value), low: value($0.low),
              high: value($0.high))
          }, unlisted: reading.intervals.count - listed.count)))
    var brief: [String] = []
    if let first = reading.highestCentre.first, let top = reading.intervals[first].centre,
      let centreLabel
    {
      let shown = reading.overlapping.prefix(options.maximumListedValues)
      let highest = reading.highestCentre.map { name(reading.intervals[$0]) }
      overview.append(
        say(
          .trends,
          .highest(
            centre: centreLabel, highest: highest, value: value(top),
            interval: (value(reading.intervals[first].low), value(reading.intervals[first].high)),
            overlapping: shown.map { name(reading.intervals[$0]) },
            unlisted: reading.overlapping.count - shown.count,
            others: reading.intervals.count - 1)))
      brief = [false, true].map {
        book.sentence(
          .interval(
            .inBrief(
              centre: centreLabel, highest: highest, value: value(top),
              overlapping: reading.overlapping.count, others: reading.intervals.count - 1,
              brief: $0)))
      }
    } else {
      overview.append(say(.trends, .noCentre))
    }
    return KindSentences(
      overview: overview, facts: [], summary: overview.dropFirst().map(\.text).reversed(),
      briefFindings: brief, level: options.level)
  }
}
