import ChartModel

/// Checks claims against a chart's analysis: the same readings every output says.
///
/// Extremes come from ``SummaryStatistics`` (ties all count), a pie's shares and slices from
/// ``PieReading``, steps from the series' observations (``ShortSequence``'s steps for a short
/// series), trends from ``TrendAnalysis``. A claim whose series or position the chart does not
/// have is ``ClaimVerdict/unchecked``, never false. Values read from a drawing are compared
/// with a further 1 % of their range.
///
///     let checker = ClaimChecker(analysis)
///     checker.verdict(on: claim)   // .contradicted(.step(series: "Sales", from: …, to: …))
public struct ClaimChecker: Sendable {
  /// The analysis checked against.
  public let analysis: ChartAnalysis

  /// Creates a checker for an analysed chart.
  public init(_ analysis: ChartAnalysis) {
    self.analysis = analysis
  }

  /// Checks one claim.
  ///
  /// - Complexity: O(*n*) in the series' observations (O(*n* log *n*) for a rank).
  public func verdict(on claim: ChartClaim) -> ClaimVerdict {
    let chart = ClaimChart(analysis)
    switch claim.kind {
    case .count(let count, let countable):
      return Self.count(count, of: countable, in: analysis)
    case .extreme(let extreme, let position, let value):
      if case .text(let name)? = position,
        chart.series(claim.series) == nil || claim.series == .implicit,
        let named = chart.seriesNamed(name), analysis.series.count > 1
      {
        return Self.extremeSeries(extreme, named: named, value: value, in: chart)
      }
      if case .pie(let pie)? = analysis.kind, !pie.slices.isEmpty {
        return Self.extreme(extreme, at: position, value: value, slices: pie, chart: chart)
      }
      let series =
        position == nil ? chart.series(claim.series) : chart.seriesAtPosition(claim.series)
      guard let series else { return .unchecked }
      return Self.extreme(extreme, at: position, value: value, of: series, chart: chart)
    case .value(let number, let position):
      let series =
        claim.series == .implicit ? chart.seriesAtPosition(.implicit) : chart.series(claim.series)
      guard let series else { return .unchecked }
      let found = chart.indices(of: position, in: series)
      guard found.count == 1 else { return .unchecked }
      let observation = series.series.observations[found[0]]
      if Self.admits(number, observation.value, chart: chart) { return .holds }
      return .contradicted(
        .value(series: series.series.name, value: observation.value, at: observation.x))
    case .rank(let rank, let extreme, let position):
      return ClaimShares(chart: chart, series: claim.series)?.rank(rank, extreme, at: position)
        ?? .unchecked
    case .share(let number, let position):
      return ClaimShares(chart: chart, series: claim.series)?.share(number, at: position)
        ?? .unchecked
    case .change(let direction, let span, let pace, let values):
      guard let series = chart.series(claim.series) else { return .unchecked }
      return ClaimChange(chart: chart, series: series).check(
        direction, span: span, pace: pace, values: values)
    case .ratio(let ratio, let span):
      guard let series = chart.series(claim.series) else { return .unchecked }
      return ClaimChange(chart: chart, series: series).check(ratio, span: span)
    }
  }

  /// Whether a chart value agrees with a written number; a percentage may be written for a
  /// fraction shown in percent (0.078 shown as 7.8 %).
  static func admits(_ number: ClaimedNumber, _ value: Double, chart: ClaimChart) -> Bool {
    number.admits(value, slack: chart.slack)
      || (number.isPercent && number.admits(value * 100, slack: chart.slack * 100))
  }

  private static func extreme(
    _ extreme: ClaimExtreme, at position: ClaimPosition?, value: ClaimedNumber?,
    of series: SeriesAnalysis, chart: ClaimChart
  ) -> ClaimVerdict {
    guard let summary = series.summary else { return .unchecked }
    let target = extreme == .maximum ? summary.maximum.value : summary.minimum.value
    // Ties, and values a drawing cannot tell from the extreme, are all at the extreme.
    let atExtreme = series.series.observations.filter {
      $0.value.isFinite && Swift.abs($0.value - target) <= chart.slack
    }
    let fact = ClaimVerdict.contradicted(
      .extreme(series: series.series.name, extreme, value: target, at: atExtreme.map(\.x)))
    if let position {
      let named = chart.indices(of: position, in: series)
      guard !named.isEmpty else { return .unchecked }
      let places = Set(atExtreme.map(\.x))
      if !named.contains(where: { places.contains(series.series.observations[$0].x) }) {
        return fact
      }
    }
    if let value, !admits(value, target, chart: chart) { return fact }
    return .holds
  }

