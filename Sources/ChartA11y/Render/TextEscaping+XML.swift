extension TextEscaping {
  /// Escapes text for XML character data: `&`, `<` and `>` become references, and characters
  /// XML 1.0 forbids or that reorder text (C0 controls other than tab and line breaks, DEL, C1,
  /// bidirectional overrides) become visible `\u{…}` escapes, as ``terminal(_:)`` writes them.
  ///
  /// - Complexity: O(*n*).
  public static func xmlText(_ text: String) -> String {
    xml(text, quoting: false)
  }

  /// Escapes text for a double-quoted XML attribute value: as ``xmlText(_:)``, and `"` becomes
  /// `&quot;`, and tabs and line breaks become character references so they survive
  /// attribute-value normalization.
  ///
  /// - Complexity: O(*n*).
  public static func xmlAttribute(_ text: String) -> String {
    xml(text, quoting: true)
  }

  private static func xml(_ text: String, quoting: Bool) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x26: result += "&amp;"
      case 0x3C: result += "&lt;"
      case 0x3E: result += "&gt;"
      case 0x22 where quoting: result += "&quot;"
      case 0x09, 0x0A, 0x0D:
        if quoting {
          result += "&#\(scalar.value);"
        } else {
          result.unicodeScalars.append(scalar)
        }
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
