/// Why braille could not be made.
public struct BrailleError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// liblouis could not find or compile the table list (not installed, misspelt, or broken).
    case tableUnavailable
    /// liblouis refused to translate the text with a table that compiled.
    case translationFailed
  }

  /// What went wrong.
  public var kind: Kind
  /// The table list as given, such as `en-ueb-g2.ctb` (untrusted: escape before printing).
  public var table: String

  /// Creates an error.
  public init(kind: Kind, table: String) {
    self.kind = kind
    self.table = table
  }

  /// A lowercase message without a final period.
  public var description: String {
    switch kind {
    case .tableUnavailable:
      return
        "liblouis cannot load the braille table '\(table)' (is liblouis-data installed and "
        + "the name right? tables are in /usr/share/liblouis/tables)"
    case .translationFailed:
      return "liblouis could not translate the text with the braille table '\(table)'"
    }
  }
}
