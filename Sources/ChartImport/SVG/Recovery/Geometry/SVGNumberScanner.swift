import ChartModel

/// Reads the numbers of SVG path data and transform lists from UTF-8 bytes, as SVG 1.1's
/// grammar writes them: an optional sign, digits, an optional fraction and exponent
/// (`-1.5e-3`, `.5`), separated by white space and at most one comma, or by nothing when the
/// next number starts with a sign or a second point (`.5.5` is 0.5 and 0.5).
///
/// Source: SVG 1.1 §8.3.9 (the grammar for path data) and §7.6 (transform lists).
struct SVGNumberScanner {
  let bytes: [UInt8]
  /// The offset of the next byte to read.
  var offset = 0

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  var isAtEnd: Bool { offset >= bytes.count }

  /// The next byte without reading it, or `nil` at the end.
  var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Skips white space.
  mutating func skipSpaces() {
    while let byte = peek, Self.isSpace(byte) { offset += 1 }
  }

  /// Skips white space and at most one comma.
  mutating func skipSeparator() {
    skipSpaces()
    if peek == UInt8(ascii: ",") {
      offset += 1
      skipSpaces()
    }
  }

  /// Whether a number starts at the next non-space byte.
  mutating func startsNumber() -> Bool {
    skipSpaces()
    guard let byte = peek else { return false }
    return Self.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: ".")
  }

  /// Reads one number after optional white space, then skips a separator; `nil` (with the
  /// offset unchanged) when no number starts here.
  mutating func number() -> Double? {
    skipSpaces()
    let start = offset
    var index = offset
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      index += 1
    }
    var digits = 0
    while index < bytes.count, Self.isDigit(bytes[index]) {
      index += 1
      digits += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, Self.isDigit(bytes[index]) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      var exponent = index + 1
      if exponent < bytes.count,
        bytes[exponent] == UInt8(ascii: "-") || bytes[exponent] == UInt8(ascii: "+")
      {
        exponent += 1
      }
      if exponent < bytes.count, Self.isDigit(bytes[exponent]) {
        while exponent < bytes.count, Self.isDigit(bytes[exponent]) { exponent += 1 }
        index = exponent
      }
    }
    guard index - start <= 64,
      let value = Double(String(decoding: bytes[start..<index], as: UTF8.self))
    else { return nil }
    offset = index
    skipSeparator()
    return value
  }

  /// Reads an arc flag, `0` or `1`, which needs no separator after it.
  mutating func flag() -> Bool? {
    skipSpaces()
    guard let byte = peek, byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else {
      return nil
    }
    offset += 1
    skipSeparator()
    return byte == UInt8(ascii: "1")
  }
}
