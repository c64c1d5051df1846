import ChartModel
import Foundation

/// A pie or donut wedge read from a drawing, in root pixels: its centre, radii and the angle
/// it spans.
///
/// A wedge is recognised from its outline's vertices and which of them end curves
/// (``SVGPathData/Subpath/endsCurve``):
///
/// - a pie wedge: an arc of curves from its start to its end, then a straight line to its
///   centre, closed (`M a₀ C … aₖ L c Z`);
/// - a donut wedge: the outer arc, a straight line in to the inner arc, the inner arc back
///   in reverse, closed (`M o₀ C … oₖ L iₖ C … i₀ Z`), the inner arc the outer one scaled
///   about the centre;
/// - a whole circle (one slice of 100 %): the arc closed on itself, then a move to the centre
///   (a pie) or the inner circle (a donut).
///
/// Every arc vertex must lie on its circle within ``tolerance(radius:)``; an ellipse (a pie
/// drawn without an equal aspect), a polygon or any other shape is not a wedge. Angles are
/// measured as on the page with y upwards (counterclockwise from the right), so that the
/// same wedge gives the same angles whichever way its arc is written.
///
/// Source: matplotlib 3.x `patches.Wedge._recompute_path` (the arc from `Path.arc`, whose
/// Bézier segments span at most 90° and end on the circle) and `Axes.pie`.
struct DrawnWedge: Hashable, Sendable {
  /// The centre, in root pixels.
  var centre: SVGPoint
  /// The outer radius, in pixels.
  var radius: Double
  /// The inner radius, in pixels: 0 for a pie wedge.
  var innerRadius: Double
  /// The angle of the arc's first vertex, in radians, counterclockwise from the right.
  var startAngle: Double
  /// The angle the wedge spans, in radians, in (0, 2π].
  var sweep: Double
  /// Whether the arc runs counterclockwise (as on the page with y upwards) from its start.
  var isCounterclockwise: Bool
  /// The fill, lowercased `#rrggbb`, or `nil` when unpainted.
  var colour: String?

  /// The angle of the wedge's middle, in radians, counterclockwise from the right.
  var middleAngle: Double {
    startAngle + (isCounterclockwise ? sweep : -sweep) / 2
  }

  /// How far from its circle a vertex may lie, in pixels: 0.01 pixel, plus 10⁻⁴ of the
  /// radius for the rounding of transformed coordinates (matplotlib writes six decimals).
  static func tolerance(radius: Double) -> Double { 0.01 + 1e-4 * radius }

  /// The angle of a point about a centre, in radians, counterclockwise from the right with y
  /// upwards, in (−π, π].
  static func angle(of point: SVGPoint, about centre: SVGPoint) -> Double {
    atan2(-(point.y - centre.y), point.x - centre.x)
  }

  /// An angle brought into (−π, π].
  static func wrapped(_ angle: Double) -> Double {
    var result = angle.truncatingRemainder(dividingBy: 2 * .pi)
    if result > .pi { result -= 2 * .pi }
    if result <= -.pi { result += 2 * .pi }
    return result
  }

