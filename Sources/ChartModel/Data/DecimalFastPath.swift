/// Reads plain decimal text (`-12.5`, `0.0001`, `42`) straight from bytes, exactly, when
/// that can be done with one correctly rounded division or multiplication.
///
/// This is Clinger's (1990) fast path: a decimal with at most 2^53 as its digits and at most
/// 22 digits after the point is `digits / 10^k`, where both operands are exact doubles, so
/// the one IEEE 754 division rounds correctly and the result is the same double `strtod`
/// (and `Double(_:)`) gives. Anything else, such as an exponent, more digits, spaces or
/// letters, gets `nil`, and the caller falls back to the general reader.
///
/// - Note: Sources: W. D. Clinger, "How to read floating point numbers accurately", PLDI 1990;
///   the same fast path opens David Gay's `strtod` and Lemire's `fast_float`.
package enum DecimalFastPath {
  /// The exact powers of ten that a double holds, 10^0 through 10^22.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The value of `[+-]digits[.digits]` (at least one digit, either side of the point), or
  /// `nil` when the bytes are not of that form or the fast path cannot read them exactly.
  ///
  /// - Parameter bytes: The cell's bytes, without surrounding spaces.
  /// - Returns: The correctly rounded double, the same as `Double(String(decoding: bytes,
  ///   as: UTF8.self))`; `-0.0` for a negative zero.
  /// - Complexity: O(*n*) in the number of bytes.
  package static func value(of bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    shape(of: bytes)?.value
  }

  /// What a plain decimal's text looks like besides its value: how the CSV reader tells
  /// `1.234` (a decimal, or 1234 with `.` grouping thousands) from `2.5` (only a decimal).
  package struct Shape {
    /// The correctly rounded value.
    package var value: Double
    /// The digits before the point, leading zeros included.
    package var integerDigits: Int
    /// The digits after the point.
    package var fractionDigits: Int
    /// Whether the text has a point.
    package var hasPoint: Bool
    /// Whether the first digit is `0`.
    package var startsWithZero: Bool

    /// Whether the text could also be a whole number with `.` grouping its thousands:
    /// one to three digits, not starting with `0`, a point, then exactly three digits
    /// (`1.234`, `-12.500`).
    package var isPointGrouping: Bool {
      hasPoint && fractionDigits == 3 && (1...3).contains(integerDigits) && !startsWithZero
    }
  }

  /// The value and shape of `[+-]digits[.digits]`, or `nil` as for ``value(of:)``.
  ///
  /// - Complexity: O(*n*) in the number of bytes, in the same single pass as ``value(of:)``.
  @inline(__always)
  package static func shape(of bytes: UnsafeBufferPointer<UInt8>) -> Shape? {
    var index = 0
    let count = bytes.count
    var isNegative = false
    if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      isNegative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    let startsWithZero = index < count && bytes[index] == UInt8(ascii: "0")
    var digits: UInt64 = 0
    var significantDigits = 0
    var digitCount = 0
    var fractionDigits = 0
    var seenPoint = false
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ".") {
        if seenPoint { return nil }
        seenPoint = true
      } else {
        let digit = byte &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        digitCount += 1
        if seenPoint { fractionDigits += 1 }
        if digits != 0 || digit != 0 {
          significantDigits += 1
          // 18 digits cannot overflow 64 bits; more could not pass the 2^53 check below.
          if significantDigits > 18 { return nil }
          digits = digits &* 10 &+ UInt64(digit)
        }
      }
      index += 1
    }
    guard digitCount > 0, digits <= 1 << 53, fractionDigits < powersOfTen.count else {
      return nil
    }
    let magnitude = Double(digits) / powersOfTen[fractionDigits]
    return Shape(
      value: isNegative ? -magnitude : magnitude, integerDigits: digitCount - fractionDigits,
      fractionDigits: fractionDigits, hasPoint: seenPoint, startsWithZero: startsWithZero)
  }

  /// `digits` times ten to the power `exponent`, correctly rounded when `digits` is at most
  /// 2^53 and the power is within 10^±22 (one exact multiplication or division); `nil`
  /// otherwise.
  ///
  /// - Complexity: O(1).
  package static func scaled(_ digits: UInt64, exponent: Int) -> Double? {
    guard digits <= 1 << 53, abs(exponent) < powersOfTen.count else { return nil }
    return exponent >= 0
      ? Double(digits) * powersOfTen[exponent] : Double(digits) / powersOfTen[-exponent]
  }
}
