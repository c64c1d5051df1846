import ChartModel

/// The sentences about the facts of a chart's recognised kind (``KindAnalysis``): what the
/// overview adds to the chart's construction, the kind's own section, each series' additions,
/// and its summary — the sentences explore's kind key reads and the short alt text shortens.
struct KindSentences {
  /// The sentences the overview adds after the chart's construction, filtered by the options'
  /// level: a box plot's whisker rule; a scatter plot's relationship and outliers; a pie's
  /// encoding, shares and extremes.
  let overview: [DescriptionSentence]
  /// The kind's own section ("What the chart shows"), L2 and L3, filtered by the options'
  /// level: a box plot's boxes and medians.
  let facts: [DescriptionSentence]
  /// The sentences each series' section adds, by series name, filtered by the options' level:
  /// a scatter plot's colour group's relationship.
  let seriesFacts: [String: [DescriptionSentence]]
  /// Sections that take the place of the series' own, for a kind whose series are read
  /// together (an interval chart's colour groups, each drawn by a centre and an interval
  /// series), filtered by the options' level; empty for the others.
  let sections: [DescriptionSection]
  /// The role of the section in ``sections`` that reads each series, by series index.
  ///
  /// An interval chart's centre and interval series share their group's section; empty for
  /// the kinds without sections of their own.
  let sectionRoles: [Int: DescriptionSection.Role]
  /// The summary: the sentences that say what the chart shows (explore's kind key).
  let summary: [String]
  /// Shorter wordings of the summary for the short alt text, longest first.
  let briefFindings: [String]

  /// The sentences of the analysis' recognised kind; `nil` for a chart read as series over x.
  ///
  /// A scatter plot's relationships are judged at the analysis' significance level.
  ///
  /// - Complexity: O(*b*) in the kind's facts (boxes, slices, groups, outliers) listed.
  init?(_ analysis: ChartAnalysis, options: DescriptionOptions, phrasebook book: any Phrasebook) {
    guard let kind = analysis.kind else { return nil }
    let chart = analysis.chart
    switch kind {
    case .scatter(let reading):
      self = Self.scatter(
        reading, chart: chart, alpha: analysis.alpha, options: options, book: book)
    case .pie(let reading):
      self = Self.pie(reading, chart: chart, options: options, book: book)
    case .boxPlot(let reading):
      self = Self.boxPlot(reading, chart: chart, options: options, book: book)
    case .heatmap(let reading):
      self = Self.heatmap(reading, chart: chart, options: options, book: book)
    case .histogram(let reading):
      self = Self.histogram(reading, chart: chart, options: options, book: book)
    case .interval(let reading):
      self = Self.interval(reading, chart: chart, options: options, book: book)
    case .candlestick(let reading):
      self = Self.candlestick(reading, analysis: analysis, options: options, book: book)
    case .connectedScatter(let reading):
      self = Self.connectedScatter(reading, analysis: analysis, options: options, book: book)
    case .orderedCategories(let reading):
      self = Self.orderedCategories(reading, analysis: analysis, options: options, book: book)
    case .normalizedStack(let reading):
      self = Self.normalizedStack(reading, chart: chart, options: options, book: book)
    case .twoValueAxes(let reading):
      self = Self.twoValueAxes(reading, analysis: analysis, options: options, book: book)
    case .stripPlot(let reading):
      self = Self.stripPlot(reading, chart: chart, options: options, book: book)
    }
  }

  /// The sentences a series' section adds.
  ///
  /// - Complexity: O(1) on average.
  func series(_ name: String) -> [DescriptionSentence] { seriesFacts[name] ?? [] }

  /// The section of ``sections`` that reads a series, or `nil` when the kind gives the series
  /// no section of its own (or the options' level left it empty).
  ///
  /// - Complexity: O(*k*) in the kind's sections.
  func section(ofSeries index: Int) -> DescriptionSection? {
    guard let role = sectionRoles[index] else { return nil }
    return sections.first { $0.role == role }
  }

  init(
    overview: [DescriptionSentence], facts: [DescriptionSentence],
    seriesFacts: [String: [DescriptionSentence]] = [:], sections: [DescriptionSection] = [],
    sectionRoles: [Int: DescriptionSection.Role] = [:],
    summary: [String], briefFindings: [String], level: DescriptionLevel
  ) {
    self.sectionRoles = sectionRoles
    self.overview = overview.filter { $0.level <= level }
    self.facts = facts.filter { $0.level <= level }
    self.seriesFacts = seriesFacts.mapValues { $0.filter { $0.level <= level } }
    self.sections = sections.compactMap { section in
      let sentences = section.sentences.filter { $0.level <= level }
      return sentences.isEmpty
        ? nil
        : DescriptionSection(heading: section.heading, role: section.role, sentences: sentences)
    }
    self.summary = summary
    self.briefFindings = briefFindings
  }

