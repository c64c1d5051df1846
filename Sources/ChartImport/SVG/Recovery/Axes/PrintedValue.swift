import ChartModel
import Foundation

/// A value as a chart prints it on a tick or in a label, read back: numbers with the
/// Unicode minus (U+2212), thousands separators, a leading currency sign, a trailing `%`,
/// an SI prefix (`1.5k`, `2M`, `3G`, `4µ`) or matplotlib's mathtext powers
/// (`$\mathdefault{10^{-2}}$`, `$\mathdefault{2\times10^{3}}$`); dates in ISO 8601, the
/// month forms matplotlib writes (`2020-01`) and Vega-Lite's default formats; anything else
/// is text.
///
/// Sources: d3-format's SI prefixes (`s` type) and matplotlib's `ScalarFormatter`,
/// `LogFormatterSciNotation` and `AutoDateFormatter` defaults.
enum PrintedValue: Hashable, Sendable {
  case number(Double)
  case date(Date)
  case text(String)

  /// Reads a printed value.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func read(_ printed: String) -> PrintedValue {
    let text = printed.trimmingCharacters(in: .whitespacesAndNewlines)
    if let value = number(text) { return .number(value) }
    if let date = date(text) { return .date(date) }
    return .text(text)
  }

  /// Whether a label is printed as a power (mathtext `$\mathdefault{10^{2}}$`,
  /// `$\mathdefault{2\times10^{3}}$`), as matplotlib's `LogFormatterSciNotation` prints a log
  /// axis's ticks; its `ScalarFormatter` for a linear axis never does (it prints an offset
  /// text instead).
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func isPrintedAsPower(_ printed: String) -> Bool {
    let text = printed.trimmingCharacters(in: .whitespaces)
    return text.count > 1 && text.hasPrefix("$") && text.hasSuffix("$") && text.contains("^")
      && number(text) != nil
  }

  /// The number a printed label gives, or `nil`.
  static func number(_ printed: String) -> Double? {
    var text = printed.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, text.count <= 64 else { return nil }
    if text.hasPrefix("$") && text.hasSuffix("$") && text.count > 1 {
      return mathtext(String(text.dropFirst().dropLast()))
    }
    text = text.replacingOccurrences(of: "\u{2212}", with: "-")
    var sign = 1.0
    if text.hasPrefix("-") {
      sign = -1
      text.removeFirst()
    }
    for currency in ["$", "€", "£", "¥"] where text.hasPrefix(currency) {
      text.removeFirst(currency.count)
    }
    if text.hasSuffix("%") { text.removeLast() }
    var multiplier = 1.0
    if let last = text.last, let scale = siPrefixes[last], text.count > 1,
      text.dropLast().last?.isNumber == true
    {
      multiplier = scale
      text.removeLast()
    }
    guard let first = text.first, first.isNumber || first == "." else { return nil }
    guard let value = VegaAriaLabel.number(text) else { return nil }
    let result = sign * value * multiplier
    return result.isFinite ? result : nil
  }

  private static let siPrefixes: [Character: Double] = [
    "y": 1e-24, "z": 1e-21, "a": 1e-18, "f": 1e-15, "p": 1e-12, "n": 1e-9, "µ": 1e-6,
    "μ": 1e-6, "m": 1e-3, "k": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15, "E": 1e18,
    "Z": 1e21, "Y": 1e24,
  ]

  /// A mathtext number: `\mathdefault{…}` unwrapped, `10^{n}`, `a\times10^{n}`, `\minus`.
  private static func mathtext(_ source: String) -> Double? {
    var text = source.replacingOccurrences(of: "\\mathdefault", with: "")
      .replacingOccurrences(of: "\\minus", with: "-")
      .replacingOccurrences(of: "\u{2212}", with: "-")
      .replacingOccurrences(of: "{", with: "").replacingOccurrences(of: "}", with: "")
      .replacingOccurrences(of: " ", with: "")
    var mantissa = 1.0
    if let times = text.range(of: "\\times") {
      guard let value = Double(text[..<times.lowerBound]) else { return nil }
      mantissa = value
      text = String(text[times.upperBound...])
    }
    if let caret = text.firstIndex(of: "^") {
      guard let base = Double(text[..<caret]),
        let exponent = Double(text[text.index(after: caret)...])
      else { return nil }
      let value = mantissa * pow(base, exponent)
      return value.isFinite ? value : nil
    }
    guard let value = Double(text) else { return nil }
    return (mantissa * value).isFinite ? mantissa * value : nil
  }

  /// The date a printed label gives (UTC), or `nil`: ISO 8601 dates and times, `yyyy-MM`,
  /// `yyyy-MM-dd HH:mm`, and Vega-Lite's default formats.
  static func date(_ printed: String) -> Date? {
    let text = printed.trimmingCharacters(in: .whitespaces)
    guard text.count >= 7, text.count <= 40 else { return nil }
    if let date = VegaAriaLabel.date(text) { return date }
    for formatter in formatters {
      if let date = formatter.date(from: text) { return date }
    }
    return nil
  }

  private static let formatters = [
    "yyyy-MM", "yyyy-MM-dd HH:mm", "yyyy-MM-dd HH:mm:ss", "MMM yyyy", "MMMM yyyy", "dd MMM yyyy",
  ].map { PrintedDateFormatter(pattern: $0) }
}
