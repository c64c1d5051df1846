import Foundation

/// Writes a number the way a person says it in English: three significant digits, thousands
/// grouped, short-scale names from a million on.
///
/// Output never depends on the machine's locale.
public enum NumberText {
  /// A number as people say it, with three significant digits (or `digits`).
  ///
  /// Below a million, whole parts are kept and grouped: `0.0724`, `3,000`, `1,235`,
  /// `123,457`; from a million on, a short-scale name: `1.23 million`, `-45 billion`,
  /// `7 trillion`, and from 10^15 on `1.23E15`. `−` is never used (ASCII hyphen-minus).
  /// Values that lie close together for their size need more digits to be told apart
  /// (a description's summary digits): at 5, 1,000,100 is `1.0001 million`.
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
  /// a description's ranges).
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
}
