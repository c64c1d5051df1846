import ChartModel

extension JSONRenderer.KindObject {
  /// A candlestick chart's evidence: every candle, the extremes, the up and down counts, the
  /// largest move (indices into `candles`) and the close's trend test.
  struct Candlestick: Encodable {
    struct Candle: Encodable {
      var x: JSONRenderer.Value
      var open: Double
      var high: Double
      var low: Double
      var close: Double
    }
    struct Trend: Encodable {
      var test: String
      var tau: Double
      var p: Double
      var shape: String
    }
    var candles: [Candle]
    var highest: [Int]
    var lowest: [Int]
    var up: Int
    var down: Int
    var unchanged: Int
    var largestMove: [Int]
    var closeTrend: Trend?
    var alpha: Double
    var method: String

    /// The shape's name: "rising", "falling", "peak", "trough", "phases" or "noTrend".
    static func shapeName(_ shape: SeriesShape) -> String {
      switch shape {
      case .rising: return "rising"
      case .falling: return "falling"
      case .peak: return "peak"
      case .trough: return "trough"
      case .phases: return "phases"
      case .noTrend: return "noTrend"
      }
    }

    init(_ reading: CandlestickReading, alpha: Double) {
      candles = reading.candles.map {
        Candle(
          x: JSONRenderer.Value($0.x), open: $0.open, high: $0.high, low: $0.low, close: $0.close)
      }
      highest = reading.highest
      lowest = reading.lowest
      up = reading.upCount
      down = reading.downCount
      unchanged = reading.unchangedCount
      largestMove = reading.largestMove
      closeTrend = reading.closeTrend.map {
        Trend(
          test: $0.overall.test.rawValue, tau: $0.overall.result.tau, p: $0.overall.result.p,
          shape: Self.shapeName($0.shape))
      }
      self.alpha = alpha
      method =
        "open and close from the bar's start and end, low and high from the rule's; up when "
        + "close > open, down when close < open; largest move by |close - open|; the close's "
        + "trend by Mann-Kendall over the periods in order, as a series' (docs/trends.md)"
    }
  }
}
