import ChartModel

/// What a candlestick (OHLC) chart shows: each period's open, high, low and close; the
/// overall high and low with their dates; how many periods close up and down; the largest
/// move; and the trend of the close (docs/chart-kinds.md, "Candlestick charts").
///
/// A candle is a rule from the low to the high (the wick) and a bar from the open to the
/// close (the body) at the same position: Vega-Lite's layer of `rule` (`y: low`, `y2: high`)
/// and `bar` (`y: open`, `y2: close`), or the same two marks in a chart spec or the DSL. The
/// bar's start is its open and its end its close (``DataSeries/extentStartLabel``), so a
/// falling period is told from a rising one although its values are stored ascending.
public struct CandlestickReading: Hashable, Sendable {
  /// One period's candle.
  public struct Candle: Hashable, Sendable {
    /// The period's position (its date).
    public var x: DataValue
    /// The price at the start of the period.
    public var open: Double
    /// The highest price in the period.
    public var high: Double
    /// The lowest price in the period.
    public var low: Double
    /// The price at the end of the period.
    public var close: Double

    /// The period's move, close − open: positive for an up period.
    public var move: Double { close - open }
  }

  /// The candles, in axis order.
  public var candles: [Candle]
  /// The index of the series drawing the wicks (low to high).
  public var wickSeries: Int
  /// The index of the series drawing the bodies (open to close).
  public var bodySeries: Int
  /// The indices into ``candles`` of every candle reaching the highest high, in order.
  public var highest: [Int]
  /// The indices into ``candles`` of every candle reaching the lowest low, in order.
  public var lowest: [Int]
  /// The number of periods that close above their open.
  public var upCount: Int
  /// The number of periods that close below their open.
  public var downCount: Int
  /// The number of periods that close at their open.
  public var unchangedCount: Int { candles.count - upCount - downCount }
  /// The indices into ``candles`` of every candle with the largest move in size
  /// (|close − open|), in order.
  public var largestMove: [Int]
  /// The trend of the close over the periods (Mann–Kendall, as a series' trend is read;
  /// docs/trends.md), or `nil` with fewer values than the test needs.
  public var closeTrend: TrendAnalysis?

  /// Creates the reading of candles, computing their extremes, counts and largest move.
  ///
  /// - Complexity: O(*c*) in the candles, and the trend test's over the closes.
  init(
    candles: [Candle], wickSeries: Int, bodySeries: Int, unit: CalendarUnit?, alpha: Double
  ) {
    self.candles = candles
    self.wickSeries = wickSeries
    self.bodySeries = bodySeries
    let high = candles.map(\.high).max() ?? 0
    let low = candles.map(\.low).min() ?? 0
    let size = candles.map { abs($0.move) }.max() ?? 0
    highest = candles.indices.filter { candles[$0].high == high }
    lowest = candles.indices.filter { candles[$0].low == low }
    largestMove = candles.indices.filter { abs(candles[$0].move) == size }
    upCount = candles.filter { $0.move > 0 }.count
    downCount = candles.filter { $0.move < 0 }.count
    closeTrend = TrendAnalysis(
      candles.map { Observation(x: $0.x, value: $0.close) }, unit: unit, alpha: alpha)
  }

  /// The relative tolerance when checking that a body lies within its wick, for values that
  /// went through decimal text.
  static let tolerance = 1e-9

  /// The reading of a candlestick chart, or `nil` when the chart is not one.
  ///
  /// Exactly two series, outside any `Plot`, over dates, numbers or ordered categories: one
  /// drawn by rules alone and one by bars alone,
  /// each observation two bounds and no main value, at the same positions; the bar's bounds
  /// told apart by their labels (open and close); every body within its wick.
  ///
  /// - Complexity: O(*c* log *c*) in the candles (a table of the wicks by position), and the
  ///   trend test's.
  static func recognise(_ analysis: ChartAnalysis) -> CandlestickReading? {
    let chart = analysis.chart
    guard chart.series.count == 2, chart.series.allSatisfy({ !$0.isPlot }) else { return nil }
    // Candles stand in an order, of time: over nominal categories ("A", "B") a rule and a
    // bar are ranges side by side, not a trading period's open, high, low and close.
    let positions = chart.independentAxisDescriptor
    guard positions.kind != .categorical || CategoryOrder(positions.categories) != nil else {
      return nil
    }
    func extents(_ series: DataSeries) -> Bool {
      !series.observations.isEmpty
        && series.observations.allSatisfy { !$0.hasValue && $0.components.count == 2 }
    }
    guard let wick = chart.series.firstIndex(where: { $0.markKinds == [.rule] }),
      let body = chart.series.firstIndex(where: { $0.markKinds == [.bar] }),
      extents(chart.series[wick]), extents(chart.series[body]),
      let openLabel = chart.series[body].extentStartLabel,
      let closeLabel = chart.series[body].extentEndLabel, openLabel != closeLabel,
      chart.series[wick].observations.count == chart.series[body].observations.count
    else { return nil }
    var wicks: [DataValue: (low: Double, high: Double)] = [:]
    for observation in chart.series[wick].observations {
      wicks[observation.x] = (observation.components[0].value, observation.components[1].value)
    }
    var candles: [Candle] = []
    for observation in chart.series[body].observations {
      guard let range = wicks[observation.x],
        let open = observation.components.first(where: { $0.label == openLabel })?.value,
        let close = observation.components.first(where: { $0.label == closeLabel })?.value,
        [open, close, range.low, range.high].allSatisfy(\.isFinite)
      else { return nil }
      let slack = tolerance * max(1, abs(range.low), abs(range.high))
      guard min(open, close) >= range.low - slack, max(open, close) <= range.high + slack
      else { return nil }
      candles.append(
        Candle(x: observation.x, open: open, high: range.high, low: range.low, close: close))
    }
    let axis = chart.independentAxisDescriptor
    return CandlestickReading(
      candles: candles, wickSeries: wick, bodySeries: body,
      unit: axis.calendarUnit ?? (axis.holdsYears ? .year : nil), alpha: analysis.alpha)
  }
}
