/// Where a matplotlib tick label places its tick, for styles that draw a label but no tick
/// mark and no grid line (seaborn's `whitegrid`, `dark` and `white`: tick size 0).
///
/// - An x tick label written as `<text>` (`svg.fonttype='none'`), unrotated and centred
///   (`text-anchor: middle`), is written at its anchor, the tick's own position: exact.
/// - Any other label (glyph paths, the default `svg.fonttype='path'`; a y tick label, whose
///   written `y` is its baseline, half the font's ascent below the tick) gives the tick's
///   position only approximately: the centre of the glyphs' outlines, or for `<text>` the
///   baseline less 0.35 of the font size, within about a quarter of the label's height.
///   Such positions are only good enough to tell categories apart
///   (``AxisScaleFit/fitLabelCentres(_:uncertainty:)``), never to read values.
///
/// Source: matplotlib 3.x `backend_svg.py` `_draw_text_as_text` (an unrotated text's `x` is
/// the transformed anchor, with `text-anchor` from its horizontal alignment; its `y` has the
/// vertical layout applied) and `text.py` `_get_layout` (`center_baseline` puts the anchor
/// half the `lp` ascent above the baseline: 0.38 em in DejaVu Sans, 0.36 em in Arial).
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
      return Placement(pixel: anchor.y - 0.35 * size, uncertainty: 0.25 * size)
    }
    guard let bounds = try MatplotlibGlyphBounds.of(label, scene) else { return nil }
    return Placement(
      pixel: horizontal ? bounds.centre.x : bounds.centre.y, uncertainty: 0.25 * bounds.height)
  }
}
