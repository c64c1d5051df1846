import ChartModel
import Foundation

/// Reads a matplotlib pie or donut (`Axes.pie`, and so pandas' `plot.pie`) from its axes
/// group: its wedges, each named by the label along its middle or by the legend entry of its
/// colour.
///
/// `Axes.pie` draws each wedge as a `patch_N` path (``DrawnWedge``), with `shadow=True` a
/// darker copy offset behind it (drawn first, and left out here as a translate of a later
/// wedge), with `explode` each wedge moved out along its middle; `labels=` put a text at
/// `labeldistance` (1.1) radii along each wedge's middle, aligned `left` right of the centre
/// and `right` left of it; `autopct` a centred text at `pctdistance` (0.6) radii. The title is
/// a centred text above the pie; pandas' `plot.pie` writes the column's name as the y axis
/// label. A donut is wedges with `wedgeprops={'width': w}` (``DrawnWedge/innerRadius``), or
/// a pie with a circle drawn over its centre.
///
/// Shares come from the angles only. A percentage printed inside a wedge (`autopct`) is
/// checked against its angle and never used as data; a pie whose texts disagree with its
/// angles is refused.
///
/// Source: matplotlib 3.x `Axes.pie` (`axes/_axes.py`), `patches.Wedge`, `patches.Shadow`
/// and `backend_svg.py`.
enum MatplotlibPie {
  /// Where a text of the plot is, and how it is anchored there.
  private struct PlacedText {
    enum Alignment {
      case start, middle, end
    }
    var text: String
    /// The text's anchor in root pixels: the point matplotlib placed it at.
    var anchor: SVGPoint
    var alignment: Alignment
    /// How far the anchor may lie from the point matplotlib placed the text at, in pixels.
    var uncertainty: Double
    /// The middle of what is drawn: the glyphs' box, or the anchor of a `<text>`.
    var centre: SVGPoint
  }

  /// The pie an axes group draws, `nil` when it draws no wedges.
  ///
  /// - Parameters:
  ///   - axes: The `axes_N` group.
  ///   - scene: The placed drawing.
  /// - Returns: The pie, or `nil` when the axes draw no pie wedge, or draw wedges among other
  ///   marks on axes with ticks (read as other plots are).
  /// - Throws: ``ChartImportError`` `.noChartData` for wedges that cannot be read as one pie
  ///   (drawn with other marks and no ticks, in several rings, not covering the circle) or
  ///   cannot all be named, or whose printed percentages disagree with their angles;
  ///   `.invalidSVG` when the geometry exceeds the limits.
  /// - Complexity: O(*n*) in the group's descendants and vertices, plus O(*t* · *w*) for *t*
  ///   texts and *w* wedges.
  static func read(_ axes: Int, _ scene: SVGGeometryScene) throws(ChartImportError) -> DrawnPie? {
    let children = scene.children[axes]
    // Only read as a pie when a patch draws curves: other plots' patches are not parsed twice.
    let patches = children.filter { id($0, scene).hasPrefix("patch_") }
    let curved = patches.contains { patch in
      ([patch] + scene.descendants(of: patch)).contains {
        scene.name($0) == "path" && (scene.attributes($0)["d"]?.contains("C") ?? false)
      }
    }
    guard curved else { return nil }
    var shapes = try self.shapes(patches, first: children.first, scene)
    guard !shapes.wedges.isEmpty else { return nil }
    shapes.others += try otherMarks(children, scene)
    guard shapes.others.isEmpty else {
      try refuseAmongOthers(shapes.wedges.count, others: shapes.others, children, scene)
      return nil
    }
    let ring = try oneRing(withoutShadows(shapes.wedges))
    let wedges = try withHole(ring, circles: shapes.circles)
    let hole = wedges[0].innerRadius
    let texts = try self.texts(children, scene, wedges: wedges, centre: ring.centre, hole: hole)
    var labels = texts.labels
    var inside = texts.inside
    // Labels outside the pie name it; else labels placed inside, when there is one per wedge.
    if labels.isEmpty && inside.count == wedges.count {
      swap(&labels, &inside)
    }
    let unread = texts.unread + inside.map(\.text)
    let names = try self.names(wedges, labels: labels, legend: texts.legend)
    var notes: [String] = []
    if !unread.isEmpty {
      let quoted = unread.map { "'\($0)'" }
      notes.append(
        "\(unread.count == 1 ? "a text" : "\(unread.count) texts") of the plot, "
          + "\(ListPhrasing.joined(quoted)), \(unread.count == 1 ? "was" : "were") not read")
    }
    // Printed percentages check the angles; they are not the data.
    let checked = try check(texts.percents, wedges)
    if checked > 0 {
      notes.append(
        checked == 1
          ? "the percentage printed in a wedge agrees with its angle"
          : "the percentages printed in \(checked) wedges agree with their angles")
    }
    return DrawnPie(
      slices: zip(wedges, names).map { DrawnPie.Slice(wedge: $0, name: $1) }, title: texts.title,
      valueLabel: texts.valueLabel, notes: notes)
  }

