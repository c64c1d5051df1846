/// Checks that an SVG file meant as UTF-8 is valid UTF-8 before libxml2 reads it.
///
/// XML 1.0 (§4.3.3) reads a document with neither a byte-order mark nor an `encoding`
/// declaration as UTF-8, and a byte sequence that is not UTF-8 is a fatal error. FoundationXML
/// traps (instead of failing) when such bytes reach an element or attribute name, so the check
/// runs first and turns them into a clear error with a line. A file that declares another
/// encoding (`<?xml version="1.0" encoding="ISO-8859-1"?>`) or starts with a UTF-16 byte-order
/// mark is left to libxml2, which converts it to UTF-8 before any callback.
enum SVGEncodingCheck {
  /// Finds the first byte sequence that is not UTF-8 (RFC 3629: no overlong forms, no
  /// surrogates, nothing above U+10FFFF).
  ///
  /// - Parameter bytes: The file's bytes.
  /// - Returns: Its 1-based line, or `nil` when the file is valid UTF-8 or declares another
  ///   encoding.
  /// - Complexity: O(*n*) in the file size.
  static func firstInvalidLine(in bytes: [UInt8]) -> Int? {
    guard isMeantAsUTF8(bytes) else { return nil }
    var line = 1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte == 0x0A { line += 1 }
        index += 1
        continue
      }
      guard let length = sequenceLength(bytes, at: index) else { return line }
      index += length
    }
    return nil
  }

  /// The length of the valid multi-byte UTF-8 sequence at `index`, or `nil` if it is not one.
  private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      let range = offset == 1 ? low...high : 0x80...0xBF
      guard range.contains(byte) else { return nil }
    }
    return length
  }

  /// Whether XML reads the file as UTF-8: no UTF-16 byte-order mark, and no XML declaration
  /// naming an encoding other than UTF-8.
  private static func isMeantAsUTF8(_ bytes: [UInt8]) -> Bool {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return false }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let opening = Array("<?xml".utf8)
    guard bytes.count >= start + opening.count,
      Array(bytes[start..<start + opening.count]) == opening
    else { return true }
    let declaration = bytes[start...].prefix(256).prefix { $0 != UInt8(ascii: ">") }
    let text = String(decoding: declaration, as: UTF8.self).lowercased()
    guard let range = text.range(of: "encoding") else { return true }
    let value = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
    guard let quote = value.first, quote == "\"" || quote == "'" else { return true }
    let name = value.dropFirst().prefix { $0 != quote }
    return name == "utf-8" || name == "utf8"
  }
}
