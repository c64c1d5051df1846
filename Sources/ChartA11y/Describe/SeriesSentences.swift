import ChartImport
import ChartModel

/// The sentences about one series: its extent and gaps, statistics, values, and trend.
///
/// A series of a kind not read over x (``KindAnalysis/readsSeriesOverX``) gets no "starts
/// at … ends at" and no trend sentence.
struct SeriesSentences {
  let sentences: [DescriptionSentence]

  init(
    _ entry: SeriesAnalysis, chart: AccessibleChart, kind: KindAnalysis?,
    options: DescriptionOptions, alpha: Double, explainsTestSize: Bool = true,
    phrasebook book: any Phrasebook = EnglishPhrasebook()
  ) {
    // A recognised kind without an order over x gets no "starts at", "ends at" or trend.
    let readsOverX = kind?.readsSeriesOverX ?? true
    // A histogram's own section reads its bins as ranges, and what it leaves out.
    let listsValues = kind?.listsSeriesValues ?? true
    let series = entry.series
    let keyAxis = chart.independentAxisDescriptor
    // On a chart with two y axes, the series' own axis.
    let valueAxis = chart.valueAxis(of: entry.series)
    let name = series.name
    var sentences: [DescriptionSentence] = []
    func say(_ level: DescriptionLevel, _ text: String, evidence: [TrendEvidence] = []) {
      guard level <= options.level else { return }
      sentences.append(
        DescriptionSentence(level: level, text: text, series: name, evidence: evidence))
    }
    if let line = kind?.fittedLine(drawnBy: series, in: chart) {
      // A regression layer's line: its slope is the kind's; its ends are not data.
      say(
        .statistics,
        book.sentence(.fittedLineSeries(line, series: name, x: keyAxis)))
      self.sentences = sentences
      return
    }
    let observations = series.observations
    let periodNoun = keyAxis.calendarUnit.map(Noun.period) ?? .value
    let drawn = book.phrase(.marks(series.markKinds))

    // L2: extent and gaps.
    if let first = observations.first, let last = observations.last {
      let span =
        keyAxis.kind == .categorical || !(kind?.statesAxes ?? true) || !listsValues
        ? ""
        : " from \(AxisPhrasing.value(first.x, on: keyAxis)) to \(AxisPhrasing.value(last.x, on: keyAxis))"
      var counted = book.phrase(.count(observations.count, periodNoun))
      var repeatedNote = ""
      if let periods = entry.periods, let unit = keyAxis.calendarUnit {
        // Two values in one period (a month given twice) are not two periods.
        counted = book.phrase(.valuesInPeriods(periods, unit))
        let shown = periods.repeated.prefix(3).map {
          "\($0.count) in \(AxisPhrasing.value($0.x, on: keyAxis))"
        }
        let more = periods.repeated.count > 3 ? ["\(periods.repeated.count - 3) more"] : []
        repeatedNote = " (" + ListPhrasing.joined(shown + more) + ")"
      }
      // A name that already says its marks ("Miles_per_Gallon (point)") does not repeat them.
      let marks = series.isNamedByMarks ? "" : " (\(drawn)\(series.isPlot ? " groups" : ""))"
      // A simplified line's observations are the vertices its file keeps, not its data.
      var text =
        entry.isSimplifiedLine
        ? "\(name)\(marks) is drawn through \(book.phrase(.count(observations.count, .point))) "
          + "the file keeps\(span.isEmpty ? "" : ",")\(span)"
        : "\(name)\(marks) has \(counted)\(span)\(repeatedNote)"
      if entry.isWeekdaysOnly { text += ", weekdays only" }
      if entry.isSimplifiedLine && entry.missingRuns.isEmpty {
        text += "."
      } else if entry.missingRuns.isEmpty {
        text +=
          keyAxis.calendarUnit != nil
          ? "; no \(book.phrase(.plural(periodNoun))) are missing." : "."
      } else {
        let noun = AxisPhrasing.positionNoun(on: keyAxis)
        text +=
          "; \(book.phrase(.count(entry.missingCount, noun))) missing, with no data: "
          + AxisPhrasing.runs(entry.missingRuns, on: keyAxis, sized: noun, phrasebook: book) + "."
      }
      say(.statistics, text)
      if entry.isSimplifiedLine {
        let leftOut: String
        switch entry.lineSimplifier ?? .matplotlib {
        case .matplotlib:
          leftOut =
            "matplotlib leaves out a line's points that lie within 1/9 pt of the segment "
            + "drawn through them"
        case .unnamed:
          leftOut =
            "drawing tools (plotly among them) leave out a line's points that lie on the "
            + "segment drawn through them"
        }
        say(
          .statistics,
          "Between those points the line is drawn straight: \(leftOut), so any point "
            + "between lies on the drawn line, but the file does not say how many "
            + "\(book.phrase(.plural(periodNoun))) lie between; no mean or trend test is "
            + "read from the kept points.")
      }
    } else {
      say(.statistics, "\(name) has no values to read.")
    }
    if series.missingValueCount > 0, listsValues {
      say(.statistics, book.sentence(.rowsWithoutValue(series.missingValueCount)))
    }

    // L2: statistics of the main value.
    if let summary = entry.summary, listsValues {
      let value = { (point: SummaryStatistics.Point) in
        Self.value(point, keyAxis: keyAxis, valueAxis: valueAxis)
      }
      let label = series.valueLabel
      if summary.count == 1 {
        say(.statistics, "\(label) is \(value(summary.minimum)).")
      } else if summary.minimum.value == summary.maximum.value {
        // One value is not a range ("from 12 for North to 12 for North").
        say(
          .statistics,
          Self.range(
            label, summary, observations: series.observations, keyAxis: keyAxis,
            valueAxis: valueAxis) + ".")
      } else {
        // A `Plot` group's main value is one of its summaries (a box's median): their mean,
        // a mean of medians, is no fact of the data.
        // Nor is the mean of the vertices a simplified line keeps (they gather where it bends).
        let mean =
          series.isPlot || entry.isSimplifiedLine
          ? "" : "; the mean is \(AxisPhrasing.number(summary.mean, on: valueAxis))"
        say(
          .statistics,
          Self.range(
            label, summary, observations: series.observations, keyAxis: keyAxis,
            valueAxis: valueAxis) + "\(mean).")
        if keyAxis.kind != .categorical, readsOverX {
          say(
            .statistics, "It starts at \(value(summary.first)) and ends at \(value(summary.last)).")
        }
      }
    }

    // L2: the spread within each category, for a series of points with several values in one
    // (a strip plot; a box plot's outliers are its own kind's).
    if case .stripPlot? = kind,
      let spread = CategorySpreadSentence(observations, keyAxis: keyAxis, valueAxis: valueAxis)
        .text
    {
      say(.statistics, spread)
    }

    // L2: the drawn totals of bars that stack at one position (a series with several rows
    // there, each a segment of the bar).
    if kind == nil, series.isStacked, series.markKinds == [.bar],
      let totals = StackedRowsSentence(observations, keyAxis: keyAxis, valueAxis: valueAxis).text
    {
      say(.statistics, totals)
    }

    // L2: each value, for short series or grouped observations.
    if observations.count <= options.maximumListedValues, listsValues {
      // A listed value is read as one value is: a format that rounds ("4%") keeps its style
      // at six significant digits ("3.6%"), so values the chart draws apart read apart.
      let exact = valueAxis.format != nil
      let listed = observations.enumerated().map { index, observation -> String in
        var text = AxisPhrasing.value(observation.x, on: keyAxis)
        let unnormalized = series.unnormalizedValues.flatMap {
          $0.indices.contains(index) ? $0[index] : nil
        }
        if let description = observation.valueDescription, !description.isEmpty {
          text += " \(description)"
        } else if let unnormalized, unnormalized.isFinite, !observation.hasValue {
          // A normalized stack whose values are all 0 is not drawn; its values are not
          // missing.
          text += " \(ValueFormatter.number(unnormalized)) (not drawn: its stack's total is 0)"
        } else if let unnormalized, unnormalized < 0 {
          // Vega draws a negative value by its size, above the baseline like the others.
          text +=
            " \(AxisPhrasing.number(observation.value, on: valueAxis, precise: exact)) (of "
            + "\(ValueFormatter.number(unnormalized)), a negative value, drawn by its size)"
        } else if observation.components.isEmpty {
          text += " \(AxisPhrasing.number(observation.value, on: valueAxis, precise: exact))"
        } else if observation.components.count == 2,
          observation.components[0].label == observation.components[1].label
        {
          // A range whose ends have one label reads as a range: "a 0.37 to 1.71".
          let values = observation.components.map(\.value)
          let ends =
            exact
            ? values.map { AxisPhrasing.number($0, on: valueAxis, precise: true) }
            : { [$0.low, $0.high] }(AxisPhrasing.range(values[0], values[1], on: valueAxis))
          text += " \(ends[0]) to \(ends[1])"
        } else {
          text +=
            " ("
            + observation.components.map {
              let value = AxisPhrasing.number($0.value, on: valueAxis, precise: exact)
              return "\($0.label.isEmpty ? "value" : $0.label) \(value)"
            }.joined(separator: ", ") + ")"
        }
        if let label = observation.label { text += " [\(label)]" }
        return text
      }
      if !listed.isEmpty { say(.statistics, "Values: " + listed.joined(separator: "; ") + ".") }
    }

    // L3: trend, or the sequence drawn when the series is too short to test.
    if readsOverX, let sequence = entry.sequence {
      say(
        .trends,
        SequenceSentence(
          sequence, keyAxis: keyAxis, valueAxis: valueAxis, alpha: alpha,
          explainsTestSize: explainsTestSize, statesTests: options.statesTests
        ).text)
    } else if readsOverX, let trend = entry.trend {
      let sentence = TrendSentence(
        trend, keyAxis: keyAxis, valueAxis: valueAxis, alpha: alpha,
        observations: series.observations, growth: entry.growth, statesTests: options.statesTests)
      say(.trends, sentence.text, evidence: sentence.evidence)
      if trend.skippedCount > 0 {
        say(.trends, book.sentence(.valuesLeftOutOfTrend(trend.skippedCount)))
      }
    }
    self.sentences = sentences
  }

