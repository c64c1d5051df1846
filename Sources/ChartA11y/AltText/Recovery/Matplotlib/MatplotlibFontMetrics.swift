/// The metrics matplotlib lays a one-line text out with, for its bundled DejaVu Sans and DejaVu
/// Serif, whose metrics are alike in every matplotlib 3.x: the ascent, where a y tick label's
/// `center_baseline` alignment puts its tick, and the advance widths, where an x tick label's
/// centre is.
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
/// A label's layout box is as wide as its glyphs' advances (FreeType's `get_width_height`, which
/// matplotlib 3.9 and 3.11 measure from the pen's start to its end: 0.63625 em for "0"), so a
/// centred label's tick lies half that width right of where its glyphs start.
///
/// Source: matplotlib 3.x `text.py` `Text._get_layout` (`center_baseline`, `min_ascent`),
/// `textpath.py` `get_text_width_height_descent`;
/// DejaVu fonts 2.37 `OS/2` and `glyf` tables, measured with matplotlib's `FT2Font`.
enum MatplotlibFontMetrics {
  /// The font's ascent in em.
  ///
  /// - Parameter font: The font's family name as a `<text>` names it ("DejaVu Sans"), or its
  ///   PostScript name as glyph ids carry it ("DejaVuSans").
  /// - Returns: The ascent, or `nil` for a font whose ascent is not alike in every version.
  /// - Complexity: O(1).
  static func ascentEm(of font: String) -> Double? {
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

  /// A text's advance width in em: the sum of its characters' advances (no kerning pairs
  /// among them in these fonts).
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - font: The font's family or PostScript name.
  /// - Returns: The width, or `nil` for another font or a character outside the table (the
  ///   characters numbers are printed with).
  /// - Complexity: O(*n*) in the text's characters.
  static func advanceEm(of text: String, in font: String) -> Double? {
    let table: [Character: Double]
    switch font {
    case "DejaVu Sans", "DejaVuSans": table = sansAdvances
    case "DejaVu Serif", "DejaVuSerif": table = serifAdvances
    default: return nil
    }
    var units = 0.0
    for character in text {
      guard let advance = table[character] else { return nil }
      units += advance
    }
    return units / 2048
  }

  /// The advances, in units of 2048 to the em, of the characters numbers are printed with
  /// (DejaVu 2.37 `hmtx`, measured with matplotlib's `FT2Font`).
  private static let numberAdvances: [Character: Double] = [
    "0": 1303, "1": 1303, "2": 1303, "3": 1303, "4": 1303, "5": 1303, "6": 1303, "7": 1303,
    "8": 1303, "9": 1303, ".": 651, ",": 651, "+": 1716, "\u{2212}": 1716, "%": 1946, " ": 651,
  ]
  private static let sansAdvances = numberAdvances.merging(
    ["-": 739, "e": 1260, "E": 1294]) { first, _ in first }
  private static let serifAdvances = numberAdvances.merging(
    ["-": 692, "e": 1212, "E": 1495]) { first, _ in first }
}
