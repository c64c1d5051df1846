import ChartModel

/// The two texts written into an SVG: a short alt text for `<title>` and a long description
/// for `<desc>`.
public struct AltTextContent: Hashable, Sendable {
  /// The most characters the short alt text has.
  public static let maximumShortLength = 150

  /// The short alt text: chart type, subject and main finding, at most 150 characters.
  public var short: String
  /// The long description: levels 1–3 of the ``ChartDescription``, as plain text.
  public var long: String
  /// The digest of the described data (see ``ChartDigest``).
  public var digest: String

  /// Writes both texts for an analysed chart.
  ///
  ///     let content = AltTextContent(ChartAnalysis(try AccessibleChart(document)))
  ///     // "Area chart: Sales Report. Sales Volume ranges from 930 for Denver to 4,020 for …"
  ///
  /// The short text tries, in order, the title with the main finding, then a shorter finding,
  /// then the title alone, shortening the title with "…" only when it alone is too long. Data
  /// labels are left unescaped: the SVG writer escapes them.
  ///
  /// - Parameter analysis: The chart and its statistics.
  /// - Complexity: O(*s* + *v*) for *s* series and *v* listed values.
  public init(_ analysis: ChartAnalysis) {
    let chart = analysis.chart
    let type = EnglishPhrasebook().opening(.chartType(ChartType(analysis)))
    let subject = Self.subject(analysis)
    let findings = Self.findings(analysis)
    // A chart read in part says so in every candidate: the short text never reads as whole.
    let unread = chart.unreadViews.count
    let partial =
      unread == 0
      ? ""
      : " \(ValueFormatter.number(Double(unread))) of its "
        + "\(ValueFormatter.number(Double(max(chart.viewCount, unread + 1)))) views "
        + "\(unread == 1 ? "is" : "are") not described."
    // A finding is used as worded: it may start with a data name ("iPhone rises …"),
    // whose case is the data's, never changed.
    var candidates = findings.map { "\(type): \(subject). \($0)\(partial)" }
    candidates.append("\(type): \(subject).\(partial)")
    let limit = Self.maximumShortLength
    if let fitting = candidates.first(where: { $0.count <= limit }) {
      short = fitting
    } else {
      let room = max(limit - type.count - 4 - partial.count, 1)
      short = "\(type): \(subject.prefix(room))….\(partial)"
    }
    long = PlainTextRenderer.render(ChartDescription(analysis), for: .reading).trimmingSpaces()
    digest = ChartDigest.digest(of: chart)
  }

  /// What the chart is of: its title, else its value by its categories.
  ///
  /// A pie or donut has no axes: its slices' value by what names them ("sales by region"), never the "y by x" of
  /// the axes it does not draw; a pie of unnamed slices is of its value alone.
  private static func subject(_ analysis: ChartAnalysis) -> String {
    let chart = analysis.chart
    if let title = chart.title, !title.isEmpty { return title }
    if case .pie(let pie)? = analysis.kind {
      return pie.categoryLabel.map { "\(pie.valueLabel) by \($0)" } ?? pie.valueLabel
    }
    // Both y axes' titles on a chart with two.
    let values =
      [chart.dependentAxisDescriptor.title] + (chart.trailingYAxis.map { [$0.title] } ?? [])
    return "\(values.joined(separator: " and ")) by \(chart.independentAxisDescriptor.title)"
  }

