import ChartModel

/// The data marks of one matplotlib artist group, by the artist class its id names.
///
/// See ``MatplotlibDrawing`` for the group names. Marks of a data group must be clipped
/// (matplotlib clips data to the axes; the background and the spines are not clipped) and
/// those outside their clip are left out and counted; a legend's samples are not clipped.
enum MatplotlibMarks {
  /// The marks a group draws.
  ///
  /// - Parameters:
  ///   - group: The group's element index.
  ///   - id: Its `id`.
  ///   - scene: The placed drawing.
  ///   - clipped: Whether marks must be clipped, as data marks are.
  /// - Returns: The marks, one entry per series colour or path; `nil` for a group that is not
  ///   a data artist.
  /// - Throws: ``ChartImportError`` `.invalidSVG` when the geometry exceeds the limits.
  /// - Complexity: O(*n*) in the group's descendants and vertices.
  static func read(_ group: Int, id: String, _ scene: SVGGeometryScene, clipped: Bool = true)
    throws(ChartImportError) -> [DrawnMarks]?
  {
    let artist = id.prefix { $0 != "_" }
    // Drawn elements: a marker's or a collection's path in `<defs>` is drawn where a `<use>`
    // places it (read through the `<use>`), not where it stands.
    let inside = scene.descendants(of: group).filter { index in
      guard scene.transforms[index] != nil, !scene.isDefinition[index] else { return false }
      return !clipped || scene.clips[index] != nil
    }
    switch artist {
    case "line2d":
      var result: [DrawnMarks] = []
      for index in inside where scene.name(index) == "path" {
        guard let stroke = scene.paint(.stroke, of: index),
          let points = try vertices(index, scene)
        else { continue }
        // Several separate strokes in one path (a single two-point path may be a short line),
        // each upright or level (error bars, stems); sloped two-point pieces are a line broken
        // by missing values (`plot` of data with NaN), read as a line.
        if let strokes = try strokes(index, scene, axisAligned: true), strokes.count >= 2 {
          result.append(DrawnMarks(shape: .segments(strokes), colour: stroke))
          continue
        }
        // A closed outline of a rectangle (matplotlib's `boxplot()` without `patch_artist`,
        // seaborn's `boxplot(fill=False)`) is a box, read as a bar, not a line over x.
        if clipped, points.count == 5, let first = points.first, let last = points.last,
          abs(first.x - last.x) < 1e-6, abs(first.y - last.y) < 1e-6,
          let rect = rectangle(points), rect.width > AxisScaleFit.tolerance,
          rect.height > AxisScaleFit.tolerance
        {
          result.append(DrawnMarks(shape: .bars([rect]), colour: stroke))
          continue
        }
        if clipped, let rule = rule(points, scene.clips[index]) {
          result.append(DrawnMarks(shape: rule, colour: stroke))
          continue
        }
        if clipped, DrawnSteps.areSteps(points) { throw Self.steps }
        var line = clippedMarks(.line(points), stroke, index, scene, clipped)
        line.strokeStarts = try strokeStarts(index, scene)
        result.append(line)
      }
      // Markers that are one straight stroke ("_", "|": error bars' caps) are strokes too.
      var markers: [Int] = []
      var caps: [DrawnStroke] = []
      for index in inside where scene.name(index) == "use" {
        // The marker's stroke, placed where the `<use>` puts it.
        let placed = scene.transforms[index]?.concatenating(
          .translation(scene.number("x", of: index) ?? 0, scene.number("y", of: index) ?? 0))
        if let source = scene.referenced(by: index),
          let cap = try strokes(source, scene, placedBy: placed ?? .identity), cap.count == 1
        {
          caps += cap
        } else {
          markers.append(index)
        }
      }
      if !caps.isEmpty { result.append(DrawnMarks(shape: .segments(caps), colour: nil)) }
      if !markers.isEmpty {
        let centres = try points(markers, scene, clipped)
        // A line's markers are drawn at every data point, never simplified: they are the
        // line's points when one marker lies on each vertex the line keeps.
        if let lineIndex = result.indices.first(where: { result[$0].shape.isLine }),
          result.count == 1, centres.count == 1,
          let marked = Self.line(result[lineIndex], markedBy: centres[0])
        {
          result[lineIndex] = marked
        } else {
          result.append(contentsOf: centres)
        }
      }
      return result
    case "PathCollection":
      let markers = inside.filter { scene.name($0) == "use" || scene.name($0) == "path" }
      return try points(markers, scene, clipped)
    case "patch", "PolyCollection", "FillBetweenPolyCollection":
      var result: [DrawnMarks] = []
      for index in inside where scene.name(index) == "path" || scene.name(index) == "use" {
        // A collection drawn with edges (the `classic` style) is one path in `<defs>` placed by
        // a `<use>` at an offset.
        let source = scene.name(index) == "use" ? scene.referenced(by: index) : index
        guard let source, scene.name(source) == "path",
          let fill = scene.paint(.fill, of: index, referencing: source == index ? nil : source),
          let path = try scene.pathData(source), var transform = scene.transforms[index]
        else { continue }
        if source != index {
          transform = transform.concatenating(
            .translation(scene.number("x", of: index) ?? 0, scene.number("y", of: index) ?? 0))
        }
        let placed = path.subpaths.flatMap(\.points).map(transform.apply)
        // A patch of no width and no height draws nothing (seaborn's `barplot(hue=…)` adds
        // such patches, one per hue, for its legend): no mark, not a bar of value 0, whose
        // width shows.
        if let bounds = SVGRect(enclosing: placed), bounds.width == 0, bounds.height == 0 {
          continue
        }
        // Bars are rectangle patches, or rectangles in a PolyCollection (plotnine's geom_col).
        if artist != "FillBetweenPolyCollection", let rect = rectangle(placed),
          transform.preservesAxes
        {
          var marks = DrawnMarks(shape: .bars([rect]), colour: fill)
          if clipped && !scene.isInsideClip(rect.centre, of: index)
            && !Self.runsOutAtOneEnd(rect, of: scene.clips[index])
          {
            marks = DrawnMarks(shape: .bars([]), colour: fill, clippedCount: 1)
          }
          result.append(marks)
        } else if placed.count >= 3 {
          result.append(clippedMarks(.area(placed), fill, index, scene, clipped))
        }
      }
      return result
    case "LineCollection":
      var result: [DrawnMarks] = []
      for index in inside where scene.name(index) == "path" {
        guard let stroke = scene.paint(.stroke, of: index),
          let points = try vertices(index, scene)
        else { continue }
        // A collection's two-point paths are separate strokes (error bars, whiskers).
        if let strokes = try strokes(index, scene) {
          result.append(DrawnMarks(shape: .segments(strokes), colour: stroke))
          continue
        }
        result.append(clippedMarks(.line(points), stroke, index, scene, clipped))
      }
      return result
    default:
      return nil
    }
  }

