import ChartModel

/// The accessible view of a chart with every statistic the outputs read, computed once.
///
/// Renderers read this and never recompute statistics.
public struct ChartAnalysis: Hashable, Sendable {
  /// The accessible view.
  public var chart: AccessibleChart
  /// One analysis per series, in series order.
  public var series: [SeriesAnalysis]
  /// The significance level of the trend tests.
  public var alpha: Double
  /// For stacked bars or areas with several series: the smallest and largest total per position.
  ///
  /// Stacking is visual, so this is a derived fact; observations keep their values.
  public var stackedTotals: StackedTotals?
  /// The facts of the chart's recognised kind, or `nil` when it is read as series over x.
  public var kind: KindAnalysis?

  /// Analyses every series of a chart.
  ///
  /// - Parameters:
  ///   - chart: The accessible view.
  ///   - alpha: Significance level of the trend tests. The default is `0.05`.
  /// - Complexity: O(*n* log *n*) in the number of observations.
  public init(_ chart: AccessibleChart, alpha: Double = 0.05) {
    // A candlestick chart's candles are read as one wick and one body series, named as the
    // kind reads them, however many series (up and down colours) drew them.
    let candles = CandlestickSeries.merged(chart)
    let chart = candles ?? chart
    self.chart = chart
    self.alpha = alpha
    let axis = chart.independentAxisDescriptor
    // Below this many values a series is read as a sequence, not tested (``ShortSequence``).
    let minimumTestSize = MannKendall.minimumSampleSize(alpha: alpha)
    series = chart.series.map { series in
      let summary = SummaryStatistics(series.observations)
      var missing: [MissingRun] = []
      var weekdaysOnly = false
      switch axis.kind {
      case .temporal:
        if let unit = axis.calendarUnit {
          weekdaysOnly = WeekdayCalendar.isWeekdaysOnly(series.observations, unit: unit)
          // Candles are trading days: a weekend without one is never a missing day, however
          // short the span (no gap is sounded there either).
          let tradingDays =
            candles != nil && WeekdayCalendar.skipsWeekends(series.observations, unit: unit)
          missing = MissingRun.periods(
            in: series.observations, unit: unit, weekdaysOnly: weekdaysOnly || tradingDays)
        } else {
          missing = MissingRun.steps(in: series.observations)
        }
      case .categorical:
        if chart.series.count > 1 {
          missing = MissingRun.categories(in: series.observations, of: axis.categories)
        }
      case .numeric:
        missing = MissingRun.steps(in: series.observations)
      }
      // A line whose drawing may have left out vertices: only its breaks are missing data.
      let simplifiedLine = chart.drawingReading?.simplifiedLine(of: Self.seriesValue(of: series))
      let simplified = simplifiedLine.flatMap { line in
        // Gaps are found by a calendar unit, or by a regular step of the positions.
        let hasCadence =
          axis.calendarUnit != nil
          || RegularStep.step(ofSorted: series.observations.compactMap(\.x.numericValue)) != nil
        return MissingRun.atBreaks(
          missing, of: line, in: series.observations, hasCadence: hasCadence)
      }
      if let simplified { missing = simplified }
      // Numbers on an axis of years are years: Sen's slope is per year, not per x unit.
      let slopeUnit = axis.calendarUnit ?? (axis.holdsYears ? .year : nil)
      // The vertices a simplified line keeps are no sample of its data (they gather where it
      // bends): no trend is tested on them.
      let trend =
        axis.kind == .categorical || summary == nil || simplified != nil
        ? nil : TrendAnalysis(series.observations, unit: slopeUnit, alpha: alpha)
      var entry = SeriesAnalysis(
        series: series, summary: summary, missingRuns: missing, isWeekdaysOnly: weekdaysOnly,
        trend: trend)
      let readsAlongX = axis.kind != .categorical && summary != nil && simplified == nil
      entry.sequence =
        readsAlongX
        ? ShortSequence(series.observations, minimumTestSize: minimumTestSize) : nil
      entry.growth =
        readsAlongX ? Self.growth(of: series, on: chart, unit: slopeUnit) : nil
      entry.isSimplifiedLine = simplified != nil
      entry.lineSimplifier = simplified == nil ? nil : simplifiedLine?.simplifier
      if axis.kind == .temporal, let unit = axis.calendarUnit {
        entry.periods = PeriodCount(series.observations, unit: unit)
      }
      return entry
    }
    stackedTotals = ChartAnalysis.totals(of: chart)
    kind = KindAnalysis.recognise(self)
    // A kind whose x is no order the values follow has no trend to test (docs/chart-kinds.md).
    if kind?.readsSeriesOverX == false {
      for index in series.indices {
        series[index].trend = nil
        series[index].sequence = nil
      }
    }
    // No gaps between the x values of a kind whose x is no sampled axis (a scatter plot's).
    if kind?.samplesX == false {
      for index in series.indices { series[index].missingRuns = [] }
    }
    // Ordered categories are read along their order, as a temporal axis is.
    if kind?.readsCategoryOrder == true {
      for index in series.indices where series[index].summary != nil {
        series[index].trend = TrendAnalysis(
          chart.series[index].observations, unit: nil, alpha: alpha)
        series[index].sequence = ShortSequence(
          chart.series[index].observations, minimumTestSize: minimumTestSize)
        series[index].growth = Self.growth(of: chart.series[index], on: chart, unit: nil)
      }
    }
  }

  /// The growth rate of a series drawn on a logarithmic value axis, else `nil`: growth is
  /// what equal distances show there (``GrowthRate``).
  private static func growth(
    of series: DataSeries, on chart: AccessibleChart, unit: CalendarUnit?
  ) -> GrowthRate? {
    guard case .log = chart.valueAxis(of: series).scale.kind else { return nil }
    return GrowthRate(series.observations, unit: unit)
  }

  /// A series' value of its one series field (its legend name), or `nil` for a series
  /// without one: how a drawing's reading names a series (``ChartModel/SimplifiedLine``).
  private static func seriesValue(of series: DataSeries) -> String? {
    guard series.identity.parts.count == 1, let part = series.identity.parts.first else {
      return nil
    }
    switch part.value {
    case .category(let name): return name
    case .number, .date: return nil
    }
  }

  private static func totals(of chart: AccessibleChart) -> StackedTotals? {
    let stacked = chart.series.filter { $0.isStacked }
    // Bars on two y axes are on two scales: they never stack on one another.
    guard stacked.count > 1, Set(stacked.map(\.axisPosition)).count == 1 else { return nil }
    var sums: [DataValue: Double] = [:]
    var order: [DataValue] = []
    for series in stacked {
      for observation in series.observations where observation.value.isFinite {
        if sums[observation.x] == nil { order.append(observation.x) }
        sums[observation.x, default: 0] += observation.value
      }
    }
    let observations = order.map { Observation(x: $0, value: sums[$0] ?? 0) }
    guard let summary = SummaryStatistics(observations) else { return nil }
    return StackedTotals(minimum: summary.minimum, maximum: summary.maximum)
  }
}

/// The smallest and largest stacked total per position.
public struct StackedTotals: Hashable, Sendable {
  /// The smallest total and its position.
  public var minimum: SummaryStatistics.Point
  /// The largest total and its position.
  public var maximum: SummaryStatistics.Point
}
