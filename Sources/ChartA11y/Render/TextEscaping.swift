/// Makes untrusted text (labels from data) safe for a medium.
public enum TextEscaping {
  /// Replaces control characters (C0, DEL, C1, and bidirectional overrides) with visible
  /// `\u{…}` escapes, so data cannot move the cursor, recolour or reorder a terminal.
  ///
  /// Tabs become spaces; line breaks inside a label become spaces.
  ///
  /// - Complexity: O(*n*).
  public static func terminal(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: result.unicodeScalars.append(" ")
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Escapes Markdown punctuation (CommonMark backslash escapes) after making the text
  /// terminal-safe, so a label cannot add links, emphasis, HTML or table cells.
  ///
  /// - Complexity: O(*n*).
  public static func markdown(_ text: String) -> String {
    var result = ""
    for character in terminal(text) {
      if "\\`*_{}[]()<>#+!|~".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }
}
