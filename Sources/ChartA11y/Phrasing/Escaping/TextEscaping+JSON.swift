extension TextEscaping {
  /// Appends a JSON string literal, quotes included, escaped exactly as Foundation's
  /// `JSONEncoder` escapes it with `.withoutEscapingSlashes`: `"` and `\` get a backslash;
  /// backspace, tab, line feed, form feed and carriage return are `\b`, `\t`, `\n`, `\f`,
  /// `\r`; every other C0 control is `\u00xx` (lowercase hex); all else, slashes and
  /// non-ASCII text included, is written as its UTF-8 bytes (RFC 8259 §7).
  ///
  /// Used by the streaming JSON writer, whose output must be byte-identical to the encoder's
  /// (`JSONRendererStreamingTests` compares them on every control and on non-ASCII text).
  ///
  /// - Parameters:
  ///   - text: Untrusted text.
  ///   - bytes: The UTF-8 output, appended to.
  /// - Complexity: O(*n*) in the UTF-8 length of `text`.
  package static func appendJSONString(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
      case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
      case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x00..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: Array("\\u00".utf8))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