  /// The wedge an outline draws, or `nil` when it is not one.
  ///
  /// - Parameters:
  ///   - subpaths: The outline's subpaths, before the transform.
  ///   - transform: The element's transform to root pixels.
  ///   - colour: The fill.
  /// - Complexity: O(*v*) in the outline's vertices.
  init?(_ subpaths: [SVGPathData.Subpath], transform: AffineTransform, colour: String?) {
    func placed(_ subpath: SVGPathData.Subpath) -> [SVGPoint] {
      subpath.points.map(transform.apply)
    }
    func curves(_ subpath: SVGPathData.Subpath, _ range: Range<Int>) -> Bool {
      subpath.endsCurve.count == subpath.points.count
        && range.allSatisfy { subpath.endsCurve[$0] }
    }
    let outer: [SVGPoint]
    var inner: [SVGPoint] = []
    var centre: SVGPoint?
    switch subpaths.count {
    case 1:
      let path = subpaths[0]
      let points = placed(path)
      let count = points.count
      guard count >= 3, path.endsCurve.count == count else { return nil }
      if !path.endsCurve[count - 1], curves(path, 1..<(count - 1)) {
        // A pie wedge: arc, then a line to the centre.
        outer = Array(points.dropLast())
        centre = points[count - 1]
      } else if count >= 4, count % 2 == 0, !path.endsCurve[count / 2],
        curves(path, 1..<(count / 2)), curves(path, (count / 2 + 1)..<count)
      {
        // A donut wedge: the outer arc, a line in, the inner arc reversed.
        outer = Array(points[..<(count / 2)])
        inner = points[(count / 2)...].reversed()
      } else {
        return nil
      }
    case 2:
      // A whole circle: the arc closed on itself, then the centre or the inner circle.
      let (first, second) = (subpaths[0], subpaths[1])
      guard first.points.count >= 3, curves(first, 1..<first.points.count) else { return nil }
      outer = placed(first)
      if second.points.count == 1 {
        centre = placed(second)[0]
      } else if second.points.count == first.points.count,
        curves(second, 1..<second.points.count)
      {
        inner = placed(second).reversed()
      } else {
        return nil
      }
    default:
      return nil
    }
    guard outer.count >= 2 else { return nil }
    let hasHole = !inner.isEmpty
    if !hasHole && centre == nil { return nil }
    if hasHole {
      centre = Self.centre(outer: outer, inner: inner)
    }
    guard let centre else { return nil }
    let radius = Self.distance(outer[0], centre)
    let tolerance = Self.tolerance(radius: radius)
    guard radius > 1, outer.allSatisfy({ abs(Self.distance($0, centre) - radius) <= tolerance })
    else { return nil }
    var innerRadius = 0.0
    if hasHole {
      innerRadius = Self.distance(inner[0], centre)
      guard innerRadius > tolerance, innerRadius < radius - tolerance,
        inner.allSatisfy({ abs(Self.distance($0, centre) - innerRadius) <= tolerance })
      else { return nil }
    }
    // The signed sweep, step by step: each Bézier segment spans at most 90°.
    var signed = 0.0
    for (from, to) in zip(outer, outer.dropFirst()) {
      signed += Self.wrapped(
        Self.angle(of: to, about: centre) - Self.angle(of: from, about: centre))
    }
    guard abs(signed) > 0, abs(signed) <= 2 * .pi + 1e-6 else { return nil }
    self.centre = centre
    self.radius = radius
    self.innerRadius = innerRadius
    self.startAngle = Self.angle(of: outer[0], about: centre)
    self.sweep = min(abs(signed), 2 * .pi)
    self.isCounterclockwise = signed > 0
    self.colour = colour
  }

  private static func distance(_ a: SVGPoint, _ b: SVGPoint) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }

  /// The centre of a donut wedge's circles: the inner arc is the outer one scaled about it by
  /// ρ = |i₀iₖ| / |o₀oₖ| (the chords' ratio), so c = (i₀ − ρ·o₀) / (1 − ρ); for a whole
  /// circle (no chord), the centre of its vertices.
  private static func centre(outer: [SVGPoint], inner: [SVGPoint]) -> SVGPoint? {
    guard let o0 = outer.first, let ok = outer.last, let i0 = inner.first, let ik = inner.last
    else { return nil }
    let chord = distance(o0, ok)
    if chord < 1e-6 {
      let ring = outer.dropLast()
      guard !ring.isEmpty else { return nil }
      let count = Double(ring.count)
      return SVGPoint(
        x: ring.reduce(0) { $0 + $1.x } / count, y: ring.reduce(0) { $0 + $1.y } / count)
    }
    let ratio = distance(i0, ik) / chord
    guard ratio > 0, ratio < 1 else { return nil }
    return SVGPoint(x: (i0.x - ratio * o0.x) / (1 - ratio), y: (i0.y - ratio * o0.y) / (1 - ratio))
  }
}
