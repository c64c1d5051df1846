import Foundation

/// A d3-format number specifier, parsed, and the numbers it writes, in the en-US locale.
///
/// The grammar is d3-format's, `[[fill]align][sign][symbol][0][width][,][.precision][~][type]`:
/// fill any character, align `<` `>` `^` `=`, sign `-` `+` `(` or space, symbol `$` (the
/// en-US currency, a prefix `$`) or `#` (`0b`, `0o`, `0x` before binary, octal, hexadecimal),
/// `0` zero padding, a minimum width, `,` thousands grouping, a precision, `~` trimming
/// insignificant zeros, and a type: `e` exponent, `f` fixed, `g` general, `r` rounded to
/// significant digits, `s` SI prefix, `%` percent, `p` percent rounded to significant digits,
/// `d` integer, `b` `o` `x` `X` binary, octal, hexadecimal, `n` (`,g`), or none (`~g` with 12
/// digits). Defaults: precision 6 (12 with no type), align right, fill space.
///
/// One difference from d3: negative numbers take the ASCII hyphen-minus (`-`), as every other
/// number chart-describe writes, not U+2212.
///
/// Sources: d3-format 3.1 (`formatSpecifier`, `locale.format`, `formatTrim`,
/// `formatPrefixAuto`, `formatRounded`), https://d3js.org/d3-format; the en-US locale file
/// `locale/en-US.json` (`$` prefix, `,` groups of three, `.` decimal).
///
///     let percent = try NumberFormat(".0%")
///     percent.string(0.036)       // "4%"
///     try NumberFormat("$,.0f").string(1234.5)   // "$1,235"
///     try NumberFormat("~s").string(3_200_000)   // "3.2M"
public struct NumberFormat: Hashable, Sendable {
  /// How a number is written: d3-format's type character.
  public enum Kind: Character, Hashable, Sendable, CaseIterable {
    /// `e`: exponent notation, `1.23e+4`.
    case exponent = "e"
    /// `f`: fixed point, `12345.00`.
    case fixed = "f"
    /// `g`: fixed or exponent notation at a count of significant digits.
    case general = "g"
    /// `r`: fixed notation rounded to significant digits.
    case rounded = "r"
    /// `s`: SI prefix, `12.3k`.
    case siPrefix = "s"
    /// `%`: times 100, fixed point, with `%`.
    case percent = "%"
    /// `p`: times 100, rounded to significant digits, with `%`.
    case percentRounded = "p"
    /// `d`: an integer, rounded.
    case integer = "d"
    /// `b`: binary, rounded to an integer.
    case binary = "b"
    /// `o`: octal, rounded to an integer.
    case octal = "o"
    /// `x`: hexadecimal in lowercase, rounded to an integer.
    case hexadecimal = "x"
    /// `X`: hexadecimal in uppercase, rounded to an integer.
    case upperHexadecimal = "X"
  }

  /// The specifier as written, such as `$,.0f`.
  public let specifier: String
  /// The padding character.
  public let fill: Character
  /// `<` `>` `^` `=`: where padding goes.
  public let align: Character
  /// `-` `+` `(` or space.
  public let sign: Character
  /// `$`, `#` or `nil`.
  public let symbol: Character?
  /// Whether zeros pad between the sign and the digits.
  public let zero: Bool
  /// The minimum width, or `nil`.
  public let width: Int?
  /// Whether thousands are grouped with `,`.
  public let grouping: Bool
  /// Digits of precision (after the point for `e`, `f`, `%`; significant for `g`, `r`, `s`,
  /// `p`).
  public let precision: Int
  /// Whether insignificant trailing zeros are trimmed (`~`).
  public let trim: Bool
  /// The type.
  public let kind: Kind
  /// Whether the specifier gives its precision (`.0%`), or the type has none to give (no
  /// type, `d`, `b`, `o`, `x`, `X`); `false` for `%`, `f`, `e`, `g`, `r`, `s`, `p` written
  /// without one, which d3-format pads to 6 digits (`12.000000%`).
  public let isPrecisionGiven: Bool

