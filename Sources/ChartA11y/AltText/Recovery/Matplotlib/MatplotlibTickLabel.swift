import Foundation

/// Where a matplotlib tick label places its tick, for styles that draw a label but no tick
/// mark and no grid line (seaborn's `white` and `dark`; `whitegrid` on its category axis:
/// tick size 0).
///
/// Exact placements (uncertainty 0), from how matplotlib lays a label out:
/// - an x tick label written as `<text>` (`svg.fonttype='none'`), unrotated and centred
///   (`text-anchor: middle`), is written at its anchor, the tick's own position;
/// - a y tick label (`center_baseline`) lies half the layout's ascent below its tick, and that
///   ascent is known in DejaVu Sans and DejaVu Serif (``MatplotlibFontAscent``): for glyph
///   paths, the font their glyph ids name and the larger of its ascent and the glyphs' own
///   top; for a `<text>`, when the first family it names is one of those (matplotlib's
///   default list; one it always has) and no character rises above the ascent.
///
/// An x tick label drawn as glyph paths is centred on its tick by its layout box, whose width
/// is its glyphs' ink before matplotlib 3.11 and their advance from 3.11: not exact alike.
/// Any other label (another font, mathtext, a rotated label) gives the tick's position only
/// approximately: the centre of the glyphs' outlines, or for `<text>` the baseline less 0.35
/// of the font size, within about a quarter of the label's height. Such positions are only
/// good enough to tell categories apart (``AxisScaleFit/fitLabelCentres(_:uncertainty:)``),
/// never to read values.
///
/// Source: matplotlib 3.x `backend_svg.py` `_draw_text_as_text` (an unrotated text's `x` is
/// the transformed anchor, with `text-anchor` from its horizontal alignment; its `y` has the
/// vertical layout applied), `_draw_text_as_path` (the glyphs' group is translated to the
/// layout's left end of the baseline and scaled by the font size over 100) and `text.py`
/// `_get_layout`.
enum MatplotlibTickLabel {
  /// A tick's position from its label.
  struct Placement {
    /// The position along the axis, in root pixels.
    var pixel: Double
    /// How far the tick may lie from `pixel`, in pixels; 0 when exact.
    var uncertainty: Double
  }

  /// The placement a label group (`text_N`) gives, or `nil` for a rotated `<text>` or a label
  /// with nothing drawn.
  ///
  /// - Throws: ``ChartA11yError`` `.invalidSVG` when glyph paths exceed the limits.
  /// - Complexity: O(*g*) in the label's glyphs and their vertices.
  static func placement(_ label: Int, horizontal: Bool, _ scene: SVGGeometryScene)
    throws(ChartA11yError) -> Placement?
  {
    let inside = [label] + scene.descendants(of: label)
    if let text = inside.first(where: { scene.name($0) == "text" }) {
      guard let transform = scene.transforms[text], transform.b == 0, transform.c == 0,
        transform.a > 0, transform.d > 0
      else { return nil }
      let anchor = transform.apply(
        SVGPoint(x: scene.number("x", of: text) ?? 0, y: scene.number("y", of: text) ?? 0))
      let size = (scene.fontSize(of: text) ?? 10) * transform.d
      if horizontal {
        guard scene.property("text-anchor", of: text) == "middle" else {
          return nil
        }
        return Placement(pixel: anchor.x, uncertainty: 0)
      }
      let first = scene.property("font-family", of: text)?.split(separator: ",").first.map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\" "))
      }
      if let first, let ascent = MatplotlibFontAscent.em(of: first),
        MatplotlibFontAscent.staysBelowAscent(scene.text(of: text))
      {
        return Placement(pixel: anchor.y - 0.5 * ascent * size, uncertainty: 0)
      }
      return Placement(pixel: anchor.y - 0.35 * size, uncertainty: 0.25 * size)
    }
    guard let bounds = try MatplotlibGlyphBounds.of(label, scene) else { return nil }
    if !horizontal, let exact = try yGlyphPlacement(label, ink: bounds, scene) {
      return exact
    }
    return Placement(
      pixel: horizontal ? bounds.centre.x : bounds.centre.y, uncertainty: 0.25 * bounds.height)
  }

  /// The exact placement a y label of plain glyph paths gives, or `nil`: one group scaled by
  /// the font size over 100, unrotated, whose glyphs all lie on its baseline (no mathtext) in
  /// one font whose ascent is known (``MatplotlibFontAscent``).
  private static func yGlyphPlacement(_ label: Int, ink: SVGRect, _ scene: SVGGeometryScene)
    throws(ChartA11yError) -> Placement?
  {
    let groups = scene.descendants(of: label).filter {
      scene.name($0) == "g" && scene.attributes($0)["transform"] != nil
    }
    guard groups.count == 1, let group = groups.first,
      let transform = scene.transforms[group], transform.b == 0, transform.c == 0,
      transform.a > 0, transform.d < 0, abs(transform.a + transform.d) < 1e-9
    else { return nil }
    let glyphs = scene.descendants(of: group).filter { scene.name($0) == "use" }
    let fonts = Set(
      glyphs.compactMap { glyph -> Substring? in
        guard let href = scene.attributes(glyph)["xlink:href"] ?? scene.attributes(glyph)["href"],
          let dash = href.lastIndex(of: "-")
        else { return nil }
        return href.dropFirst()[..<dash]
      })
    let onBaseline = glyphs.allSatisfy { (scene.number("y", of: $0) ?? 0) == 0 }
    let drawsOnlyGlyphs = scene.descendants(of: group).allSatisfy {
      scene.name($0) == "use" || scene.name($0) == "defs"
        || scene.name($0) == "path"
          && scene.attributes($0)["id"] != nil
    }
    guard !glyphs.isEmpty, fonts.count == 1, let font = fonts.first, onBaseline,
      drawsOnlyGlyphs
    else { return nil }
    // The left end of the baseline, in root pixels.
    let origin = transform.apply(SVGPoint(x: 0, y: 0))
    guard let em = MatplotlibFontAscent.em(of: String(font)) else { return nil }
    let size = transform.a * 100
    let ascent = max(em * size, origin.y - ink.minY)
    return Placement(pixel: origin.y - ascent / 2, uncertainty: 0)
  }
}
