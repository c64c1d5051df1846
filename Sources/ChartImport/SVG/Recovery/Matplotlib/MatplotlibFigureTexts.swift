import ChartModel

/// The titles a matplotlib figure writes outside its axes: plotnine's axis titles and plot
/// title (drawn as figure texts, not in the axes' `matplotlib.axis_N` groups), matplotlib's
/// `supxlabel`, `supylabel` and `suptitle`.
///
/// Each is a `text_N` group directly in the figure, told apart by where it lies from the
/// plot's panel (the axes' background patch) and by its rotation: the x title unrotated
/// below the panel, within its width; the y title turned a quarter (reading upward) left of
/// the panel, within its height; the title unrotated above the panel, within its width. A
/// place with more than one text (a caption below the x title, a subtitle under the title)
/// names none, so nothing is taken for what it is not.
///
/// Source: plotnine 0.13+ `_mpl/layout_manager` and `themes/targets` (axis titles and the plot
/// title as `Figure.text`), matplotlib 3.x `figure.py` (`supxlabel` and the like).
struct MatplotlibFigureTexts {
  /// The x axis's title.
  var xTitle: String?
  /// The y axis's title.
  var yTitle: String?
  /// The plot's title.
  var title: String?

  /// Reads the texts of the figure an axes group is in.
  ///
  /// - Parameters:
  ///   - axes: The axes group.
  ///   - scene: The placed drawing.
  /// - Throws: ``ChartImportError`` `.invalidSVG` when glyph paths exceed the limits.
  /// - Complexity: O(*n*) in the figure's texts and their glyphs.
  init(around axes: Int, _ scene: SVGGeometryScene) throws(ChartImportError) {
    guard let figure = scene.document.elements[axes].parent,
      let panel = try Self.panel(axes, scene)
    else { return }
    var below: [String] = []
    var left: [String] = []
    var above: [String] = []
    for child in scene.children[figure]
    where scene.attributes(child)["id"]?.hasPrefix("text_") ?? false {
      let text = scene.text(of: child)
      guard !text.isEmpty, let (centre, isTurned) = try Self.placement(child, scene) else {
        continue
      }
      let acrossPanel = centre.x >= panel.minX && centre.x <= panel.maxX
      let alongPanel = centre.y >= panel.minY && centre.y <= panel.maxY
      if isTurned {
        if centre.x < panel.minX && alongPanel { left.append(text) }
      } else if acrossPanel && centre.y > panel.maxY {
        below.append(text)
      } else if acrossPanel && centre.y < panel.minY {
        above.append(text)
      }
    }
    xTitle = below.count == 1 ? below[0] : nil
    yTitle = left.count == 1 ? left[0] : nil
    title = above.count == 1 ? above[0] : nil
  }

  /// The axes' panel: its first patch's outline, in root pixels.
  static func panel(_ axes: Int, _ scene: SVGGeometryScene) throws(ChartImportError)
    -> SVGRect?
  {
    guard
      let patch = scene.children[axes].first(where: {
        scene.attributes($0)["id"]?.hasPrefix("patch_") ?? false
      }),
      let outline = ([patch] + scene.descendants(of: patch)).first(where: {
        scene.name($0) == "path"
      }), let transform = scene.transforms[outline]
    else { return nil }
    return try scene.pathData(outline)?.bounds?.transformed(by: transform)
  }

  /// A text's centre in root pixels and whether it is turned a quarter (its writing runs up or
  /// down the page), or `nil` for a text at any other angle or with nothing drawn.
  static func placement(_ group: Int, _ scene: SVGGeometryScene)
    throws(ChartImportError) -> (SVGPoint, Bool)?
  {
    let inside = [group] + scene.descendants(of: group)
    let transform: AffineTransform
    let centre: SVGPoint
    if let text = inside.first(where: { scene.name($0) == "text" }),
      let placed = scene.transforms[text]
    {
      transform = placed
      centre = placed.apply(
        SVGPoint(x: scene.number("x", of: text) ?? 0, y: scene.number("y", of: text) ?? 0))
    } else if let glyphs = inside.first(where: {
      scene.name($0) == "g" && scene.attributes($0)["transform"] != nil
    }), let placed = scene.transforms[glyphs], let box = try MatplotlibGlyphBounds.of(group, scene)
    {
      transform = placed
      centre = box.centre
    } else {
      return nil
    }
    let level = abs(transform.b) < 1e-9 && abs(transform.c) < 1e-9
    let turned = abs(transform.a) < 1e-9 && abs(transform.d) < 1e-9
    guard level || turned else { return nil }
    return (centre, turned)
  }
}
