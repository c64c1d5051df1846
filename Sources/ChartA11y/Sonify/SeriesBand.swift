import ChartModel

/// The one band that plays for the series past ``SonificationOptions/maximumDetailedSeries``:
/// at each position of the independent axis, the median of their values there is the pitch,
/// and their spread there, the interquartile range, is the loudness (``loudness(at:)``),
/// so a listener hears where the many series run and where they agree or scatter.
///
/// Quantiles are ``Quantiles``' (numpy's default definition). Positions are ordered as the
/// axis reads them (``PositionScale``); a position where none of the series has a value is
/// left out, so the band's line joins its neighbours.
struct SeriesBand {
  /// The quietest loudness, for a position where the series agree (no spread), as a
  /// fraction of the tone amplitude; the widest spread plays at the full amplitude.
  static let quietestLoudness = 0.35

  /// The band as a line series: one observation a position, its value the median.
  let series: DataSeries
  /// The interquartile range at each position, by the position.
  private let spreads: [DataValue: Double]
  /// The widest interquartile range, 0 when they never spread.
  private let widestSpread: Double

  /// The band of `members`.
  ///
  /// - Parameters:
  ///   - members: The series it stands for (at least one).
  ///   - scale: The chart's position scale.
  ///   - name: The band's name in the score, such as "the other 4,988 series".
  /// - Complexity: O(*n* log *n*) in the members' observations.
  init(_ members: ArraySlice<DataSeries>, scale: PositionScale, name: String) {
    var order: [DataValue] = []
    var values: [DataValue: [Double]] = [:]
    for member in members {
      for observation in member.observations where observation.value.isFinite {
        if values[observation.x] == nil { order.append(observation.x) }
        values[observation.x, default: []].append(observation.value)
      }
    }
    let positions = stableSorted(order) { scale.fraction(of: $0) }
    var observations: [Observation] = []
    var spreads: [DataValue: Double] = [:]
    for x in positions {
      let quantiles = Quantiles(values[x] ?? [])
      guard let median = quantiles.value(at: 0.5), let lower = quantiles.value(at: 0.25),
        let upper = quantiles.value(at: 0.75)
      else { continue }
      observations.append(Observation(x: x, value: median))
      spreads[x] = upper - lower
    }
    self.spreads = spreads
    widestSpread = spreads.values.max() ?? 0
    series = DataSeries(
      name: name, groupingLabel: nil, markKinds: members.first?.markKinds ?? [.line],
      isPlot: false,
      valueLabel: members.first?.valueLabel ?? "", stacking: .unstacked,
      observations: observations)
  }

  /// The loudness at a position, from ``quietestLoudness`` (no spread) to 1 (the widest).
  func loudness(at x: DataValue) -> Double {
    guard widestSpread > 0, let spread = spreads[x] else { return 1 }
    return Self.quietestLoudness + (1 - Self.quietestLoudness) * spread / widestSpread
  }

  /// The band's tones with their loudness set by the spread where each starts.
  ///
  /// - Parameter events: The events ``SeriesVoicing`` made of ``series``.
  /// - Returns: The same events, each pitched tone's amplitude scaled by ``loudness(at:)``.
  func shaped(_ events: [ToneEvent]) -> [ToneEvent] {
    events.map { event in
      var event = event
      if let x = event.x {
        switch event.kind {
        case .note, .glide, .arpeggio: event.amplitude *= loudness(at: x)
        case .reference, .gap, .zero, .marker: break
        }
      }
      return event
    }
  }
}
