import ChartModel
import Foundation

/// Writes numbers and dates the way a person says them: years without separators, dates by
/// their calendar unit, three significant digits, thousands grouped.
///
/// Output never depends on the machine's locale or time zone.
public struct ValueFormatter: Sendable {
  /// The unit appended to quantities, such as `births`, or `nil`.
  public var unit: String?

  /// Creates a formatter.
  ///
  /// - Parameter unit: The unit appended to quantities.
  public init(unit: String? = nil) {
    self.unit = unit
  }

  /// A number as people say it, with three significant digits (or `digits`):
  /// ``ChartModel/NumberText/number(_:digits:)``.
  public static func number(_ value: Double, digits: Int = 3) -> String {
    NumberText.number(value, digits: digits)
  }

  /// A number below a million with exactly `decimals` digits after the point, grouped:
  /// ``ChartModel/NumberText/number(_:decimals:)``.
  public static func number(_ value: Double, decimals: Int) -> String {
    NumberText.number(value, decimals: decimals)
  }

  /// A number to six significant digits, or every digit of its whole part:
  /// ``ChartModel/NumberText/preciseNumber(_:)``.
  public static func preciseNumber(_ value: Double) -> String {
    NumberText.preciseNumber(value)
  }

  /// A quantity with this formatter's unit: `3,000 births`, or `$3,000` for a currency symbol.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - precise: Whether to write it with ``preciseNumber(_:)`` instead of
  ///     ``number(_:digits:)``.
  ///   - digits: The significant digits of a summary (not precise), 3 unless the values need
  ///     more to be told apart (``AxisDescriptor/summaryDigits``).
  /// - Returns: The number with its unit.
  public func quantity(_ value: Double, precise: Bool = false, digits: Int = 3) -> String {
    let text =
      precise
      ? ValueFormatter.preciseNumber(value) : ValueFormatter.number(value, digits: digits)
    return value.isFinite ? withUnit(text) : text
  }

  /// A written number with this formatter's unit: after it with a space, or before it for a
  /// currency symbol (`$`, `€`, `£`, `¥`).
  ///
  /// - Parameter text: The number as text.
  /// - Returns: `3,000 births`, `$3,000`, or the text alone without a unit.
  public func withUnit(_ text: String) -> String {
    guard let unit, !unit.isEmpty else { return text }
    return ["$", "€", "£", "¥"].contains(unit) ? "\(unit)\(text)" : "\(text) \(unit)"
  }

  /// A date by its calendar unit: `1948`, `Q2 2024`, `March 2024`, `week of 4 March 2024`,
  /// `4 March 2024`, `4 March 2024, 14:00`, `4 March 2024, 14:05:30`.
  ///
  /// Day, month name, year: never a numeric form such as `07/24`, never an ISO timestamp.
  ///
  /// - Parameters:
  ///   - date: The instant.
  ///   - unit: The calendar period, or `nil` to choose from this date's own alignment
  ///     (`CalendarUnitInference.alignment(ofSeconds:)`): `2001` for 1 January at midnight,
  ///     a day for any other midnight.
  ///   - clock: The clock the date is kept on: "UTC" follows a time on
  ///     ``DateClock/markedUTC``.
  /// - Returns: The date as a person says it, in English, on its clock.
  public static func date(_ date: Date, unit: CalendarUnit?, clock: DateClock = .utc) -> String {
    DateWriting.text(of: date, unit: unit, clock: clock)
  }

  /// Any plotted value as text: categories as they are, numbers and dates as above.
  public static func text(of value: DataValue, unit: CalendarUnit? = nil) -> String {
    switch value {
    case .category(let text): return text
    case .number(let number): return ValueFormatter.number(number)
    case .date(let date): return ValueFormatter.date(date, unit: unit)
    }
  }
}
