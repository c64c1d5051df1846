import ChartModel

/// The boxes of a box plot matched in a drawing, in root pixels, before the axes give their
/// values.
///
/// A box plot draws each box as a filled rectangle from the lower to the upper quartile, a
/// stroke across its whole width at the median, a whisker from each end of the box along its
/// middle, and the outliers as markers beyond the whiskers at its position (matplotlib's
/// `boxplot(patch_artist=True)`, seaborn's `boxplot`, plotnine's `geom_boxplot`). Caps (short
/// strokes across the whiskers' ends) are not needed: the whiskers end where the caps are.
///
/// A drawing's floating bars (``DrawnBarLayout/ranges``) are read as boxes when a stroke
/// crosses every one of them from side to side; when only some are crossed, or a crossed box
/// lacks a whisker or has two strokes across it, the drawing is refused rather than read as
/// ranges or guessed at.
struct DrawnBoxPlot: Sendable {
  /// One box, in pixels along the value axis.
  struct Box: Sendable {
    /// The box's rectangle.
    var rect: SVGRect
    /// Its fill.
    var colour: String?
    /// The box's two ends: the quartiles (their order by value is the axis's).
    var ends: (Double, Double)
    /// Where the stroke across the box is: the median.
    var median: Double
    /// The whiskers' far ends, the one beyond the box's first end first.
    var whiskers: (Double, Double)
    /// The markers beyond the whiskers at the box's position: the outliers.
    var outliers: [Double]
  }

  /// The boxes, in the order given.
  var boxes: [Box]
  /// Markers at no box's position, or at one within its whiskers (such as means): not read.
  var otherPoints: Int

  /// How far apart two ends may be and still meet, in SVG user units: one pixel (twice
  /// ``AxisScaleFit/tolerance``, for strokes that end where an edge is, each rounded).
  static let touching = 2 * AxisScaleFit.tolerance

  /// Boxes drawn as two halves (bokeh's gallery box plot: a bar from the lower quartile to
  /// the median and another from the median to the upper quartile, each in its own fill)
  /// joined into one box with a stroke across it where they meet, its median.
  ///
  /// Two bars at one place across (their sides within ``touching``), one's end meeting the
  /// other's, and no other bar there, are two halves; every other bar is kept as it is.
  ///
  /// - Parameters:
  ///   - bars: Every floating bar with its fill.
  ///   - horizontal: Whether the boxes run along x.
  /// - Returns: The bars with each pair of halves made one (the first half's fill), and the
  ///   stroke across each joined box.
  /// - Complexity: O(*b*²) for *b* bars.
  static func joiningHalves(_ bars: [(rect: SVGRect, colour: String?)], horizontal: Bool)
    -> (bars: [(rect: SVGRect, colour: String?)], medians: [DrawnStroke])
  {
    func across(_ rect: SVGRect) -> (Double, Double) {
      horizontal ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }
    func along(_ rect: SVGRect) -> (Double, Double) {
      horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    }
    var joined: [(rect: SVGRect, colour: String?)] = []
    var medians: [DrawnStroke] = []
    var used = Set<Int>()
    for (index, bar) in bars.enumerated() where !used.contains(index) {
      let place = across(bar.rect)
      let there = bars.indices.filter { other in
        let span = across(bars[other].rect)
        return abs(span.0 - place.0) <= touching && abs(span.1 - place.1) <= touching
      }
      guard there.count == 2, let other = there.first(where: { $0 != index }) else {
        joined.append(bar)
        continue
      }
      let (low, high) = along(bar.rect)
      let (otherLow, otherHigh) = along(bars[other].rect)
      let meeting: Double
      if abs(high - otherLow) <= touching {
        meeting = (high + otherLow) / 2
      } else if abs(otherHigh - low) <= touching {
        meeting = (otherHigh + low) / 2
      } else {
        joined.append(bar)
        continue
      }
      used.formUnion([index, other])
      let rect = SVGRect(
        minX: min(bar.rect.minX, bars[other].rect.minX),
        minY: min(bar.rect.minY, bars[other].rect.minY),
        maxX: max(bar.rect.maxX, bars[other].rect.maxX),
        maxY: max(bar.rect.maxY, bars[other].rect.maxY))
      joined.append((rect, bar.colour))
      medians.append(
        horizontal
          ? DrawnStroke(
            start: SVGPoint(x: meeting, y: rect.minY), end: SVGPoint(x: meeting, y: rect.maxY))
          : DrawnStroke(
            start: SVGPoint(x: rect.minX, y: meeting), end: SVGPoint(x: rect.maxX, y: meeting)))
    }
    return (joined, medians)
  }