  /// A value at its position, as a series' section writes it: "4,020 for Boston".
  static func value(
    _ point: SummaryStatistics.Point, keyAxis: AxisDescriptor, valueAxis: AxisDescriptor
  ) -> String {
    "\(AxisPhrasing.number(point.value, on: valueAxis)) \(AxisPhrasing.at(point.x, on: keyAxis))"
  }

  /// A series' range, as its section states it, without a final period.
  ///
  /// "Sales ranges from 930 for Denver to 4,020 for Boston", or "Every value of Sales is 12"
  /// for one value (one value is not a range). Every position tied for an extreme is named
  /// ("to 7 for A, B and D"), past ``AxisPhrasing/maximumNamedPositions`` counted ("for A, B,
  /// C and 2 more").
  ///
  /// - Parameters:
  ///   - label: The value's label ("Sales").
  ///   - summary: The series' summary.
  ///   - observations: The series' observations, in axis order, for the ties.
  ///   - keyAxis: The axis of the positions.
  ///   - valueAxis: The axis of the values.
  /// - Returns: The sentence, without its final period.
  /// - Complexity: O(*n*) in the observations.
  static func range(
    _ label: String, _ summary: SummaryStatistics, observations: [Observation],
    keyAxis: AxisDescriptor, valueAxis: AxisDescriptor
  ) -> String {
    guard summary.minimum.value != summary.maximum.value else {
      return
        "Every value of \(label) is \(AxisPhrasing.number(summary.minimum.value, on: valueAxis))"
    }
    // Both ends to the same decimals (AxisPhrasing.range).
    let ends = AxisPhrasing.range(
      summary.minimum.value, summary.maximum.value, on: valueAxis)
    func extreme(_ point: SummaryStatistics.Point, _ written: String) -> String {
      let tied = SummaryStatistics.positions(of: point.value, in: observations)
      return "\(written) " + AxisPhrasing.at(all: tied.isEmpty ? [point.x] : tied, on: keyAxis)
    }
    return "\(label) ranges from \(extreme(summary.minimum, ends.low)) to "
      + extreme(summary.maximum, ends.high)
  }
}
