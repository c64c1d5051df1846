import Foundation

/// A colour written in CSS Color Module Level 4 syntax: an sRGB colour and its alpha.
///
/// Reads the hexadecimal notations (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`) and the functions
/// `rgb()`, `rgba()`, `hsl()`, `hsla()` and `hwb()`, in both the legacy comma syntax
/// (`rgb(255, 0, 0)`, `rgba(0%, 0%, 100%, 0.5)`) and the modern space syntax with an optional
/// `/ alpha` (`rgb(255 0 0 / 50%)`, `hsl(120deg 100% 25%)`, `none` for a missing component).
/// Names are ``NamedColors``' concern. Rules (CSS Color 4, §5–§8):
/// - `rgb` components are numbers 0–255 or percentages; legacy syntax takes all numbers or all
///   percentages. Out-of-range values are clamped, as CSS clamps them at computed-value time.
/// - A hue is a number of degrees or an angle in `deg`, `grad`, `rad` or `turn`; saturation,
///   lightness, whiteness and blackness are percentages (a plain number, in the modern syntax,
///   counts as a percentage).
/// - Alpha is a number 0–1 or a percentage, clamped; the default is 1.
///
///     CSSColor("hsl(0 0% 100% / 0.5)")   // white at alpha 0.5
///     CSSColor("rgb(255 0)")             // nil: rgb() takes three components
///
/// - Note: Conversions are CSS Color 4's own sample code (§7.1 `hslToRgb`, §8.1 `hwbToRgb`).
///   `lab()`, `lch()`, `oklab()`, `oklch()` and `color()` are not read (their colours may lie
///   outside sRGB), nor are `currentcolor` and system colours: the result is `nil`.
public struct CSSColor: Hashable, Sendable {
  /// The colour, gamma-encoded sRGB.
  public var color: SRGBColor
  /// Opacity, 0 (transparent) to 1 (opaque).
  public var alpha: Double

  /// Creates a colour with an alpha clamped to 0–1.
  public init(color: SRGBColor, alpha: Double = 1) {
    self.color = color
    self.alpha = min(max(alpha, 0), 1)
  }

