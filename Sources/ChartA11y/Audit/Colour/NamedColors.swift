import ChartModel
import Foundation

/// What a colour in a chart spec stands for, as far as an audit can tell.
public enum ColorResolution: Hashable, Sendable {
  /// An opaque sRGB colour.
  case color(SRGBColor)
  /// A colour with an alpha below 1 (`#ffffff80`, `rgb(0 0 0 / 50%)`): it is drawn blended with
  /// what is behind it (``SRGBColor/blended(_:over:)``).
  case translucent(SRGBColor, alpha: Double)
  /// A known style whose colour depends on what is behind it (a material, `clear`, a
  /// translucent semantic colour): it cannot be audited. The reason is lowercase.
  case unauditable(String)
  /// Text that names no colour this audit knows.
  case unknown
}

/// The colour names a chart spec may use, and what they look like.
///
/// Names are looked up case-insensitively in this order:
/// 1. CSS hexadecimal and functional notation (``CSSColor``: `#rgb`, `#rrggbbaa`, `rgb()`,
///    `rgba()`, `hsl()`, `hsla()`, `hwb()`).
/// 2. SwiftUI's standard colours (`Color.blue`, `Color.teal`, …). They adapt to the colour
///    scheme, so the light-mode value is used on a light background and the dark-mode value on a
///    dark one (``SRGBColor/isDark``). Values are the iOS system colours of Apple's Human
///    Interface Guidelines ("Color", specifications, default contrast, 2023): for example blue
///    `#007aff` / `#0a84ff`, teal `#30b0c7` / `#40c8e0`, pink `#ff2d55` / `#ff375f`.
///    `primary` is black or white; `gray` is `#8e8e93` in both schemes.
/// 3. The 148 CSS Color Module Level 4 named colours (`aliceblue` … `yellowgreen`), for names
///    SwiftUI does not define. Where both define a name (`blue`), SwiftUI's colour wins, because
///    the spec mirrors Swift Charts; write `#0000ff` for CSS blue.
///
/// Materials (`ultraThinMaterial` … `ultraThickMaterial`, `bar`), `clear`, `secondary`,
/// `tertiary`, `quaternary` and gradients blend with what is behind them and are unauditable.
public enum NamedColors {
  /// Resolves a colour name, or CSS hexadecimal or functional text.
  ///
  /// - Parameters:
  ///   - name: The text from the spec, such as `teal`, `#30b0c7`, `hsl(190 60% 48%)` or
  ///     `thinMaterial`.
  ///   - darkScheme: Whether to use SwiftUI's dark-mode values.
  /// - Returns: The colour (translucent when its alpha is below 1), or why it cannot be
  ///   audited, or ``ColorResolution/unknown``.
  /// - Complexity: O(*n*) in the length of the text.
  public static func resolve(_ name: String, darkScheme: Bool) -> ColorResolution {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    if let parsed = CSSColor(trimmed) {
      return parsed.alpha < 1
        ? .translucent(parsed.color, alpha: parsed.alpha) : .color(parsed.color)
    }
    let key = trimmed.lowercased()
    if let pair = swiftUI[key] {
      return .color(SRGBColor(rgb: darkScheme ? pair.dark : pair.light))
    }
    if let reason = unauditable[key] { return .unauditable(reason) }
    if let color = CSSNamedColors.color(named: key) { return .color(color) }
    return .unknown
  }

  /// Every name ``resolve(_:darkScheme:)`` accepts as a colour, sorted.
  public static var colorNames: [String] {
    Set(swiftUI.keys).union(CSSNamedColors.names).sorted()
  }

  /// SwiftUI's standard colours: light- and dark-mode `0xRRGGBB` (Apple HIG, iOS, 2023).
  static let swiftUI: [String: (light: UInt32, dark: UInt32)] = [
    "black": (0x000000, 0x000000), "white": (0xFFFFFF, 0xFFFFFF),
    "gray": (0x8E8E93, 0x8E8E93), "grey": (0x8E8E93, 0x8E8E93),
    "primary": (0x000000, 0xFFFFFF), "accentcolor": (0x007AFF, 0x0A84FF),
    "red": (0xFF3B30, 0xFF453A), "orange": (0xFF9500, 0xFF9F0A),
    "yellow": (0xFFCC00, 0xFFD60A), "green": (0x34C759, 0x30D158),
    "mint": (0x00C7BE, 0x63E6E2), "teal": (0x30B0C7, 0x40C8E0),
    "cyan": (0x32ADE6, 0x64D2FF), "blue": (0x007AFF, 0x0A84FF),
    "indigo": (0x5856D6, 0x5E5CE6), "purple": (0xAF52DE, 0xBF5AF2),
    "pink": (0xFF2D55, 0xFF375F), "brown": (0xA2845E, 0xAC8E68),
  ]

  /// Styles that blend with what is behind them.
  static let unauditable: [String: String] = [
    "ultrathinmaterial": "a material blends with what is behind it",
    "thinmaterial": "a material blends with what is behind it",
    "regularmaterial": "a material blends with what is behind it",
    "thickmaterial": "a material blends with what is behind it",
    "ultrathickmaterial": "a material blends with what is behind it",
    "bar": "a material blends with what is behind it",
    "clear": "a clear style is invisible",
    "secondary": "a translucent semantic style depends on what is behind it",
    "tertiary": "a translucent semantic style depends on what is behind it",
    "quaternary": "a translucent semantic style depends on what is behind it",
    "transparent": "a clear style is invisible",
  ]
}
