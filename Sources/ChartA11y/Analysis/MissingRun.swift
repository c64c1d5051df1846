import ChartModel
import Foundation

/// A run of consecutive missing positions inside a series: calendar periods with no value,
/// or categories the other series have and this one lacks.
public struct MissingRun: Hashable, Sendable {
  /// The first missing position.
  public var start: DataValue
  /// The last missing position (the same as `start` for a single one).
  public var end: DataValue
  /// How many positions are missing in the run.
  public var count: Int

  /// Finds the missing calendar periods between a series' first and last dated observation.
  ///
  /// - Parameters:
  ///   - observations: Observations in date order.
  ///   - unit: The calendar period of the dates.
  /// - Returns: The runs, in date order.
  /// - Complexity: O(*n*).
  public static func periods(in observations: [Observation], unit: CalendarUnit) -> [MissingRun] {
    let calendar = TemporalParser.calendar
    var runs: [MissingRun] = []
    var previous: (index: Int, date: Date)?
    for observation in observations {
      guard case .date(let date) = observation.x else { continue }
      let index = unit.periodIndex(of: date)
      if let previous, index - previous.index > 1 {
        let count = index - previous.index - 1
        if let start = calendar.date(byAdding: unit.component, value: 1, to: previous.date),
          let end = calendar.date(byAdding: unit.component, value: count, to: previous.date)
        {
          runs.append(MissingRun(start: .date(start), end: .date(end), count: count))
        }
      }
      if previous.map({ index != $0.index }) ?? true { previous = (index, date) }
    }
    return runs
  }

  /// Finds the categories of the axis that a series lacks, as runs in axis order.
  ///
  /// - Parameters:
  ///   - observations: The series' observations.
  ///   - categories: The axis categories in order.
  /// - Returns: The runs of absent categories.
  /// - Complexity: O(*n* + *c*).
  public static func categories(in observations: [Observation], of categories: [String])
    -> [MissingRun]
  {
    var present = Set<String>()
    for observation in observations {
      if case .category(let text) = observation.x { present.insert(text) }
    }
    var runs: [MissingRun] = []
    var current: (start: String, end: String, count: Int)?
    for category in categories {
      if present.contains(category) {
        if let run = current {
          runs.append(
            MissingRun(start: .category(run.start), end: .category(run.end), count: run.count))
          current = nil
        }
      } else if let run = current {
        current = (run.start, category, run.count + 1)
      } else {
        current = (category, category, 1)
      }
    }
    if let run = current {
      runs.append(
        MissingRun(start: .category(run.start), end: .category(run.end), count: run.count))
    }
    return runs
  }
}
