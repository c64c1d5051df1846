import ChartModel
import Foundation

/// A run of consecutive missing positions inside a series: calendar periods with no value,
/// breaks in a regular numeric step, or categories the other series have and this one lacks.
///
/// Rows whose value is null, NaN or infinite give no observation, so they are found here as
/// the positions they leave empty, whatever the input (Vega-Lite `null`, CSV `NA`, `NaN`).
public struct MissingRun: Hashable, Sendable {
  /// The first missing position.
  public var start: DataValue
  /// The last missing position (the same as `start` for a single one).
  public var end: DataValue
  /// How many positions are missing in the run.
  public var count: Int
  /// The index, in the series' observations, of the observation just after the run; `nil`
  /// for a run of categories after the series' last one.
  public var before: Int?

  /// Finds the missing calendar periods between a series' first and last dated observation.
  ///
  /// - Parameters:
  ///   - observations: Observations in date order.
  ///   - unit: The calendar period of the dates.
  ///   - weekdaysOnly: Whether Saturdays and Sundays are not periods of the series
  ///     (``WeekdayCalendar``); only for a daily unit.
  /// - Returns: The runs, in date order.
  /// - Complexity: O(*n* + *m*) for *m* missing periods when `weekdaysOnly`, else O(*n*).
  public static func periods(
    in observations: [Observation], unit: CalendarUnit, weekdaysOnly: Bool = false
  ) -> [MissingRun] {
    var runs: [MissingRun] = []
    var previous: (index: Int, date: Date)?
    for (position, observation) in observations.enumerated() {
      guard case .date(let date) = observation.x else { continue }
      let index = unit.periodIndex(of: date)
      if let previous, index - previous.index > 1 {
        var first = 1
        var last = index - previous.index - 1
        var count = last
        if weekdaysOnly {
          let days = (previous.index + 1)..<index
          count = days.filter { !WeekdayCalendar.isWeekend(day: $0) }.count
          first = (days.first { !WeekdayCalendar.isWeekend(day: $0) } ?? index) - previous.index
          last = (days.last { !WeekdayCalendar.isWeekend(day: $0) } ?? index) - previous.index
        }
        if count > 0 {
          let previousDate = GregorianDateTime(previous.date)
          let start = previousDate.adding(first, unit).date
          let end = previousDate.adding(last, unit).date
          runs.append(
            MissingRun(start: .date(start), end: .date(end), count: count, before: position))
        }
      }
      if previous.map({ index != $0.index }) ?? true { previous = (index, date) }
    }
    return runs
  }

  /// Finds the breaks in a series' regular step on a numeric axis, or a temporal one without
  /// a calendar unit (``RegularStep``): "4 values missing, 6 to 7.5".
  ///
  /// - Parameter observations: Observations in axis order.
  /// - Returns: The runs, in axis order; none when the positions have no regular step.
  /// - Complexity: O(*n* log *n*).
  public static func steps(in observations: [Observation]) -> [MissingRun] {
    let positions = observations.compactMap(\.x.numericValue)
    guard let step = RegularStep.step(ofSorted: positions) else { return [] }
    var runs: [MissingRun] = []
    var previous: Double?
    for (position, observation) in observations.enumerated() {
      guard let value = observation.x.numericValue, value.isFinite else { continue }
      if let previous {
        let count = RegularStep.missingCount(in: value - previous, step: step)
        if count > 0 {
          let start = previous + step
          let end = previous + step * Double(count)
          let wrap = { (number: Double) -> DataValue in
            if case .date = observation.x { return .date(Date(timeIntervalSince1970: number)) }
            return .number(number)
          }
          runs.append(
            MissingRun(start: wrap(start), end: wrap(end), count: count, before: position))
        }
      }
      if previous.map({ value > $0 }) ?? true { previous = value }
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
    var present: [String: Int] = [:]
    for (position, observation) in observations.enumerated() {
      if case .category(let text) = observation.x, present[text] == nil {
        present[text] = position
      }
    }
    var runs: [MissingRun] = []
    var current: (start: String, end: String, count: Int)?
    for category in categories {
      if let position = present[category] {
        if let run = current {
          runs.append(
            MissingRun(
              start: .category(run.start), end: .category(run.end), count: run.count,
              before: position))
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
        MissingRun(
          start: .category(run.start), end: .category(run.end), count: run.count, before: nil))
    }
    return runs
  }

  /// How many positions are missing just before the observation at `index`: the runs that
  /// end between the observation before it (exclusive) and it.
  ///
  /// - Parameters:
  ///   - runs: A series' runs, in axis order.
  ///   - index: An observation's index in the series.
  ///   - previous: The index of the observation before it that is played or read.
  /// - Returns: The missing positions between them; 0 when none.
  /// - Complexity: O(log *r*) for *r* runs.
  static func count(in runs: [MissingRun], before index: Int, after previous: Int) -> Int {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if (runs[middle].before ?? Int.max) <= previous { low = middle + 1 } else { high = middle }
    }
    var total = 0
    while low < runs.count, let before = runs[low].before, before <= index {
      total += runs[low].count
      low += 1
    }
    return total
  }
}