  /// The refusal of a line drawn in steps (``DrawnSteps``): its levels are drawn, but not which
  /// x each value belongs to.
  static let steps = ChartImportError(
    .noChartData(
      reason: "a line is drawn in steps (horizontal and vertical segments in turn, as "
        + "matplotlib's step draws), which show each level over an interval of x but not "
        + "which x each value belongs to, so its values are not read"))

  /// The strokes of a path drawn as separate two-point strokes (each subpath a move and one
  /// line: matplotlib's error bars, or a cap marker's one stroke), placed by `transform` (the
  /// path's own when `nil`), or `nil` for any other path.
  ///
  /// With `axisAligned`, every stroke must also be upright or level (its two ends within
  /// ``AxisScaleFit/tolerance`` on one axis).
  private static func strokes(
    _ index: Int, _ scene: SVGGeometryScene, axisAligned: Bool = false,
    placedBy transform: AffineTransform? = nil
  ) throws(ChartImportError) -> [DrawnStroke]? {
    guard let path = try scene.pathData(index), !path.subpaths.isEmpty,
      path.subpaths.allSatisfy({ $0.points.count == 2 })
    else { return nil }
    if axisAligned {
      let tolerance = AxisScaleFit.tolerance
      let aligned = path.subpaths.allSatisfy { subpath in
        let (start, end) = (subpath.points[0], subpath.points[1])
        return abs(start.x - end.x) <= tolerance || abs(start.y - end.y) <= tolerance
      }
      if !aligned { return nil }
    }
    let transform = transform ?? scene.transforms[index] ?? .identity
    return path.subpaths.map {
      DrawnStroke(start: transform.apply($0.points[0]), end: transform.apply($0.points[1]))
    }
  }

