import ChartModel

/// The sentences about one series: its extent and gaps, statistics, values, and trend.
struct SeriesSentences {
  let sentences: [DescriptionSentence]

  init(
    _ entry: SeriesAnalysis, chart: AccessibleChart, options: DescriptionOptions, alpha: Double
  ) {
    let series = entry.series
    let keyAxis = chart.independentAxisDescriptor
    let valueAxis = chart.dependentAxisDescriptor
    let name = series.name
    var sentences: [DescriptionSentence] = []
    func say(_ level: DescriptionLevel, _ text: String, evidence: [MannKendallResult] = []) {
      guard level <= options.level else { return }
      sentences.append(
        DescriptionSentence(level: level, text: text, series: name, evidence: evidence))
    }
    let observations = series.observations
    let periodNoun =
      keyAxis.calendarUnit.map { ($0.rawValue, $0.pluralNoun) } ?? ("value", "values")
    let drawn = series.markKinds.map(\.noun).joined(separator: " and ")

    // L2: extent and gaps.
    if let first = observations.first, let last = observations.last {
      let span =
        keyAxis.kind == .categorical
        ? ""
        : " from \(AxisPhrasing.value(first.x, on: keyAxis)) to \(AxisPhrasing.value(last.x, on: keyAxis))"
      let counted = ChartDescriber.count(observations.count, periodNoun.0, periodNoun.1)
      var text = "\(name) (\(drawn)\(series.isPlot ? " groups" : "")) has \(counted)\(span)"
      if entry.missingRuns.isEmpty {
        text += keyAxis.calendarUnit != nil ? "; no \(periodNoun.1) are missing." : "."
      } else {
        let runs = entry.missingRuns.prefix(6).map { run in
          run.count == 1
            ? AxisPhrasing.value(run.start, on: keyAxis)
            : "\(AxisPhrasing.value(run.start, on: keyAxis))–\(AxisPhrasing.value(run.end, on: keyAxis))"
        }
        let more =
          entry.missingRuns.count > 6 ? ", and \(entry.missingRuns.count - 6) more runs" : ""
        let noun = keyAxis.kind == .categorical ? ("category", "categories") : periodNoun
        text +=
          "; \(ChartDescriber.count(entry.missingCount, noun.0, noun.1)) missing, with no data: "
          + runs.joined(separator: ", ") + more + "."
      }
      say(.statistics, text)
    } else {
      say(.statistics, "\(name) has no values to read.")
    }
    if series.missingValueCount > 0 {
      say(
        .statistics,
        "\(ChartDescriber.count(series.missingValueCount, "row has", "rows have")) no value and "
          + "\(series.missingValueCount == 1 ? "is" : "are") left out.")
    }

    // L2: statistics of the main value.
    if let summary = entry.summary {
      let value = { (point: SummaryStatistics.Point) in
        "\(AxisPhrasing.number(point.value, on: valueAxis)) \(AxisPhrasing.at(point.x, on: keyAxis))"
      }
      let label = series.valueLabel
      if summary.count == 1 {
        say(.statistics, "\(label) is \(value(summary.minimum)).")
      } else {
        say(
          .statistics,
          "\(label) ranges from \(value(summary.minimum)) to \(value(summary.maximum)); "
            + "the mean is \(AxisPhrasing.number(summary.mean, on: valueAxis)).")
        if keyAxis.kind != .categorical {
          say(
            .statistics, "It starts at \(value(summary.first)) and ends at \(value(summary.last)).")
        }
      }
    }

    // L2: each value, for short series or grouped observations.
    if observations.count <= options.maximumListedValues {
      let listed = observations.map { observation -> String in
        var text = AxisPhrasing.value(observation.x, on: keyAxis)
        if let description = observation.valueDescription, !description.isEmpty {
          text += " \(description)"
        } else if observation.components.isEmpty {
          text += " \(AxisPhrasing.number(observation.value, on: valueAxis))"
        } else {
          text +=
            " ("
            + observation.components.map {
              "\($0.label.isEmpty ? "value" : $0.label) \(AxisPhrasing.number($0.value, on: valueAxis))"
            }.joined(separator: ", ") + ")"
        }
        if let label = observation.label { text += " [\(label)]" }
        return text
      }
      if !listed.isEmpty { say(.statistics, "Values: " + listed.joined(separator: "; ") + ".") }
    }

    // L3: trend.
    if let trend = entry.trend {
      say(
        .trends, Self.trendSentence(trend, keyAxis: keyAxis, valueAxis: valueAxis, alpha: alpha),
        evidence: [trend.mannKendall] + trend.segmentTests)
    }
    self.sentences = sentences
  }

  static func trendSentence(
    _ trend: TrendAnalysis, keyAxis: AxisDescriptor, valueAxis: AxisDescriptor, alpha: Double
  ) -> String {
    let test = trend.mannKendall
    let slope = trend.sensSlope.map { estimate -> String in
      let per = trend.slopeUnit.map { " per \($0)" } ?? ""
      let unit = valueAxis.unit.map { " \($0)" } ?? ""
      return "Sen's slope \(ValueFormatter.number(estimate.slope))\(unit)\(per)"
    }
    switch trend.shape {
    case .peak(let x, let value):
      return "It rises to a peak of \(AxisPhrasing.number(value, on: valueAxis)) "
        + "\(AxisPhrasing.at(x, on: keyAxis)), then falls (Mann–Kendall, rise "
        + "\(pValue(trend.segmentTests.first?.p)), fall \(pValue(trend.segmentTests.last?.p)))."
    case .trough(let x, let value):
      return "It falls to a low of \(AxisPhrasing.number(value, on: valueAxis)) "
        + "\(AxisPhrasing.at(x, on: keyAxis)), then rises (Mann–Kendall, fall "
        + "\(pValue(trend.segmentTests.first?.p)), rise \(pValue(trend.segmentTests.last?.p)))."
    case .rising, .falling:
      let verb = trend.shape == .rising ? "rises" : "falls"
      let evidence = [
        "Mann–Kendall τ = \(ValueFormatter.number(test.tau)), \(pValue(test.p))", slope,
      ]
      .compactMap { $0 }.joined(separator: "; ")
      return "Overall it \(verb) significantly (\(evidence))."
    case .noTrend:
      return "It shows no significant trend (Mann–Kendall \(pValue(test.p)), α = "
        + "\(ValueFormatter.number(alpha)))."
    }
  }

  /// "p < 0.001" or "p = 0.023".
  static func pValue(_ p: Double?) -> String {
    guard let p else { return "p unknown" }
    return p < 0.001 ? "p < 0.001" : "p = \(ValueFormatter.number((p * 1000).rounded() / 1000))"
  }
}
