import Foundation

/// How a chart writes its values on an axis, in a legend or in text marks: a d3 number format
/// or a d3 time format.
///
/// The chart spec's `format` and `formatType` (docs/chart-spec.md) and Vega-Lite's
/// `axis.format`, `legend.format` and a text channel's `format` are read into it, so that a
/// reader hears "4%" where the chart shows 4%.
public enum ValueFormat: Hashable, Sendable {
  /// A d3-format number format, such as `.0%`.
  case number(NumberFormat)
  /// A d3-time-format date format, such as `%b %Y`.
  case time(TimeFormat)

  /// What a specifier formats (Vega-Lite's `formatType`).
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Numbers, by d3-format.
    case number
    /// Dates, by d3-time-format (`timeFormat`; read in UTC, as chart-describe's dates are).
    case time
    /// Dates, by d3-time-format in UTC (`utcFormat`).
    case utc
  }

  /// Parses a specifier.
  ///
  /// - Parameters:
  ///   - specifier: The format, such as `$,.0f` or `%b %Y`.
  ///   - kind: What it formats; `nil` for what the values are: dates when `temporal`, else
  ///     numbers.
  ///   - temporal: Whether the values are dates.
  /// - Throws: ``ValueFormatError`` when the specifier is not supported.
  /// - Complexity: O(*n*) in its length.
  public init(_ specifier: String, kind: Kind?, temporal: Bool) throws(ValueFormatError) {
    switch kind ?? (temporal ? .time : .number) {
    case .number: self = .number(try NumberFormat(specifier))
    case .time, .utc: self = .time(try TimeFormat(specifier))
    }
  }

  /// The specifier as written.
  public var specifier: String {
    switch self {
    case .number(let format): format.specifier
    case .time(let format): format.specifier
    }
  }

  /// A plotted value as this format writes it, or `nil` when the format is not for its kind
  /// (a number format and a date, a time format and a number, any category).
  ///
  /// - Complexity: O(*n*) in the specifier's length.
  public func string(for value: DataValue) -> String? {
    switch (self, value) {
    case (.number(let format), .number(let number)): format.string(number)
    case (.time(let format), .date(let date)): format.string(date)
    case (.number, .date), (.number, .category), (.time, .number), (.time, .category): nil
    }
  }
}
