import ChartModel
import Foundation

/// A pie drawn by any tool, read from its filled outlines as a person reads one: wedges that
/// share one centre and radius and together go once round the circle, each named by the
/// legend entry of its colour or by the label drawn beside it, and checked against any
/// percentage printed in it.
///
/// A wedge is a filled outline with one vertex at the centre and every other vertex either on
/// the rim (at one distance from it) or on one of its two straight edges: plotly's, pygal's,
/// bokeh's and lets-plot's arcs (an `A` command, whose end points alone are kept,
/// ``SVGPathData``) and ggplot2's and R's polygons alike. An arc of two rim vertices spans
/// one of two angles (the short way round or the long one); the wedges' edges, which tile the
/// circle, tell which: each wedge spans the gap between its edges that holds no other
/// wedge's edge. A donut wedge is four vertices, its two arcs' ends: its straight edges,
/// extended, meet at the centre.
enum DrawnPlainPie {
  /// One wedge's outline in root pixels: its centre, radius, and its edges' angles.
  private struct Outline {
    var centre: SVGPoint
    var radius: Double
    /// The angles of the rim vertices in drawing order, counterclockwise from the right.
    var rim: [Double]
    var colour: String
    /// The hole's radius, in pixels: 0 for a pie wedge.
    var innerRadius = 0.0
  }

  /// The most vertices an outline may have to be tried as a wedge (R draws an arc as one
  /// vertex per degree or so; far more is no wedge of a chart).
  static let maximumVertices = 5_000

  /// Reads the drawing's pie or donut.
  ///
  /// - Returns: The pie, or `nil` when the drawing draws no set of two or more wedges that go
  ///   once round one circle.
  /// - Throws: ``ChartImportError`` `.noChartData` when the wedges cannot all be named, or a
  ///   printed percentage agrees with no wedge it lies in; `.invalidSVG` when the geometry
  ///   exceeds the limits.
  /// - Complexity: O(*n* + *w* · *v*) for a drawing of *n* elements and *w* wedges of *v*
  ///   vertices.
  static func read(_ scene: SVGGeometryScene) throws(ChartImportError) -> DrawnPie? {
    let outlines = try self.outlines(scene)
    guard let circle = circle(of: outlines) else { return nil }
    let wedges = circle
    let texts = DrawnText.read(scene)
    let shapes = try DrawnShape.read(scene)
    let legend = DrawnLegend.read(texts, shapes).entries
    // The title: the largest level text above the circle that names no slice in the legend.
    let top = wedges[0].centre.y - wedges[0].radius
    let legendNames = Set(legend.map(\.name))
    let title = texts.filter { $0.isLevel && $0.point.y < top && !legendNames.contains($0.text) }
      .max { $0.fontSize < $1.fontSize }
    let names = try self.names(
      wedges, texts: texts.filter { $0 != title }, legend: legend)
    let checked = try checkPercentages(texts, wedges)
    var notes: [String] = []
    if checked > 0 {
      notes.append(
        "\(checked) percentage\(checked == 1 ? "" : "s") printed in the pie agree with the "
          + "wedges' angles")
    }
    return DrawnPie(
      slices: zip(wedges, names).map { DrawnPie.Slice(wedge: $0, name: $1) }, title: title?.text,
      valueLabel: nil, notes: notes)
  }

  /// Every filled outline with a vertex at a centre and the others on its rim or edges.
  private static func outlines(_ scene: SVGGeometryScene) throws(ChartImportError) -> [Outline] {
    var result: [Outline] = []
    for index in scene.document.elements.indices where !scene.isDefinition[index] {
      let name = scene.name(index)
      guard name == "path" || name == "polygon", let transform = scene.transforms[index],
        let colour = scene.paint(.fill, of: index),
        Double(scene.property("fill-opacity", of: index) ?? "1") != 0
      else { continue }
      var points: [SVGPoint]
      if name == "polygon" {
        guard let polygon = try scene.polylinePoints(index) else { continue }
        points = polygon
      } else {
        guard let path = try scene.pathData(index), path.subpaths.count == 1 else { continue }
        points = path.subpaths[0].points
      }
      guard points.count >= 3, points.count <= maximumVertices else { continue }
      if let outline = outline(points.map(transform.apply), colour: colour) {
        result.append(outline)
      }
    }
    return result
  }

