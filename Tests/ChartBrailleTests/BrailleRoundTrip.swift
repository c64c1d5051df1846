import ChartBraille
import Foundation

/// Reads a BRF file back to print text with liblouis, for the round-trip tests.
enum BrailleRoundTrip {
  /// The BRF's braille as one line: pages and lines joined, a word divided across lines
  /// (a full line ending in a hyphen) joined again, spaces collapsed.
  static func unpaged(_ brf: String, width: Int) -> String {
    var text = ""
    for page in brf.split(separator: "\u{0C}", omittingEmptySubsequences: false) {
      for line in page.split(separator: "\r\n", omittingEmptySubsequences: true) {
        let divided = line.count == width && line.hasSuffix("-")
        text += divided ? String(line.dropLast()) : line + " "
      }
    }
    return text.split(separator: " ").joined(separator: " ")
  }

  /// Text compared as back-translation gives it.
  ///
  /// Lowercase, words separated by one space, and the print characters UEB writes with one braille sign made one: the en and em dash
  /// (both ⠠⠤) as "—", the apostrophe and right single quote (both ⠄) as "'", the double
  /// quotes (both ⠦ … ⠴) as `"`. And one ambiguity of UEB's back-translation, not of our
  /// braille: a semicolon (⠆) after a closing parenthesis is read back as the groupsign
  /// "be" (`);` → `)be`), so `)be ` is compared as `); `.
  static func normalized(_ text: String) -> String {
    var text = text.lowercased()
    for (from, to) in [
      ("–", "—"), ("’", "'"), ("“", "\""), ("”", "\""), (")be ", "); "),
    ] {
      text = text.replacingOccurrences(of: from, with: to)
    }
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The print text liblouis reads back from a BRF file, normalized.
  static func backTranslated(_ brf: String, width: Int, table: String) throws -> String {
    normalized(
      try LouisTranslator.backTranslate(
        unpaged(brf, width: width), table: table, encoding: .asciiBraille))
  }
}
