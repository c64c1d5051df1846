import ChartModel
import Foundation

/// One plain shape of a drawing in root pixels, classed by its form as a person sees it:
/// a filled axis-aligned rectangle (a `rect`, or a closed four-corner path or polygon) is a
/// bar; a stroked open polyline or path of three or more vertices is a line; a circle or a
/// small closed path is a point; a two-point stroke is a rule (a grid line, tick mark, axis
/// line, whisker or legend key).
struct DrawnShape: Hashable, Sendable {
  /// What the shape is.
  enum Kind: Hashable, Sendable {
    case bar(SVGRect)
    case line([SVGPoint])
    case point(SVGPoint)
    case stroke(DrawnStroke)
  }

  var kind: Kind
  /// The paint that tells series apart: the fill of a bar or point (else its stroke), the
  /// stroke of a line or rule; `#rrggbb`, or `nil` when unpainted.
  var colour: String?
  /// The rectangle the drawing clips the shape to (a panel's plot area), in root pixels;
  /// `nil` when it is not clipped.
  var clip: SVGRect? = nil

  /// The largest extent, in pixels, of a closed path read as a point marker.
  static let largestMarker = 20.0

  /// The shape's bounds.
  var bounds: SVGRect {
    switch kind {
    case .bar(let rect): return rect
    case .line(let points):
      return SVGRect(enclosing: points) ?? SVGRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
    case .point(let point):
      return SVGRect(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
    case .stroke(let stroke):
      return SVGRect(enclosing: [stroke.start, stroke.end])
        ?? SVGRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
    }
  }

  /// Every plain shape of the scene outside `<defs>`, placed and drawn inside its clip, in
  /// document order.
  ///
  /// - Throws: ``ChartImportError`` `.invalidSVG` when the paths exceed the limits.
  /// - Complexity: O(*n*) in the size of the drawing.
  static func read(_ scene: SVGGeometryScene) throws(ChartImportError) -> [DrawnShape] {
    var result: [DrawnShape] = []
    for index in scene.document.elements.indices where !scene.isDefinition[index] {
      guard let transform = scene.transforms[index] else { continue }
      for kind in try kinds(of: index, transform, scene)
      where scene.isInsideClip(SVGRect.centre(of: kind), of: index) {
        append(kind, index, scene, to: &result)
      }
    }
    return result
  }

  /// Appends a shape of an element with its colour, unless it is not seen (transparent) or
  /// not read (a filled outline).
  private static func append(
    _ kind: Kind, _ index: Int, _ scene: SVGGeometryScene, to result: inout [DrawnShape]
  ) {
    // A shape drawn fully transparent (plotly's legend toggles) is not seen.
    guard !isZero("opacity", index, scene) else { return }
    let fill = isZero("fill-opacity", index, scene) ? nil : scene.paint(.fill, of: index)
    let stroke =
      isZero("stroke-opacity", index, scene) || isZero("stroke-width", index, scene)
      ? nil : scene.paint(.stroke, of: index)
    let clip = scene.clips[index]
    switch kind {
    case .bar, .point: result.append(DrawnShape(kind: kind, colour: fill ?? stroke, clip: clip))
    case .line:
      // A filled outline is an area, not read here.
      guard let stroke, fill == nil else { return }
      result.append(DrawnShape(kind: kind, colour: stroke, clip: clip))
    case .stroke:
      guard let stroke else { return }
      result.append(DrawnShape(kind: kind, colour: stroke, clip: clip))
    }
  }

  /// The shapes one element draws: one, none, or for a path of several subpaths one for
  /// each (bokeh's grid lines and tick marks, each axis's in one path, a rule each).
  private static func kinds(
    of index: Int, _ transform: AffineTransform, _ scene: SVGGeometryScene
  ) throws(ChartImportError) -> [Kind] {
    guard scene.name(index) == "path" else {
      return try kind(of: index, transform, scene).map { [$0] } ?? []
    }
    guard let path = try scene.pathData(index) else { return [] }
    if path.subpaths.count > 1,
      path.subpaths.allSatisfy({ !$0.isClosed && $0.points.count == 2 })
    {
      return path.subpaths.map { subpath in
        .stroke(
          DrawnStroke(
            start: transform.apply(subpath.points[0]), end: transform.apply(subpath.points[1])))
      }
    }
    // Several shapes in one path (plotly draws a box, its median, whiskers and caps as one):
    // each subpath is read as a shape of its own.
    return path.subpaths.compactMap { pathKind($0, transform) }
  }

  /// Whether a property (inherited) is a zero number (`0`, `0.0`, `0px`).
  private static func isZero(_ name: String, _ index: Int, _ scene: SVGGeometryScene) -> Bool {
    guard var text = scene.property(name, of: index)?.trimmingCharacters(in: .whitespaces)
    else { return false }
    if text.hasSuffix("px") { text.removeLast(2) }
    return Double(text) == 0
  }

  private static func kind(of index: Int, _ transform: AffineTransform, _ scene: SVGGeometryScene)
    throws(ChartImportError) -> Kind?
  {
    switch scene.name(index) {
    case "rect":
      guard transform.preservesAxes, let width = scene.number("width", of: index),
        let height = scene.number("height", of: index), width > 0, height > 0
      else { return nil }
      let x = scene.number("x", of: index) ?? 0
      let y = scene.number("y", of: index) ?? 0
      return .bar(
        SVGRect(minX: x, minY: y, maxX: x + width, maxY: y + height).transformed(by: transform))
    case "circle", "ellipse":
      let radius = scene.number("r", of: index) ?? scene.number("rx", of: index) ?? 0
      guard radius > 0, radius <= largestMarker / 2 else { return nil }
      return .point(
        transform.apply(
          SVGPoint(x: scene.number("cx", of: index) ?? 0, y: scene.number("cy", of: index) ?? 0)))
    case "line":
      let start = SVGPoint(
        x: scene.number("x1", of: index) ?? 0, y: scene.number("y1", of: index) ?? 0)
      let end = SVGPoint(
        x: scene.number("x2", of: index) ?? 0, y: scene.number("y2", of: index) ?? 0)
      return .stroke(DrawnStroke(start: transform.apply(start), end: transform.apply(end)))
    case "polyline", "polygon":
      guard let points = try scene.polylinePoints(index) else { return nil }
      return outline(points.map(transform.apply), closed: scene.name(index) == "polygon")
    default:
      return nil
    }
  }

  /// A subpath's kind: a small closed or curved one a point, else its outline.
  private static func pathKind(_ subpath: SVGPathData.Subpath, _ transform: AffineTransform)
    -> Kind?
  {
    let points = subpath.points.map(transform.apply)
    if subpath.isClosed || subpath.endsCurve.contains(true),
      let bounds = SVGRect(enclosing: points),
      bounds.width <= largestMarker, bounds.height <= largestMarker,
      !isRectangle(points)
    {
      return .point(markerCentre(subpath, transform))
    }
    return outline(points, closed: subpath.isClosed)
  }

  /// Where a small closed path marks its point: a marker drawn with arcs or curves around
  /// its own origin (plotly's and bokeh's circles, `M3,0A3,3 0 1,1 0,-3…`, placed by a
  /// `translate`) marks the origin, whose curves' end points alone do not surround it
  /// evenly; any other marker marks the middle of its vertices' bounds.
  private static func markerCentre(_ subpath: SVGPathData.Subpath, _ transform: AffineTransform)
    -> SVGPoint
  {
    let local = SVGRect(enclosing: subpath.points) ?? SVGRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
    if subpath.endsCurve.contains(true), local.contains(SVGPoint(x: 0, y: 0), tolerance: 1e-9) {
      return transform.apply(SVGPoint(x: 0, y: 0))
    }
    return transform.apply(local.centre)
  }

  /// A polyline's kind: a rule for two points, a bar for a closed axis-aligned rectangle,
  /// a line for three or more open points.
  private static func outline(_ points: [SVGPoint], closed: Bool) -> Kind? {
    var points = points
    if points.count > 2, let first = points.first, let last = points.last,
      abs(first.x - last.x) < 1e-6, abs(first.y - last.y) < 1e-6
    {
      points.removeLast()
      if points.count == 4 && isRectangle(points) { return rectangle(points) }
    }
    if closed { return isRectangle(points) ? rectangle(points) : nil }
    switch points.count {
    case 2: return .stroke(DrawnStroke(start: points[0], end: points[1]))
    case 0, 1: return nil
    default: return .line(points)
    }
  }

  private static func rectangle(_ points: [SVGPoint]) -> Kind? {
    guard let bounds = SVGRect(enclosing: points), bounds.width > 0, bounds.height > 0 else {
      return nil
    }
    return .bar(bounds)
  }

  /// Whether four points (a closing fifth dropped) are the corners of an axis-aligned
  /// rectangle, each on two of its edges.
  private static func isRectangle(_ points: [SVGPoint]) -> Bool {
    var corners = points
    if corners.count == 5, let first = corners.first, let last = corners.last,
      abs(first.x - last.x) < 1e-6, abs(first.y - last.y) < 1e-6
    {
      corners.removeLast()
    }
    guard corners.count == 4, let bounds = SVGRect(enclosing: corners) else { return false }
    return corners.allSatisfy { point in
      (abs(point.x - bounds.minX) < 1e-3 || abs(point.x - bounds.maxX) < 1e-3)
        && (abs(point.y - bounds.minY) < 1e-3 || abs(point.y - bounds.maxY) < 1e-3)
    }
  }
}

extension SVGRect {
  /// The centre of a shape kind's bounds.
  static func centre(of kind: DrawnShape.Kind) -> SVGPoint {
    DrawnShape(kind: kind, colour: nil).bounds.centre
  }
}