  /// A scatter plot: the relationship over all points and its outliers in the overview, each
  /// colour group's relationship in its series' section.
  private static func scatter(
    _ reading: ScatterReading, chart: AccessibleChart, alpha: Double,
    options: DescriptionOptions, book: any Phrasebook
  ) -> KindSentences {
    let overall = reading.overall
    var overview = [
      DescriptionSentence(
        level: .trends,
        text: book.sentence(
          .relationship(
            overall, x: chart.xAxis, y: chart.yAxis, scope: .allPoints, alpha: alpha,
            statesTests: options.statesTests)))
    ]
    if overall.line != nil, overall.pointCount >= 3 {
      overview.append(
        DescriptionSentence(
          level: .trends, text: book.sentence(.outliers(overall, x: chart.xAxis, y: chart.yAxis))))
    }
    // Clearly separated clusters of the points, as a sighted reader sees them.
    if let clusters = reading.clusters, clusters.isClear {
      overview.append(
        DescriptionSentence(
          level: .trends,
          text: book.sentence(.clusters(clusters, x: chart.xAxis, y: chart.yAxis))))
    }
    // A drawn regression layer: its slope as the chart draws it.
    overview += reading.fittedLines.map { line in
      DescriptionSentence(
        level: .trends, text: book.sentence(.fittedLine(line, x: chart.xAxis, y: chart.yAxis)))
    }
    var seriesFacts: [String: [DescriptionSentence]] = [:]
    for group in reading.groups {
      let text = book.sentence(
        .relationship(
          group.relationship, x: chart.xAxis, y: chart.yAxis, scope: .group(group.name),
          alpha: alpha, statesTests: options.statesTests))
      seriesFacts[group.name] = [
        DescriptionSentence(level: .trends, text: text, series: group.name)
      ]
    }
    let summary =
      overview.map(\.text)
      + chart.series.flatMap { seriesFacts[$0.name] ?? [] }.map(\.text)
    var brief = [true, false].map { words in
      book.sentence(
        .relationshipInBrief(overall, x: chart.xAxis, y: chart.yAxis, alpha: alpha, words: words))
    }
    // Clearly separated clusters are what a sighted reader sees first: said before the
    // relationship (in one sentence, its first word the phrasebook's, lowercased), as long as
    // the short text has room.
    if let clusters = reading.clusters, clusters.isClear {
      let named = book.sentence(.clustersInBrief(clusters))
      brief =
        brief.map { "\(named); \($0.prefix(1).lowercased())\($0.dropFirst())" } + [named + "."]
        + brief
    }
    return KindSentences(
      overview: overview, facts: [], seriesFacts: seriesFacts, summary: summary,
      briefFindings: brief, level: options.level)
  }

  /// A pie: its encoding, then its shares and extremes (or why they cannot be given), in the
  /// overview.
  private static func pie(
    _ pie: PieReading, chart: AccessibleChart, options: DescriptionOptions, book: any Phrasebook
  ) -> KindSentences {
    var overview = [
      DescriptionSentence(level: .construction, text: book.sentence(.pieEncoding(pie)))
    ]
    if pie.problem != nil {
      overview.append(
        DescriptionSentence(level: .statistics, text: book.sentence(.pieProblem(pie))))
    } else {
      overview.append(
        DescriptionSentence(
          level: .statistics,
          text: book.sentence(.pieShares(pie, valueAxis: chart.dependentAxisDescriptor))))
      overview.append(
        DescriptionSentence(level: .statistics, text: book.sentence(.pieExtremes(pie))))
    }
    let brief = [false, true].map { book.sentence(.pieInBrief(pie, brief: $0)) }
    return KindSentences(
      overview: overview, facts: [], summary: overview.map(\.text), briefFindings: brief,
      level: options.level)
  }

  /// A box plot: its whisker rule in the overview; each box, the outliers and the medians'
  /// extremes in its own section.
  private static func boxPlot(
    _ reading: BoxPlotReading, chart: AccessibleChart, options: DescriptionOptions,
    book: any Phrasebook
  ) -> KindSentences {
    let context = KindSentenceContext(
      chart: chart, seriesIndices: reading.boxes.map(\.seriesIndex), book: book)
    let value = context.value
    func group(_ box: BoxPlotReading.Box) -> Phrase {
      context.name(at: box.x, series: box.seriesIndex)
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
      overview: [DescriptionSentence(level: .construction, text: rule)], facts: facts,
      summary: summary, briefFindings: brief, level: options.level)
  }

