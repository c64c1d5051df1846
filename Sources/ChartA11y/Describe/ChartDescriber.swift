import ChartModel

/// Writes a chart's description from its analysis, sentence by sentence, tagged by level.
///
/// The overview (L1) comes first, then each series (L2, L3), then comparisons across series
/// (L3); the author's summary (L4) is quoted after the overview. At ``Verbosity/brief`` the
/// description is one sentence (``Takeaway``); at ``Verbosity/standard`` its statistics are
/// worded without their tests. The describer decides what
/// to say; a ``Phrasebook`` words it (docs/phrasing.md).
///
/// This is the Describe stage. Other outputs that read the description (alt text, explore,
/// narration) render the ``ChartDescription`` it writes, through
/// ``ChartDescription/init(_:options:)``; they do not call the describer.
///
///     let analysis = ChartAnalysis(try AccessibleChart(document))
///     let text = PlainTextRenderer.render(ChartDescriber.describe(analysis))
public enum ChartDescriber {
  /// Describes an analysed chart, in English.
  ///
  /// - Parameters:
  ///   - analysis: The chart and its statistics.
  ///   - options: Level and caps. The default includes levels 1–3.
  /// - Returns: The description.
  /// - Complexity: O(*s* + *v*) for *s* series and *v* listed values.
  public static func describe(
    _ analysis: ChartAnalysis, options: DescriptionOptions = DescriptionOptions()
  ) -> ChartDescription {
    describe(analysis, options: options, phrasebook: EnglishPhrasebook())
  }

  /// Describes an analysed chart in a phrasebook's language.
  ///
  /// - Complexity: O(*s* + *v*) for *s* series and *v* listed values.
  static func describe(
    _ analysis: ChartAnalysis, options: DescriptionOptions, phrasebook book: any Phrasebook
  ) -> ChartDescription {
    func section(_ role: DescriptionSection.Role, _ sentences: [DescriptionSentence])
      -> DescriptionSection
    {
      DescriptionSection(heading: book.heading(role), role: role, sentences: sentences)
    }
    if options.verbosity == .brief {
      // One sentence: what is measured over what, the main extreme, the direction.
      let text = EnglishPhrasebook().brief(Takeaway(analysis))
      return ChartDescription(sections: [
        section(.overview, [DescriptionSentence(level: .construction, text: text)])
      ])
    }
    let kind = KindSentences(analysis, options: options, phrasebook: book)
    var sections = [
      section(
        .overview,
        overview(analysis, book, listedSeries: options.maximumDetailedSeries)
          + (kind?.overview ?? []))
    ]
    if let summary = analysis.chart.summary, !summary.isEmpty {
      let text = book.sentence(.authorSummary(summary))
      sections.append(section(.authorSummary, [DescriptionSentence(level: .context, text: text)]))
    }
    if let facts = kind?.facts, !facts.isEmpty {
      sections.append(section(.kind, facts))
    }
    // A kind whose series are read together gives its own sections in their place.
    sections += kind?.sections ?? []
    if options.level >= .statistics, analysis.kind?.describesSeries ?? true {
      let detailed = analysis.series.prefix(options.maximumDetailedSeries)
      for entry in detailed {
        sections.append(
          DescriptionSection(series: entry, of: analysis, options: options, phrasebook: book))
      }
      let rest = analysis.series.dropFirst(options.maximumDetailedSeries)
      if !rest.isEmpty {
        // Names only while they are few enough to read; the rest are summed up with all.
        let names =
          rest.count <= options.maximumListedValues ? rest.map(\.series.name) : []
        let text = book.sentence(.undetailedSeries(names: names, count: rest.count))
        sections.append(
          section(
            .otherSeries,
            [DescriptionSentence(level: .statistics, text: text)]
              + ManySeriesSentences.sentences(for: analysis, options: options)))
      }
      let comparison = ComparisonSentences.sentences(for: analysis, options: options)
      if !comparison.isEmpty {
        sections.append(section(.comparison, comparison))
      }
    }
    // Long data text said in full once (docs/phrasing.md, "Long text from the data").
    return ChartDescription(sections: RepeatedDataText.bounded(sections, of: analysis.chart))
  }