  /// Matches strokes and markers to floating bars.
  ///
  /// - Parameters:
  ///   - bars: Every floating bar with its fill.
  ///   - strokes: Every separate two-point stroke of the drawing.
  ///   - points: Every marker centre of the drawing.
  ///   - horizontal: Whether the boxes run along x (a box plot drawn across).
  /// - Returns: The box plot; `nil` when no stroke crosses any bar (the bars are ranges).
  /// - Throws: ``ChartImportError`` `.noChartData` when some bars are crossed and not others, or a
  ///   crossed bar has two strokes across it or lacks a whisker.
  /// - Complexity: O(*b* · (*s* + *p*)) for *b* bars, *s* strokes and *p* markers.
  static func match(
    _ bars: [(rect: SVGRect, colour: String?)], strokes: [DrawnStroke], points: [SVGPoint],
    horizontal: Bool
  ) throws(ChartImportError) -> DrawnBoxPlot? {
    // Coordinates as (across the boxes, along the value axis).
    func split(_ point: SVGPoint) -> (across: Double, along: Double) {
      horizontal ? (point.y, point.x) : (point.x, point.y)
    }
    let lines = strokes.map { (split($0.start), split($0.end)) }
    var boxes: [Box] = []
    var crossed = 0
    var incomplete = 0
    var claimed = Set<Int>()
    // A bar of no width and no height draws nothing (seaborn adds such patches for its
    // legend): it is no box.
    let bars = bars.filter { $0.rect.width > touching || $0.rect.height > touching }
    for bar in bars {
      let (low, high) = horizontal ? (bar.rect.minX, bar.rect.maxX) : (bar.rect.minY, bar.rect.maxY)
      let (left, right) =
        horizontal ? (bar.rect.minY, bar.rect.maxY) : (bar.rect.minX, bar.rect.maxX)
      let middle = (left + right) / 2
      // Strokes across the whole box, level, within its ends.
      let across = lines.filter { start, end in
        abs(start.along - end.along) <= touching && start.along >= low - touching
          && start.along <= high + touching && min(start.across, end.across) <= left + touching
          && max(start.across, end.across) >= right - touching
      }
      guard !across.isEmpty else { continue }
      crossed += 1
      let levels = across.map(\.0.along)
      // Whiskers: upright strokes along the box's middle, from one end outwards.
      func whisker(from end: Double, outwards sign: Double) -> Double? {
        lines.compactMap { start, stop -> Double? in
          guard abs(start.across - middle) <= touching, abs(stop.across - middle) <= touching
          else { return nil }
          for (near, far) in [(start.along, stop.along), (stop.along, start.along)]
          where abs(near - end) <= touching && (far - end) * sign >= -touching {
            return far
          }
          return nil
        }.max { ($0 - end) * sign < ($1 - end) * sign }
      }
      guard let median = levels.first, (levels.max() ?? 0) - (levels.min() ?? 0) <= touching,
        let lowWhisker = whisker(from: low, outwards: -1),
        let highWhisker = whisker(from: high, outwards: 1)
      else {
        incomplete += 1
        continue
      }
      var outliers: [Double] = []
      for (index, point) in points.enumerated() {
        let (pointAcross, along) = split(point)
        guard pointAcross >= left - touching, pointAcross <= right + touching,
          along < lowWhisker - touching || along > highWhisker + touching
        else { continue }
        outliers.append(along)
        claimed.insert(index)
      }
      boxes.append(
        Box(
          rect: bar.rect, colour: bar.colour, ends: (low, high), median: median,
          whiskers: (lowWhisker, highWhisker), outliers: outliers))
    }
    guard crossed > 0 else { return nil }
    guard crossed == bars.count, incomplete == 0 else {
      throw ChartImportError(
        .noChartData(
          reason: "the drawing's floating bars look like a box plot's boxes (a stroke across "
            + "\(crossed) of \(bars.count)), but not every box has one median and two whiskers "
            + "to read, so it is not read"))
    }
    return DrawnBoxPlot(boxes: boxes, otherPoints: points.count - claimed.count)
  }
}