  /// The first point of each stroke after the first of a line path matplotlib simplified, in
  /// root pixels (where it broke the line at missing values), or `nil` for a path it did not
  /// simplify.
  ///
  /// A simplified path ends with its last vertex written twice: at the end of the path,
  /// `PathSimplifier` pushes the farthest point of the segment it is building, then the last
  /// point it read, which is that same point for data in x order. An unsimplified path writes
  /// each vertex once. Source: matplotlib 3.x `src/path_converters.h`, `PathSimplifier::vertex`
  /// at `path_cmd_stop`.
  private static func strokeStarts(_ index: Int, _ scene: SVGGeometryScene)
    throws(ChartImportError) -> [SVGPoint]?
  {
    guard let path = try scene.pathData(index), let transform = scene.transforms[index],
      let last = path.subpaths.last?.points, last.count >= 2,
      abs(last[last.count - 1].x - last[last.count - 2].x) < 1e-9,
      abs(last[last.count - 1].y - last[last.count - 2].y) < 1e-9
    else { return nil }
    return path.subpaths.dropFirst().compactMap(\.points.first).map(transform.apply)
  }

  /// A line whose points are its markers' centres, or `nil` unless every vertex the line
  /// keeps has a marker on it (within ``AxisScaleFit/tolerance``) and the markers are at
  /// least as many: matplotlib draws a marker at each data point (`draw_markers` does not
  /// simplify), so the markers hold the points the line's simplification left out.
  private static func line(_ line: DrawnMarks, markedBy markers: DrawnMarks) -> DrawnMarks? {
    guard case .line(let vertices) = line.shape, case .points(let centres) = markers.shape,
      centres.count >= vertices.count, line.clippedCount == 0, markers.clippedCount == 0
    else { return nil }
    let tolerance = AxisScaleFit.tolerance
    let sorted = centres.sorted { $0.x < $1.x }
    for vertex in vertices {
      // The first marker at or right of the vertex, less the tolerance, then those near it.
      var low = 0
      var high = sorted.count
      while low < high {
        let middle = (low + high) / 2
        if sorted[middle].x < vertex.x - tolerance { low = middle + 1 } else { high = middle }
      }
      let near = sorted[low...].prefix { $0.x <= vertex.x + tolerance }
      guard near.contains(where: { abs($0.y - vertex.y) <= tolerance }) else { return nil }
    }
    // Each marker in drawing order (the line's data order); the markers keep every point.
    return DrawnMarks(shape: .line(centres), colour: line.colour)
  }

  private static func vertices(_ index: Int, _ scene: SVGGeometryScene) throws(ChartImportError)
    -> [SVGPoint]?
  {
    guard let path = try scene.pathData(index), let transform = scene.transforms[index] else {
      return nil
    }
    let written = path.subpaths.flatMap(\.points)
    let points = written.map(transform.apply)
    try CollapsedGeometry.check(written: written, placed: points, mark: "a line")
    return points.isEmpty ? nil : points
  }

  /// Whether a bar lies within its clip across and runs out of it at one end only.
  ///
  /// Its other end is inside: a bar from zero on a log axis (zero lies nowhere on it, and
  /// matplotlib draws the bar from far beyond the plot's edge), or one taller than the axis's
  /// limits. It is kept whole, read at its end inside, though its centre lies outside the
  /// clip.
  ///
  /// - Parameters:
  ///   - rect: The bar.
  ///   - clip: The clip's rectangle; `nil` when the bar is not clipped.
  /// - Returns: `false` without a clip.
  /// - Complexity: O(1).
  private static func runsOutAtOneEnd(_ rect: SVGRect, of clip: SVGRect?) -> Bool {
    guard let clip else { return false }
    let tolerance = AxisScaleFit.tolerance
    func within(_ low: Double, _ high: Double, _ clipLow: Double, _ clipHigh: Double) -> Bool {
      low >= clipLow - tolerance && high <= clipHigh + tolerance
    }
    func oneEndInside(_ low: Double, _ high: Double, _ clipLow: Double, _ clipHigh: Double)
      -> Bool
    {
      let inside = [low, high].filter { $0 >= clipLow - tolerance && $0 <= clipHigh + tolerance }
      return inside.count == 1
    }
    return within(rect.minX, rect.maxX, clip.minX, clip.maxX)
      && oneEndInside(rect.minY, rect.maxY, clip.minY, clip.maxY)
      || within(rect.minY, rect.maxY, clip.minY, clip.maxY)
        && oneEndInside(rect.minX, rect.maxX, clip.minX, clip.maxX)
  }

