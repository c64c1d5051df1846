extension TextEscaping {
  /// Where escaped text goes in an XML document, which decides what else is escaped.
  public enum XMLContext: Sendable {
    /// Character data (SVG `<title>` and `<desc>`): `&`, `<` and `>` become references; tabs
    /// and line breaks stay as they are.
    case text
    /// A double-quoted attribute value: as ``text``, and `"` becomes `&quot;`, and tabs and
    /// line breaks become character references (`&#10;`) so they survive attribute-value
    /// normalization (XML 1.0 §3.3.3).
    case attribute
    /// Text written both as character data and in attributes of either quote (JUnit's
    /// messages, SSML): as ``attribute``, and `'` becomes `&apos;`.
    case textOrAttribute
  }

  /// Escapes text for XML: the one XML escaper (SVG alt text, SSML, JUnit reports).
  ///
  /// `&`, `<`, `>` and, as `context` asks, `"`, `'`, tab and line breaks become references.
  /// Characters XML 1.0 cannot hold (C0 controls other than tab and line breaks, U+FFFE,
  /// U+FFFF; XML 1.0 §2.2 `Char`) and those that act on a reader's display (DEL, C1,
  /// bidirectional overrides; ``isControl(_:)``) become visible `\u{…}` escapes, as
  /// ``terminal(_:)`` writes them. The result parses, and reads back as the text with those
  /// characters spelled out.
  ///
  /// - Parameters:
  ///   - text: Untrusted text.
  ///   - context: Where the result is written.
  /// - Returns: The escaped text.
  /// - Complexity: O(*n*) in the text's length.
  public static func xml(_ text: String, for context: XMLContext) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where context != .text: result += "&quot;"
      case "'" where context == .textOrAttribute: result += "&apos;"
      case "\t", "\n", "\r":
        if context == .text {
          result.unicodeScalars.append(scalar)
        } else {
          result += "&#\(scalar.value);"
        }
      case "\u{FFFE}", "\u{FFFF}": appendEscape(scalar, to: &result)
      default: appendVisible(scalar, to: &result)
      }
    }
    return result
  }

  /// Text with XML's five entities, as ``xml(_:for:)`` writes them, turned back into their
  /// characters (`&amp;` last, so `&amp;lt;` is `&lt;`): for reading our own markup back, such
  /// as a narration's SSML as the words it speaks (``NarrationTranscript``).
  ///
  /// - Complexity: O(*n*).
  public static func unescapedXML(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
  }
}
