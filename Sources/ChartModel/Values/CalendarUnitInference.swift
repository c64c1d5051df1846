import Foundation

/// Infers the calendar period dates stand for, from how they are aligned and spaced.
///
/// Dates all on 1 January at midnight UTC stand for years, all on the first of a month for
/// months (quarters when three months apart, each starting a quarter; no unit for other
/// steps), all on one other day of the year a year apart for years (every 1 July), all on one
/// day of the month a month apart for months (every 15th), all at midnight on one weekday
/// and a week apart for weeks, all at midnight for days. Below a day the alignment alone says too little (readings
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
    case .year, .quarter, .week:
      return aligned
    case .month:
      return monthlyUnit(finite)
    case .day:
      // Month ends (pandas' "ME" frequency, `resample("M")`): months, or years when all are
      // 31 December ("YE"), not days with the rest of each month missing.
      if finite.allSatisfy(isMonthEnd) { return monthEndUnit(finite) }
      // One day of the year (every 1 July) or of the month (every 15th): years or months
      // by their step, as month starts are.
      if let unit = sameDayUnit(finite) { return unit }
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

  /// The unit of dates all on the first (or all on the last) day of a month, by their
  /// closest step: `month` one month apart, `quarter` three months apart when all start (or
  /// end) a quarter, `year` twelve months apart when all are in one month (every 1 July);
  /// `nil` for any other step (every other month, June and December), whose periods are not
  /// months: read as months, each would leave one or more "missing" months after it.
  ///
  /// - Parameters:
  ///   - seconds: The dates.
  ///   - atMonthEnd: Whether the dates are month ends (a quarter ends in March, June,
  ///     September or December) rather than month starts (January, April, July, October).
  /// - Returns: `month`, `quarter`, or `nil`.
  /// - Complexity: O(*n* log *n*).
  private static func monthlyUnit(_ seconds: [Double], atMonthEnd: Bool = false)
    -> CalendarUnit?
  {
    let dates = seconds.map { GregorianDays.date(ofSeconds: $0) }
    let months = Set(dates.map { $0.year * 12 + $0.month - 1 }).sorted()
    guard let closest = zip(months, months.dropFirst()).map({ $1 - $0 }).min() else {
      return .month
    }
    let quarterMonth = atMonthEnd ? 0 : 1
    switch closest {
    case 1: return .month
    case 3 where dates.allSatisfy({ $0.month % 3 == quarterMonth }): return .quarter
    // Every 1 July (a financial or school year, pandas' `YS-JUL`): years.
    case 12 where dates.allSatisfy({ $0.month == dates[0].month }): return .year
    default: return nil
    }
  }

  /// The unit of midnight dates all on the last day of their month: `year` when all are
  /// 31 December, else as ``monthlyUnit(_:atMonthEnd:)``.
  ///
  /// pandas labels a period by its end by default (`resample("M")`, `date_range(freq="ME")`,
  /// `"QE"`, `"YE"`): 31 January, 29 February, 31 March are one month each, whose gaps are
  /// months, not the days between.
  ///
  /// - Complexity: O(*n* log *n*).
  private static func monthEndUnit(_ seconds: [Double]) -> CalendarUnit? {
    let allDecember = seconds.allSatisfy { GregorianDays.date(ofSeconds: $0).month == 12 }
    return allDecember ? .year : monthlyUnit(seconds, atMonthEnd: true)
  }

  /// The unit of midnight dates all on one day of the year (every 1 July: a financial or
  /// school year, pandas' `freq="YS-JUL"` or `DateOffset(years=1)`) or all on one day of the
  /// month (every 15th, `DateOffset(months=1)`), by their closest step as
  /// ``monthlyUnit(_:atMonthEnd:)`` reads month starts: `year` one year apart, `month` one
  /// month apart, `quarter` three months apart on one day of a quarter's first month.
  ///
  /// - Returns: `nil` when the dates are not all on one day of the month; `.some(nil)` when
  ///   they are but their step is none of these (every second year), so that they get no
  ///   unit rather than days with hundreds "missing" between them.
  ///
  /// Read as days, a yearly series would leave 364 "missing" days after each date, and one
  /// year left out would go unreported: its step is no regular number of seconds (leap years).
  ///
  /// - Complexity: O(*n* log *n*).
  private static func sameDayUnit(_ seconds: [Double]) -> CalendarUnit?? {
    let dates = seconds.map { GregorianDays.date(ofSeconds: $0) }
    guard let first = dates.first, dates.allSatisfy({ $0.day == first.day }) else { return nil }
    if dates.allSatisfy({ $0.month == first.month }) {
      let years = Set(dates.map(\.year)).sorted()
      let closest = zip(years, years.dropFirst()).map { $1 - $0 }.min()
      return .some(closest == 1 ? .year : nil)
    }
    return .some(monthlyUnit(seconds))
  }

  /// Whether an instant is in the last day of its month.
  private static func isMonthEnd(_ seconds: Double) -> Bool {
    let date = GregorianDays.date(ofSeconds: seconds)
    return date.day == GregorianDays.dayCount(month: date.month, year: date.year)
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