  /// Parses a specifier.
  ///
  /// - Parameter specifier: A d3-format specifier, such as `.0%`, `$,.2f`, `~s`, `+.3r`.
  /// - Throws: ``ValueFormatError`` when it does not follow the grammar or its type is not
  ///   one of the above (`c`, locale `n` variants of other locales).
  /// - Complexity: O(*n*) in its length.
  public init(_ specifier: String) throws(ValueFormatError) {
    self.specifier = specifier
    var characters = Array(specifier)
    func take(_ allowed: String) -> Character? {
      guard let first = characters.first, allowed.contains(first) else { return nil }
      characters.removeFirst()
      return first
    }
    var fill: Character = " "
    var align: Character = ">"
    if characters.count >= 2, "<>=^".contains(characters[1]) {
      fill = characters[0]
      align = characters[1]
      characters.removeFirst(2)
    } else if let alignment = take("<>=^") {
      align = alignment
    }
    let sign = take("-+( ") ?? "-"
    let symbol = take("$#")
    var zero = take("0") != nil
    var widthText = ""
    while let digit = characters.first, digit.isASCII, digit.isNumber {
      widthText.append(digit)
      characters.removeFirst()
    }
    var grouping = take(",") != nil
    var precision: Int?
    if take(".") != nil {
      var digits = ""
      while let digit = characters.first, digit.isASCII, digit.isNumber {
        digits.append(digit)
        characters.removeFirst()
      }
      guard let value = Int(digits.prefix(4)) else {
        throw ValueFormatError(specifier: specifier, reason: "a '.' needs a precision after it")
      }
      precision = value
    }
    let givesPrecision = precision != nil
    var trim = take("~") != nil
    var kind: Kind
    if characters.isEmpty {
      kind = .general
      precision = precision ?? 12
      trim = true
    } else if characters.count == 1, characters[0] == "n" {
      kind = .general
      grouping = true
    } else if characters.count == 1, let typed = Kind(rawValue: characters[0]) {
      kind = typed
    } else {
      throw ValueFormatError(
        specifier: specifier,
        reason: characters.count == 1
          ? "the type '\(characters[0])' is not supported" : "it is not a d3 number format")
    }
    if zero || (fill == "0" && align == "=") {
      zero = true
      fill = "0"
      align = "="
    }
    switch kind {
    case .general, .rounded, .siPrefix, .percentRounded:
      precision = max(1, min(21, precision ?? 6))
    case .exponent, .fixed, .percent, .integer, .binary, .octal, .hexadecimal, .upperHexadecimal:
      precision = max(0, min(20, precision ?? 6))
    }
    self.fill = fill
    self.align = align
    self.sign = sign
    self.symbol = symbol
    self.zero = zero
    self.width = Int(widthText.prefix(4))
    self.grouping = grouping
    isPrecisionGiven =
      givesPrecision || characters.isEmpty
      || [.integer, .binary, .octal, .hexadecimal, .upperHexadecimal].contains(kind)
    self.precision = precision ?? 6
    self.trim = trim
    self.kind = kind
  }

  private init(copying other: NumberFormat, precision: Int, trim: Bool) {
    specifier = other.specifier
    fill = other.fill
    align = other.align
    sign = other.sign
    symbol = other.symbol
    zero = other.zero
    width = other.width
    grouping = other.grouping
    self.precision = precision
    self.trim = trim
    kind = other.kind
    isPrecisionGiven = true
  }

  /// This format for reading one value exactly (explore, data tables): the same type, sign,
  /// symbol and grouping, with at least six significant digits, trimmed: `$,.0f` reads
  /// 1234.5678 as `$1,234.57`, `.0%` reads 0.0361 as `3.61%`; integers stay integers.
  ///
  /// - Parameter value: The value to be read.
  /// - Returns: The format to write it with.
  public func precise(for value: Double) -> NumberFormat {
    withSignificantDigits(6, for: value, keepingOwnPrecision: true)
  }

