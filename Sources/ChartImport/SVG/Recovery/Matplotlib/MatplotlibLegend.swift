import ChartModel

/// A matplotlib `legend_N` group read: its title and each sample's paint with the text after it.
///
/// matplotlib draws a legend's frame first (`legend.frameon`, the default; none in the
/// seaborn-v0_8 styles or with `frameon=False`), then its title (`legend(title=…)`, seaborn's
/// `hue` field) and then each sample and its text, in order. The frame is told from a first
/// sample by its size: it encloses the legend's next text, which a sample never does (its text
/// lies beside it). A text before any sample is the title.
///
/// Source: matplotlib 3.x `legend.py` `Legend.draw` (the frame, then `_legend_box`: a
/// `VPacker` of the title box over the handles and texts).
struct MatplotlibLegend {
  /// The entries, in the legend's order.
  var entries: [LegendEntry] = []
  /// The legend's title, or `nil` when it has none.
  var title: String?

  /// Reads a legend group.
  ///
  /// - Throws: ``ChartImportError`` `.invalidSVG` when the geometry exceeds the limits.
  /// - Complexity: O(*n*) in the group's descendants.
  init(_ group: Int, _ scene: SVGGeometryScene) throws(ChartImportError) {
    var pending: String?
    let children = scene.children[group]
    for (position, child) in children.enumerated() {
      let id = scene.attributes(child)["id"] ?? ""
      if id.hasPrefix("text_") {
        let text = scene.text(of: child)
        if let colour = pending, !text.isEmpty {
          entries.append(LegendEntry(colour: colour, name: text))
        } else if entries.isEmpty, title == nil, !text.isEmpty {
          title = text
        }
        pending = nil
      } else if position == 0, id.hasPrefix("patch_"),
        try Self.encloses(child, children.dropFirst().first { Self.isText($0, scene) }, scene)
      {
        continue  // the legend's frame
      } else if let drawn = try MatplotlibMarks.read(child, id: id, scene, clipped: false)?.first,
        let colour = drawn.colour
      {
        pending = pending ?? colour
      }
    }
  }

  private static func isText(_ child: Int, _ scene: SVGGeometryScene) -> Bool {
    scene.attributes(child)["id"]?.hasPrefix("text_") ?? false
  }

  /// Whether a patch's outline encloses the centre of a text group (its glyphs' box, or a
  /// `<text>`'s anchor).
  private static func encloses(_ patch: Int, _ text: Int?, _ scene: SVGGeometryScene)
    throws(ChartImportError) -> Bool
  {
    guard let text else { return false }
    let outline = ([patch] + scene.descendants(of: patch)).first { scene.name($0) == "path" }
    guard let outline, let transform = scene.transforms[outline],
      let bounds = try scene.pathData(outline)?.bounds?.transformed(by: transform)
    else { return false }
    let centre: SVGPoint
    if let element = ([text] + scene.descendants(of: text)).first(where: {
      scene.name($0) == "text"
    }), let placed = scene.transforms[element] {
      centre = placed.apply(
        SVGPoint(x: scene.number("x", of: element) ?? 0, y: scene.number("y", of: element) ?? 0))
    } else if let glyphs = try MatplotlibGlyphBounds.of(text, scene) {
      centre = glyphs.centre
    } else {
      return false
    }
    return bounds.contains(centre)
  }
}
