import ChartImport
import ChartModel

/// Sentences about all of a chart's series at once, for a chart with more series than
/// ``DescriptionOptions/maximumDetailedSeries``: a reader cannot follow thousands of series
/// one by one, so the description details the first ones and sums up every one of them.
///
/// - L2: the spread of the series' last values: lowest and highest (with their series), the
///   median and the middle half (quartiles by ``Quantiles``, numpy's default definition).
/// - L3: how many series rise, fall or have no significant trend, by each series' whole-series
///   test (``TrendAnalysis/overall``, the test its own description reports), and how many are
///   too short to test; the three highest peaks, with their series and positions.
enum ManySeriesSentences {
  /// How many of the highest peaks are named.
  static let namedPeakCount = 3

  /// The sentences, empty when every series is detailed.
  ///
  /// - Parameters:
  ///   - analysis: The chart and its statistics.
  ///   - options: The level and the number of detailed series.
  /// - Returns: Level 2 and 3 sentences, by `options.level`.
  /// - Complexity: O(*s* log *s*) in the number of series.
  static func sentences(for analysis: ChartAnalysis, options: DescriptionOptions)
    -> [DescriptionSentence]
  {
    // Series on two y axes have no spread or ranking across them (docs/chart-kinds.md).
    guard isSummarized(analysis, options: options), options.level >= .statistics,
      !analysis.chart.hasTwoValueAxes
    else {
      return []
    }
    let valueAxis = analysis.chart.dependentAxisDescriptor
    let keyAxis = analysis.chart.independentAxisDescriptor
    let all = "all \(ValueFormatter.number(Double(analysis.series.count))) series"
    var sentences: [DescriptionSentence] = []
    let lasts = analysis.series.compactMap { entry in
      entry.summary.map { (name: entry.series.name, value: $0.last.value) }
    }
    let quantiles = Quantiles(lasts.map(\.value))
    if let lowest = lasts.min(by: { $0.value < $1.value }),
      let highest = lasts.max(by: { $0.value < $1.value }),
      let median = quantiles.value(at: 0.5), let lower = quantiles.value(at: 0.25),
      let upper = quantiles.value(at: 0.75)
    {
      func number(_ value: Double) -> String { AxisPhrasing.number(value, on: valueAxis) }
      // Both ends of each range to the same decimals (AxisPhrasing.range).
      let range = AxisPhrasing.range(lowest.value, highest.value, on: valueAxis)
      let half = AxisPhrasing.range(lower, upper, on: valueAxis)
      let text =
        lowest.value == highest.value
        ? "Across \(all), every last value is \(number(lowest.value))."
        : "Across \(all), the last values range from \(range.low) "
          + "(\(lowest.name)) to \(range.high) (\(highest.name)), with a median "
          + "of \(number(median)); the middle half lies between \(half.low) and "
          + "\(half.high)."
      sentences.append(DescriptionSentence(level: .statistics, text: text))
    }
    guard options.level >= .trends else { return sentences }
    var counts: [TrendDirection: Int] = [:]
    var untested = 0
    for entry in analysis.series {
      // A series too short to test rises or falls when every step does (``ShortSequence``).
      if let sequence = entry.sequence {
        switch sequence.monotoneDirection {
        case .rises?: counts[.increasing, default: 0] += 1
        case .falls?: counts[.decreasing, default: 0] += 1
        case .stays?, nil: untested += 1
        }
      } else if let trend = entry.trend {
        counts[trend.overall.result.direction, default: 0] += 1
      } else {
        untested += 1
      }
    }
    func count(_ value: Int) -> String { ValueFormatter.number(Double(value)) }
    var parts = [
      "\(count(counts[.increasing] ?? 0)) rise", "\(count(counts[.decreasing] ?? 0)) fall",
      "\(count(counts[.none] ?? 0)) have no \(options.statesTests ? "significant" : "clear") trend",
    ]
    if untested > 0 { parts.append("\(count(untested)) are too short to test") }
    sentences.append(
      DescriptionSentence(
        level: .trends, text: "Of \(all), \(ListPhrasing.joined(parts))."))
    let peaks = stableSorted(
      analysis.series.compactMap { entry in entry.summary.map { (entry.series.name, $0) } }
    ) { -$0.1.maximum.value }.prefix(namedPeakCount)
    if !peaks.isEmpty {
      let named = peaks.map { name, summary in
        "\(name), \(AxisPhrasing.number(summary.maximum.value, on: valueAxis)) "
          + AxisPhrasing.at(summary.maximum.x, on: keyAxis)
      }
      sentences.append(
        DescriptionSentence(
          level: .trends,
          text: (peaks.count == 1 ? "The highest peak: " : "The highest peaks: ")
            + named.joined(separator: "; ") + "."))
    }
    return sentences
  }

  /// Whether the chart has more series than are detailed, so they are summed up here.
  static func isSummarized(_ analysis: ChartAnalysis, options: DescriptionOptions) -> Bool {
    analysis.series.count > options.maximumDetailedSeries
  }
}
