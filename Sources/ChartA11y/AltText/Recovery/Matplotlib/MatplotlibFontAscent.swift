/// The ascent matplotlib lays a one-line text out with, for the fonts whose ascent is the same
/// in every matplotlib 3.x: where a y tick label's `center_baseline` alignment puts its tick.
///
/// matplotlib places a y tick label's anchor (its tick) half the line's ascent above its
/// baseline; the ascent is the larger of the label's own (its glyphs' top) and the font's:
/// before 3.10 the ascent of "lp" measured by FreeType, from 3.10 the font's OS/2
/// `sTypoAscender`. In DejaVu Sans and DejaVu Serif (matplotlib's bundled defaults) both are
/// 1556 of 2048 units (0.759766 em; "lp" measures 0.759844 em at 100 pt in 1/64 pt steps,
/// 0.0016 pixel apart at 20 pixels), so the tick lies exactly 0.379883 em above the
/// baseline. Other fonts (Arial: 1491 and 1466 units) differ between versions, and a text
/// written as `<text>` names a list of families of which matplotlib used the first installed:
/// neither fixes the tick.
///
/// Source: matplotlib 3.x `text.py` `Text._get_layout` (`center_baseline`, `min_ascent`);
/// DejaVu fonts 2.37 `OS/2` and `glyf` tables, measured with matplotlib's `FT2Font`.
enum MatplotlibFontAscent {
  /// The font's ascent in em.
  ///
  /// - Parameter font: The font's family name as a `<text>` names it ("DejaVu Sans"), or its
  ///   PostScript name as glyph ids carry it ("DejaVuSans").
  /// - Returns: The ascent, or `nil` for a font whose ascent is not alike in every version.
  /// - Complexity: O(1).
  static func em(of font: String) -> Double? {
    switch font {
    case "DejaVu Sans", "DejaVuSans", "DejaVu Serif", "DejaVuSerif": return 1556.0 / 2048
    default: return nil
    }
  }

  /// Whether every character of a text has its top at or below the font's ascent in the
  /// DejaVu fonts (the printable ASCII characters but the grave accent and the vertical bar,
  /// and the minus sign), so the layout's ascent is the font's.
  ///
  /// - Complexity: O(*n*) in the text's characters.
  static func staysBelowAscent(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      (scalar.value >= 0x20 && scalar.value < 0x7F && scalar != "`" && scalar != "|")
        || scalar == "\u{2212}"
    }
  }
}
