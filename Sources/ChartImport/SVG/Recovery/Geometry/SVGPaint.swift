import ChartModel
import Foundation

/// An SVG paint (`fill` or `stroke`) as one spelling, `#rrggbb`, so that a mark and its
/// legend sample compare equal however each was written.
///
/// Source: CSS Color 3 (`#rgb`, `#rrggbb`, `rgb(r, g, b)`, percentages, and the basic
/// colour keywords).
enum SVGPaint {
  /// The paint as `#rrggbb`, or `nil` for `none`, `transparent`, a gradient reference
  /// (`url(#…)`) or a value that is not a colour.
  ///
  /// - Complexity: O(*n*) in the length of the value.
  static func normalized(_ value: String?) -> String? {
    guard let value = value?.trimmingCharacters(in: .whitespaces).lowercased(), !value.isEmpty
    else { return nil }
    if value.hasPrefix("#") {
      let hex = value.dropFirst()
      guard hex.allSatisfy(\.isHexDigit) else { return nil }
      switch hex.count {
      case 3: return "#" + hex.map { "\($0)\($0)" }.joined()
      case 6: return value
      case 8: return "#" + hex.prefix(6)
      default: return nil
      }
    }
    if value.hasPrefix("rgb(") || value.hasPrefix("rgba("), value.hasSuffix(")"),
      let open = value.firstIndex(of: "(")
    {
      let parts = value[value.index(after: open)..<value.index(before: value.endIndex)]
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count >= 3 else { return nil }
      var channels: [Int] = []
      for part in parts.prefix(3) {
        let number: Double?
        if part.hasSuffix("%") {
          number = Double(part.dropLast()).map { $0 * 2.55 }
        } else {
          number = Double(part)
        }
        guard let number, number.isFinite else { return nil }
        channels.append(Int(max(0, min(255, number.rounded()))))
      }
      return "#" + channels.map { String(format: "%02x", $0) }.joined()
    }
    return keywords[value]
  }

  /// The colour's red, green and blue channels (0–255) from `#rrggbb`.
  static func channels(_ normalized: String) -> (Double, Double, Double)? {
    guard normalized.count == 7, let value = UInt32(normalized.dropFirst(), radix: 16) else {
      return nil
    }
    return (Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF))
  }

  private static let keywords: [String: String] = [
    "black": "#000000", "silver": "#c0c0c0", "gray": "#808080", "grey": "#808080",
    "white": "#ffffff", "maroon": "#800000", "red": "#ff0000", "purple": "#800080",
    "fuchsia": "#ff00ff", "green": "#008000", "lime": "#00ff00", "olive": "#808000",
    "yellow": "#ffff00", "navy": "#000080", "blue": "#0000ff", "teal": "#008080",
    "aqua": "#00ffff", "orange": "#ffa500", "steelblue": "#4682b4",
  ]
}
