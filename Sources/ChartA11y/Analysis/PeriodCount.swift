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
  /// - Complexity: O(*n*) time; O(*r*) memory for *r* repeated periods, as dates in order
  ///   fill each period in one run (out of order, O(*p*) for *p* periods).
  public init?(_ observations: [Observation], unit: CalendarUnit) {
    let counted =
      Self.inDateOrder(observations, unit: unit) ?? Self.unordered(observations, unit: unit)
    guard !counted.repeated.isEmpty else { return nil }
    (valueCount, periodCount, repeated) = counted
  }

  /// The counts of dated observations in date order, each period one run; `nil` when a date
  /// comes before an earlier one's period.
  private static func inDateOrder(_ observations: [Observation], unit: CalendarUnit) -> Counts? {
    var valueCount = 0
    var periodCount = 0
    var repeated: [Repeated] = []
    // The current run of one period: its index, first position and count.
    var run: (index: Int, x: DataValue, count: Int)?
    for observation in observations {
      guard case .date(let date) = observation.x else { continue }
      let index = unit.periodIndex(of: date)
      valueCount += 1
      if let current = run {
        if current.index == index {
          run?.count += 1
          continue
        }
        guard index > current.index else { return nil }
        if current.count > 1 { repeated.append(Repeated(x: current.x, count: current.count)) }
      }
      run = (index, observation.x, 1)
      periodCount += 1
    }
    if let run, run.count > 1 { repeated.append(Repeated(x: run.x, count: run.count)) }
    return (valueCount, periodCount, repeated)
  }

  /// The values, the periods, and the periods holding more than one value.
  private typealias Counts = (valueCount: Int, periodCount: Int, repeated: [Repeated])

  /// The counts of dated observations in any order, in a table of periods.
  private static func unordered(_ observations: [Observation], unit: CalendarUnit) -> Counts {
    var counts: [Int: Int] = [:]
    var order: [(index: Int, x: DataValue)] = []
    for observation in observations {
      guard case .date(let date) = observation.x else { continue }
      let index = unit.periodIndex(of: date)
      if counts[index] == nil { order.append((index, observation.x)) }
      counts[index, default: 0] += 1
    }
    order.sort { $0.index < $1.index }
    let repeated = order.compactMap { entry -> Repeated? in
      let count = counts[entry.index] ?? 0
      return count > 1 ? Repeated(x: entry.x, count: count) : nil
    }
    return (counts.values.reduce(0, +), counts.count, repeated)
  }
}
