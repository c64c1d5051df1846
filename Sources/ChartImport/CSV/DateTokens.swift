import ChartModel

/// A date cell split into numbers, words, symbols and footnote marks, spaces dropped: what
/// ``WrittenDate`` matches its shapes against (`15. März 2024` → 15, `.`, `märz`, 2024).
struct DateTokens {
  /// One token.
  enum Item: Equatable {
    /// A run of at most four digits, with its digit count.
    case number(Int, digits: Int)
    /// A run of letters, ASCII lowercased (bytes above 0x7F kept: `märz`).
    case word([UInt8])
    /// Any other ASCII character.
    case symbol(UInt8)
    /// A footnote mark: `*`, `†` or `‡`.
    case footnote
  }

  /// The tokens, in order.
  private(set) var items: [Item] = []

  /// Splits a cell; `nil` for a run of more than four digits, a control byte, or more than
  /// eight tokens (no date shape has more).
  init?(_ cell: UnsafeBufferPointer<UInt8>) {
    var index = 0
    while index < cell.count {
      guard items.count <= 8 else { return nil }
      let byte = cell[index]
      if byte == 0x20 || byte == 0x09 {
        index += 1
      } else if byte &- UInt8(ascii: "0") < 10 {
        var value = 0
        var digits = 0
        while index < cell.count, cell[index] &- UInt8(ascii: "0") < 10 {
          value = value * 10 + Int(cell[index] &- UInt8(ascii: "0"))
          digits += 1
          index += 1
          if digits > 4 { return nil }
        }
        items.append(.number(value, digits: digits))
      } else if byte == UInt8(ascii: "*") {
        items.append(.footnote)
        index += 1
      } else if byte == 0xE2, index + 2 < cell.count, cell[index + 1] == 0x80,
        cell[index + 2] == 0xA0 || cell[index + 2] == 0xA1
      {
        items.append(.footnote)
        index += 3
      } else if Self.isLetter(byte) {
        var word: [UInt8] = []
        while index < cell.count, Self.isLetter(cell[index]) {
          let letter = cell[index]
          word.append(letter >= 0x41 && letter <= 0x5A ? letter | 0x20 : letter)
          index += 1
        }
        items.append(.word(word))
      } else if byte < 0x20 || byte >= 0x80 {
        return nil
      } else {
        items.append(.symbol(byte))
        index += 1
      }
    }
  }

  /// ASCII letters, and any byte of a multi-byte character (ä, é, û).
  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x80
  }
}
