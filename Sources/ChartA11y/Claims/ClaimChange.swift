import ChartModel

/// Checks a claim about how one series changes over a span: its direction, its every step,
/// its trend, its values at the ends, or the ratio of its last value to its first.
struct ClaimChange {
  let chart: ClaimChart
  let series: SeriesAnalysis

  /// The observations with a finite value, in axis order.
  private var points: [SummaryStatistics.Point] {
    series.series.observations.filter { $0.hasValue && $0.value.isFinite }.map {
      SummaryStatistics.Point(x: $0.x, value: $0.value)
    }
  }

  /// The span's first and last point indices (into ``points``), the start and end of each
  /// as a set of indices (a year of monthly values is every month), or `nil` when a position
  /// is not in the series or the span is empty.
  private func bounds(_ span: ClaimSpan) -> (start: [Int], end: [Int])? {
    let points = self.points
    guard points.count >= 2 else { return nil }
    func at(_ position: ClaimPosition) -> [Int]? {
      let found = points.indices.filter { chart.matches(position, points[$0].x) }
      return found.isEmpty ? nil : found
    }
    let result: (start: [Int], end: [Int])
    switch span {
    case .whole: result = ([0], [points.count - 1])
    case .between(let from, let to):
      guard let start = at(from), let end = at(to) else { return nil }
      result = (start, end)
    case .since(let from):
      guard let start = at(from) else { return nil }
      result = (start, [points.count - 1])
    case .until(let to):
      guard let end = at(to) else { return nil }
      result = ([0], end)
    case .into(let position):
      guard let found = at(position) else { return nil }
      if found.count > 1 {
        result = ([found[0]], [found[found.count - 1]])
      } else {
        guard found[0] > 0 else { return nil }
        result = ([found[0] - 1], found)
      }
    }
    guard let first = result.start.first, let last = result.end.last, first < last else {
      return nil
    }
    return result
  }

  /// Checks a direction claim.
  func check(
    _ direction: ClaimDirection, span: ClaimSpan, pace: ClaimPace, values: ClaimedValues?
  ) -> ClaimVerdict {
    guard let (start, end) = bounds(span) else { return .unchecked }
    let points = self.points
    let name = series.series.name
    let first = points[start[0]]
    let last = points[end[end.count - 1]]
    if let values {
      // The values written at the ends name single positions.
      let fromAgrees = values.from.map { number in
        start.count == 1 ? ClaimChecker.admits(number, first.value, chart: chart) : true
      }
      let toAgrees = values.to.map { number in
        end.count == 1 ? ClaimChecker.admits(number, last.value, chart: chart) : true
      }
      if fromAgrees == false || toAgrees == false {
        return .contradicted(.change(series: name, from: first, to: last))
      }
    }
    switch pace {
    case .everyStep(let unit):
      guard Self.unit(unit, agreesWith: chart.keyAxis) else { return .unchecked }
      return firstStep(against: direction, from: start[0], to: end[end.count - 1])
    case .steadily:
      let count = end[end.count - 1] - start[0] + 1
      if count < MannKendall.minimumSampleSize(alpha: chart.analysis.alpha) {
        return firstStep(against: direction, from: start[0], to: end[end.count - 1])
      }
      // A long series' steadiness is its trend, tested on the whole series only.
      guard span == .whole, let trend = series.trend else { return .unchecked }
      let expected: TrendDirection = direction == .rises ? .increasing : .decreasing
      let found = trend.mannKendall.direction
      return found == expected ? .holds : .contradicted(.trend(series: name, found))
    case .overall:
      // Every value at the end against every value at the start: a year of months rises
      // only if it cannot be read as anything else.
      let startValues = start.map { points[$0].value }
      let endValues = end.map { points[$0].value }
      let goes: Bool
      switch direction {
      case .rises: goes = (endValues.max() ?? 0) + chart.slack > (startValues.min() ?? 0)
      case .falls: goes = (endValues.min() ?? 0) - chart.slack < (startValues.max() ?? 0)
      }
      if goes { return .holds }
      // Over the whole of a long series, a significant trend the claim's way also counts.
      if span == .whole, let trend = series.trend,
        trend.mannKendall.direction == (direction == .rises ? .increasing : .decreasing)
      {
        return .holds
      }
      return .contradicted(.change(series: name, from: first, to: last))
    }
  }

  /// Checks a ratio claim: the span's last value over its first.
  func check(_ ratio: ClaimedRatio, span: ClaimSpan) -> ClaimVerdict {
    guard let (start, end) = bounds(span), start.count == 1, end.count == 1 else {
      return .unchecked
    }
    let first = points[start[0]]
    let last = points[end[0]]
    guard first.value > 0, last.value >= 0 else { return .unchecked }
    let slack = chart.slack / first.value
    let factor = last.value / first.value
    let relative = factor / ratio.factor
    let holds: Bool
    switch ratio.qualifier {
    // "doubled" for 1.85 to 2.15 times; "roughly doubled" for 1.6 to 2.4: the words people use
    // for a rounded ratio.
    case .exact: holds = Swift.abs(relative - 1) <= 0.075 + slack
    case .approximately: holds = Swift.abs(relative - 1) <= 0.2 + slack
    case .moreThan: holds = relative >= 1 - slack
    case .lessThan: holds = relative <= 1 + slack
    }
    return holds
      ? .holds
      : .contradicted(
        .ratio(series: series.series.name, from: first, to: last, factor: factor))
  }

  /// The first step between two points against a direction (a step to the same value
  /// included), or ``ClaimVerdict/holds`` when every step goes that way.
  private func firstStep(against direction: ClaimDirection, from start: Int, to end: Int)
    -> ClaimVerdict
  {
    let points = self.points
    for index in (start + 1)...end {
      let step = points[index].value - points[index - 1].value
      let agrees = direction == .rises ? step > -chart.slack : step < chart.slack
      let moves = Swift.abs(step) > chart.slack || chart.slack > 0
      if !agrees || !moves {
        return .contradicted(
          .step(series: series.series.name, from: points[index - 1], to: points[index]))
      }
    }
    return .holds
  }

  /// Whether a unit a claim names ("every quarter") is the step of the key axis: its
  /// calendar unit, or any unit for categories (which may be quarters written as text).
  private static func unit(_ unit: ClaimUnit?, agreesWith axis: AxisDescriptor) -> Bool {
    guard let unit else { return true }
    switch axis.kind {
    case .categorical: return true
    case .numeric: return unit == .year && axis.holdsYears
    case .temporal:
      guard let calendar = axis.writtenDateUnit else { return false }
      switch calendar {
      case .year: return unit == .year
      case .quarter: return unit == .quarter
      case .month: return unit == .month
      case .week: return unit == .week
      case .day: return unit == .day
      case .hour, .minute, .second: return false
      }
    }
  }
}
