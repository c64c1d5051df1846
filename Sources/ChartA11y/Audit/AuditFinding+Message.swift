import Foundation

extension AuditFinding.Message {
  /// A number with a fixed count of decimals, locale-free (`2.58`).
  ///
  /// - Note: Same text as `String(format: "%.2f", locale: en_US_POSIX)`, whose ICU formatter
  ///   rounds the shortest decimal form half to even, but without creating a formatter per
  ///   call (that was 4 % of auditing a large corpus). Other cases still use `String(format:)`.
  static func number(_ value: Double, decimals: Int) -> String {
    fixedDecimal(value, decimals: decimals)
      ?? String(format: "%.\(decimals)f", locale: Locale(identifier: "en_US_POSIX"), value)
  }

  /// `value` rounded half to even from its shortest decimal form (Swift's `description`), as
  /// ICU rounds; `nil` for negative, non-finite or exponent-form values, left to ICU.
  static func fixedDecimal(_ value: Double, decimals: Int) -> String? {
    guard value.isFinite, value >= 0, decimals >= 0 else { return nil }
    let text = value.description.utf8
    guard !text.contains(UInt8(ascii: "e")) else { return nil }
    var digits: [UInt8] = []
    var integerCount = 0
    var seenPoint = false
    for byte in text {
      if byte == UInt8(ascii: ".") {
        seenPoint = true
      } else {
        digits.append(byte - UInt8(ascii: "0"))
        if !seenPoint { integerCount += 1 }
      }
    }
    let kept = integerCount + decimals
    while digits.count <= kept { digits.append(0) }
    let next = digits[kept]
    let restIsZero = digits[(kept + 1)...].allSatisfy { $0 == 0 }
    var result = Array(digits[..<kept])
    let lastIsOdd = (result.last ?? 0) % 2 == 1
    if next > 5 || (next == 5 && (!restIsZero || lastIsOdd)) {
      var index = result.count - 1
      while index >= 0 && result[index] == 9 {
        result[index] = 0
        index -= 1
      }
      if index >= 0 { result[index] += 1 } else { result.insert(1, at: 0) }
    }
    let integerDigits = result.count - decimals
    var output = String(
      decoding: result[..<integerDigits].map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
    if decimals > 0 {
      output += "."
      output += String(
        decoding: result[integerDigits...].map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
    }
    return output
  }
}
