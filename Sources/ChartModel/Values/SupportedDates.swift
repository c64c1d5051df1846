import Foundation

/// The instants a chart may plot: years −9999 to 9999 of the proleptic Gregorian calendar in
/// UTC.
///
/// Every temporal value read from input is checked against this range when it is resolved
/// (``DataTable/resolve(_:at:)``), so calendar arithmetic downstream — period indices,
/// missing-period runs, sonification gaps, formatting — works on whole numbers that cannot
/// overflow. A number such as `1e300` in a temporal field is then a clear error instead of a
/// trap. The range is that of four-digit years, which ISO 8601 dates and Vega-Lite years use.
package enum SupportedDates {
  /// The first supported year.
  package static let firstYear = -9999
  /// The last supported year.
  package static let lastYear = 9999

  /// Seconds since 1970 of the first supported instant, −9999-01-01T00:00:00Z.
  package static let firstSecond =
    Double(GregorianDays.days(year: firstYear, month: 1, day: 1)) * 86_400
  /// Seconds since 1970 of the instant after the last supported one, 10000-01-01T00:00:00Z.
  package static let endSecond =
    Double(GregorianDays.days(year: lastYear + 1, month: 1, day: 1)) * 86_400

  /// Whether an instant, in seconds since 1970, is supported.
  ///
  /// `NaN` (missing) is not.
  ///
  /// - Complexity: O(1).
  package static func contains(seconds: Double) -> Bool {
    seconds >= firstSecond && seconds < endSecond
  }

  /// The instant, in seconds since 1970, moved into the supported range (`NaN` becomes the
  /// first instant), for arithmetic that must never trap on a value that skipped the check
  /// (a `Date` built in Swift code).
  ///
  /// - Complexity: O(1).
  package static func clamped(seconds: Double) -> Double {
    guard seconds >= firstSecond else { return firstSecond }
    return Swift.min(seconds, endSecond)
  }

  /// The words for the range, for messages: "a date in the years -9999 to 9999".
  package static let description = "a date in the years \(firstYear) to \(lastYear)"
}
