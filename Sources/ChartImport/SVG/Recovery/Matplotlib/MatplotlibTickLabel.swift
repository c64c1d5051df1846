import ChartModel
import Foundation

/// Where a matplotlib tick label places its tick, for styles that draw a label but no tick
/// mark and no grid line (seaborn's `white` and `dark`; `whitegrid` on its category axis:
/// tick size 0).
///
/// Exact placements (uncertainty 0), from how matplotlib lays a label out:
/// - an x tick label written as `<text>` (`svg.fonttype='none'`), unrotated and centred
///   (`text-anchor: middle`), is written at its anchor, the tick's own position;
/// - a y tick label (`center_baseline`) lies half the layout's ascent below its tick, and that
///   ascent is known in DejaVu Sans and DejaVu Serif (``MatplotlibFontMetrics``): for glyph
///   paths, the font their glyph ids name and the larger of its ascent and the glyphs' own
///   top; for a `<text>`, when every family matplotlib could have laid it out in is one of
///   those and no character rises above the ascent.
///
/// Placements off by one unknown shift, the same for every label of an axis in one font and
/// size (``Placement/sharedOffset``): a y tick label whose font may be Arial (Liberation
/// Sans's metrics, whose ascent is known only within a span) lies half an ascent within that
/// span below its tick. Values read from such an axis are good to that shift and half a pixel.
///
/// - an x tick label drawn as glyph paths in those fonts is centred on its tick: its layout
///   box, as wide as its characters' advances, starts where its glyphs' group is translated to.
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
    /// How far the tick may lie from `pixel`, in pixels, independently of other labels; 0
    /// when exact.
    var uncertainty: Double
    /// How far the tick may lie from `pixel`, in pixels, by a shift the same for every label
    /// in the same font and size (the font's unknown ascent); 0 when none.
    var sharedOffset: Double = 0
    /// The font the label may be laid out in whose metrics are not known (the reason it is
    /// placed only roughly), such as `Helvetica`; `nil` when none.
    var unknownFont: String?
  }

  /// The placement a label group (`text_N`) gives, or `nil` for a rotated `<text>` or a label
  /// with nothing drawn.
  ///
  /// - Throws: ``ChartImportError`` `.invalidSVG` when glyph paths exceed the limits.
  /// - Complexity: O(*g*) in the label's glyphs and their vertices.
  static func placement(_ label: Int, horizontal: Bool, _ scene: SVGGeometryScene)
    throws(ChartImportError) -> Placement?
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
      let families = scene.fontFamilies(of: text)
      if let ascent = MatplotlibFontMetrics.layoutAscentEm(
        families: families, text: scene.text(of: text))
      {
        return placement(baseline: anchor.y, ascentEm: ascent, size: size)
      }
      return Placement(
        pixel: anchor.y - 0.35 * size, uncertainty: 0.25 * size,
        unknownFont: MatplotlibFontMetrics.unknownFamily(in: families))
    }
    guard let bounds = try MatplotlibGlyphBounds.of(label, scene) else { return nil }
    if let exact = try glyphPlacement(label, horizontal: horizontal, ink: bounds, scene) {
      return exact
    }
    return Placement(
      pixel: horizontal ? bounds.centre.x : bounds.centre.y, uncertainty: 0.25 * bounds.height)
  }

  /// The exact placement a label of plain glyph paths gives, or `nil`: one group scaled by
  /// the font size over 100, unrotated, whose glyphs all lie on its baseline (no mathtext) in
  /// one font whose metrics are known (``MatplotlibFontMetrics``); for an x label, every
  /// character in the advance table and each glyph where those advances put it.
  private static func glyphPlacement(
    _ label: Int, horizontal: Bool, ink: SVGRect, _ scene: SVGGeometryScene
  ) throws(ChartImportError) -> Placement? {
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
    // Each glyph's pen position in the group: its `x`, `y` (matplotlib before 3.11) or its own
    // translation (3.11), in hundredths of the font size; `nil` for any other transform.
    let pens = glyphs.map { glyph -> SVGPoint? in
      let own =
        scene.attributes(glyph)["transform"].map { SVGTransformList.parse($0) } ?? .identity
      guard let own, own.a == 1, own.b == 0, own.c == 0, own.d == 1 else { return nil }
      return SVGPoint(
        x: (scene.number("x", of: glyph) ?? 0) + own.e,
        y: (scene.number("y", of: glyph) ?? 0) + own.f)
    }
    let onBaseline = pens.allSatisfy { $0?.y == 0 }
    let drawsOnlyGlyphs = scene.descendants(of: group).allSatisfy {
      scene.name($0) == "use" || scene.name($0) == "defs"
        || scene.name($0) == "path" && scene.attributes($0)["id"] != nil
    }
    guard !glyphs.isEmpty, fonts.count == 1, let font = fonts.first.map(String.init), onBaseline,
      drawsOnlyGlyphs
    else { return nil }
    // The left end of the baseline, in root pixels; glyph positions are in hundredths of the
    // font size.
    let origin = transform.apply(SVGPoint(x: 0, y: 0))
    let size = transform.a * 100
    if horizontal {
      let text = scene.lines(of: label)
      guard text.count == glyphs.count,
        let width = MatplotlibFontMetrics.advanceEm(of: text, in: font)
      else { return nil }
      // Each glyph where the advances before it put it: the table is the font's, unkerned.
      for (pen, position) in zip(pens, text.indices) {
        guard let pen,
          let before = MatplotlibFontMetrics.advanceEm(of: String(text[..<position]), in: font),
          abs(pen.x / 100 - before) < 1e-3
        else { return nil }
      }
      return Placement(pixel: origin.x + width * size / 2, uncertainty: 0)
    }
    guard let metrics = MatplotlibFontMetrics.font(named: font) else { return nil }
    // The glyphs' own top sets the ascent when it rises above the font's.
    let top = (origin.y - ink.minY) / size
    let ascent = max(metrics.ascentEm.lowerBound, top)...max(metrics.ascentEm.upperBound, top)
    return placement(baseline: origin.y, ascentEm: ascent, size: size)
  }

  /// A y tick label's placement: half the ascent above its baseline, in the middle of the
  /// span the ascent may have, off by at most half of it (a shift shared by the axis's
  /// labels).
  private static func placement(baseline: Double, ascentEm: ClosedRange<Double>, size: Double)
    -> Placement
  {
    let middle = (ascentEm.lowerBound + ascentEm.upperBound) / 2
    let halfSpan = (ascentEm.upperBound - ascentEm.lowerBound) / 2
    return Placement(
      pixel: baseline - 0.5 * middle * size, uncertainty: 0, sharedOffset: 0.5 * halfSpan * size)
  }
}
