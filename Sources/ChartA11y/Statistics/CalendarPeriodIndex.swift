import ChartModel
import Foundation

extension CalendarUnit {
  /// A whole number counting periods of this unit, so that consecutive periods differ by one
  /// and instants in the same period share it: years since year 0, quarters and months counted
  /// from year 0 (`year × 4 + quarter`, `year × 12 + month`), weeks, days, hours, minutes and
  /// seconds since 1970-01-01T00:00:00Z (weeks from Sunday 28 December 1969, so a week runs
  /// Sunday to Saturday, as Vega-Lite's `week` time unit), all in UTC.
  ///
  /// Missing-period runs, the sonification's gaps and the trend's positions count periods
  /// with it.
  ///
  /// - Parameter date: The instant; one outside ``SupportedDates`` (which input cannot give,
  ///   but a `Date` made in Swift code can) counts as the nearest supported instant, so the
  ///   index never overflows.
  /// - Returns: The period's index; negative before 1970 for the fixed-length units.
  /// - Complexity: O(1); no calendar call for dates from 1583 on.
  func periodIndex(of date: Date) -> Int {
    let seconds = SupportedDates.clamped(seconds: date.timeIntervalSince1970)
    switch self {
    case .year:
      return GregorianDays.date(ofSeconds: seconds).year
    case .quarter:
      let parts = GregorianDays.date(ofSeconds: seconds)
      return parts.year * 4 + (parts.month - 1) / 3
    case .month:
      let parts = GregorianDays.date(ofSeconds: seconds)
      return parts.year * 12 + parts.month - 1
    // Weeks from Sunday, as `GregorianDateTime.start(of: .week)` and Vega-Lite's `week`
    // (1970-01-01 was a Thursday, 4 days after a Sunday).
    case .week:
      let fromSunday = Int((seconds / 86_400).rounded(.down)) + 4
      return fromSunday >= 0 ? fromSunday / 7 : (fromSunday - 6) / 7
    case .day: return Int((seconds / 86_400).rounded(.down))
    case .hour: return Int((seconds / 3_600).rounded(.down))
    case .minute: return Int((seconds / 60).rounded(.down))
    case .second: return Int(seconds.rounded(.down))
    }
  }
}