  /// A histogram: its bins as ranges, total, tallest bin, skew and spread, in its own section.
  private static func histogram(
    _ reading: HistogramReading, chart: AccessibleChart, options: DescriptionOptions,
    book: any Phrasebook
  ) -> KindSentences {
    let keyAxis = chart.independentAxisDescriptor
    let valueAxis = chart.dependentAxisDescriptor
    func position(_ number: Double) -> Phrase { .value(.number(number), on: keyAxis) }
    func amount(_ number: Double) -> Phrase { .value(.number(number), on: valueAxis) }
    let valueLabel = chart.series.first?.valueLabel ?? valueAxis.title
    let listed = reading.bins.prefix(options.maximumListedValues)
    let bins = book.sentence(
      .histogramBins(
        value: valueLabel, binned: keyAxis.title,
        bins: listed.map { (position($0.start), position($0.end), amount($0.value)) },
        unlisted: reading.bins.count - listed.count))
    let total = book.sentence(
      .histogramTotal(
        bins: reading.bins.count, total: amount(reading.total),
        leftOut: reading.leftOut > 0 ? amount(reading.leftOut) : nil, binned: keyAxis.title))
    let tallest = reading.modal.map { reading.bins[$0] }
    let mode = { (bins: [HistogramReading.Bin]) in
      book.sentence(
        .histogramMode(
          bins: bins.map { (position($0.start), position($0.end)) },
          value: amount(bins.first?.value ?? 0), across: chart.independentAxis == .y))
    }
    let skew = book.sentence(.histogramSkew(skewness: reading.skewness, size: reading.skewSize))
    let spread = book.sentence(
      .histogramSpread(
        low: position(reading.bins.first?.start ?? 0), high: position(reading.bins.last?.end ?? 0),
        mean: reading.mean.map(position), standardDeviation: reading.standardDeviation.map(position)
      ))
    let facts = [
      DescriptionSentence(level: .statistics, text: bins),
      DescriptionSentence(level: .statistics, text: total),
      DescriptionSentence(level: .statistics, text: mode(tallest)),
      DescriptionSentence(level: .trends, text: skew),
      DescriptionSentence(level: .trends, text: spread),
    ]
    // The short alt text: the tallest bin (the first of tied ones) and the skew, as the long
    // description words them.
    let firstMode = mode(Array(tallest.prefix(1)))
    let lean = skew.prefix { $0 != "(" && $0 != "," }.trimmingCharacters(in: .whitespaces)
    let brief = [
      "\(firstMode.dropLast()); \(lean.prefix(1).lowercased())\(lean.dropFirst()).",
      firstMode,
    ]
    return KindSentences(
      overview: [], facts: facts, summary: [mode(tallest), total, skew, spread],
      briefFindings: tallest.count == 1 ? brief : [mode(tallest)], level: options.level)
  }

  /// Ordered categories: the order in the overview; the summary is each series' shape along
  /// it (its trend sentence), and the short alt text is the series' own (no brief findings).
  private static func orderedCategories(
    _ reading: OrderedCategoriesReading, analysis: ChartAnalysis, options: DescriptionOptions,
    book: any Phrasebook
  ) -> KindSentences {
    let chart = analysis.chart
    let key = chart.independentAxisDescriptor
    let order = book.sentence(
      .categoryOrder(
        reading.order, axis: key.title, first: key.categories.first ?? "",
        last: key.categories.last ?? ""))
    let (keyAxis, valueAxis) = (chart.independentAxisDescriptor, chart.dependentAxisDescriptor)
    let firstShort = analysis.series.first { $0.sequence != nil }?.series.name
    let shapes = analysis.series.compactMap { entry -> String? in
      // Too few values for a trend test: the sequence drawn (``ShortSequence``), why said
      // once.
      if let sequence = entry.sequence {
        return "\(entry.series.name): "
          + SequenceSentence(
            sequence, keyAxis: keyAxis, valueAxis: valueAxis, alpha: analysis.alpha,
            explainsTestSize: entry.series.name == firstShort, statesTests: options.statesTests
          ).text
      }
      return entry.trend.map {
        "\(entry.series.name): "
          + TrendSentence(
            $0, keyAxis: keyAxis, valueAxis: valueAxis, alpha: analysis.alpha,
            observations: entry.series.observations, growth: entry.growth,
            statesTests: options.statesTests
          ).text
      }
    }
    return KindSentences(
      overview: [DescriptionSentence(level: .construction, text: order)], facts: [],
      summary: [order] + shapes, briefFindings: [], level: options.level)
  }
}
