/// Reads a run of ASCII decimal digits from UTF-8 bytes, for the fixed-width fields of ISO 8601
/// dates (`2024`, `03`, `01`).
enum ASCIIDigits {
  /// The number the bytes in a range spell.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 bytes (an array, or a buffer on the parser's hot path).
  ///   - range: The positions to read.
  /// - Returns: The number, or `nil` when the range runs past the bytes or holds anything but
  ///   the digits 0–9.
  /// - Complexity: O(*k*) for *k* positions.
  static func number<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ range: Range<Int>)
    -> Int? where Bytes.Index == Int
  {
    guard range.lowerBound >= bytes.startIndex, range.upperBound <= bytes.endIndex else {
      return nil
    }
    var value = 0
    for index in range {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return value
  }
}
