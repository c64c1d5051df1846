import ChartModel

/// Writes a chart's description from its analysis, sentence by sentence, tagged by level.
///
/// The overview (L1) comes first, then each series (L2, L3), then comparisons across series
/// (L3); the author's summary (L4) is quoted after the overview.
///
///     let analysis = ChartAnalysis(try AccessibleChart(document))
///     let text = PlainTextRenderer.render(ChartDescriber.describe(analysis))
public enum ChartDescriber {
  /// Describes an analysed chart.
  ///
  /// - Parameters:
  ///   - analysis: The chart and its statistics.
  ///   - options: Level and caps. The default includes levels 1–3.
  /// - Returns: The description.
  /// - Complexity: O(*s* + *v*) for *s* series and *v* listed values.
  public static func describe(
    _ analysis: ChartAnalysis, options: DescriptionOptions = DescriptionOptions()
  ) -> ChartDescription {
    var sections = [DescriptionSection(heading: nil, sentences: overview(analysis))]
    if let summary = analysis.chart.summary, !summary.isEmpty {
      sections.append(
        DescriptionSection(
          heading: "Author's summary",
          sentences: [DescriptionSentence(level: .context, text: "“\(summary)”")]))
    }
    if options.level >= .statistics {
      let detailed = analysis.series.prefix(options.maximumDetailedSeries)
      for entry in detailed {
        let sentences = SeriesSentences(
          entry, chart: analysis.chart, options: options, alpha: analysis.alpha
        ).sentences
        sections.append(DescriptionSection(heading: entry.series.name, sentences: sentences))
      }
      let rest = analysis.series.dropFirst(options.maximumDetailedSeries)
      if !rest.isEmpty {
        let names = rest.map(\.series.name).joined(separator: ", ")
        sections.append(
          DescriptionSection(
            heading: "Other series",
            sentences: [
              DescriptionSentence(
                level: .statistics,
                text: rest.count == 1
                  ? "1 more series is not detailed: \(names)."
                  : "\(rest.count) more series are not detailed: \(names).")
            ]))
      }
      let comparison = ComparisonSentences.sentences(for: analysis, options: options)
      if !comparison.isEmpty {
        sections.append(DescriptionSection(heading: "Comparison", sentences: comparison))
      }
    }
    return ChartDescription(sections: sections)
  }

  private static func overview(_ analysis: ChartAnalysis) -> [DescriptionSentence] {
    let chart = analysis.chart
    var sentences: [DescriptionSentence] = []
    func say(_ text: String) {
      sentences.append(DescriptionSentence(level: .construction, text: text))
    }
    let type = chartType(chart)
    if let title = chart.title, !title.isEmpty {
      say("\(type): \(title).")
    } else {
      say("\(type) without a title.")
    }
    if let reading = boxReading(chart) { say(reading) }
    let axes = [chart.independentAxisDescriptor, chart.dependentAxisDescriptor]
    let names = chart.independentAxis == .x ? ["x", "y"] : ["y", "x"]
    for (axis, name) in zip(axes, names) {
      say("The \(name) axis is \(AxisPhrasing.describe(axis)).")
    }
    let series = chart.series
    if series.isEmpty && chart.referenceLines.isEmpty {
      say("The chart shows no data to assistive technology: every mark is hidden.")
    } else if series.isEmpty {
      say("The chart has no data series, only reference lines.")
    } else if series.count == 1, series[0].groupingLabel == nil {
      say("It shows one series, \(series[0].name).")
    } else {
      let grouping = series.first?.groupingLabel.map { " by \($0)" } ?? ""
      let legend = chart.isLegendHidden ? " (the legend is hidden on the chart)" : ""
      let order = series.count > 1 ? ", in chart order" : ""
      say(
        "It shows \(count(series.count, "series", "series"))\(grouping)\(order)\(legend): "
          + series.map(\.name).joined(separator: ", ") + ".")
    }
    if let subcategories = positionOrder(chart) {
      say(subcategories)
    }
    let stackable = series.filter {
      $0.markKinds.contains(where: \.stacks)
        && !$0.observations.contains { $0.subcategory != nil }
    }
    if stackable.count > 1, let stacking = stackable.first?.stacking {
      switch stacking {
      case .standard: say("The \(stackable[0].markKinds[0].noun)s are stacked.")
      case .unstacked:
        say("The \(stackable[0].markKinds[0].noun)s are not stacked; each shows its own values.")
      case .normalized:
        say(
          "The \(stackable[0].markKinds[0].noun)s are stacked to the same height, showing shares.")
      case .center:
        say(
          "The \(stackable[0].markKinds[0].noun)s are stacked around a centre line (a stream graph)."
        )
      }
    }
    for line in chart.referenceLines {
      let axis = line.axis == .y ? chart.yAxis : chart.xAxis
      let value = AxisPhrasing.value(line.value, on: axis)
      if line.label.isEmpty {
        say("A reference line without a label is drawn at \(value).")
      } else {
        say("A reference line marks \(line.label) at \(value).")
      }
    }
    return sentences
  }

