import ChartModel

/// A candlestick chart's candles as two series, named as the kind reads them: the wicks "Low
/// to high" (values "Low" and "High") and the bodies "Open to close" ("Open" and "Close").
///
/// The series a chart draws its candles with are named by the fields and titles that drew
/// them ("Price to high: Price" when a layer's shared `y` is titled "Price"), and a chart
/// that colours its candles by direction — Altair's `color` on a field computed from
/// `open < close`, or a `color` field in the data — draws them as four series, up and down
/// wicks and bodies, each with gaps at the other's days. Merged and renamed once, before the
/// analysis, every output (explore, sonification, narration, braille, the data table) reads
/// one wick and one body per day under the kind's names (docs/chart-kinds.md, "Candlestick
/// charts").
enum CandlestickSeries {
  /// The chart with its candles merged into a wick series and a body series, named by the
  /// kind, or `nil` when the chart is not a candlestick chart.
  ///
  /// A candlestick chart: every series outside any `Plot`, drawn by rules alone (wicks) or
  /// bars alone (bodies), at least one of each, every observation two bounds and no main
  /// value; the bodies' bounds told apart by the same start (open) and end (close) labels;
  /// one wick and one body at each position, every body within its wick; bodies in several
  /// series only when split by direction (each series' bodies all rise, all fall or all stay
  /// level, no two series alike).
  ///
  /// - Complexity: O(*c* log *c*) in the candles.
  static func merged(_ chart: AccessibleChart) -> AccessibleChart? {
    guard chart.series.count >= 2,
      chart.series.allSatisfy({ series in
        !series.isPlot && !series.observations.isEmpty
          && (series.markKinds == [.rule] || series.markKinds == [.bar])
          && series.observations.allSatisfy { !$0.hasValue && $0.components.count == 2 }
      })
    else { return nil }
    let wicks = chart.series.filter { $0.markKinds == [.rule] }
    let bodies = chart.series.filter { $0.markKinds == [.bar] }
    guard !wicks.isEmpty, !bodies.isEmpty,
      let openLabel = bodies[0].extentStartLabel, let closeLabel = bodies[0].extentEndLabel,
      openLabel != closeLabel,
      bodies.allSatisfy({ $0.extentStartLabel == openLabel && $0.extentEndLabel == closeLabel })
    else { return nil }
    // Candles in several series are split by direction: each body series rises, falls or
    // stays level throughout, each in its own way. Rules and bars coloured by anything else
    // (a category per colour) are not candles.
    if bodies.count > 1 {
      let directions = bodies.map { body in
        Set(
          body.observations.map { observation -> Int in
            let open = observation.components.first { $0.label == openLabel }?.value ?? .nan
            let close = observation.components.first { $0.label == closeLabel }?.value ?? .nan
            return close > open ? 1 : close < open ? -1 : 0
          })
      }
      guard directions.allSatisfy({ $0.count == 1 }),
        Set(directions.compactMap(\.first)).count == bodies.count
      else { return nil }
    }
    var lows: [DataValue: (low: Double, high: Double)] = [:]
    for observation in wicks.flatMap(\.observations) {
      guard lows[observation.x] == nil else { return nil }
      lows[observation.x] = (observation.components[0].value, observation.components[1].value)
    }
    var wickObservations: [Observation] = []
    var bodyObservations: [Observation] = []
    for observation in bodies.flatMap(\.observations) {
      guard let wick = lows.removeValue(forKey: observation.x),
        let open = observation.components.first(where: { $0.label == openLabel })?.value,
        let close = observation.components.first(where: { $0.label == closeLabel })?.value,
        [open, close, wick.low, wick.high].allSatisfy(\.isFinite)
      else { return nil }
      let slack = CandlestickReading.tolerance * max(1, abs(wick.low), abs(wick.high))
      guard min(open, close) >= wick.low - slack, max(open, close) <= wick.high + slack
      else { return nil }
      wickObservations.append(
        Observation(
          x: observation.x, value: nil,
          components: [
            LabelledValue(label: name(.low), value: wick.low),
            LabelledValue(label: name(.high), value: wick.high),
          ]))
      // Components stay in ascending order; their labels keep which is the open.
      let parts = [
        LabelledValue(label: name(.open), value: open),
        LabelledValue(label: name(.close), value: close),
      ]
      bodyObservations.append(
        Observation(
          x: observation.x, value: nil,
          components: open <= close ? parts : parts.reversed()))
    }
    // Every wick has its body.
    guard lows.isEmpty else { return nil }
    let order = axisOrder(chart.independentAxisDescriptor)
    let sortedWicks = wickObservations.sorted { order($0.x) < order($1.x) }
    let sortedBodies = bodyObservations.sorted { order($0.x) < order($1.x) }
    var wick = DataSeries(
      name: name(.wick), groupingLabel: nil, markKinds: [.rule], isPlot: false,
      valueLabel: name(.wick), stacking: .unstacked, observations: sortedWicks)
    wick.extentStartLabel = name(.low)
    wick.extentEndLabel = name(.high)
    var body = DataSeries(
      name: name(.body), groupingLabel: nil, markKinds: [.bar], isPlot: false,
      valueLabel: name(.body), stacking: .unstacked, observations: sortedBodies)
    body.extentStartLabel = name(.open)
    body.extentEndLabel = name(.close)
    var merged = chart
    merged.series = [wick, body]
    return merged
  }

  /// A sort key of positions in the axis's order: categories as the axis lists them, dates
  /// and numbers by value.
  private static func axisOrder(_ axis: AxisDescriptor) -> (DataValue) -> Double {
    var indices: [String: Int] = [:]
    for (index, category) in axis.categories.enumerated() where indices[category] == nil {
      indices[category] = index
    }
    return { x in
      switch x {
      case .number(let number): number
      case .date(let date): date.timeIntervalSinceReferenceDate
      case .category(let text): Double(indices[text] ?? indices.count)
      }
    }
  }

  /// A part's name in English (``EnglishPhrasebook/candlestickPart(_:)``).
  private static func name(_ part: CandlestickPart) -> String {
    EnglishPhrasebook().candlestickPart(part)
  }
}
