import ChartModel

/// A number as a spreadsheet writes it, read from a cell's bytes under both decimal marks:
/// `1,5`, `1.234,5`, `1 234,5`, `$1,234.50`, `-3 %`, `(1,200)`, `1.2k`, `12%`.
///
/// The form is `[(][sign][currency][sign] digits-with-separators [currency|%|k|M|B][)]`, spaces
/// (ASCII, U+00A0, U+202F) allowed between the parts and around the whole. The sign is `-`,
/// `+` or U+2212; parentheses make the number negative (accounting). The separators are `.`,
/// `,`, a space (U+0020, U+00A0, U+202F) and `'`. Under a reading (``DecimalMark``), the
/// decimal mark appears at most once, after every group separator, and is followed by a
/// digit; group separators are all the same character, the first group has one to three
/// digits (not starting with `0`) and every later one exactly three (ISO 80000-1 §7.3.1,
/// CLDR number patterns `#,##0.###`).
///
///     WrittenNumber(bytes of "1.234,5 €")   // pointValue nil, commaValue 1234.5, unit €
///     WrittenNumber(bytes of "1,234")       // pointValue 1234, commaValue 1.234: ambiguous
///
/// - Complexity: O(*n*) in the cell's bytes, one pass, without allocating (a currency
///   symbol aside).
package struct WrittenNumber: Hashable, Sendable {
  /// The value when `.` is the decimal mark, or `nil` when the text is not a number so.
  package var pointValue: Double?
  /// The value when `,` is the decimal mark, or `nil` when the text is not a number so.
  package var commaValue: Double?
  /// The digits after the decimal mark under each reading (0 without one).
  package var pointFractionDigits = 0
  /// The digits after the decimal mark when `,` is the mark.
  package var commaFractionDigits = 0
  /// The currency, percent sign or size suffix written with the number.
  package var unit = NumberUnit.none

  /// The value under a reading.
  package func value(_ mark: DecimalMark) -> Double? {
    switch mark {
    case .point: pointValue
    case .comma: commaValue
    }
  }

  /// The digits after the decimal mark under a reading.
  package func fractionDigits(_ mark: DecimalMark) -> Int {
    switch mark {
    case .point: pointFractionDigits
    case .comma: commaFractionDigits
    }
  }

  /// Whether both readings give a number, and different ones (`1,234`, `1.234`).
  package var isAmbiguous: Bool {
    guard let pointValue, let commaValue else { return false }
    return pointValue != commaValue
  }

  /// Reads a cell, or returns `nil` when it is no number under the readings tried.
  ///
  /// - Parameters:
  ///   - cell: The cell's bytes.
  ///   - mark: The only reading to try, once a column's mark is known (the other's value is
  ///     then `nil`); `nil` tries both.
  package init?(_ cell: UnsafeBufferPointer<UInt8>, only mark: DecimalMark? = nil) {
    var lower = 0
    var upper = cell.count
    Self.trimSpaces(cell, &lower, &upper)
    var isNegative = false
    if upper - lower >= 2, cell[lower] == UInt8(ascii: "("), cell[upper - 1] == UInt8(ascii: ")") {
      isNegative = true
      lower += 1
      upper -= 1
      Self.trimSpaces(cell, &lower, &upper)
    }
    var unit = NumberUnit.none
    isNegative = Self.readSign(cell, &lower, upper) != isNegative
    if let (symbol, length) = Self.currency(in: cell, at: lower, upper) {
      unit.currency = symbol
      lower += length
      Self.trimSpaces(cell, &lower, &upper)
      if Self.readSign(cell, &lower, upper) { isNegative.toggle() }
    }
    guard Self.readSuffix(cell, lower, &upper, &unit), lower < upper else { return nil }
    guard let core = Core(UnsafeBufferPointer(rebasing: cell[lower..<upper])) else {
      return nil
    }
    self.unit = unit
    for reading in DecimalMark.allCases where mark == nil || mark == reading {
      guard let (digits, fraction) = core.reading(reading) else { continue }
      guard var value = Self.value(digits, core, fraction: fraction, unit: unit) else {
        return nil
      }
      if isNegative { value = -value }
      switch reading {
      case .point: (pointValue, pointFractionDigits) = (value, fraction)
      case .comma: (commaValue, commaFractionDigits) = (value, fraction)
      }
    }
    if pointValue == nil && commaValue == nil { return nil }
  }

  /// The value of the core's digits with `fraction` of them after the mark, times the unit's
  /// power of ten, correctly rounded; `nil` past 2^53 digits or 10^±22.
  private static func value(_ digits: UInt64, _ core: Core, fraction: Int, unit: NumberUnit)
    -> Double?
  {
    DecimalFastPath.scaled(digits, exponent: unit.exponent - fraction)
  }

  /// Moves `lower` and `upper` past spaces: ASCII space and tab, U+00A0, U+202F.
  private static func trimSpaces(
    _ cell: UnsafeBufferPointer<UInt8>, _ lower: inout Int, _ upper: inout Int
  ) {
    while lower < upper, let length = spaceLength(cell, at: lower, upper) { lower += length }
    while lower < upper {
      if cell[upper - 1] == 0x20 || cell[upper - 1] == 0x09 {
        upper -= 1
      } else if upper - lower >= 2, cell[upper - 2] == 0xC2, cell[upper - 1] == 0xA0 {
        upper -= 2
      } else if upper - lower >= 3, cell[upper - 3] == 0xE2, cell[upper - 2] == 0x80,
        cell[upper - 1] == 0xAF
      {
        upper -= 3
      } else {
        return
      }
    }
  }

  /// The byte length of a space at `index` (ASCII space or tab, U+00A0, U+202F), or `nil`.
  static func spaceLength(_ cell: UnsafeBufferPointer<UInt8>, at index: Int, _ upper: Int)
    -> Int?
  {
    let byte = cell[index]
    if byte == 0x20 || byte == 0x09 { return 1 }
    if byte == 0xC2, index + 1 < upper, cell[index + 1] == 0xA0 { return 2 }
    if byte == 0xE2, index + 2 < upper, cell[index + 1] == 0x80, cell[index + 2] == 0xAF {
      return 3
    }
    return nil
  }

  /// Reads a sign (`-`, `+`, U+2212) and the spaces after it; returns whether it is negative.
  private static func readSign(_ cell: UnsafeBufferPointer<UInt8>, _ lower: inout Int, _ upper: Int)
    -> Bool
  {
    guard lower < upper else { return false }
    var isNegative = false
    if cell[lower] == UInt8(ascii: "-") || cell[lower] == UInt8(ascii: "+") {
      isNegative = cell[lower] == UInt8(ascii: "-")
      lower += 1
    } else if upper - lower >= 3, cell[lower] == 0xE2, cell[lower + 1] == 0x88,
      cell[lower + 2] == 0x92
    {
      isNegative = true
      lower += 3
    } else {
      return false
    }
    var end = upper
    trimSpaces(cell, &lower, &end)
    return isNegative
  }

  /// A currency symbol starting at `index`, with its byte length.
  private static func currency(in cell: UnsafeBufferPointer<UInt8>, at index: Int, _ upper: Int)
    -> (String, Int)?
  {
    guard index < upper, cell[index] == 0x24 || cell[index] >= 0xC2 else { return nil }
    for length in NumberUnit.currencyLengths where index + length <= upper {
      if let symbol = NumberUnit.currency(cell[index..<index + length]) {
        return (symbol, length)
      }
    }
    return nil
  }

  /// Reads a trailing `%`, currency symbol or size suffix into `unit`, moving `upper` before
  /// it and the spaces before it; returns `false` for a second currency or an unknown unit.
  private static func readSuffix(
    _ cell: UnsafeBufferPointer<UInt8>, _ lower: Int, _ upper: inout Int, _ unit: inout NumberUnit
  ) -> Bool {
    guard lower < upper else { return false }
    let last = cell[upper - 1]
    if last >= UInt8(ascii: "0") && last <= UInt8(ascii: "9") { return true }
    if last == UInt8(ascii: "%") {
      unit.isPercent = true
      upper -= 1
    } else if last == UInt8(ascii: "k") || last == UInt8(ascii: "K") || last == UInt8(ascii: "M")
      || last == UInt8(ascii: "B")
    {
      unit.sizeSuffix = Character(Unicode.Scalar(last))
      upper -= 1
    } else {
      var found = false
      for length in NumberUnit.currencyLengths where upper - length >= lower {
        if let symbol = NumberUnit.currency(cell[(upper - length)..<upper]) {
          guard unit.currency == nil else { return false }
          unit.currency = symbol
          upper -= length
          found = true
          break
        }
      }
      if !found { return false }
    }
    var start = lower
    trimSpaces(cell, &start, &upper)
    return unit.isPercent == false || unit.currency == nil
  }
}