  /// The chart's kind, capitalised: "Box plot", "Bar and line chart", or for other `Plot`
  /// groups "Chart of grouped rule and point marks, each group read as one observation".
  static func chartType(_ chart: AccessibleChart) -> String {
    if isBoxPlot(chart) { return "Box plot" }
    if chart.series.contains(where: \.isPlot) {
      let kinds = chart.markKinds.map(\.noun).joined(separator: " and ")
      return "Chart of grouped \(kinds) marks, each group read as one observation"
    }
    let kinds = chart.markKinds.filter { kind in
      kind.reading != .seriesOrReferenceLine
        || chart.series.contains { $0.markKinds.contains(kind) }
    }
    let names = (kinds.isEmpty ? chart.markKinds : kinds).map(\.noun)
    let phrase = names.isEmpty ? "Chart" : names.joined(separator: " and ") + " chart"
    return phrase.prefix(1).uppercased() + phrase.dropFirst()
  }

  /// Whether every series is made of `Plot` groups of rule, rectangle or bar marks with five
  /// values each (a range, a box and a median, as in the water-intake article): a box plot
  /// (Tukey 1977), so called because that is what a reader knows it as.
  static func isBoxPlot(_ chart: AccessibleChart) -> Bool {
    !chart.series.isEmpty
      && chart.series.allSatisfy { series in
        series.isPlot && !series.observations.isEmpty
          && series.markKinds.allSatisfy { $0.positions == .eitherAxis }
          && series.observations.allSatisfy { $0.components.count == 5 }
      }
  }

  /// How a box plot's boxes are read: "Each box groups rule and rectangle marks, read as one
  /// observation of five values: …".
  private static func boxReading(_ chart: AccessibleChart) -> String? {
    guard isBoxPlot(chart), let first = chart.series.first?.observations.first else {
      return nil
    }
    let kinds = chart.markKinds.map(\.noun).joined(separator: " and ")
    let labels = ListPhrasing.joined(first.components.map(\.label))
    return "Each box groups \(kinds) marks, read as one observation of five values: \(labels)."
  }

  private static func positionOrder(_ chart: AccessibleChart) -> String? {
    var order: [DataValue] = []
    for series in chart.series {
      for observation in series.observations {
        if let sub = observation.subcategory, !order.contains(sub) { order.append(sub) }
      }
    }
    guard order.count > 1 else { return nil }
    let band = chart.independentAxisDescriptor.title
    return "Within each \(band), marks are placed side by side in the order "
      + order.map { ValueFormatter.text(of: $0) }.joined(separator: ", ") + "."
  }

  /// "1 series", "3 values".
  static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
    "\(ValueFormatter.number(Double(number))) \(number == 1 ? singular : plural)"
  }
}
