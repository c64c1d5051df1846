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
      let index = periodIndex(of: date, unit: unit)
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

  /// A whole number counting calendar periods, so that consecutive periods differ by one.
  ///
  /// - Complexity: O(1); no calendar call for dates from 1583 on.
  static func periodIndex(of date: Date, unit: CalendarUnit) -> Int {
    let seconds = date.timeIntervalSince1970
    switch unit {
    case .year, .quarter, .month:
      let year: Int
      let month: Int
      let day = (seconds / 86_400).rounded(.down)
      if day >= Double(GregorianDays.firstExactDay), day < 1e12 {
        // Calendar arithmetic on the day number gives the calendar's answer from 1583 on,
        // without a `Calendar` call per observation.
        let parts = GregorianDays.date(ofDay: Int(day))
        (year, month) = (parts.year, parts.month - 1)
      } else {
        let parts = TemporalParser.calendar.dateComponents([.year, .month], from: date)
        (year, month) = (parts.year ?? 0, (parts.month ?? 1) - 1)
      }
      switch unit {
      case .year: return year
      case .quarter: return year * 4 + month / 3
      default: return year * 12 + month
      }
    case .week: return Int((seconds / 604_800).rounded(.down))
    case .day: return Int((seconds / 86_400).rounded(.down))
    case .hour: return Int((seconds / 3_600).rounded(.down))
    case .minute: return Int((seconds / 60).rounded(.down))
    }
  }
}
