import Foundation

/// Infers the calendar period dates stand for, from how they are aligned.
///
/// Dates all on 1 January at midnight UTC stand for years, all on the first of a month for
/// months, all at midnight for days; anything finer has no inferred unit.
public enum CalendarUnitInference {
  /// The coarsest unit every date is aligned to.
  ///
  /// - Parameter seconds: Instants as seconds since 1970; `NaN` is skipped.
  /// - Returns: `year`, `month` or `day`, or `nil` when the dates are not aligned or there are
  ///   fewer than two.
  /// - Complexity: O(*n*); no calendar call for dates from 1583 on.
  public static func unit(ofSeconds seconds: [Double]) -> CalendarUnit? {
    var isYear = true
    var isMonth = true
    var count = 0
    for value in seconds where !value.isNaN {
      count += 1
      guard value.truncatingRemainder(dividingBy: 86_400) == 0 else { return nil }
      let parts = GregorianDays.date(ofSeconds: value)
      if parts.day != 1 {
        isYear = false
        isMonth = false
      } else if parts.month != 1 {
        isYear = false
      }
    }
    guard count >= 2 else { return nil }
    return isYear ? .year : isMonth ? .month : .day
  }
}
