import Foundation

/// Numbers at spoken precision: what a listener can hold.
///
/// The one rule: a number of at least one thousandth is spoken with three significant digits
/// (every digit of its whole part kept), as ``ValueFormatter/number(_:)`` writes it: `0.0724`,
/// `2,560`, `223`. Below one thousandth it is spoken with two significant digits and a scale
/// word, so a listener does not hear a string of zeros: 0.00000391 is "3.9 millionths",
/// 0.000563 "560 millionths", 0.0000000042 "4.2 billionths"; below one trillionth it is
/// "less than 1 trillionth". The sign is spoken by ``SpokenEnglish`` ("minus").
public enum SpokenNumber {
  /// The scale words below one thousandth, smallest scale last.
  private static let scales: [(Double, String)] = [
    (1e-6, "millionth"), (1e-9, "billionth"), (1e-12, "trillionth"),
  ]

  /// A number's magnitude in words a listener can hold.
  ///
  /// - Parameter magnitude: A finite number of at least 0 (the sign is spoken separately).
  /// - Returns: The number as text for eSpeak NG: digits and, below one thousandth, a scale
  ///   word.
  /// - Complexity: O(1).
  public static func words(_ magnitude: Double) -> String {
    guard magnitude.isFinite, magnitude > 0 else { return ValueFormatter.number(magnitude) }
    if magnitude >= 0.000_999_5 { return ValueFormatter.number(max(magnitude, 0.001)) }
    for (scale, name) in scales where magnitude >= scale * 0.999_5 {
      let scaled = magnitude / scale
      let exponent = floor(log10(scaled))
      let step = pow(10, exponent - 1)
      var rounded = (scaled / step).rounded() * step
      // 999.6 millionths rounds to 1,000 millionths: one scale up.
      if rounded >= 1_000 {
        return scale == 1e-6 ? ValueFormatter.number(0.001) : words(1_000 * scale)
      }
      if rounded < 1 { rounded = 1 }
      let number = ValueFormatter.number(rounded)
      return "\(number) \(name)\(rounded == 1 ? "" : "s")"
    }
    return "less than 1 trillionth"
  }
}
