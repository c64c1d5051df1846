import ChartModel

/// The character between a delimited file's fields: `,` (RFC 4180), `;` (spreadsheets where
/// `,` is the decimal mark), a tab, or `|`.
///
/// `--delimiter` chooses it; otherwise ``CSVDialectSniffer`` finds it in the file.
public enum CSVDelimiter: String, CaseIterable, Hashable, Sendable {
  /// `,`.
  case comma
  /// `;`.
  case semicolon
  /// A tab (U+0009).
  case tab
  /// `|`.
  case pipe

  /// The delimiter's byte.
  public var byte: UInt8 {
    switch self {
    case .comma: UInt8(ascii: ",")
    case .semicolon: UInt8(ascii: ";")
    case .tab: 0x09
    case .pipe: UInt8(ascii: "|")
    }
  }

  /// The delimiter a character names (`,` `;` `|`, a tab), or `nil`.
  public init?(character: Character) {
    guard
      let found = Self.allCases.first(where: { Character(Unicode.Scalar($0.byte)) == character })
    else { return nil }
    self = found
  }

  /// The delimiter as written in messages: `','`, `';'`, `tab`, `'|'`.
  public var name: String {
    switch self {
    case .tab: "tab"
    case .comma, .semicolon, .pipe: "'\(Character(Unicode.Scalar(byte)))'"
    }
  }
}
