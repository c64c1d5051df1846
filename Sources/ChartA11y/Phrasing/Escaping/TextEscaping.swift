import ChartModel

/// Makes untrusted text (labels from data) safe for a medium.
///
/// One home for every escaper: the terminal and speech (``spoken(_:)``) here, Markdown in
/// `TextEscaping+Markdown.swift`, XML (SVG, SSML, JUnit, HTML) in `TextEscaping+XML.swift`, CSV fields in `TextEscaping+CSV.swift`, GitHub workflow commands
/// in `TextEscaping+GitHub.swift`. They share
/// one set of controls (``isControl(_:)``) and one visible form for them (`\u{1b}`).
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
      switch scalar {
      case "\t", "\n", "\r": result.unicodeScalars.append(" ")
      default: appendVisible(scalar, to: &result)
      }
    }
    return result
  }

  /// Makes text fit to be spoken or read (speech, a screen reader reading SVG alt text or an
  /// HTML page, braille): display controls (``isControl(_:)``) other than tab and line breaks,
  /// and the noncharacters U+FFFE and U+FFFF, are dropped, as a browser draws them (as
  /// nothing); tabs and line breaks become spaces.
  ///
  /// A listener hears the text a sighted reader sees, never "backslash u brace 1 b": the
  /// visible `\u{…}` escapes are for terminals and logs (``terminal(_:)``), where showing that
  /// a control was there matters more than reading it.
  ///
  ///     TextEscaping.spoken("Sales\u{1b}[2J \u{202e}2024")   // "Sales[2J 2024"
  ///
  /// - Complexity: O(*n*).
  public static func spoken(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\t", "\n", "\r": result.unicodeScalars.append(" ")
      case "\u{FFFE}", "\u{FFFF}": continue
      default: if !isControl(scalar) { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }

  /// Whether a scalar acts on the display instead of showing: a C0 control (tab and line
  /// breaks included), DEL, a C1 control, or a bidirectional embedding, override or isolate
  /// (U+202A–U+202E, U+2066–U+2069, which reorder the text after them).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    DisplayControls.contains(scalar)
  }

  /// Appends a scalar, or for a control (``isControl(_:)``) its visible escape, such as
  /// `\u{1b}` (lowercase hexadecimal, no leading zeros).
  static func appendVisible(_ scalar: Unicode.Scalar, to result: inout String) {
    if isControl(scalar) {
      appendEscape(scalar, to: &result)
    } else {
      result.unicodeScalars.append(scalar)
    }
  }

  /// Appends the visible escape of any scalar: `\u{` hexadecimal `}`.
  static func appendEscape(_ scalar: Unicode.Scalar, to result: inout String) {
    result += "\\u{\(String(scalar.value, radix: 16))}"
  }
}
