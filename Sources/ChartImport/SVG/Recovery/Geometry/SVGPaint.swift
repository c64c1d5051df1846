import ChartModel
import Foundation

/// An SVG paint (`fill` or `stroke`) as one spelling, `#rrggbb`, so that a mark and its
/// legend sample compare equal however each was written.
///
/// Colours are read as the audit reads them: CSS Color 4 notation (``ChartModel/CSSColor``:
/// `#rgb`, `#rrggbbaa`, `rgb()`, `hsl()`, `hwb()`) and the CSS named colours
/// (``ChartModel/CSSNamedColors``). Alpha is left out: a mark's colour is what tells it apart.
enum SVGPaint {
  /// The paint as `#rrggbb`, or `nil` for `none`, `transparent`, a gradient reference
  /// (`url(#…)`) or a value that is not a colour.
  ///
  /// - Complexity: O(*n*) in the length of the value.
  static func normalized(_ value: String?) -> String? {
    guard let value = value?.trimmingCharacters(in: .whitespaces).lowercased(), !value.isEmpty
    else { return nil }
    let color = CSSColor(value)?.color ?? CSSNamedColors.color(named: value)
    return color?.description
  }

  /// The colour's red, green and blue channels (0–255) from `#rrggbb`.
  static func channels(_ normalized: String) -> (Double, Double, Double)? {
    guard normalized.count == 7, let value = UInt32(normalized.dropFirst(), radix: 16) else {
      return nil
    }
    return (Double(value >> 16 & 0xFF), Double(value >> 8 & 0xFF), Double(value & 0xFF))
  }
}
