import ChartModel

/// What a number written in a spreadsheet carries besides its digits: a currency symbol, a
/// percent sign, or a size suffix (`12%`, `$1,234.50`, `1.234,5 €`, `1.2k`).
///
/// Kept as the column's value format, so that a description writes the values as the file
/// does ("12%", "$1,235"); see ``WrittenNumberFormat``.
package struct NumberUnit: Hashable, Sendable {
  /// The currency symbol (`$`, `€`, `£`, `¥`), or `nil`.
  package var currency: String?
  /// Whether the value was written as a percentage (`12%`): the number is a fraction, 0.12.
  package var isPercent = false
  /// The size suffix, `k` (thousand), `M` (million) or `B` (billion), or `nil`.
  package var sizeSuffix: Character?

  /// No unit: a plain number.
  package static let none = NumberUnit()

  /// Whether the number carries nothing besides its digits.
  package var isNone: Bool { self == .none }

  /// The power of ten the written digits are multiplied by: -2 for a percentage, 3, 6 or 9
  /// for a size suffix, 0 otherwise.
  package var exponent: Int {
    if isPercent { return -2 }
    switch sizeSuffix {
    case "k"?, "K"?: return 3
    case "M"?: return 6
    case "B"?: return 9
    default: return 0
    }
  }

  /// The currency a symbol's UTF-8 bytes name, or `nil`.
  ///
  /// - Complexity: O(1).
  static func currency(_ bytes: some Collection<UInt8>) -> String? {
    switch Array(bytes) {
    case [0x24]: return "$"
    case [0xE2, 0x82, 0xAC]: return "€"
    case [0xC2, 0xA3]: return "£"
    case [0xC2, 0xA5]: return "¥"
    default: return nil
    }
  }

  /// The byte lengths of the currency symbols ``currency(_:)`` knows, longest first.
  static let currencyLengths = [3, 2, 1]
}