  private static func id(_ index: Int, _ scene: SVGGeometryScene) -> String {
    scene.attributes(index)["id"] ?? ""
  }

  /// The patches read as wedges, circles, and other filled shapes (named), leaving out
  /// unfilled outlines (the spines of `frame=True`) and the axes' background (the first
  /// child, a rectangle).
  private static func shapes(_ patches: [Int], first: Int?, _ scene: SVGGeometryScene)
    throws(ChartImportError)
    -> (wedges: [DrawnWedge], circles: [(centre: SVGPoint, radius: Double)], others: [String])
  {
    var wedges: [DrawnWedge] = []
    var circles: [(centre: SVGPoint, radius: Double)] = []
    var others: [String] = []
    for patch in patches {
      guard
        let path = ([patch] + scene.descendants(of: patch)).first(where: {
          scene.name($0) == "path"
        }),
        let data = try scene.pathData(path), let transform = scene.transforms[path]
      else { continue }
      if let wedge = DrawnWedge(
        data.subpaths, transform: transform, colour: scene.paint(.fill, of: path))
      {
        wedges.append(wedge)
      } else if let circle = circle(data.subpaths, transform) {
        circles.append(circle)
      } else if scene.paint(.fill, of: path) != nil
        && !(patch == first
          && MatplotlibMarks.rectangle(
            data.subpaths.flatMap(\.points).map(transform.apply)) != nil)
      {
        others.append("a shape that is not a wedge")
      }
    }
    return (wedges, circles, others)
  }

  /// The other artists of the axes that draw marks (lines, collections), named.
  private static func otherMarks(_ children: [Int], _ scene: SVGGeometryScene)
    throws(ChartImportError) -> [String]
  {
    var others: [String] = []
    for child in children {
      let name = id(child, scene)
      let artist = name.prefix { $0 != "_" }
      switch artist {
      case "patch", "text", "legend", "matplotlib.axis": continue
      default:
        if try MatplotlibMarks.read(child, id: name, scene, clipped: false)?.isEmpty == false {
          others.append("\(artist) marks")
        }
      }
    }
    return others
  }

  /// Wedges drawn among other marks: on axes with tick labels, read as other plots are (a
  /// wedge as an annotation), so this returns; without them nothing else could read the plot,
  /// so it throws.
  private static func refuseAmongOthers(
    _ count: Int, others: [String], _ children: [Int], _ scene: SVGGeometryScene
  ) throws(ChartImportError) {
    let hasTicks = children.contains { child in
      id(child, scene).hasPrefix("matplotlib.axis_")
        && scene.children[child].contains {
          id($0, scene).hasPrefix("xtick_") || id($0, scene).hasPrefix("ytick_")
        }
    }
    if hasTicks { return }
    throw ChartImportError(
      .noChartData(
        reason: "the plot draws \(count) pie wedge\(count == 1 ? "" : "s") "
          + "together with \(ListPhrasing.joined(Array(Set(others)).sorted())), which is not "
          + "read as a pie"))
  }