  /// The level-1 sentences: kind and title, axes, series, placement, stacking, reference lines.
  ///
  /// Series beyond `listedSeries` are counted, not named.
  private static func overview(
    _ analysis: ChartAnalysis, _ book: any Phrasebook, listedSeries: Int
  ) -> [DescriptionSentence] {
    let chart = analysis.chart
    var said: [ChartSentence] = []
    let type = ChartType(analysis)
    said.append(.kind(type, title: chart.title.flatMap { $0.isEmpty ? nil : $0 }))
    if type == .boxPlot, let first = chart.series.first?.observations.first {
      said.append(.boxReading(marks: chart.markKinds, values: first.components.map(\.label)))
    }
    let dependentAxis: ChartAxis =
      switch chart.independentAxis {
      case .x: .y
      case .y: .x
      }
    let statesAxes = analysis.kind?.statesAxes ?? true
    // The axis of each panel, when the panels draw their own (concatenated views).
    func axisSentence(_ axis: ChartAxis, _ descriptor: AxisDescriptor) -> ChartSentence {
      let panels = axis == .x ? chart.xPanelAxes : chart.yPanelAxes
      return panels.isEmpty ? .axis(axis, descriptor) : .panelAxes(axis, panels)
    }
    if statesAxes {
      said.append(axisSentence(chart.independentAxis, chart.independentAxisDescriptor))
      if let trailing = chart.trailingYAxis {
        // Two y axes: each stated with its own range and the series read on it.
        for (side, axis) in [(AxisPosition.leading, chart.yAxis), (.trailing, trailing)] {
          let names = chart.series.filter { $0.axisPosition == side }.map(\.name)
          said.append(.valueAxis(side, axis, series: names))
        }
      } else {
        said.append(axisSentence(dependentAxis, chart.dependentAxisDescriptor))
      }
    }
    let series = chart.series
    if analysis.kind?.describesSeries == false {
      // A candlestick's series are the parts of its candles, and an interval chart's are
      // named by their groups, in the kind's sentences.
    } else if !statesAxes && (series.count == 1 || chart.rowAxis != nil) {
      // A pie's one series is its slices, and a heatmap's series its rows, which the kind's
      // sentences read.
    } else if series.isEmpty && chart.referenceLines.isEmpty {
      said.append(.noData)
    } else if series.isEmpty {
      said.append(.onlyReferenceLines)
    } else if series.count == 1, series[0].groupingLabel == nil {
      said.append(.oneSeries(series[0].name))
    } else {
      said.append(
        .series(
          names: series.prefix(listedSeries).map(\.name), count: series.count,
          grouping: series.first?.groupingLabel, legendHidden: chart.isLegendHidden))
    }
    if let order = positionOrder(chart) {
      said.append(.sideBySide(band: chart.independentAxisDescriptor.title, order: order))
    }
    let stackable = series.filter {
      $0.markKinds.contains(where: \.stacks)
        && !$0.observations.contains { $0.subcategory != nil }
    }
    if stackable.count > 1, Set(stackable.map(\.axisPosition)).count == 1,
      let stacking = stackable.first?.stacking
    {
      said.append(.stacking(stacking, mark: stackable[0].markKinds[0]))
    }
    for line in chart.referenceLines {
      let axis = line.axis == .y ? chart.yAxis : chart.xAxis
      said.append(.referenceLine(label: line.label, value: line.value, axis: axis))
    }
    if let reading = chart.drawingReading {
      said.append(.readFromDrawing(reading))
    }
    if !chart.unreadViews.isEmpty {
      said.append(.unreadViews(chart.unreadViews, total: chart.viewCount))
    }
    return said.map { DescriptionSentence(level: .construction, text: book.sentence($0)) }
  }

  /// The subcategories placed side by side within each band, in order of first appearance,
  /// or `nil` for fewer than two.
  private static func positionOrder(_ chart: AccessibleChart) -> [String]? {
    var order: [DataValue] = []
    for series in chart.series {
      for observation in series.observations {
        if let sub = observation.subcategory, !order.contains(sub) { order.append(sub) }
      }
    }
    return order.count > 1 ? order.map { ValueFormatter.text(of: $0) } : nil
  }
}

extension ChartDescription {
  /// The description of an analysed chart, as ``ChartDescriber/describe(_:options:)`` writes
  /// it: the model every output that reads the description renders (alt text's long text,
  /// explore's overview, narration's script), so that no output calls another.
  ///
  /// - Parameters:
  ///   - analysis: The chart and its statistics.
  ///   - options: Level and caps. The default includes levels 1–3.
  /// - Complexity: O(*s* + *v*) for *s* series and *v* listed values.
  public init(_ analysis: ChartAnalysis, options: DescriptionOptions = DescriptionOptions()) {
    self = ChartDescriber.describe(analysis, options: options)
  }
}

extension DescriptionSection {
  /// The section about one series, as ``ChartDescription/init(_:options:)`` writes it for a
  /// detailed series: for outputs that read one series at a time (explore), any series.
  ///
  /// - Parameters:
  ///   - entry: The series and its statistics, one of `analysis.series`.
  ///   - analysis: The chart it belongs to.
  ///   - options: Level and caps.
  /// - Complexity: O(*v*) in the values listed.
  init(series entry: SeriesAnalysis, of analysis: ChartAnalysis, options: DescriptionOptions) {
    self.init(series: entry, of: analysis, options: options, phrasebook: EnglishPhrasebook())
  }

  fileprivate init(
    series entry: SeriesAnalysis, of analysis: ChartAnalysis, options: DescriptionOptions,
    phrasebook book: any Phrasebook
  ) {
    let role = Role.series(entry.series.name)
    // Why a short series has no test is said once, by the chart's first short series.
    let firstShort = analysis.series.first { $0.sequence != nil }?.series.name
    let sentences =
      SeriesSentences(
        entry, chart: analysis.chart, kind: analysis.kind, options: options,
        alpha: analysis.alpha, explainsTestSize: firstShort == entry.series.name,
        phrasebook: book
      ).sentences
      + (KindSentences(analysis, options: options, phrasebook: book)?.series(entry.series.name)
        ?? [])
    self.init(heading: book.heading(role), role: role, sentences: sentences)
  }
}