  private static func clippedMarks(
    _ shape: DrawnMarks.Shape, _ colour: String, _ index: Int, _ scene: SVGGeometryScene,
    _ clipped: Bool
  ) -> DrawnMarks {
    guard clipped else { return DrawnMarks(shape: shape, colour: colour) }
    func keep(_ points: [SVGPoint]) -> ([SVGPoint], Int) {
      let kept = points.filter { scene.isInsideClip($0, of: index) }
      return (kept, points.count - kept.count)
    }
    switch shape {
    case .line(let points):
      let (kept, dropped) = keep(points)
      return DrawnMarks(shape: .line(kept), colour: colour, clippedCount: dropped)
    case .area(let points):
      let (kept, dropped) = keep(points)
      return DrawnMarks(shape: .area(kept), colour: colour, clippedCount: dropped)
    case .points(let points):
      let (kept, dropped) = keep(points)
      return DrawnMarks(shape: .points(kept), colour: colour, clippedCount: dropped)
    case .bars, .rule, .segments:
      return DrawnMarks(shape: shape, colour: colour)
    }
  }

  /// Marker centres grouped by fill colour (stroke when unfilled), in first-seen order.
  private static func points(_ markers: [Int], _ scene: SVGGeometryScene, _ clipped: Bool)
    throws(ChartImportError) -> [DrawnMarks]
  {
    var order: [String] = []
    var byColour: [String: ([SVGPoint], Int)] = [:]
    var written: [SVGPoint] = []
    var placed: [SVGPoint] = []
    for index in markers {
      guard let transform = scene.transforms[index] else { continue }
      let own: SVGPoint
      if scene.name(index) == "use" {
        own = SVGPoint(x: scene.number("x", of: index) ?? 0, y: scene.number("y", of: index) ?? 0)
      } else {
        guard let bounds = try scene.pathData(index)?.bounds else { continue }
        own = bounds.centre
      }
      let centre = transform.apply(own)
      written.append(own)
      placed.append(centre)
      let referenced = scene.referenced(by: index)
      let colour =
        scene.paint(.fill, of: index, referencing: referenced)
        ?? scene.paint(.stroke, of: index, referencing: referenced) ?? "#000000"
      if byColour[colour] == nil {
        order.append(colour)
        byColour[colour] = ([], 0)
      }
      if clipped && !scene.isInsideClip(centre, of: index) {
        byColour[colour]?.1 += 1
      } else {
        byColour[colour]?.0.append(centre)
      }
    }
    try CollapsedGeometry.check(written: written, placed: placed, mark: "a group of markers")
    return order.map { colour in
      let (points, dropped) = byColour[colour] ?? ([], 0)
      return DrawnMarks(shape: .points(points), colour: colour, clippedCount: dropped)
    }
  }

  /// A two-point line that crosses its whole clip horizontally or vertically, as a reference
  /// line, or `nil`.
  private static func rule(_ points: [SVGPoint], _ clip: SVGRect?) -> DrawnMarks.Shape? {
    guard points.count == 2, let clip else { return nil }
    let (a, b) = (points[0], points[1])
    if abs(a.y - b.y) < 1e-6, abs(abs(a.x - b.x) - clip.width) <= 1 {
      return .rule(horizontal: true, at: a.y)
    }
    if abs(a.x - b.x) < 1e-6, abs(abs(a.y - b.y) - clip.height) <= 1 {
      return .rule(horizontal: false, at: a.x)
    }
    return nil
  }

  /// The rectangle a closed four-corner path draws, or `nil`.
  static func rectangle(_ points: [SVGPoint]) -> SVGRect? {
    guard points.count >= 4, points.count <= 6, let bounds = SVGRect(enclosing: points) else {
      return nil
    }
    let onCorners = points.allSatisfy { point in
      (abs(point.x - bounds.minX) < 1e-6 || abs(point.x - bounds.maxX) < 1e-6)
        && (abs(point.y - bounds.minY) < 1e-6 || abs(point.y - bounds.maxY) < 1e-6)
    }
    return onCorners ? bounds : nil
  }
}