  /// This format for a summary (a range, a mean, an extreme).
  ///
  /// A format that trims (`~`) is itself: `~s` writes 129,726 as `129.726k`, as the chart's
  /// own labels and tooltips do. A format without a precision is the same type, sign, symbol
  /// and grouping at three significant digits, trimmed, as ``precise(for:)`` at six: d3-format
  /// pads a missing precision to 6 (`%` writes 0.12 as `12.000000%`), while the chart's axis,
  /// through d3-scale's `tickFormat`, prints its ticks with only the digits their step needs
  /// (`12%`): the summary says `12%`, `-3.4%`, `8.43%`.
  ///
  /// A format with its own precision is itself while writing the value with it keeps the value
  /// to three significant digits (`$,.2f` writes 1234.5 as `$1,234.50` and 0.1 as `$0.10`);
  /// where it would not, it is widened to three,
  /// trimmed, so a summary never says what the data are not: `.0%` writes 0.004 as `0.4%`,
  /// not `0%`, and 0.036 and 0.044 as `3.6%` and `4.4%`, not both `4%` (which would read as
  /// no change). Integer types stay integers.
  ///
  /// - Parameters:
  ///   - value: The value to be written.
  ///   - digits: The significant digits a summary keeps: 3, or more where the axis's values
  ///     lie close together for their size.
  /// - Returns: The format to write it with.
  public func summary(for value: Double, digits: Int = 3) -> NumberFormat {
    guard !trim else { return self }
    guard isPrecisionGiven else {
      return withSignificantDigits(digits, for: value, keepingOwnPrecision: false)
    }
    return roundsAway(of: value, digits: digits)
      ? withSignificantDigits(digits, for: value, keepingOwnPrecision: true) : self
  }

  /// Whether writing `value` at this format's own precision moves it by more than half a unit
  /// of its significant digit `digits` (at three, `.0%` writes 0.004 as `0%`; `$.2f` keeps
  /// 0.1 as `$0.10`).
  private func roundsAway(of value: Double, digits: Int) -> Bool {
    let magnitude = abs(value)
    guard magnitude > 0, magnitude.isFinite else { return false }
    let exponent = Int(floor(log10(magnitude)))
    let step: Double
    switch kind {
    case .integer, .binary, .octal, .hexadecimal, .upperHexadecimal: return false
    case .fixed: step = pow(10, Double(-precision))
    case .percent: step = pow(10, Double(-precision - 2))
    case .general, .rounded, .siPrefix, .percentRounded:
      step = pow(10, Double(exponent - precision + 1))
    case .exponent: step = pow(10, Double(exponent - precision))
    }
    let error = abs(value - (value / step).rounded() * step)
    return error > 0.5 * pow(10, Double(exponent - digits + 1)) * (1 + 1e-9)
  }

  /// This format's type, sign, symbol and grouping with at least `digits` significant digits
  /// for the value, trimmed (and at least its own precision when `keepingOwnPrecision`);
  /// integer types unchanged.
  private func withSignificantDigits(
    _ digits: Int, for value: Double, keepingOwnPrecision: Bool
  ) -> NumberFormat {
    let magnitude = abs(value)
    let exponent = magnitude > 0 && magnitude.isFinite ? Int(floor(log10(magnitude))) : 0
    let least = keepingOwnPrecision ? precision : 0
    switch kind {
    case .integer, .binary, .octal, .hexadecimal, .upperHexadecimal:
      return self
    case .general, .rounded, .siPrefix, .percentRounded:
      return NumberFormat(copying: self, precision: max(least, digits), trim: true)
    case .exponent:
      return NumberFormat(copying: self, precision: max(least, digits - 1), trim: true)
    case .fixed:
      return NumberFormat(
        copying: self, precision: max(least, min(20, digits - 1 - exponent)), trim: true)
    case .percent:
      // Percent writes the value × 100: two more digits before the point.
      return NumberFormat(
        copying: self, precision: max(least, min(20, digits - 3 - exponent)), trim: true)
    }
  }

  private static let siPrefixes = [
    "y", "z", "a", "f", "p", "n", "µ", "m", "", "k", "M", "G", "T", "P", "E", "Z", "Y",
  ]