  /// The wedge a closed outline draws, or `nil`: the vertex with the most vertices at one
  /// greatest distance from it is the centre; every other vertex must lie on that rim or on
  /// the straight edge from the centre to the first or last rim vertex.
  private static func outline(_ raw: [SVGPoint], colour: String) -> Outline? {
    var points: [SVGPoint] = []
    for point in raw where points.last.map({ distance($0, point) > 1e-6 }) ?? true {
      points.append(point)
    }
    if points.count > 1, let first = points.first, let last = points.last,
      distance(first, last) <= 1e-6
    {
      points.removeLast()
    }
    guard points.count >= 3 else { return nil }
    for centre in corners(points) {
      let radius = points.map { distance($0, centre) }.max() ?? 0
      let tolerance = max(0.5, 0.005 * radius)
      guard radius > 5 else { continue }
      var rimIndices = points.indices.filter {
        abs(distance(points[$0], centre) - radius) <= tolerance
      }
      guard rimIndices.count >= 2 else { continue }
      // The rim from one edge to the other: an outline that starts partway along its arc
      // is turned to start after its straight edges.
      if let gap = rimIndices.indices.dropLast().first(where: {
        rimIndices[$0 + 1] - rimIndices[$0] > 1
      }), rimIndices.first == 0, rimIndices.last == points.count - 1 {
        rimIndices = Array(rimIndices[(gap + 1)...] + rimIndices[...gap])
      }
      let rim = rimIndices.map { points[$0] }
      let edges = [rim[0], rim[rim.count - 1]]
      let onEdges = points.allSatisfy { point in
        distance(point, centre) <= 1e-6
          || abs(distance(point, centre) - radius) <= tolerance
          || edges.contains { onSegment(point, from: centre, to: $0, tolerance: tolerance) }
      }
      guard onEdges else { continue }
      return Outline(
        centre: centre, radius: radius,
        rim: rim.map { DrawnWedge.angle(of: $0, about: centre) }, colour: colour)
    }
    return points.count == 4 ? donutOutline(points, colour: colour) : nil
  }

  /// A donut wedge drawn as two arcs kept as their ends and two straight edges between them:
  /// four vertices, whose two straight edges, extended, meet at the centre, from which each
  /// arc's two ends lie at one distance (the outer one farther).
  private static func donutOutline(_ points: [SVGPoint], colour: String) -> Outline? {
    for shift in 0..<2 {
      let v = (0..<4).map { points[($0 + shift) % 4] }
      // Straight edges v0–v1 and v2–v3; arcs v1–v2 and v3–v0.
      guard let centre = intersection(v[0], v[1], v[2], v[3]) else { continue }
      let (a, b) = (distance(v[1], centre), distance(v[2], centre))
      let (c, d) = (distance(v[3], centre), distance(v[0], centre))
      let tolerance = max(0.5, 0.005 * max(a, c))
      guard abs(a - b) <= tolerance, abs(c - d) <= tolerance, abs(a - c) > tolerance,
        min(a, c) > tolerance
      else { continue }
      // The outer arc's ends, in drawing order.
      let outer = a > c ? [v[1], v[2]] : [v[3], v[0]]
      return Outline(
        centre: centre, radius: max(a, c),
        rim: outer.map { DrawnWedge.angle(of: $0, about: centre) },
        colour: colour, innerRadius: min(a, c))
    }
    return nil
  }

  /// Where the line through `a` and `b` meets the line through `c` and `d`, or `nil` when
  /// they are parallel.
  private static func intersection(_ a: SVGPoint, _ b: SVGPoint, _ c: SVGPoint, _ d: SVGPoint)
    -> SVGPoint?
  {
    let (r, s) = (SVGPoint(x: b.x - a.x, y: b.y - a.y), SVGPoint(x: d.x - c.x, y: d.y - c.y))
    let cross = r.x * s.y - r.y * s.x
    guard abs(cross) > 1e-9 else { return nil }
    let t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / cross
    return SVGPoint(x: a.x + t * r.x, y: a.y + t * r.y)
  }

  /// The vertices where an outline turns most (a wedge's centre and the ends of its arc are
  /// among them, the arc's own vertices turning little), up to six, most turning first.
  private static func corners(_ points: [SVGPoint]) -> [SVGPoint] {
    let count = points.count
    let turns = points.indices.map { index -> (Double, Int) in
      let before = points[(index + count - 1) % count]
      let after = points[(index + 1) % count]
      let turn = DrawnWedge.wrapped(
        DrawnWedge.angle(of: after, about: points[index])
          - DrawnWedge.angle(of: points[index], about: before))
      return (abs(turn), index)
    }
    return turns.sorted { $0.0 > $1.0 }.prefix(6).map { points[$0.1] }
  }

