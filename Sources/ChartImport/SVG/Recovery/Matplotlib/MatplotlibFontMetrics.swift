import ChartModel

/// The metrics matplotlib lays a one-line text out with, for the fonts whose metrics are known
/// (``MatplotlibFontTables.swift``, measured from the font files by
/// `scripts/make_font_metrics.py`): the ascent, where a y tick label's `center_baseline`
/// alignment puts its tick, and the advance widths, where an x tick label's centre is.
///
/// matplotlib places a y tick label's anchor (its tick) half the line's ascent above its
/// baseline; the ascent is the larger of the label's own (its glyphs' top) and the font's:
/// before 3.10 the top of "lp" measured by FreeType, from 3.10 the font's OS/2
/// `sTypoAscender`. In DejaVu Sans and DejaVu Serif (matplotlib's bundled defaults) both are
/// 1556 of 2048 units (0.759766 em; "lp" measures 0.759844 em at 100 pt in 1/64 pt steps,
/// 0.0016 pixel apart at 20 pixels), so the tick lies exactly 0.379883 em above the
/// baseline. In Arial the two differ (1491 and Arial's own "l", which Liberation Sans, its
/// metric twin, does not draw alike): its ascent is known only to lie between Liberation's
/// cap height (1409; an "l" is at least as tall as a capital in both) and its typo ascender,
/// so a label laid out in it places its tick to within a quarter of that span of the font
/// size.
///
/// A text written as `<text>` names a list of families, of which matplotlib laid it out in the
/// first installed (and in DejaVu Sans, its fallback, when none is, or at a generic name such
/// as `sans-serif`, which it writes after the list it expanded): the ascent lies within the
/// span of every family it could have used.
///
/// A label's layout box is as wide as its glyphs' advances (FreeType's `get_width_height`, which
/// matplotlib 3.9 and 3.11 measure from the pen's start to its end: 0.63625 em for "0"), so a
/// centred label's tick lies half that width right of where its glyphs start.
///
/// Source: matplotlib 3.x `text.py` `Text._get_layout` (`center_baseline`, `min_ascent`),
/// `font_manager.py` `FontManager._find_fonts_by_props` (the first family found, else the
/// default, DejaVu Sans), `backend_svg.py` (the family list written, generic names expanded),
/// `textpath.py` `get_text_width_height_descent`; DejaVu fonts 2.37 and Liberation Sans 2.1
/// `OS/2`, `hmtx` and `glyf` tables, measured with matplotlib's `FT2Font`.
enum MatplotlibFontMetrics {
  /// One font's measured metrics, in font units (`unitsPerEm` to the em).
  struct Font: Sendable {
    /// The family name a `<text>` names it by.
    var family: String
    /// The PostScript name glyph ids carry (`DejaVuSans-30`).
    var postscriptName: String
    /// Whether matplotlib ships it, so that it is always installed.
    var isBundled: Bool
    var unitsPerEm: Double
    /// OS/2 `sTypoAscender`.
    var typoAscender: Double
    /// The top of "l" and "p"'s glyphs.
    var lpAscent: Double
    /// OS/2 `sCapHeight`, where the table has it.
    var capHeight: Double?
    /// The advances of the characters numbers are printed with (no kerning among them).
    var advances: [Character: Double]
    /// The printable ASCII characters and the minus sign whose glyphs rise no higher than
    /// `typoAscender`.
    var belowTypoAscender: String

    /// The ascents, in em, matplotlib may have laid a line out with in this font: one value
    /// when every version uses the same.
    var ascentEm: ClosedRange<Double> {
      let low = min(typoAscender, lpAscent, capHeight ?? lpAscent)
      return low / unitsPerEm...max(typoAscender, lpAscent) / unitsPerEm
    }
  }

  /// The fonts by the names a text or a glyph id gives them: family and PostScript names;
  /// Arial's (`Arial`, `ArialMT`) for Liberation Sans, its metric twin.
  private static let byName: [String: Font] = {
    var fonts: [String: Font] = [:]
    for font in [dejaVuSans, dejaVuSerif, liberationSans] {
      fonts[font.family] = font
      fonts[font.postscriptName] = font
    }
    fonts["Arial"] = liberationSans
    fonts["ArialMT"] = liberationSans
    return fonts
  }()

  /// The CSS generic families matplotlib writes after the list it expanded one into.
  private static let genericFamilies: Set<String> = [
    "serif", "sans-serif", "cursive", "fantasy", "monospace",
  ]

  /// The font of a name, or `nil` for one whose metrics are not known.
  ///
  /// - Parameter name: A family name as a `<text>` names it ("DejaVu Sans"), or a PostScript
  ///   name as glyph ids carry it ("DejaVuSans").
  /// - Returns: The font, or `nil` for a name whose metrics are not known.
  /// - Complexity: O(1).
  static func font(named name: String) -> Font? {
    byName[name]
  }

  /// The ascents, in em, matplotlib may have laid a text out with, given the families it
  /// names, or `nil` when one it could have used is unknown or the text rises above an ascent
  /// (then its own top would set the line's).
  ///
  /// - Parameters:
  ///   - families: The families in the order the text names them.
  ///   - text: The text.
  /// - Returns: The span of ascents, in em (one value when only DejaVu could have been used).
  /// - Complexity: O(*f* + *n*) in the families and the text's characters.
  static func layoutAscentEm(families: [String], text: String) -> ClosedRange<Double>? {
    var span: ClosedRange<Double>?
    for name in families + ["DejaVu Sans"] {
      let name = genericFamilies.contains(name) ? "DejaVu Sans" : name
      guard let font = font(named: name), staysBelowAscent(text, in: font) else { return nil }
      let ascent = font.ascentEm
      span =
        span.map { min($0.lowerBound, ascent.lowerBound)...max($0.upperBound, ascent.upperBound) }
        ?? ascent
      if font.isBundled { break }
    }
    return span
  }

  /// The first family matplotlib may have laid a text out in whose metrics are not known.
  ///
  /// - Parameter families: The families in the order the text names them.
  /// - Returns: The family, such as `Helvetica` named before `DejaVu Sans`; `nil` when every
  ///   one matplotlib could have used (up to a bundled font or a generic name) is known.
  /// - Complexity: O(*f*) in the families.
  static func unknownFamily(in families: [String]) -> String? {
    for name in families {
      guard !genericFamilies.contains(name) else { return nil }
      guard let font = font(named: name) else { return name }
      if font.isBundled { return nil }
    }
    return nil
  }

  /// Whether every character of a text has its top at or below the font's typo ascender, so
  /// the layout's ascent is the font's.
  ///
  /// - Complexity: O(*n*) in the text's characters.
  static func staysBelowAscent(_ text: String, in font: Font) -> Bool {
    text.allSatisfy { font.belowTypoAscender.contains($0) }
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
    guard let font = Self.font(named: font) else { return nil }
    var units = 0.0
    for character in text {
      guard let advance = font.advances[character] else { return nil }
      units += advance
    }
    return units / font.unitsPerEm
  }
}