  /// The main findings, longest first: each is a shorter wording of the first.
  private static func findings(_ analysis: ChartAnalysis) -> [String] {
    let chart = analysis.chart
    // A recognised kind says what it exists to show, worded from the same parts as the long
    // description's sentences, so that the short text never says what the long one does not.
    if let kind = KindSentences(
      analysis, options: DescriptionOptions(), phrasebook: EnglishPhrasebook()),
      !kind.briefFindings.isEmpty
    {
      return kind.briefFindings
    }
    let keyAxis = chart.independentAxisDescriptor
    let valueAxis = chart.dependentAxisDescriptor
    let withValues = analysis.series.filter { $0.summary != nil }
    guard let first = withValues.first, let firstSummary = first.summary else { return [] }
    func value(_ number: Double) -> String { AxisPhrasing.number(number, on: valueAxis) }
    func position(_ x: DataValue) -> String { AxisPhrasing.at(x, on: keyAxis) }
    // A one-turn shape's phases span the series: the turn's value is named at every position
    // the series reaches it ("at 5 and 6"), as the trend sentence names it.
    func turn(_ x: DataValue, _ reached: Double) -> String {
      let tied = SummaryStatistics.positions(of: reached, in: first.series.observations)
      return tied.count > 1 && tied.contains(x)
        ? AxisPhrasing.at(all: tied, on: keyAxis) : position(x)
    }
    if withValues.count > 1 {
      var highest = (first, firstSummary.maximum)
      for entry in withValues {
        if let maximum = entry.summary?.maximum, maximum.value > highest.1.value {
          highest = (entry, maximum)
        }
      }
      let grouping = highest.0.series.groupingLabel.map { " by \($0)" } ?? ""
      let name = highest.0.series.name
      return [
        "\(withValues.count) series\(grouping); the highest is \(name), "
          + "\(value(highest.1.value)) \(position(highest.1.x)).",
        "\(withValues.count) series; highest: \(name).",
      ]
    }
    let label = first.series.valueLabel
    // As the series' section says it, every tied extreme named.
    let range =
      SeriesSentences.range(
        label, firstSummary, observations: first.series.observations, keyAxis: keyAxis,
        valueAxis: valueAxis) + "."
    let start = "\(value(firstSummary.first.value)) \(position(firstSummary.first.x))"
    let end = "\(value(firstSummary.last.value)) \(position(firstSummary.last.x))"
    // Too short for a trend test: read as drawn, never as trendless (``ShortSequence``).
    switch first.sequence?.monotoneDirection {
    case .rises?: return ["\(label) rises from \(start) to \(end).", "\(label) rises.", range]
    case .falls?: return ["\(label) falls from \(start) to \(end).", "\(label) falls.", range]
    case .stays?, nil: break
    }
    guard let trend = first.trend, first.sequence == nil else {
      if firstSummary.minimum.value == firstSummary.maximum.value { return [range] }
      func extreme(_ point: SummaryStatistics.Point) -> String {
        let tied = SummaryStatistics.positions(of: point.value, in: first.series.observations)
        return "\(AxisPhrasing.values(all: tied.isEmpty ? [point.x] : tied, on: keyAxis)) "
          + value(point.value)
      }
      return [
        range,
        "Highest \(extreme(firstSummary.maximum)); lowest \(extreme(firstSummary.minimum)).",
      ]
    }
    switch trend.shape {
    case .rising:
      return ["\(label) rises from \(start) to \(end).", "\(label) rises.", range]
    case .falling:
      return ["\(label) falls from \(start) to \(end).", "\(label) falls.", range]
    case .peak(let x, let peak):
      let at = turn(x, peak)
      return [
        "\(label) rises to a peak of \(value(peak)) \(at), then falls.", "\(label) peaks \(at).",
      ]
    case .trough(let x, let low):
      let at = turn(x, low)
      return [
        "\(label) falls to a low of \(value(low)) \(at), then rises.",
        "\(label) is lowest \(at).",
      ]
    case .phases:
      let turns = trend.turningPoints.map { turn in
        "\(turn.kind == .peak ? "a peak" : "a low") of \(value(turn.value)) \(position(turn.x))"
      }
      let first = trend.phases.first?.direction == .decreasing ? "falls" : "rises"
      return [
        "\(label) \(first), with " + turns.joined(separator: " and ") + ".",
        "\(label) turns \(turns.count) times.",
        range,
      ]
    case .noTrend:
      return [range, "\(label) shows no clear trend."]
    }
  }
}

extension String {
  /// The text without leading and trailing spaces and newlines.
  fileprivate func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" }
    guard let start = scalars.firstIndex(where: { !isSpace($0) }),
      let end = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[start...end])
  }
}