  /// A number as this format writes it.
  ///
  /// - Parameter value: Any number; NaN is written `NaN`, infinities `Infinity`.
  /// - Returns: The text d3-format writes in the en-US locale (with `-` for minus).
  /// - Complexity: O(*p* + *w*) in the precision and width.
  public func string(_ value: Double) -> String {
    var negative = value < 0 || (value == 0 && value.sign == .minus)
    let magnitude = abs(value)
    var siExponent = 0
    var body: String
    if value.isNaN {
      body = "NaN"
    } else if value.isInfinite {
      body = "Infinity"
    } else {
      body = digits(magnitude, siExponent: &siExponent)
    }
    if trim { body = Self.trimmed(body) }
    if negative && sign != "+", Double(body) == 0 { negative = false }
    var prefix = symbol == "$" ? "$" : ""
    if symbol == "#" {
      switch kind {
      case .binary: prefix = "0b"
      case .octal: prefix = "0o"
      case .hexadecimal, .upperHexadecimal: prefix = "0x"
      case .exponent, .fixed, .general, .rounded, .siPrefix, .percent, .percentRounded, .integer:
        break
      }
    }
    var suffix = kind == .percent || kind == .percentRounded ? "%" : ""
    let signText =
      negative ? (sign == "(" ? "(" : "-") : (sign == "-" || sign == "(" ? "" : String(sign))
    prefix = signText + prefix
    suffix =
      (kind == .siPrefix ? Self.siPrefixes[8 + siExponent / 3] : "") + suffix
      + (negative && sign == "(" ? ")" : "")
    // The digits run up to the first character that is not a digit; the rest (a point and
    // fraction, an exponent) joins the suffix, so grouping and zero padding see digits only.
    switch kind {
    case .integer, .exponent, .fixed, .general, .percentRounded, .rounded, .siPrefix, .percent:
      if let cut = body.firstIndex(where: { !($0.isASCII && $0.isNumber) }) {
        suffix = String(body[cut...]) + suffix
        body = String(body[..<cut])
      }
    case .binary, .octal, .hexadecimal, .upperHexadecimal:
      break
    }
    if grouping && !zero { body = Self.grouped(body, width: Int.max) }
    let length = prefix.count + body.count + suffix.count
    var padding = String(repeating: fill, count: max(0, (width ?? 0) - length))
    if grouping && zero {
      body = Self.grouped(
        padding + body, width: padding.isEmpty ? Int.max : (width ?? 0) - suffix.count)
      padding = ""
    }
    switch align {
    case "<": return prefix + body + suffix + padding
    case "=": return prefix + padding + body + suffix
    case "^":
      let half = padding.count / 2
      return String(padding.prefix(half)) + prefix + body + suffix + String(padding.dropFirst(half))
    default: return padding + prefix + body + suffix
    }
  }

  /// The magnitude's digits by the type, before sign, symbol, grouping and padding.
  private func digits(_ magnitude: Double, siExponent: inout Int) -> String {
    switch kind {
    case .percent: return DecimalDigits.fixed(magnitude * 100, fraction: precision)
    case .binary, .octal, .hexadecimal, .upperHexadecimal:
      let radix = kind == .binary ? 2 : kind == .octal ? 8 : 16
      return self.radix(magnitude.rounded(.toNearestOrAwayFromZero), radix: radix)
    case .integer:
      let rounded = magnitude.rounded(.toNearestOrAwayFromZero)
      // JavaScript writes every digit of an integer from 10²¹ on here (toLocaleString).
      return rounded >= 1e21
        ? String(format: "%.0f", rounded) : DecimalDigits.fixed(rounded, fraction: 0)
    case .exponent: return DecimalDigits.exponential(magnitude, fraction: precision)
    case .fixed: return DecimalDigits.fixed(magnitude, fraction: precision)
    case .general: return DecimalDigits.precision(magnitude, count: precision)
    case .percentRounded: return Self.rounded(magnitude * 100, precision: precision)
    case .rounded: return Self.rounded(magnitude, precision: precision)
    case .siPrefix:
      let (digitList, exponent) = DecimalDigits.significant(magnitude, count: precision)
      let coefficient = digitList.map { String($0) }.joined()
      siExponent = magnitude == 0 ? 0 : max(-8, min(8, Int(floor(Double(exponent) / 3)))) * 3
      let wholeCount = exponent - siExponent + 1
      let count = coefficient.count
      if wholeCount == count { return coefficient }
      if wholeCount > count {
        return coefficient + String(repeating: "0", count: wholeCount - count)
      }
      if wholeCount > 0 {
        return "\(coefficient.prefix(wholeCount)).\(coefficient.dropFirst(wholeCount))"
      }
      // Below 1 yocto: more zeros after the point.
      let (small, _) = DecimalDigits.significant(
        magnitude, count: max(1, precision + wholeCount - 1))
      return "0." + String(repeating: "0", count: -wholeCount)
        + small.map { String($0) }.joined()
    }
  }

