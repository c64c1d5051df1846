import ChartModel

/// How many calendar periods a series' dated values fill, when some period holds more than
/// one value (a month given twice): then the values are not as many as the periods, and every
/// output counts both, as the description does ("5 values in 4 months (2 in February 2024)").
public struct PeriodCount: Hashable, Sendable {
  /// A period holding more than one value: its first value's position and how many it holds.
  public struct Repeated: Hashable, Sendable {
    /// The position of the period's first value.
    public var x: DataValue
    /// How many values the period holds, at least 2.
    public var count: Int
  }

  /// How many dated values the series has.
  public var valueCount: Int
  /// How many distinct periods they fall in.
  public var periodCount: Int
  /// The periods holding more than one value, in date order.
  public var repeated: [Repeated]

  /// The periods of a series' dated observations, or `nil` when no period holds two values
  /// (then the values are the periods).
  ///
  /// - Parameters:
  ///   - observations: The series' observations in date order; positions that are no date
  ///     are skipped.
  ///   - unit: The calendar unit of the axis.
  /// - Complexity: O(*n*).
  public init?(_ observations: [Observation], unit: CalendarUnit) {
    var counts: [Int: Int] = [:]
    var order: [(index: Int, x: DataValue)] = []
    for observation in observations {
      guard case .date(let date) = observation.x else { continue }
      let index = unit.periodIndex(of: date)
      if counts[index] == nil { order.append((index, observation.x)) }
      counts[index, default: 0] += 1
    }
    let repeated = order.compactMap { entry -> Repeated? in
      let count = counts[entry.index] ?? 0
      return count > 1 ? Repeated(x: entry.x, count: count) : nil
    }
    guard !repeated.isEmpty else { return nil }
    valueCount = counts.values.reduce(0, +)
    periodCount = counts.count
    self.repeated = repeated
  }
}