  /// The wedges of the outlines that share one centre and radius and go once round the
  /// circle, in drawing order; `nil` when there are fewer than two or they do not.
  private static func circle(of outlines: [Outline]) -> [DrawnWedge]? {
    guard let first = outlines.first else { return nil }
    let tolerance = max(1, 0.01 * first.radius)
    let ring = outlines.filter {
      distance($0.centre, first.centre) <= tolerance && abs($0.radius - first.radius) <= tolerance
        && abs($0.innerRadius - first.innerRadius) <= tolerance
    }
    guard ring.count >= 2 else { return nil }
    // Each wedge's two edges, the first and last rim vertex.
    let edges = ring.map { ($0.rim[0], $0.rim[$0.rim.count - 1]) }
    let all = edges.flatMap { [$0.0, $0.1] }
    var wedges: [DrawnWedge] = []
    for (outline, edge) in zip(ring, edges) {
      guard let sweep = sweep(outline.rim, edge: edge, others: all) else { return nil }
      wedges.append(
        DrawnWedge(
          centre: outline.centre, radius: outline.radius, innerRadius: outline.innerRadius,
          start: edge.0, signedSweep: sweep, colour: outline.colour))
    }
    let total = wedges.reduce(0) { $0 + $1.sweep }
    guard abs(total - 2 * .pi) <= 0.01 * 2 * .pi else { return nil }
    return wedges
  }

  /// A wedge's signed sweep from its first edge to its last: along its rim vertices when it
  /// has more than two; for an arc of two, the way round between its edges that passes no
  /// other wedge's edge (`nil` when both or neither do).
  private static func sweep(_ rim: [Double], edge: (Double, Double), others: [Double]) -> Double? {
    if rim.count > 2 {
      return zip(rim, rim.dropFirst()).reduce(0) { $0 + DrawnWedge.wrapped($1.1 - $1.0) }
    }
    let short = DrawnWedge.wrapped(edge.1 - edge.0)
    let long = short > 0 ? short - 2 * .pi : short + 2 * .pi
    func passesEdge(_ sweep: Double) -> Bool {
      others.contains { angle in
        let along = DrawnWedge.wrapped(angle - edge.0)
        let reach =
          sweep > 0 ? (along < 0 ? along + 2 * .pi : along) : (along > 0 ? along - 2 * .pi : along)
        return abs(reach) > 1e-3 && abs(reach) < abs(sweep) - 1e-3
      }
    }
    switch (passesEdge(short), passesEdge(long)) {
    case (false, true): return short
    case (true, false): return long
    default: return nil
    }
  }

  /// Each wedge's name: its legend entry by colour, else the one text beside or in it (not
  /// a percentage) along its middle.
  private static func names(_ wedges: [DrawnWedge], texts: [DrawnText], legend: [LegendEntry])
    throws(ChartImportError) -> [String]
  {
    let byColour = Dictionary(legend.map { ($0.colour, $0.name) }, uniquingKeysWith: { a, _ in a })
    // Labels along the wedges' middles, each given to the wedge whose middle it lies nearest.
    var labels: [Int: [String]] = [:]
    let legendNames = Set(legend.map(\.name))
    for text in texts
    where percentage(text.text) == nil && PrintedValue.number(text.text) == nil
      && !legendNames.contains(text.text)
    {
      // A label is placed along its wedge's middle by its anchor (R writes it from there
      // outwards) or by its middle (plotly, matplotlib): the nearer of the two counts.
      let places = [centre(of: text), SVGPoint(x: text.point.x, y: text.middleY)]
      func offset(_ index: Int) -> Double {
        places.map { Self.offset(of: $0, from: wedges[index]) }.min() ?? .infinity
      }
      guard distance(places[0], wedges[0].centre) <= 2 * wedges[0].radius,
        let nearest = wedges.indices.min(by: { offset($0) < offset($1) }),
        offset(nearest) <= wedges[nearest].sweep / 2 + 0.1
      else { continue }
      labels[nearest, default: []].append(text.text)
    }
    var names: [String] = []
    var unnamed = 0
    for (index, wedge) in wedges.enumerated() {
      if let colour = wedge.colour, let name = byColour[colour],
        wedges.filter({ $0.colour == colour }).count == 1
      {
        names.append(name)
      } else if let own = labels[index], own.count == 1 {
        names.append(own[0])
      } else {
        unnamed += 1
        names.append("")
      }
    }
    guard unnamed == 0, Set(names).count == names.count else {
      throw ChartImportError(
        .noChartData(
          reason: "the pie's \(wedges.count) wedges cannot be named: \(unnamed) of them have "
            + "neither a legend entry of their own colour nor one label beside them"))
    }
    return names
  }

