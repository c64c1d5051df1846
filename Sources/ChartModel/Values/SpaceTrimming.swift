import Foundation

/// Text with the spaces at its ends removed, as Foundation's
/// `trimmingCharacters(in: .whitespaces)` removes them, without Foundation's cost when no end
/// can be a space.
///
/// Foundation's trimming bridges the text to `NSString` and back even when nothing is
/// trimmed; over every cell of a column that was most of reading a chart's data (issue 42).
package enum SpaceTrimming {
  /// The text without the spaces and tabs (Unicode's `Zs` spaces and U+0009) at its ends.
  ///
  /// When the first and last bytes are ASCII and neither is a space or a tab, no end can be
  /// one (every other space is non-ASCII), and the text is returned as it is; otherwise
  /// Foundation trims it.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The trimmed text.
  /// - Complexity: O(1) when no end byte may be a space; else O(*n*) in the length of `text`.
  package static func trimmed(_ text: String) -> String {
    guard let first = text.utf8.first, let last = text.utf8.last else { return text }
    guard mayBeSpace(first) || mayBeSpace(last) else { return text }
    return text.trimmingCharacters(in: .whitespaces)
  }

  /// Whether a byte may begin or end a space: a space, a tab, or any non-ASCII byte.
  package static func mayBeSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte >= 0x80
  }
}