  /// The wedges as one ring covering the circle: their common centre, and the distance in
  /// pixels within which radii and centres agree.
  private static func oneRing(_ wedges: [DrawnWedge]) throws(ChartImportError)
    -> (wedges: [DrawnWedge], centre: SVGPoint, tolerance: Double)
  {
    let reference = wedges[0]
    let tolerance = DrawnWedge.tolerance(radius: reference.radius) + 0.5
    guard
      wedges.allSatisfy({
        abs($0.radius - reference.radius) <= tolerance
          && abs($0.innerRadius - reference.innerRadius) <= tolerance
      })
    else {
      throw ChartImportError(
        .noChartData(
          reason: "the pie's wedges have different radii (several rings, or a nested pie), "
            + "which is not read"))
    }
    // Half a pixel along the arc at each end of every wedge.
    let covered = wedges.reduce(0) { $0 + $1.sweep }
    guard abs(covered - 2 * .pi) <= Double(wedges.count) / reference.radius else {
      let degrees = covered * 180 / .pi
      throw ChartImportError(
        .noChartData(
          reason: "the pie's wedges cover \(NumberText.number(degrees))° of the circle, "
            + "not all of it, so their shares of a whole cannot be read"))
    }
    let centre = SVGPoint(
      x: wedges.reduce(0) { $0 + $1.centre.x } / Double(wedges.count),
      y: wedges.reduce(0) { $0 + $1.centre.y } / Double(wedges.count))
    return (wedges, centre, tolerance)
  }

  /// The ring's wedges with the hole a circle drawn over the centre makes (a donut of a pie).
  private static func withHole(
    _ ring: (wedges: [DrawnWedge], centre: SVGPoint, tolerance: Double),
    circles: [(centre: SVGPoint, radius: Double)]
  ) throws(ChartImportError) -> [DrawnWedge] {
    let reference = ring.wedges[0]
    var hole = reference.innerRadius
    for circle in circles {
      guard
        hypot(circle.centre.x - ring.centre.x, circle.centre.y - ring.centre.y)
          <= ring.tolerance,
        circle.radius < reference.radius - ring.tolerance
      else {
        throw ChartImportError(
          .noChartData(
            reason: "the plot draws pie wedges together with a circle that is not at the pie's "
              + "centre, which is not read as a pie"))
      }
      hole = max(hole, circle.radius)
    }
    guard hole > reference.innerRadius else { return ring.wedges }
    return ring.wedges.map { wedge in
      var wedge = wedge
      wedge.innerRadius = hole
      return wedge
    }
  }

  /// The plot's texts sorted by where they stand.
  private struct PieTexts {
    var title: String?
    /// Texts outside the pie, aligned left or right: the wedges' labels.
    var labels: [PlacedText] = []
    /// Texts inside the wedges that are not percentages: labels placed inside
    /// (`labeldistance` < 1), or values printed by an `autopct` function.
    var inside: [PlacedText] = []
    var percents: [(text: PlacedText, value: Double, decimals: Int)] = []
    var unread: [String] = []
    var legend: [LegendEntry] = []
    /// pandas' y axis label: the column's name.
    var valueLabel: String?
  }

