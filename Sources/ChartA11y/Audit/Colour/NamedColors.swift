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
    if let value = css[key] { return .color(SRGBColor(rgb: value)) }
    return .unknown
  }

  /// Every name ``resolve(_:darkScheme:)`` accepts as a colour, sorted.
  public static var colorNames: [String] {
    Set(swiftUI.keys).union(css.keys).sorted()
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

  /// The CSS Color Module Level 4 named colours, `0xRRGGBB`.
  static let css: [String: UInt32] = [
    "aliceblue": 0xF0F8FF, "antiquewhite": 0xFAEBD7, "aqua": 0x00FFFF, "aquamarine": 0x7FFFD4,
    "azure": 0xF0FFFF, "beige": 0xF5F5DC, "bisque": 0xFFE4C4, "black": 0x000000,
    "blanchedalmond": 0xFFEBCD, "blue": 0x0000FF, "blueviolet": 0x8A2BE2, "brown": 0xA52A2A,
    "burlywood": 0xDEB887, "cadetblue": 0x5F9EA0, "chartreuse": 0x7FFF00, "chocolate": 0xD2691E,
    "coral": 0xFF7F50, "cornflowerblue": 0x6495ED, "cornsilk": 0xFFF8DC, "crimson": 0xDC143C,
    "cyan": 0x00FFFF, "darkblue": 0x00008B, "darkcyan": 0x008B8B, "darkgoldenrod": 0xB8860B,
    "darkgray": 0xA9A9A9, "darkgreen": 0x006400, "darkgrey": 0xA9A9A9, "darkkhaki": 0xBDB76B,
    "darkmagenta": 0x8B008B, "darkolivegreen": 0x556B2F, "darkorange": 0xFF8C00,
    "darkorchid": 0x9932CC, "darkred": 0x8B0000, "darksalmon": 0xE9967A,
    "darkseagreen": 0x8FBC8F, "darkslateblue": 0x483D8B, "darkslategray": 0x2F4F4F,
    "darkslategrey": 0x2F4F4F, "darkturquoise": 0x00CED1, "darkviolet": 0x9400D3,
    "deeppink": 0xFF1493, "deepskyblue": 0x00BFFF, "dimgray": 0x696969, "dimgrey": 0x696969,
    "dodgerblue": 0x1E90FF, "firebrick": 0xB22222, "floralwhite": 0xFFFAF0,
    "forestgreen": 0x228B22, "fuchsia": 0xFF00FF, "gainsboro": 0xDCDCDC, "ghostwhite": 0xF8F8FF,
    "gold": 0xFFD700, "goldenrod": 0xDAA520, "gray": 0x808080, "green": 0x008000,
    "greenyellow": 0xADFF2F, "grey": 0x808080, "honeydew": 0xF0FFF0, "hotpink": 0xFF69B4,
    "indianred": 0xCD5C5C, "indigo": 0x4B0082, "ivory": 0xFFFFF0, "khaki": 0xF0E68C,
    "lavender": 0xE6E6FA, "lavenderblush": 0xFFF0F5, "lawngreen": 0x7CFC00,
    "lemonchiffon": 0xFFFACD, "lightblue": 0xADD8E6, "lightcoral": 0xF08080,
    "lightcyan": 0xE0FFFF, "lightgoldenrodyellow": 0xFAFAD2, "lightgray": 0xD3D3D3,
    "lightgreen": 0x90EE90, "lightgrey": 0xD3D3D3, "lightpink": 0xFFB6C1,
    "lightsalmon": 0xFFA07A, "lightseagreen": 0x20B2AA, "lightskyblue": 0x87CEFA,
    "lightslategray": 0x778899, "lightslategrey": 0x778899, "lightsteelblue": 0xB0C4DE,
    "lightyellow": 0xFFFFE0, "lime": 0x00FF00, "limegreen": 0x32CD32, "linen": 0xFAF0E6,
    "magenta": 0xFF00FF, "maroon": 0x800000, "mediumaquamarine": 0x66CDAA,
    "mediumblue": 0x0000CD, "mediumorchid": 0xBA55D3, "mediumpurple": 0x9370DB,
    "mediumseagreen": 0x3CB371, "mediumslateblue": 0x7B68EE, "mediumspringgreen": 0x00FA9A,
    "mediumturquoise": 0x48D1CC, "mediumvioletred": 0xC71585, "midnightblue": 0x191970,
    "mintcream": 0xF5FFFA, "mistyrose": 0xFFE4E1, "moccasin": 0xFFE4B5, "navajowhite": 0xFFDEAD,
    "navy": 0x000080, "oldlace": 0xFDF5E6, "olive": 0x808000, "olivedrab": 0x6B8E23,
    "orange": 0xFFA500, "orangered": 0xFF4500, "orchid": 0xDA70D6, "palegoldenrod": 0xEEE8AA,
    "palegreen": 0x98FB98, "paleturquoise": 0xAFEEEE, "palevioletred": 0xDB7093,
    "papayawhip": 0xFFEFD5, "peachpuff": 0xFFDAB9, "peru": 0xCD853F, "pink": 0xFFC0CB,
    "plum": 0xDDA0DD, "powderblue": 0xB0E0E6, "purple": 0x800080, "rebeccapurple": 0x663399,
    "red": 0xFF0000, "rosybrown": 0xBC8F8F, "royalblue": 0x4169E1, "saddlebrown": 0x8B4513,
    "salmon": 0xFA8072, "sandybrown": 0xF4A460, "seagreen": 0x2E8B57, "seashell": 0xFFF5EE,
    "sienna": 0xA0522D, "silver": 0xC0C0C0, "skyblue": 0x87CEEB, "slateblue": 0x6A5ACD,
    "slategray": 0x708090, "slategrey": 0x708090, "snow": 0xFFFAFA, "springgreen": 0x00FF7F,
    "steelblue": 0x4682B4, "tan": 0xD2B48C, "teal": 0x008080, "thistle": 0xD8BFD8,
    "tomato": 0xFF6347, "turquoise": 0x40E0D0, "violet": 0xEE82EE, "wheat": 0xF5DEB3,
    "white": 0xFFFFFF, "whitesmoke": 0xF5F5F5, "yellow": 0xFFFF00, "yellowgreen": 0x9ACD32,
  ]
}
