import ChartModel

extension CandlestickReading {
  /// What the bodies' section announces after its name and count: each candle plays in time
  /// order, so a falling period is heard falling.
  static let bodyAnnouncement =
    "Each candle plays its open, then its close: a fall is heard falling."

  /// What the wicks' section announces after its name and count: each wick plays its low,
  /// then its high.
  static let wickAnnouncement = "Each candle's wick plays its low, then its high."

  /// The chart as a candlestick sounds: each body's open first, then its close.
  ///
  /// A period that closes lower is so heard as a falling pair of notes (an arpeggio plays
  /// its components in their order). The bodies' values are stored
  /// lowest first, as a bar's extent is; the open and the close are told apart by their labels
  /// (``DataSeries/extentStartLabel``), as ``recognise(_:)`` reads them.
  ///
  /// - Parameter analysis: The analysis of a candlestick chart (any other chart comes back
  ///   unchanged).
  /// - Returns: The analysis with the body series' components open first; its readings are
  ///   unchanged.
  /// - Complexity: O(*c*) in the candles.
  public static func inTimeOrder(_ analysis: ChartAnalysis) -> ChartAnalysis {
    guard case .candlestick(let reading) = analysis.kind,
      analysis.chart.series.indices.contains(reading.bodySeries)
    else { return analysis }
    var analysis = analysis
    let body = analysis.chart.series[reading.bodySeries]
    guard let open = body.extentStartLabel, let close = body.extentEndLabel else {
      return analysis
    }
    analysis.chart.series[reading.bodySeries].observations = body.observations.map {
      observation in
      var observation = observation
      let first = observation.components.filter { $0.label == open }
      let second = observation.components.filter { $0.label == close }
      if first.count == 1, second.count == 1 {
        observation.components = first + second
      }
      return observation
    }
    return analysis
  }
}