  /// Checks every percentage printed in the pie against the wedge it lies in.
  ///
  /// - Returns: How many were checked.
  /// - Throws: ``ChartImportError`` `.noChartData` when one agrees with no wedge it lies in
  ///   (to within half its last digit and the angle's resolution, ``PieChartBuilder``).
  private static func checkPercentages(_ texts: [DrawnText], _ wedges: [DrawnWedge])
    throws(ChartImportError) -> Int
  {
    var checked = 0
    let allowedAngle = PieChartBuilder.resolution(radius: wedges[0].radius)
    for text in texts {
      guard let (value, decimals) = percentage(text.text) else { continue }
      let point = centre(of: text)
      let holding = wedges.filter { contains($0, point, beyond: false) }
      guard !holding.isEmpty else { continue }
      let allowed = 0.5 * pow(10, -Double(decimals)) + allowedAngle
      guard holding.contains(where: { abs($0.sweep / (2 * .pi) * 100 - value) <= allowed }) else {
        throw ChartImportError(
          .noChartData(
            reason: "the percentage '\(text.text)' printed in the pie agrees with no wedge it "
              + "lies in, so the drawing is not read"))
      }
      checked += 1
    }
    return checked
  }

  /// A printed percentage ("32.3%", "8 %") and its decimals.
  private static func percentage(_ text: String) -> (Double, Int)? {
    var body = text.trimmingCharacters(in: .whitespaces)
    guard body.hasSuffix("%") else { return nil }
    body.removeLast()
    body = body.trimmingCharacters(in: .whitespaces)
    guard let value = Double(body), value >= 0, value <= 100 else { return nil }
    let decimals = body.split(separator: ".").dropFirst().first?.count ?? 0
    return (value, decimals)
  }

  /// A text's middle: its anchor moved by half its estimated width, at its x-height's middle.
  private static func centre(of text: DrawnText) -> SVGPoint {
    switch text.anchor {
    case .start: return SVGPoint(x: text.point.x + text.estimatedWidth / 2, y: text.middleY)
    case .middle: return SVGPoint(x: text.point.x, y: text.middleY)
    case .end: return SVGPoint(x: text.point.x - text.estimatedWidth / 2, y: text.middleY)
    }
  }

  /// Whether a point lies within a wedge's angles: inside its circle, or (`beyond`) out to
  /// twice its radius, where labels are drawn.
  private static func contains(_ wedge: DrawnWedge, _ point: SVGPoint, beyond: Bool) -> Bool {
    let reach = distance(point, wedge.centre)
    guard reach <= wedge.radius * (beyond ? 2 : 1) else { return false }
    let along = DrawnWedge.wrapped(
      DrawnWedge.angle(of: point, about: wedge.centre) - wedge.middleAngle)
    return abs(along) <= wedge.sweep / 2
  }

  /// How far a point's angle about a wedge's centre lies from the wedge's middle, in radians.
  private static func offset(of point: SVGPoint, from wedge: DrawnWedge) -> Double {
    abs(DrawnWedge.wrapped(DrawnWedge.angle(of: point, about: wedge.centre) - wedge.middleAngle))
  }

  private static func onSegment(
    _ point: SVGPoint, from start: SVGPoint, to end: SVGPoint, tolerance: Double
  ) -> Bool {
    let length = distance(start, end)
    guard length > 0 else { return false }
    let cross =
      abs((end.x - start.x) * (point.y - start.y) - (end.y - start.y) * (point.x - start.x))
      / length
    let dot = ((point.x - start.x) * (end.x - start.x) + (point.y - start.y) * (end.y - start.y))
    return cross <= tolerance && dot >= -tolerance * length
      && dot <= length * length + tolerance * length
  }

  private static func distance(_ a: SVGPoint, _ b: SVGPoint) -> Double {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }
}

extension DrawnWedge {
  /// A wedge from its centre, radii, first edge and signed sweep.
  init(
    centre: SVGPoint, radius: Double, innerRadius: Double, start: Double, signedSweep: Double,
    colour: String?
  ) {
    self.centre = centre
    self.radius = radius
    self.innerRadius = innerRadius
    self.startAngle = start
    self.sweep = min(abs(signedSweep), 2 * .pi)
    self.isCounterclockwise = signedSweep > 0
    self.colour = colour
  }
}