  /// Parses hexadecimal or functional notation, case-insensitive, surrounding spaces ignored.
  ///
  /// - Returns: `nil` for anything else, including a name, a malformed function, or a number
  ///   CSS does not write (`inf`, `1e`, `0x10`).
  /// - Complexity: O(*n*) in the length of the text.
  public init?(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    if trimmed.hasPrefix("#") {
      guard let parsed = Self.hex(trimmed.dropFirst()) else { return nil }
      self = parsed
      return
    }
    guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
    let name = trimmed[..<open].trimmingCharacters(in: .whitespaces)
    let arguments = String(
      trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
    guard let components = Self.components(arguments) else { return nil }
    let parsed: CSSColor?
    switch name {
    case "rgb", "rgba": parsed = Self.rgb(components)
    case "hsl", "hsla": parsed = Self.hsl(components)
    case "hwb": parsed = components.isLegacy ? nil : Self.hwb(components)
    default: parsed = nil
    }
    guard let parsed else { return nil }
    self = parsed
  }

  // MARK: - Hexadecimal

  private static func hex(_ digits: Substring) -> CSSColor? {
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
    let pairs: [Substring] =
      digits.count <= 4
      ? digits.map { Substring("\($0)\($0)") }
      : stride(from: 0, to: digits.count, by: 2).map { offset in
        let start = digits.index(digits.startIndex, offsetBy: offset)
        return digits[start..<digits.index(start, offsetBy: 2)]
      }
    let bytes = pairs.compactMap { UInt8($0, radix: 16) }.map { Double($0) / 255 }
    guard bytes.count == pairs.count else { return nil }
    return CSSColor(
      color: SRGBColor(red: bytes[0], green: bytes[1], blue: bytes[2]),
      alpha: bytes.count == 4 ? bytes[3] : 1)
  }

  // MARK: - Functions

  /// A function's arguments: three components and an optional alpha.
  private struct Components {
    var values: [String]
    var alpha: String?
    var isLegacy: Bool
  }

  /// Splits `a, b, c[, alpha]` (legacy) or `a b c[ / alpha]` (modern).
  private static func components(_ text: String) -> Components? {
    if text.contains(",") {
      let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard parts.count == 3 || parts.count == 4,
        parts.allSatisfy({ !$0.isEmpty && !$0.contains(" ") && $0 != "none" }),
        !text.contains("/")
      else { return nil }
      return Components(
        values: Array(parts.prefix(3)), alpha: parts.count == 4 ? parts[3] : nil, isLegacy: true)
    }
    let halves = text.split(separator: "/", omittingEmptySubsequences: false)
    guard halves.count <= 2 else { return nil }
    let values = halves[0].split(whereSeparator: \.isWhitespace).map(String.init)
    guard values.count == 3 else { return nil }
    var alpha: String?
    if halves.count == 2 {
      let tokens = halves[1].split(whereSeparator: \.isWhitespace)
      guard tokens.count == 1 else { return nil }
      alpha = String(tokens[0])
    }
    return Components(values: values, alpha: alpha, isLegacy: false)
  }

  private static func rgb(_ components: Components) -> CSSColor? {
    var channels: [Double] = []
    var percentages = 0
    for token in components.values {
      if token == "none" {
        channels.append(0)
      } else if let percent = percentage(token) {
        percentages += 1
        channels.append(percent)
      } else if let value = number(token) {
        channels.append(value / 255)
      } else {
        return nil
      }
    }
    if components.isLegacy, percentages != 0, percentages != 3 { return nil }
    guard let alpha = alpha(components.alpha) else { return nil }
    return CSSColor(
      color: SRGBColor(red: channels[0], green: channels[1], blue: channels[2]), alpha: alpha)
  }

  private static func hsl(_ components: Components) -> CSSColor? {
    guard let hue = hue(components.values[0]),
      let saturation = fraction(components.values[1], legacy: components.isLegacy),
      let lightness = fraction(components.values[2], legacy: components.isLegacy),
      let alpha = alpha(components.alpha)
    else { return nil }
    let (red, green, blue) = hslToRGB(
      hue: hue, saturation: min(max(saturation, 0), 1), lightness: min(max(lightness, 0), 1))
    return CSSColor(color: SRGBColor(red: red, green: green, blue: blue), alpha: alpha)
  }

  private static func hwb(_ components: Components) -> CSSColor? {
    guard let hue = hue(components.values[0]),
      var white = fraction(components.values[1], legacy: false),
      var black = fraction(components.values[2], legacy: false),
      let alpha = alpha(components.alpha)
    else { return nil }
    white = min(max(white, 0), 1)
    black = min(max(black, 0), 1)
    if white + black >= 1 {
      let gray = white / (white + black)
      return CSSColor(color: SRGBColor(red: gray, green: gray, blue: gray), alpha: alpha)
    }
    let (red, green, blue) = hslToRGB(hue: hue, saturation: 1, lightness: 0.5)
    let scale = { (channel: Double) in channel * (1 - white - black) + white }
    return CSSColor(
      color: SRGBColor(red: scale(red), green: scale(green), blue: scale(blue)), alpha: alpha)
  }

  /// CSS Color 4 §7.1 `hslToRgb`: hue in degrees, saturation and lightness 0–1.
  private static func hslToRGB(hue: Double, saturation: Double, lightness: Double)
    -> (Double, Double, Double)
  {
    var degrees = hue.truncatingRemainder(dividingBy: 360)
    if degrees < 0 { degrees += 360 }
    func channel(_ n: Double) -> Double {
      let k = (n + degrees / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return (channel(0), channel(8), channel(4))
  }

  // MARK: - Values

  /// A CSS `<number>`: optional sign, digits with an optional fraction, optional exponent.
  private static func number(_ token: String) -> Double? {
    var scalars = Substring(token)
    if let first = scalars.first, first == "+" || first == "-" { scalars = scalars.dropFirst() }
    var mantissa = scalars
    var exponent: Substring = ""
    if let e = scalars.firstIndex(of: "e") {
      mantissa = scalars[..<e]
      exponent = scalars[scalars.index(after: e)...]
      if let sign = exponent.first, sign == "+" || sign == "-" { exponent = exponent.dropFirst() }
      guard !exponent.isEmpty, exponent.allSatisfy(\.isASCIIDigit) else { return nil }
    }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      parts.contains(where: { !$0.isEmpty }), parts.count == 1 || !parts[1].isEmpty
    else { return nil }
    guard let value = Double(token), value.isFinite else { return nil }
    return value
  }

  /// A percentage as a fraction (`50%` → 0.5).
  private static func percentage(_ token: String) -> Double? {
    guard token.hasSuffix("%") else { return nil }
    return number(String(token.dropLast())).map { $0 / 100 }
  }

  /// Saturation, lightness, whiteness or blackness as a fraction: a percentage, or (modern
  /// syntax) a number meaning percent; `none` is 0.
  private static func fraction(_ token: String, legacy: Bool) -> Double? {
    if token == "none" { return legacy ? nil : 0 }
    if let percent = percentage(token) { return percent }
    guard !legacy, let value = number(token) else { return nil }
    return value / 100
  }

  /// A hue in degrees.
  private static func hue(_ token: String) -> Double? {
    if token == "none" { return 0 }
    let units: [(String, Double)] = [
      ("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360),
    ]
    for (unit, degrees) in units where token.hasSuffix(unit) {
      return number(String(token.dropLast(unit.count))).map { $0 * degrees }
    }
    return number(token)
  }

  /// The alpha: 1 when absent, else a number or percentage, clamped to 0–1.
  private static func alpha(_ token: String?) -> Double? {
    guard let token else { return 1 }
    if token == "none" { return 0 }
    return (percentage(token) ?? number(token)).map { min(max($0, 0), 1) }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
