import ChartModel

extension TextEscaping {
  /// Appends a JSON string literal, quotes included, escaped exactly as ``StableJSON`` writes
  /// it (Foundation's `JSONEncoder` with `.withoutEscapingSlashes`, then
  /// ``DisplayControls/escapingInJSON(_:)``): `"` and `\` get a backslash; backspace, tab, line
  /// feed, form feed and carriage return are `\b`, `\t`, `\n`, `\f`, `\r`; every other
  /// display control (``isControl(_:)``: C0, DEL, C1, bidirectional controls) is `\u` and four
  /// lowercase hexadecimal digits; all else, slashes and other non-ASCII text included, is
  /// written as its UTF-8 bytes (RFC 8259 §7).
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
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\":
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(UInt8(scalar.value))
      case "\u{08}": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
      case "\t": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case "\n": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case "\u{0C}": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
      case "\r": bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      default:
        if isControl(scalar) {
          DisplayControls.appendEscape(scalar.value, to: &bytes)
        } else {
          UTF8.encode(scalar) { bytes.append($0) }
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