  /// An extreme claimed of a pie's slice: the largest or smallest share.
  private static func extreme(
    _ extreme: ClaimExtreme, at position: ClaimPosition?, value: ClaimedNumber?,
    slices pie: PieReading, chart: ClaimChart
  ) -> ClaimVerdict {
    let values = pie.slices.map(\.value)
    guard let target = extreme == .maximum ? values.max() : values.min() else { return .unchecked }
    let atExtreme = pie.slices.filter { Swift.abs($0.value - target) <= chart.slack }
    let fact = ClaimVerdict.contradicted(
      .extreme(
        series: pie.valueLabel, extreme, value: target,
        at: atExtreme.map { .category($0.label) }))
    if let position {
      guard pie.slices.contains(where: { chart.matches(position, .category($0.label)) }) else {
        return .unchecked
      }
      if !atExtreme.contains(where: { chart.matches(position, .category($0.label)) }) {
        return fact
      }
    }
    if let value {
      let share = atExtreme.first?.share ?? 0
      let agrees =
        value.isPercent
        ? admits(value, share, chart: chart) || admits(value, target, chart: chart)
        : admits(value, target, chart: chart)
      if !agrees { return fact }
    }
    return .holds
  }

  /// "North had the highest rainfall" among several series: true when the series has the
  /// largest value of all, or the largest total or mean (each a fair reading of the words);
  /// a value, when written, is the series' own extreme.
  private static func extremeSeries(
    _ extreme: ClaimExtreme, named: SeriesAnalysis, value: ClaimedNumber?, in chart: ClaimChart
  ) -> ClaimVerdict {
    let summaries = chart.analysis.series.compactMap { entry in
      entry.summary.map { (name: entry.series.name, summary: $0) }
    }
    guard let own = named.summary else { return .unchecked }
    let isMaximum = extreme == .maximum
    let readings: [(SummaryStatistics) -> Double] = [
      { isMaximum ? $0.maximum.value : $0.minimum.value },
      { $0.mean * Double($0.count) },
      { $0.mean },
    ]
    func isBest(_ key: (SummaryStatistics) -> Double, _ summary: SummaryStatistics) -> Bool {
      let keys = summaries.map { key($0.summary) }
      guard let best = isMaximum ? keys.max() : keys.min() else { return false }
      return Swift.abs(key(summary) - best) <= chart.slack
    }
    let holds =
      readings.contains { isBest($0, own) }
      && (value.map { admits($0, readings[0](own), chart: chart) } ?? true)
    if holds { return .holds }
    guard let winner = summaries.first(where: { isBest(readings[0], $0.summary) }) else {
      return .unchecked
    }
    let point = isMaximum ? winner.summary.maximum : winner.summary.minimum
    return .contradicted(
      .extremeSeries(series: winner.name, extreme, value: point.value, at: point.x))
  }

  private static func count(_ count: Int, of countable: ClaimCountable, in analysis: ChartAnalysis)
    -> ClaimVerdict
  {
    let chart = analysis.chart
    let actual: [Int]
    switch countable {
    case .series:
      guard analysis.kind == nil || chart.series.count > 1 else { return .unchecked }
      actual = [chart.series.count]
    case .bars:
      guard chart.markKinds.contains(.bar) else { return .unchecked }
      actual = [
        chart.series.reduce(0) { $0 + $1.observations.count }, chart.xAxis.categories.count,
      ]
    case .slices:
      guard case .pie(let pie)? = analysis.kind else { return .unchecked }
      actual = [pie.valueCount, pie.slices.count]
    case .categories:
      let axis = chart.independentAxisDescriptor
      guard axis.kind == .categorical else { return .unchecked }
      actual = [axis.categories.count]
    }
    return actual.contains(count) ? .holds : .contradicted(.count(actual[0], of: countable))
  }
}
