import ChartModel

/// Whether a Vega or Vega-Lite SVG's arcs have a hole: a donut, whose `aria-label`s say
/// nothing of it.
///
/// Vega draws each arc mark as one `path` labelled `aria-roledescription="arc mark"`, placed
/// by `transform="translate(x,y)"` at the arc's centre, so that the path's own origin is the
/// centre. A pie slice's outline passes through its centre (`L0,0`); a donut slice's
/// outline runs along its inner radius and never reaches it (d3-shape's `arc`, which Vega
/// draws with: with `innerRadius` 0 the inner edge is the single point at the centre).
///
/// Source: Vega 5 `vega-scenegraph` `arc` mark (path relative to the item's `x`, `y`) and
/// d3-shape `arc()`.
enum VegaArcHole {
  /// How near the centre, in pixels, a vertex must lie to be the centre: half a pixel.
  static let centreTolerance = 0.5

  /// The inner radius of the drawing's arcs, in pixels, when every arc mark has a hole.
  ///
  /// - Parameter scene: The placed drawing.
  /// - Returns: The smallest distance of any arc's outline vertex from its centre, when it is
  ///   above ``centreTolerance`` for every arc; `nil` when any arc reaches its centre (a
  ///   pie) or the drawing has no arc paths.
  /// - Throws: ``ChartImportError`` `.invalidSVG` when the paths exceed the limits.
  /// - Complexity: O(*n*) in the elements and the arcs' vertices.
  static func innerRadius(_ scene: SVGGeometryScene) throws(ChartImportError) -> Double? {
    var smallest: Double?
    for index in scene.document.elements.indices
    where scene.attributes(index)["aria-roledescription"] == "arc mark"
      && scene.name(index) == "path"
    {
      guard let path = try scene.pathData(index) else { continue }
      let points = path.subpaths.flatMap(\.points)
      guard
        let nearest = points.map({ ($0.x * $0.x + $0.y * $0.y).squareRoot() }).min()
      else { continue }
      guard nearest > centreTolerance else { return nil }
      smallest = min(smallest ?? nearest, nearest)
    }
    return smallest
  }
}