  /// Sorts the axes' texts: the legend, pandas' y axis label, percentages and labels in the
  /// wedges, labels beside them, the centred title above the pie, and the rest unread.
  private static func texts(
    _ children: [Int], _ scene: SVGGeometryScene, wedges: [DrawnWedge], centre: SVGPoint,
    hole: Double
  ) throws(ChartImportError) -> PieTexts {
    var result = PieTexts()
    let top = wedges.map { $0.centre.y - $0.radius }.min() ?? centre.y
    for child in children {
      let name = id(child, scene)
      if name.hasPrefix("legend_") {
        result.legend = try MatplotlibLegend(child, scene).entries
        continue
      }
      if name == "matplotlib.axis_2" {
        result.valueLabel = scene.children[child].first { id($0, scene).hasPrefix("text_") }
          .map { scene.text(of: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        continue
      }
      guard name.hasPrefix("text_"),
        let placed = try placement(child, scene, centreX: centre.x)
      else { continue }
      if wedges.contains(where: { contains($0, placed.centre) }) {
        let trimmed = placed.text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("%"), let value = PrintedValue.number(trimmed) {
          let digits = trimmed.dropLast().split(separator: ".").dropFirst().first?.count ?? 0
          result.percents.append((placed, value, digits))
        } else {
          result.inside.append(placed)
        }
      } else if hypot(placed.anchor.x - centre.x, placed.anchor.y - centre.y) < hole {
        result.unread.append(placed.text)
      } else if placed.alignment == .middle {
        if result.title == nil && placed.anchor.y < top {
          result.title = placed.text
        } else {
          result.unread.append(placed.text)
        }
      } else {
        result.labels.append(placed)
      }
    }
    return result
  }

  /// The wedges without their shadows: a wedge of the same shape as a later one, moved by
  /// less than a tenth of its radius (`shadow=True` draws a copy offset behind each wedge).
  private static func withoutShadows(_ wedges: [DrawnWedge]) -> [DrawnWedge] {
    wedges.enumerated().filter { index, wedge in
      let tolerance = DrawnWedge.tolerance(radius: wedge.radius)
      return !wedges[(index + 1)...].contains { later in
        abs(later.radius - wedge.radius) <= tolerance
          && abs(later.innerRadius - wedge.innerRadius) <= tolerance
          && abs(later.sweep - wedge.sweep) <= 1e-6 * .pi
          && abs(DrawnWedge.wrapped(later.startAngle - wedge.startAngle)) <= 1e-6 * .pi
          && hypot(later.centre.x - wedge.centre.x, later.centre.y - wedge.centre.y)
            < wedge.radius / 10
      }
    }.map(\.element)
  }

  /// Whether a point lies inside a wedge (between its radii, within its angles).
  private static func contains(_ wedge: DrawnWedge, _ point: SVGPoint) -> Bool {
    let distance = hypot(point.x - wedge.centre.x, point.y - wedge.centre.y)
    guard distance <= wedge.radius, distance >= wedge.innerRadius else { return false }
    return offset(of: point, from: wedge) <= wedge.sweep / 2
  }

  /// The angle between a point and a wedge's middle, seen from its centre, in [0, π].
  private static func offset(of point: SVGPoint, from wedge: DrawnWedge) -> Double {
    abs(
      DrawnWedge.wrapped(
        DrawnWedge.angle(of: point, about: wedge.centre) - wedge.middleAngle))
  }

  /// A whole circle (a closed subpath of curves, every vertex at one distance from their
  /// centre), or `nil`.
  private static func circle(_ subpaths: [SVGPathData.Subpath], _ transform: AffineTransform)
    -> (centre: SVGPoint, radius: Double)?
  {
    guard subpaths.count == 1, let path = subpaths.first, path.isClosed, path.points.count >= 5,
      path.endsCurve.count == path.points.count, path.endsCurve.dropFirst().allSatisfy({ $0 })
    else { return nil }
    let ring = path.points.dropLast().map(transform.apply)
    let count = Double(ring.count)
    let centre = SVGPoint(
      x: ring.reduce(0) { $0 + $1.x } / count, y: ring.reduce(0) { $0 + $1.y } / count)
    let radius = hypot(ring[0].x - centre.x, ring[0].y - centre.y)
    let tolerance = DrawnWedge.tolerance(radius: radius)
    guard radius > 1,
      ring.allSatisfy({ abs(hypot($0.x - centre.x, $0.y - centre.y) - radius) <= tolerance })
    else { return nil }
    return (centre, radius)
  }

  /// Where a text group is anchored.
  ///
  /// A `<text>` (`svg.fonttype='none'`) gives its anchor: `x` exactly, with `text-anchor`;
  /// `y` is its baseline, 0.35 of the font size below a centred anchor
  /// (``MatplotlibTickLabel``). Glyph paths give only their box: a box right of the pie's
  /// centre is anchored at its left (`ha='left'`), left of it at its right, across it at its
  /// middle; vertically at its middle, within a quarter of its height.
  private static func placement(_ group: Int, _ scene: SVGGeometryScene, centreX: Double)
    throws(ChartImportError) -> PlacedText?
  {
    let text = scene.text(of: group)
    guard !text.isEmpty else { return nil }
    let inside = [group] + scene.descendants(of: group)
    if let element = inside.first(where: { scene.name($0) == "text" }),
      let transform = scene.transforms[element]
    {
      let size = scene.fontSize(of: element) ?? 10
      let x = scene.number("x", of: element) ?? 0
      let y = scene.number("y", of: element) ?? 0
      // Unrotated, the baseline is below the anchor; rotated, matplotlib writes the anchor.
      let isRotated = transform.b != 0 || transform.c != 0
      let anchor = transform.apply(SVGPoint(x: x, y: isRotated ? y : y - 0.35 * size))
      let alignment: PlacedText.Alignment
      switch scene.property("text-anchor", of: element) {
      case "middle": alignment = .middle
      case "end": alignment = .end
      default: alignment = .start
      }
      return PlacedText(
        text: text, anchor: anchor, alignment: alignment,
        uncertainty: size * hypot(transform.c, transform.d), centre: anchor)
    }
    guard let box = try MatplotlibGlyphBounds.of(group, scene) else { return nil }
    let uncertainty = 0.25 * box.height + 1
    if box.minX > centreX - 1 {
      return PlacedText(
        text: text, anchor: SVGPoint(x: box.minX, y: box.centre.y), alignment: .start,
        uncertainty: uncertainty, centre: box.centre)
    }
    if box.maxX < centreX + 1 {
      return PlacedText(
        text: text, anchor: SVGPoint(x: box.maxX, y: box.centre.y), alignment: .end,
        uncertainty: uncertainty, centre: box.centre)
    }
    return PlacedText(
      text: text, anchor: box.centre, alignment: .middle, uncertainty: uncertainty,
      centre: box.centre)
  }

  /// Each wedge's name: the labels along their middles, one each, else the legend entries of
  /// their colours.
  ///
  /// - Throws: ``ChartImportError`` `.noChartData` when neither names every wedge.
  private static func names(
    _ wedges: [DrawnWedge], labels: [PlacedText], legend: [LegendEntry]
  ) throws(ChartImportError) -> [String] {
    if labels.count == wedges.count {
      // Nearest middles first; each label within its wedge's angles, widened by its anchor's
      // uncertainty.
      var pairs: [(label: Int, wedge: Int, offset: Double)] = []
      for (l, label) in labels.enumerated() {
        for (w, wedge) in wedges.enumerated() {
          let offset = offset(of: label.anchor, from: wedge)
          let distance = hypot(label.anchor.x - wedge.centre.x, label.anchor.y - wedge.centre.y)
          let widening = atan2(label.uncertainty, max(distance, 1))
          if offset <= wedge.sweep / 2 + widening { pairs.append((l, w, offset)) }
        }
      }
      pairs.sort { $0.offset != $1.offset ? $0.offset < $1.offset : $0.wedge < $1.wedge }
      var names: [String?] = Array(repeating: nil, count: wedges.count)
      var used: Set<Int> = []
      for pair in pairs where names[pair.wedge] == nil && !used.contains(pair.label) {
        names[pair.wedge] = labels[pair.label].text
        used.insert(pair.label)
      }
      if names.allSatisfy({ $0 != nil }) { return names.compactMap { $0 } }
    }
    let byColour = Dictionary(
      legend.map { ($0.colour, $0.name) }, uniquingKeysWith: { first, _ in first })
    let colours = wedges.compactMap(\.colour)
    if colours.count == wedges.count, Set(colours).count == colours.count,
      colours.allSatisfy({ byColour[$0] != nil })
    {
      return colours.compactMap { byColour[$0] }
    }
    let named = colours.filter { byColour[$0] != nil }.count
    let repeated = colours.count - Set(colours).count
    let unlabelled =
      "\(labels.count) label\(labels.count == 1 ? " lies" : "s lie") outside "
      + "\(wedges.count == 1 ? "it" : "them") (one is needed along each wedge's middle, as "
      + "labels= places them)"
    // Colours repeat when there are more wedges than the style's colour cycle (the grayscale
    // style's four greys): the legend's entries of one colour then name wedges of that colour
    // in an order the drawing does not show (a legend may list its wedges in any order).
    let sharedNames = Dictionary(grouping: legend, by: \.colour).filter { colour, entries in
      entries.count > 1 && colours.filter { $0 == colour }.count > 1
    }.values.map { $0.map(\.name) }.sorted { $0.first ?? "" < $1.first ?? "" }
    let reason: String
    if let first = sharedNames.first {
      let wedgesOfColour = colours.filter { $0 == legend.first { $0.name == first[0] }?.colour }
      reason =
        "its legend gives \(ListPhrasing.joined(first.map { "'\($0)'" })) one colour, which "
        + "\(wedgesOfColour.count) wedges share, so it does not show which of them is which"
        + (sharedNames.count > 1 ? " (nor for \(sharedNames.count - 1) more colours)" : "")
        + "; \(unlabelled)"
    } else {
      let byLegend =
        legend.isEmpty
        ? "there is no legend"
        : repeated > 0
          ? "\(repeated) wedge\(repeated == 1 ? " repeats" : "s repeat") another's colour, so a "
            + "legend cannot tell them apart"
          : "a legend names \(named) of their colours"
      reason = "\(unlabelled) and \(byLegend)"
    }
    throw ChartImportError(
      .noChartData(
        reason: "the pie's \(wedges.count) wedge\(wedges.count == 1 ? "" : "s") cannot be "
          + "named: \(reason)"))
  }

  /// Checks each percentage printed inside the pie against the angle of the wedge it lies in.
  ///
  /// A text may lie in any wedge its centre's uncertainty reaches (a tiny slice's text spills
  /// into its neighbours); it agrees when one of them spans its percentage, to within half
  /// its last printed digit and the angle's resolution (``PieChartBuilder``).
  ///
  /// - Returns: How many percentages were checked.
  /// - Throws: ``ChartImportError`` `.noChartData` when a percentage agrees with no wedge it may
  ///   lie in.
  private static func check(
    _ percents: [(text: PlacedText, value: Double, decimals: Int)], _ wedges: [DrawnWedge]
  ) throws(ChartImportError) -> Int {
    let total = wedges.reduce(0) { $0 + $1.sweep }
    for (text, value, decimals) in percents {
      let point = text.centre
      let shares = wedges.filter { wedge in
        let distance = hypot(point.x - wedge.centre.x, point.y - wedge.centre.y)
        let widening = atan2(text.uncertainty, max(distance, 1))
        return distance <= wedge.radius + text.uncertainty
          && offset(of: point, from: wedge) <= wedge.sweep / 2 + widening
      }.map { $0.sweep / total * 100 }
      let allowed =
        0.5 * pow(10, -Double(decimals)) + PieChartBuilder.resolution(radius: wedges[0].radius)
      let agrees = shares.contains { abs(value - $0) <= allowed }
      guard agrees else {
        let spans = shares.map { "\(NumberText.number($0)) %" }
        throw ChartImportError(
          .noChartData(
            reason: "the percentage '\(text.text)' printed in the pie agrees with no wedge it "
              + "lies in (\(spans.isEmpty ? "none" : ListPhrasing.joined(spans))), so the drawing "
              + "is not read"))
      }
    }
    return percents.count
  }
}
