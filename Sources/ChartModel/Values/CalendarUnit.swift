import Foundation

/// The calendar period a temporal value stands for, as in `.value("Month", date, unit: .month)`.
///
/// The unit decides how a date is read ("1948", "March 2024") and what counts as a gap: a
/// series with yearly values that lacks 1950 has a missing year.
public enum CalendarUnit: String, CaseIterable, Codable, Sendable {
  /// A calendar year.
  case year
  /// A quarter of a calendar year.
  case quarter
  /// A calendar month.
  case month
  /// A week (seven days).
  case week
  /// A calendar day.
  case day
  /// An hour.
  case hour
  /// A minute.
  case minute
  /// A second.
  case second

  /// The plural English noun for the unit ("years").
  public var pluralNoun: String { rawValue + "s" }
}
