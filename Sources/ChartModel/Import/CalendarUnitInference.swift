import Foundation

/// Infers the calendar period dates stand for, from how they are aligned and spaced.
///
/// Dates all on 1 January at midnight UTC stand for years, all on the first of a month for
/// months, all at midnight on one weekday and at least a week apart for weeks, all at midnight
/// for days. Below a day the alignment alone says too little (readings
/// every six hours are all on whole hours), so a sub-daily unit is inferred only when the
/// dates are aligned to it and the closest two are exactly one unit apart: hourly readings
/// with a few hours missing are hours with gaps, readings every six hours have no unit (their
/// gaps are found by their regular step, in `ChartA11y`).
public enum CalendarUnitInference {
  /// The unit every date stands for.
  ///
  /// - Parameter seconds: Instants as seconds since 1970; `NaN` is skipped.
  /// - Returns: `year`, `month`, `week`, `day`, `hour`, `minute` or `second`, or `nil` when the dates
  ///   are not aligned (or, below a day, not one unit apart anywhere) or there are fewer than
  ///   two.
  /// - Complexity: O(*n*) for daily and coarser dates; O(*n* log *n*) below a day (the
  ///   closest pair is found by sorting). No calendar call for dates from 1583 on.
  public static func unit(ofSeconds seconds: [Double]) -> CalendarUnit? {
    let finite = seconds.filter { !$0.isNaN }
    guard finite.count >= 2 else { return nil }
    let aligned = alignment(ofSeconds: finite)
    switch aligned {
    case .year, .quarter, .month, .week:
      return aligned
    case .day:
      switch weeklyStep(finite) {
      case 1?: return .week
      // Every second (third…) week: no unit; gaps are found by the regular step, as for
      // readings every six hours.
      case _?: return nil
      case nil: return .day
      }
    case .hour, .minute, .second:
      let sorted = Set(finite).sorted()
      var closest = Double.infinity
      for index in sorted.indices.dropFirst() {
        closest = min(closest, sorted[index] - sorted[index - 1])
      }
      let length: Double = aligned == .hour ? 3_600 : aligned == .minute ? 60 : 1
      return closest == length ? aligned : nil
    case nil:
      return nil
    }
  }

  /// How many weeks apart midnight dates all on one weekday are at their closest.
  ///
  /// 1 for pandas' `freq="W-MON"` (a weekly series, perhaps with some weeks missing), 2 for
  /// `"2W-MON"`; `nil` when they fall on different weekdays. Read as days, each would leave
  /// six or more "missing" days after it.
  ///
  /// - Complexity: O(*n* log *n*).
  private static func weeklyStep(_ seconds: [Double]) -> Int? {
    let days = Set(seconds.map { Int(($0 / 86_400).rounded(.down)) }).sorted()
    guard days.count >= 2, let first = days.first else { return nil }
    let weekday = ((first % 7) + 7) % 7
    guard days.allSatisfy({ (($0 % 7) + 7) % 7 == weekday }),
      let closest = zip(days, days.dropFirst()).map({ $1 - $0 }).min()
    else { return nil }
    return closest / 7
  }

  /// The coarsest unit every date is aligned to.
  ///
  /// This is how precisely dates must be written so that none loses its day or time: the two
  /// ends of a range are written at the alignment of all the axis's dates.
  ///
  /// - Parameter seconds: Instants as seconds since 1970; `NaN` is skipped.
  /// - Returns: `year` (1 January, midnight), `month` (the first, midnight), `day`
  ///   (midnight), `hour`, `minute` or `second` (whole seconds); `nil` for fractions of a
  ///   second or no date.
  /// - Complexity: O(*n*); no calendar call for dates from 1583 on.
  public static func alignment(ofSeconds seconds: some Sequence<Double>) -> CalendarUnit? {
    var finest = 0  // 0 year, 1 month, 2 day, 3 hour, 4 minute, 5 second
    var count = 0
    for value in seconds where !value.isNaN {
      count += 1
      guard value.rounded(.down) == value else { return nil }
      let level: Int
      if value.truncatingRemainder(dividingBy: 86_400) == 0 {
        let parts = GregorianDays.date(ofSeconds: value)
        level = parts.day != 1 ? 2 : parts.month != 1 ? 1 : 0
      } else if value.truncatingRemainder(dividingBy: 3_600) == 0 {
        level = 3
      } else if value.truncatingRemainder(dividingBy: 60) == 0 {
        level = 4
      } else {
        level = 5
      }
      finest = max(finest, level)
    }
    guard count > 0 else { return nil }
    let units: [CalendarUnit] = [.year, .month, .day, .hour, .minute, .second]
    return units[finest]
  }
}
