import ChartModel

/// The box a matplotlib text drawn as glyph paths (`svg.fonttype='path'`) covers on the page.
///
/// Each glyph is a `<use>` of an outline in `<defs>` (in font units, with its own transform),
/// placed by the `<use>`'s transform and `x`, `y`. The box is the union of the placed
/// outlines' bounds: the inked glyphs, not the text's layout box (which adds the side
/// bearings and the font's ascent and descent).
///
/// Source: matplotlib 3.x `backend_svg.py` `_draw_text_as_path`.
enum MatplotlibGlyphBounds {
  /// The box of a text group's glyphs in root pixels, or `nil` when it draws none.
  ///
  /// - Throws: ``ChartImportError`` `.invalidSVG` when glyph paths exceed the limits.
  /// - Complexity: O(*g*) in the text's glyphs and their vertices.
  static func of(_ group: Int, _ scene: SVGGeometryScene) throws(ChartImportError) -> SVGRect? {
    var bounds: SVGRect?
    for glyph in [group] + scene.descendants(of: group) where scene.name(glyph) == "use" {
      guard let source = scene.referenced(by: glyph), scene.name(source) == "path",
        let transform = scene.transforms[glyph], let outline = try scene.pathData(source)?.bounds
      else { continue }
      // The glyph's outline is in font units, scaled by its own transform.
      let own = scene.attributes(source)["transform"].flatMap(SVGTransformList.parse) ?? .identity
      let placed = outline.transformed(
        by: transform.concatenating(
          .translation(scene.number("x", of: glyph) ?? 0, scene.number("y", of: glyph) ?? 0)
        ).concatenating(own))
      bounds =
        bounds.map {
          SVGRect(
            minX: min($0.minX, placed.minX), minY: min($0.minY, placed.minY),
            maxX: max($0.maxX, placed.maxX), maxY: max($0.maxY, placed.maxY))
        } ?? placed
    }
    return bounds
  }
}
