import ChartModel

/// Checks that an SVG file meant as UTF-8 is valid UTF-8 before libxml2 reads it.
///
/// XML 1.0 (§4.3.3) reads a document with neither a byte-order mark nor an `encoding`
/// declaration as UTF-8, and a byte sequence that is not UTF-8 is a fatal error. FoundationXML
/// traps (instead of failing) when such bytes reach an element or attribute name, so the check
/// runs first and turns them into a clear error with a line. A file that declares another
/// encoding (`<?xml version="1.0" encoding="ISO-8859-1"?>`) or starts with a UTF-16 byte-order
/// mark is left to libxml2, which converts it to UTF-8 before any callback.
///
/// libxml2 (2.9, `xmlParseEncodingDecl`) converts only when the declaration is well formed and
/// names an encoding it has a converter for; it reads the bytes unconverted (and passes invalid
/// UTF-8 on to FoundationXML) when the name is not an XML `EncName` (`encoding=""`,
/// `encoding="ISO 8859-1"`), and when it is `UTF-16` or `UTF16` in a file without a UTF-16
/// byte-order mark. So those files, and a declaration this check cannot read, are checked as
/// UTF-8 too (issue 19: fuzz case 59,886 of the svg seed).
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

  /// Whether libxml2 reads the file's bytes as UTF-8, unconverted: no UTF-16 byte-order mark,
  /// and no well-formed XML declaration naming an encoding that libxml2 converts from.
  private static func isMeantAsUTF8(_ bytes: [UInt8]) -> Bool {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return false }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard let name = declaredEncoding(bytes[start...]) else { return true }
    return unconvertedEncodings.contains(String(decoding: name, as: UTF8.self).lowercased())
  }

  /// The declared encodings, in lower case, that libxml2 reads as UTF-8 without converting
  /// (UTF-16 too, in a file without a UTF-16 byte-order mark); every other name it converts
  /// (``SVGDeclaredEncodingCheck``).
  static let unconvertedEncodings: Set<String> = ["utf-8", "utf8", "utf-16", "utf16"]

  /// The encoding name of a well-formed XML declaration at the start of `bytes`
  /// (XML 1.0 §2.8 `XMLDecl`, §4.3.3 `EncName`: `<?xml S version Eq 'VersionNum'
  /// S encoding Eq 'EncName'`), or `nil` when there is no declaration, it names no encoding,
  /// or it is not well formed up to the name.
  ///
  /// - Complexity: O(*d*) in the declaration's length.
  static func declaredEncoding(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    var rest = bytes
    func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    func skipSpace() -> Bool {
      let before = rest.count
      rest = rest.drop(while: isSpace)
      return rest.count < before
    }
    func take(_ word: String) -> Bool {
      guard rest.starts(with: word.utf8) else { return false }
      rest = rest.dropFirst(word.utf8.count)
      return true
    }
    func quoted() -> ArraySlice<UInt8>? {
      _ = skipSpace()
      guard take("=") else { return nil }
      _ = skipSpace()
      guard let quote = rest.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
      else { return nil }
      let value = rest.dropFirst().prefix { $0 != quote }
      rest = rest.dropFirst(value.count + 1)
      guard take(quote == UInt8(ascii: "'") ? "'" : "\"") else { return nil }
      return value
    }
    guard take("<?xml"), skipSpace(), take("version"), quoted() != nil, skipSpace(),
      take("encoding"), let name = quoted(), let first = name.first, isLetter(first),
      name.allSatisfy({ isLetter($0) || isDigit($0) || $0 == 0x2E || $0 == 0x5F || $0 == 0x2D })
    else { return nil }
    return name
  }

  /// Whether `byte` is an ASCII letter.
  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// Whether `byte` is an ASCII digit.
  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
