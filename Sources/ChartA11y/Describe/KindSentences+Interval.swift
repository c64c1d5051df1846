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
    let context = KindSentenceContext(
      chart: chart, seriesIndices: reading.intervals.map(\.seriesIndex), book: book)
    let keyAxis = context.keyAxis
    let valueAxis = context.valueAxis
    let value = context.value
    func name(_ interval: IntervalReading.Interval) -> Phrase {
      context.name(at: interval.x, series: interval.seriesIndex)
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
    // Each colour group is one series to a reader, drawn by a centre and an interval series:
    // named once, by its group, never once per mark.
    let grouped = chart.series.contains { $0.groupingLabel != nil }
    var groups: [(name: String, series: [Int])] = []
    for index in reading.centreSeries + reading.intervalSeries {
      // Ungrouped, the centre and interval series are one group, named by the interval.
      let name = grouped ? chart.series[index].groupName : ""

      if let at = groups.firstIndex(where: { $0.name == name }) {
        groups[at].series.append(index)
      } else {
        groups.append((name, [index]))
      }
    }
    groups.sort { ($0.series.min() ?? 0) < ($1.series.min() ?? 0) }
    var overview: [DescriptionSentence] = []
    if grouped {
      overview.append(
        say(
          .construction,
          .groups(
            names: groups.map(\.name), grouping: chart.series.first?.groupingLabel,
            legendHidden: chart.isLegendHidden)))
    }
    overview.append(
      say(
        .construction,
        .encoding(
          extent: reading.extent, field: reading.field,
          bounds: (reading.lowerLabel, reading.upperLabel), band: reading.isBand,
          category: keyAxis.title,
          centre: centreSeries.map { ($0.valueLabel, centreMarks) }, centredOnMean: centredOnMean)))
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
    // One section per group: "Mean yield with its standard error, for 6 categories of Site."
    var sectionRoles: [Int: DescriptionSection.Role] = [:]
    let sections = groups.map { group in
      let intervals = reading.intervals.filter { group.series.contains($0.seriesIndex) }
      let centre = group.series.first { reading.centreSeries.contains($0) }.map {
        chart.series[$0].valueLabel
      }
      let positions = Set(intervals.map(\.x)).count
      let text = book.sentence(
        .interval(
          .group(
            centre: centre, extent: reading.extent, field: reading.field,
            bounds: (reading.lowerLabel, reading.upperLabel),
            count: .count(positions, AxisPhrasing.positionNoun(on: keyAxis)),
            category: keyAxis.kind == .categorical ? keyAxis.title : nil)))
      let name =
        grouped
        ? group.name
        : centre ?? reading.field.map { reading.extent.seriesName(of: $0) }
          ?? chart.series[group.series[0]].name
      let role = DescriptionSection.Role.series(name)
      for index in group.series { sectionRoles[index] = role }
      var sentences = [DescriptionSentence(level: .statistics, text: text)]
      if let steps = reading.steps.first(where: { group.series.contains($0.seriesIndex) }) {
        let label = centre ?? centreLabel ?? name
        sentences.append(
          say(.trends, stepsSentence(steps, centre: label, band: reading.isBand, context: context)))
      }
      return DescriptionSection(heading: book.heading(role), role: role, sentences: sentences)
    }
    return KindSentences(
      overview: overview, facts: [], sections: sections, sectionRoles: sectionRoles,
      summary: overview.filter { $0.level > .construction }.map(\.text).reversed(),
      briefFindings: brief, level: options.level)
  }

  /// The most runs of an interval group's steps listed; more are counted.
  ///
  /// - Note: A reading limit chosen for this tool, as ``TrendAnalysis/maximumTurningPoints``:
  ///   five parts are about as many as one spoken sentence can carry.
  static let maximumListedStepRuns = 5

  /// The sentence of a group's steps along an ordered axis (``IntervalSteps``).
  private static func stepsSentence(
    _ steps: IntervalSteps, centre: String, band: Bool, context: KindSentenceContext
  ) -> IntervalSentence {
    func point(_ index: Int) -> IntervalSentence.Point {
      let interval = steps.intervals[index]
      return IntervalSentence.Point(
        position: AxisPhrasing.value(interval.x, on: context.keyAxis),
        at: AxisPhrasing.at(interval.x, on: context.keyAxis),
        centre: context.value(interval.centre ?? .nan))
    }
    let listed = steps.runs.prefix(maximumListedStepRuns).map {
      IntervalSentence.StepRun(change: $0.change, from: point($0.start), to: point($0.end))
    }
    return .steps(
      centre: centre, runs: listed, band: band, unlisted: steps.runs.count - listed.count,
      until: point(steps.intervals.count - 1).position)
  }
}
