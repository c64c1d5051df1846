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

  /// A number as people say it, with three significant digits (or `digits`).
  ///
  /// Below a million, whole parts are kept and grouped: `0.0724`, `3,000`, `1,235`,
  /// `123,457`; from a million on, a short-scale name: `1.23 million`, `-45 billion`,
  /// `7 trillion`, and from 10^15 on `1.23E15`. `−` is never used (ASCII hyphen-minus).
  /// Values that lie close together for their size need more digits to be told apart
  /// (``AxisDescriptor/summaryDigits``): at 5, 1,000,100 is `1.0001 million`.
  ///
  /// - Parameters:
  ///   - value: Any finite number; non-finite values read as "missing".
  ///   - digits: The significant digits, 3 to 17 (trailing zeros dropped).
  /// - Returns: The number as text, without the unit.
  public static func number(_ value: Double, digits: Int = 3) -> String {
    guard value.isFinite else { return "missing" }
    if value == 0 { return "0" }
    let magnitude = abs(value)
    let significant = min(17, max(3, digits))
    // Where rounding to the digits reaches a million (999,500 at three).
    if magnitude >= 1e6 * roundingEdge(significant) {
      return large(value, digits: significant)
    }
    let integerDigits = magnitude >= 1 ? Int(log10(magnitude).rounded(.down)) + 1 : 1
    let written = max(significant, integerDigits)
    let style = FloatingPointFormatStyle<Double>.number
      .locale(Locale(identifier: "en_US"))
      .precision(.significantDigits(1...min(written, 17)))
      .grouping(magnitude >= 1_000 ? .automatic : .never)
    return value.formatted(style)
  }

  /// The fraction of a power of ten from which a number rounds up to it at `digits`
  /// significant digits: 0.9995 at three.
  private static func roundingEdge(_ digits: Int) -> Double {
    1 - 0.5 * pow(10, -Double(digits))
  }

  /// A number of at least 999,500 in magnitude (which rounds to a million or more) with a
  /// short-scale name, `digits` significant digits.
  private static func large(_ value: Double, digits: Int) -> String {
    let names = [(1e12, "trillion"), (1e9, "billion"), (1e6, "million")]
    let magnitude = abs(value)
    let threeDigits = FloatingPointFormatStyle<Double>.number
      .locale(Locale(identifier: "en_US"))
      .precision(.significantDigits(1...digits))
      .grouping(.never)
    for (index, (scale, name)) in names.enumerated() {
      // 999,999,999 rounds to "1 billion", not "1,000 million".
      let edge = roundingEdge(digits)
      let upper = index == 0 ? 1e15 * edge : names[index - 1].0 * edge
      if magnitude >= scale * edge && magnitude < upper {
        let scaled = (value / scale).formatted(threeDigits)
        return "\(scaled) \(name)"
      }
    }
    let scientific = FloatingPointFormatStyle<Double>.number
      .locale(Locale(identifier: "en_US"))
      .precision(.significantDigits(1...digits))
      .notation(.scientific)
    return value.formatted(scientific)
  }

  /// A number below a million with exactly `decimals` digits after the point, grouped:
  /// `100.970`, `1,234.50`, `5.000` (the other end of a range written to three decimals,
  /// ``AxisPhrasing/range(_:_:on:)``).
  ///
  /// - Parameters:
  ///   - value: A finite number below 999,500 in magnitude; non-finite values read as
  ///     "missing".
  ///   - decimals: The digits after the point, 0 to 15.
  /// - Returns: The number as text, without the unit.
  public static func number(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "missing" }
    let style = FloatingPointFormatStyle<Double>.number
      .locale(Locale(identifier: "en_US"))
      .precision(.fractionLength(min(15, max(0, decimals))))
      .grouping(abs(value) >= 1_000 ? .automatic : .never)
    let text = value.formatted(style)
    // "-0.00" is 0.
    return text.allSatisfy { "-0.".contains($0) } ? String(text.drop(while: { $0 == "-" })) : text
  }

  /// A number to six significant digits, or every digit of its whole part.
  ///
  /// Grouped and never named: `0.00127`, `223.02`, `999,997`, `1,234,568`. For reading one
  /// value exactly, where ``number(_:)`` summarises.
  ///
  /// - Parameter value: Any finite number; non-finite values read as "missing".
  /// - Returns: The number as text, without the unit.
  public static func preciseNumber(_ value: Double) -> String {
    guard value.isFinite else { return "missing" }
    if value == 0 { return "0" }
    let magnitude = abs(value)
    let integerDigits = magnitude >= 1 ? Int(log10(magnitude).rounded(.down)) + 1 : 1
    let style = FloatingPointFormatStyle<Double>.number
      .locale(Locale(identifier: "en_US"))
      .precision(.significantDigits(1...min(max(6, integerDigits), 17)))
      .grouping(magnitude >= 1_000 ? .automatic : .never)
    return value.formatted(style)
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
