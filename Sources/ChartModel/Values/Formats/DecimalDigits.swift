import Foundation

/// A finite number's decimal digits rounded as JavaScript's `Number.prototype` methods round
/// them (`toFixed`, `toExponential`, `toPrecision`: half away from zero on the exact binary
/// value), so that a d3 format writes what the browser drew.
///
/// Source: ECMAScript 2024, §21.1.3.3 (`toExponential`), §21.1.3.4 (`toFixed`), §21.1.3.5
/// (`toPrecision`). The digits come from glibc's exact `printf` expansion, cut by hand.
enum DecimalDigits {
  /// The significant digits of a magnitude rounded to a count of digits, and its decimal
  /// exponent: 1234.5 at 3 digits is `("123", 3)` (1.23 × 10³).
  ///
  /// - Parameters:
  ///   - magnitude: A finite number of at least 0.
  ///   - count: Significant digits, 1 to 100.
  /// - Returns: Exactly `count` digits (no point), and the exponent of the first one.
  /// - Complexity: O(*count*).
  static func significant(_ magnitude: Double, count: Int) -> (digits: [UInt8], exponent: Int) {
    guard magnitude > 0 else { return ([UInt8](repeating: 0, count: count), 0) }
    // 40 digits after the first: enough that the digit after the cut is exact (a carry from
    // the 41st digit would need 39 nines).
    let text = String(format: "%.40e", magnitude)
    let parts = text.split(separator: "e")
    var digits = parts[0].compactMap { $0.wholeNumberValue.map(UInt8.init) }
    var exponent = Int(parts[1]) ?? 0
    let roundUp = digits.count > count && digits[count] >= 5
    digits = Array(digits.prefix(count))
    while digits.count < count { digits.append(0) }
    if roundUp {
      var index = count - 1
      while index >= 0 {
        if digits[index] == 9 {
          digits[index] = 0
          index -= 1
        } else {
          digits[index] += 1
          break
        }
      }
      if index < 0 {
        digits.insert(1, at: 0)
        digits.removeLast()
        exponent += 1
      }
    }
    return (digits, exponent)
  }

  /// `toFixed(fraction)` of a magnitude: `2.5` at 0 is `3`, `0.125` at 2 is `0.13`.
  ///
  /// - Parameters:
  ///   - magnitude: A finite number of at least 0, below 10²¹ (larger ones are written as
  ///     ``shortest(_:)``, as JavaScript does).
  ///   - fraction: Digits after the point, 0 to 100.
  /// - Returns: The digits, with a point when `fraction` is above 0.
  /// - Complexity: O(*fraction* + log *magnitude*).
  static func fixed(_ magnitude: Double, fraction: Int) -> String {
    guard magnitude < 1e21 else { return shortest(magnitude) }
    if magnitude == 0 {
      return fraction == 0 ? "0" : "0." + String(repeating: "0", count: fraction)
    }
    let exponent = significant(magnitude, count: 17).exponent
    let count = exponent + 1 + fraction
    guard count >= 1 else {
      // The first digit is just past the last place: half of it or more rounds up to one
      // unit there; anything smaller is zero.
      guard count == 0, significant(magnitude, count: 1).digits[0] >= 5 else {
        return fixed(0, fraction: fraction)
      }
      return fraction == 0 ? "1" : "0." + String(repeating: "0", count: fraction - 1) + "1"
    }
    var (digits, first) = significant(magnitude, count: count)
    // Rounding carried to a new leading digit (999.5 at 0 is 1000): one more whole digit.
    if first > exponent { digits.append(0) }
    let text = digits.map { String($0) }.joined()
    let wholeCount = first + 1
    if wholeCount <= 0 {
      return "0." + String(repeating: "0", count: -wholeCount) + text
    }
    let whole = text.prefix(wholeCount)
    let rest = text.dropFirst(wholeCount)
    return rest.isEmpty ? String(whole) : "\(whole).\(rest)"
  }

  /// `toExponential(fraction)` of a magnitude: `12345` at 2 is `1.23e+4`.
  ///
  /// - Complexity: O(*fraction*).
  static func exponential(_ magnitude: Double, fraction: Int) -> String {
    let (digits, exponent) = significant(magnitude, count: fraction + 1)
    let text = digits.map { String($0) }.joined()
    let mantissa = fraction == 0 ? text : "\(text.prefix(1)).\(text.dropFirst())"
    return "\(mantissa)e\(exponent < 0 ? "-" : "+")\(abs(exponent))"
  }

  /// `toPrecision(count)` of a magnitude: fixed notation for exponents from −6 to
  /// `count` − 1, exponential otherwise: `0.000123` at 2 is `0.00012`, `123456` at 2 `1.2e+5`.
  ///
  /// - Complexity: O(*count*).
  static func precision(_ magnitude: Double, count: Int) -> String {
    let (digits, exponent) = significant(magnitude, count: count)
    if magnitude > 0 && (exponent < -6 || exponent >= count) {
      return exponential(magnitude, fraction: count - 1)
    }
    let text = digits.map { String($0) }.joined()
    if magnitude == 0 { return count == 1 ? "0" : "0." + String(repeating: "0", count: count - 1) }
    if exponent < 0 {
      return "0." + String(repeating: "0", count: -exponent - 1) + text
    }
    let whole = text.prefix(exponent + 1)
    let rest = text.dropFirst(exponent + 1)
    return rest.isEmpty ? String(whole) : "\(whole).\(rest)"
  }

  /// The shortest text that reads back as the number, as JavaScript's `String(x)` writes it:
  /// `0.1`, `1e+21`, `123`.
  ///
  /// - Complexity: O(1).
  static func shortest(_ magnitude: Double) -> String {
    if magnitude == magnitude.rounded(), magnitude < 1e21 {
      return String(format: "%.0f", magnitude)
    }
    var text = "\(magnitude)"
    if let e = text.firstIndex(of: "e") {
      let exponent = text[text.index(after: e)...]
      if !exponent.hasPrefix("-") && !exponent.hasPrefix("+") {
        text = text[..<e] + "e+" + exponent
      }
    }
    return text
  }
}