  /// An integer-valued magnitude in base 2, 8 or 16, every digit exact (JavaScript's
  /// `toString(radix)` is exact for powers of two).
  private func radix(_ integer: Double, radix: Int) -> String {
    guard integer.isFinite else { return DecimalDigits.shortest(integer) }
    if integer < 1.8e19 {
      return String(UInt64(integer), radix: radix, uppercase: kind == .upperHexadecimal)
    }
    // m × 2^e exactly: the significand's bits, then e − 52 zero bits.
    let bits =
      String(integer.significandBitPattern | (1 << 52), radix: 2)
      + String(repeating: "0", count: Int(integer.exponent) - 52)
    let width = radix == 2 ? 1 : radix == 8 ? 3 : 4
    var characters = Array(bits)
    let leading = (width - characters.count % width) % width
    characters.insert(contentsOf: Array(repeating: Character("0"), count: leading), at: 0)
    var result = ""
    for start in stride(from: 0, to: characters.count, by: width) {
      let value = Int(String(characters[start..<start + width]), radix: 2) ?? 0
      result += String(value, radix: radix, uppercase: kind == .upperHexadecimal)
    }
    return result
  }

  /// d3's `formatRounded`: fixed notation at a count of significant digits.
  private static func rounded(_ magnitude: Double, precision: Int) -> String {
    let (digitList, exponent) = DecimalDigits.significant(magnitude, count: precision)
    let coefficient = digitList.map { String($0) }.joined()
    if exponent < 0 { return "0." + String(repeating: "0", count: -exponent - 1) + coefficient }
    if coefficient.count > exponent + 1 {
      return "\(coefficient.prefix(exponent + 1)).\(coefficient.dropFirst(exponent + 1))"
    }
    return coefficient + String(repeating: "0", count: exponent + 1 - coefficient.count)
  }

  /// d3's `formatTrim`: insignificant zeros after the point removed, up to an exponent or SI
  /// letter: `1.500` → `1.5`, `2.00e+3` → `2e+3`.
  static func trimmed(_ text: String) -> String {
    let characters = Array(text)
    var start = -1
    var end = -1
    var index = 1
    scan: while index < characters.count {
      switch characters[index] {
      case ".":
        start = index
        end = index
      case "0":
        if start == 0 { start = index }
        end = index
      default:
        guard let digit = characters[index].wholeNumberValue, digit > 0 else { break scan }
        if start > 0 { start = 0 }
      }
      index += 1
    }
    guard start > 0 else { return text }
    return String(characters[..<start]) + String(characters[(end + 1)...])
  }

  /// d3's en-US grouping: `,` every three digits from the right, stopping at a width.
  private static func grouped(_ digits: String, width: Int) -> String {
    var characters = Array(digits)
    var groups: [String] = []
    var length = 0
    var size = 3
    while !characters.isEmpty && size > 0 {
      if length + size + 1 > width { size = max(1, width - length) }
      let cut = max(0, characters.count - size)
      groups.append(String(characters[cut...]))
      characters.removeSubrange(cut...)
      length += size + 1
      if length > width { break }
      size = 3
    }
    return groups.reversed().joined(separator: ",")
  }
}
