import ChartModel

/// The overall shape of a series, each claim backed by Mann–Kendall tests.
public enum SeriesShape: Hashable, Sendable {
  /// A significant monotonic increase.
  case rising
  /// A significant monotonic decrease.
  case falling
  /// A significant increase up to an interior maximum and a significant decrease after it.
  case peak(at: DataValue, value: Double)
  /// A significant decrease down to an interior minimum and a significant increase after it.
  case trough(at: DataValue, value: Double)
  /// No significant trend at the chosen significance level.
  case noTrend
}

/// The trend of one series: the Mann–Kendall test with Sen's slope, and its shape.
public struct TrendAnalysis: Hashable, Sendable {
  /// The Mann–Kendall test over the whole series.
  public var mannKendall: MannKendallResult
  /// Sen's slope in value units per `slopeUnit`, or `nil` when it cannot be estimated.
  public var sensSlope: SensSlope?
  /// The x unit the slope is per, such as `year`; `nil` for a plain numeric x.
  public var slopeUnit: String?
  /// The shape.
  public var shape: SeriesShape
  /// The tests on either side of a peak or trough (before, after), for the JSON evidence.
  public var segmentTests: [MannKendallResult]

  /// Tests the trend of observations in axis order.
  ///
  /// The shape is a peak when the maximum is interior (at least three values on each side),
  /// the values up to it rise and those after it fall, both significantly; a trough likewise
  /// with the minimum. Otherwise it follows the test over the whole series.
  ///
  /// - Parameters:
  ///   - observations: Observations in axis order; those without a finite main value are
  ///     skipped.
  ///   - unit: The calendar unit of dated positions, which Sen's slope is expressed per.
  ///   - alpha: Significance level. The default is `0.05`.
  ///   - summary: The series' summary statistics, whose extrema locate a peak or trough.
  ///
  /// The initializer fails with fewer than three finite values.
  /// - Complexity: O(*n* log *n*).
  public init?(
    _ observations: [Observation], unit: CalendarUnit?, alpha: Double = 0.05,
    summary: SummaryStatistics
  ) {
    let usable = observations.filter { $0.value.isFinite }
    guard usable.count >= 3 else { return nil }
    let values = usable.map(\.value)
    guard let overall = try? MannKendall.test(values, alpha: alpha) else { return nil }
    mannKendall = overall
    let (positions, slopeUnit) = TrendAnalysis.positions(of: usable, unit: unit)
    self.slopeUnit = slopeUnit
    sensSlope = positions.flatMap { try? SensSlope.estimate(x: $0, y: values) }
    segmentTests = []
    shape =
      overall.direction == .increasing
      ? .rising : overall.direction == .decreasing ? .falling : .noTrend
    let peak = values.firstIndex(of: summary.maximum.value) ?? 0
    let trough = values.firstIndex(of: summary.minimum.value) ?? 0
    for (index, rising) in [(peak, true), (trough, false)]
    where index >= 2 && index <= values.count - 3 {
      guard let before = try? MannKendall.test(Array(values[...index]), alpha: alpha),
        let after = try? MannKendall.test(Array(values[index...]), alpha: alpha)
      else { continue }
      let expected: (TrendDirection, TrendDirection) =
        rising ? (.increasing, .decreasing) : (.decreasing, .increasing)
      if before.direction == expected.0 && after.direction == expected.1 {
        segmentTests = [before, after]
        shape =
          rising
          ? .peak(at: usable[index].x, value: values[index])
          : .trough(at: usable[index].x, value: values[index])
        break
      }
    }
  }

  /// Numeric positions for Sen's slope, in calendar units for dates.
  private static func positions(of observations: [Observation], unit: CalendarUnit?)
    -> ([Double]?, String?)
  {
    guard let first = observations.first else { return (nil, nil) }
    switch first.x {
    case .category: return (nil, nil)
    case .number: return (observations.map { $0.x.numericValue ?? .nan }, nil)
    case .date:
      let unit = unit ?? .day
      let positions = observations.map { observation -> Double in
        guard case .date(let date) = observation.x else { return .nan }
        return Double(MissingRun.periodIndex(of: date, unit: unit))
      }
      return (positions, unit.rawValue)
    }
  }
}
