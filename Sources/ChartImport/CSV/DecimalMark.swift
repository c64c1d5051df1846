import ChartModel

/// The character that separates a number's whole part from its fraction in a data file:
/// `.` (`1234.5`, as in English and RFC 4180 files) or `,` (`1234,5`, as most of Europe and
/// South America write it, and as spreadsheets there save CSV).
///
/// `--decimal point|comma` chooses it; otherwise each column is decided on all its cells
/// (docs/csv.md, "Numbers").
public enum DecimalMark: String, CaseIterable, Hashable, Sendable {
  /// `.` is the decimal mark; `,` (or a space or `'`) groups thousands.
  case point
  /// `,` is the decimal mark; `.` (or a space or `'`) groups thousands.
  case comma

  /// The mark itself.
  public var character: Character {
    switch self {
    case .point: "."
    case .comma: ","
    }
  }

  /// The other mark.
  public var other: DecimalMark {
    switch self {
    case .point: .comma
    case .comma: .point
    }
  }
}
