import ChartModel

/// How a drawing's bars stand on their value axis, which decides what each bar's value is.
///
/// - ``fromBaseline``: every bar starts at zero on a linear axis, or at one common baseline on
///   a log axis (zero lies at no point of a log axis: such bars start at the plot's edge, or at
///   the `bottom` they were given), or the axis is a time or band axis: a bar's value is its
///   far end.
/// - ``stacked``: some bars do not start at zero, and each of those sits on another bar at the
///   same position, its near end on that bar's far end: stacked segments, each read as its
///   length.
/// - ``ranges``: some bar neither starts at zero nor sits on another bar (the boxes of a box
///   plot, a range or a waterfall bar): each bar is read as the range it spans, from its near
///   end to its far end. Reading such a bar as a length, or its far end as its value, would
///   state a value the chart does not show.
enum DrawnBarLayout: Equatable, Sendable {
  case fromBaseline
  case stacked
  case ranges

  /// How far apart, in SVG user units, two bar edges may be and still touch: half a pixel,
  /// as the axes' fit (``AxisScaleFit/tolerance``).
  static let touching = AxisScaleFit.tolerance

  /// The layout of bars drawn along a value axis.
  ///
  /// - Parameters:
  ///   - rects: Every bar, of every series.
  ///   - axis: The value axis (y for vertical bars, x for horizontal ones).
  ///   - horizontal: Whether the bars are horizontal.
  /// - Returns: ``fromBaseline`` on a time or band axis, when every bar starts at zero on a
  ///   linear axis, or when every bar's lower end is at one pixel on a log axis
  ///   (``floatingOnLogAxis(_:on:horizontal:)``); else ``stacked`` or ``ranges`` by the rule
  ///   above.
  /// - Complexity: O(*n*) on average for *n* bars.
  static func of(_ rects: [SVGRect], on axis: RecoveredAxis, horizontal: Bool) -> DrawnBarLayout {
    let floating: [SVGRect]
    switch axis.scale {
    case .linear:
      floating = rects.filter { !startsAtZero($0, on: axis, horizontal: horizontal) }
    case .log:
      floating = floatingOnLogAxis(rects, on: axis, horizontal: horizontal)
    case .time, .band:
      return .fromBaseline
    }
    guard !floating.isEmpty else { return .fromBaseline }
    // A segment sits on another when their positions across match and its near end (the
    // end towards zero) meets the other's far end: each bar's ends are filed in cells of
    // ``touching`` units, and a match is sought in the neighbouring cells, so ends within
    // about one to two times ``touching`` meet. On a linear axis the near end is the one
    // nearer zero's pixel (two halves of a box plot's box meet end to end too, but the lower
    // half hangs from the upper, above zero: no stack); on a log axis either end.
    let zero: Double?
    if case .linear(let intercept, _) = axis.scale { zero = intercept } else { zero = nil }
    guard let zero else {
      var lowEnds = Set<TouchCell>()
      var highEnds = Set<TouchCell>()
      for rect in rects {
        let ends = self.ends(rect, horizontal: horizontal)
        lowEnds.insert(TouchCell(ends.across, ends.low))
        highEnds.insert(TouchCell(ends.across, ends.high))
      }
      let sitsOnAnother = floating.allSatisfy { bar in
        let ends = self.ends(bar, horizontal: horizontal)
        return TouchCell(ends.across, ends.low).isNear(highEnds)
          || TouchCell(ends.across, ends.high).isNear(lowEnds)
      }
      return sitsOnAnother ? .stacked : .ranges
    }
    // A bar's ends as (near zero, far from zero).
    func nearAndFar(_ rect: SVGRect) -> (across: Double, near: Double, far: Double) {
      let ends = self.ends(rect, horizontal: horizontal)
      return abs(ends.low - zero) < abs(ends.high - zero)
        ? (ends.across, ends.low, ends.high) : (ends.across, ends.high, ends.low)
    }
    let farEnds = Set(
      rects.map { rect in
        let ends = nearAndFar(rect)
        return TouchCell(ends.across, ends.far)
      })
    let sitsOnAnother = floating.allSatisfy { bar in
      let ends = nearAndFar(bar)
      return TouchCell(ends.across, ends.near).isNear(farEnds)
    }
    return sitsOnAnother ? .stacked : .ranges
  }

  /// The bars on a log axis whose lower end is not on the bars' common baseline.
  ///
  /// Zero lies at no point of a log axis, so bars drawn from zero (matplotlib's `bar` and
  /// `hist(log=True)`, seaborn's `histplot` with `log_scale`, Vega-Lite's `bar` on a `log`
  /// scale) all start at one pixel, the plot's edge (or beyond it, clipped), as bars given one
  /// `bottom` do. The baseline is the lower end (by value) farthest towards the axis's small
  /// values; a bar whose lower end is more than ``touching`` from it floats, as the boxes of
  /// a box plot from its lower to its upper quartile do.
  ///
  /// - Parameters:
  ///   - rects: Every bar, of every series.
  ///   - axis: The value axis, a log axis.
  ///   - horizontal: Whether the bars are horizontal.
  /// - Returns: The floating bars; none for a single bar, which has nothing to float above.
  /// - Complexity: O(*n*) for *n* bars.
  static func floatingOnLogAxis(_ rects: [SVGRect], on axis: RecoveredAxis, horizontal: Bool)
    -> [SVGRect]
  {
    // The way along the axis, in pixels, towards small values, as a sign (y's values usually
    // rise up the page, towards smaller pixels).
    guard case .log(_, let slope) = axis.scale else { return [] }
    let towardsSmall: Double = slope > 0 ? -1 : 1
    func lowerEnd(_ rect: SVGRect) -> Double {
      let ends = self.ends(rect, horizontal: horizontal)
      return towardsSmall > 0 ? ends.high : ends.low
    }
    guard let baseline = rects.map(lowerEnd).max(by: { $0 * towardsSmall < $1 * towardsSmall })
    else { return [] }
    return rects.filter { abs(lowerEnd($0) - baseline) > touching }
  }

  /// Whether one end of a bar is at zero on a linear value axis, to the reading's resolution.
  static func startsAtZero(_ rect: SVGRect, on axis: RecoveredAxis, horizontal: Bool) -> Bool {
    let ends = self.ends(rect, horizontal: horizontal)
    let resolution = axis.resolution(at: ends.low) ?? 0
    for pixel in [ends.low, ends.high] {
      if case .number(let value)? = axis.value(at: pixel), abs(value) <= resolution {
        return true
      }
    }
    return false
  }

  /// Whether bars along a linear axis touch edge to edge, each bar's end on the next bar's
  /// start, as a histogram's bins are drawn (matplotlib's `hist`, a bar chart of bins): then
  /// each bar spans the range of its bin.
  ///
  /// - Parameters:
  ///   - rects: The bars of one series, at least 2.
  ///   - horizontal: Whether the bars are horizontal (their bins along y).
  /// - Returns: `true` when there are at least 2 bars and, in order along the axis, each
  ///   bar's start is within ``touching`` of the previous bar's end.
  /// - Complexity: O(*n* log *n*).
  static func touchEdgeToEdge(_ rects: [SVGRect], horizontal: Bool) -> Bool {
    guard rects.count >= 2 else { return false }
    let spans = rects.map { horizontal ? ($0.minY, $0.maxY) : ($0.minX, $0.maxX) }
      .sorted { $0.0 < $1.0 }
    return zip(spans, spans.dropFirst()).allSatisfy { previous, next in
      abs(next.0 - previous.1) <= touching
    }
  }

  /// A histogram's bins without the empty ones at either end.
  ///
  /// An empty end bin is a bar flatter than half a pixel whose length reads as 0 on the value
  /// axis (lets-plot draws a bin past the data as a 0.1-pixel bar): it extends the bins past
  /// the data without showing any, as no bar would. An empty bin between others is kept.
  ///
  /// - Parameters:
  ///   - rects: The bins' bars.
  ///   - axis: The value axis (y for upright bins).
  ///   - horizontal: Whether the bins are drawn across (their lengths along x).
  /// - Returns: The bars in their given order, less the empty ones at the ends along the
  ///   binned axis; all of them when every bar is empty.
  /// - Complexity: O(*n* log *n*).
  static func withoutEmptyEndBins(_ rects: [SVGRect], on axis: RecoveredAxis, horizontal: Bool)
    -> [SVGRect]
  {
    let isEmpty = { (rect: SVGRect) -> Bool in
      let length = horizontal ? rect.width : rect.height
      let edge = horizontal ? rect.minX : rect.maxY
      let other = horizontal ? rect.maxX : rect.minY
      guard length < 0.5, case .number(let low)? = axis.value(at: edge),
        case .number(let high)? = axis.value(at: other)
      else { return false }
      return abs(high - low) <= (axis.resolution(at: edge) ?? 0)
    }
    let ordered = rects.sorted { horizontal ? $0.minY < $1.minY : $0.minX < $1.minX }
    guard let first = ordered.firstIndex(where: { !isEmpty($0) }),
      let last = ordered.lastIndex(where: { !isEmpty($0) })
    else { return rects }
    let dropped = Set(ordered[..<first] + ordered[(last + 1)...])
    return rects.filter { !dropped.contains($0) }
  }

  /// Whether bars on two linear axes are a histogram's bins drawn across (matplotlib's
  /// `hist(orientation="horizontal")`, seaborn's `histplot(y=…)`): every bar has an end at
  /// zero on x, not every bar has one at zero on y (else they are vertical bars, whose bins
  /// around zero also meet x = 0), and the bars touch edge to edge along y
  /// (``touchEdgeToEdge(_:horizontal:)``).
  ///
  /// - Parameters:
  ///   - rects: The bars of one series.
  ///   - x: The horizontal axis.
  ///   - y: The vertical axis.
  /// - Returns: `false` unless both axes are linear and the rule above holds.
  /// - Complexity: O(*n* log *n*) for *n* bars.
  static func areBinsAcross(_ rects: [SVGRect], x: RecoveredAxis, y: RecoveredAxis) -> Bool {
    guard case .linear = x.scale, case .linear = y.scale else { return false }
    return rects.allSatisfy { startsAtZero($0, on: x, horizontal: true) }
      && !rects.allSatisfy { startsAtZero($0, on: y, horizontal: false) }
      && touchEdgeToEdge(rects, horizontal: true)
  }

  /// The pixels of a bin bar's start and end on its linear binned axis: its edge at the lower
  /// value first, whichever way the axis runs (y's values usually rise up the page, towards
  /// smaller pixels).
  ///
  /// - Parameters:
  ///   - rect: The bar.
  ///   - axis: The binned axis (x for vertical bars, y for bars drawn across).
  ///   - horizontal: Whether the bar is drawn across (its bin along y).
  /// - Returns: The start and end pixels, in SVG user units.
  /// - Complexity: O(1).
  static func binSpan(_ rect: SVGRect, on axis: RecoveredAxis, horizontal: Bool) -> (
    start: Double, end: Double
  ) {
    let (low, high) = horizontal ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    guard case .linear(_, let slope) = axis.scale else { return (low, high) }
    return slope < 0 ? (high, low) : (low, high)
  }

  /// A bar's position across the value axis (its middle) and its two ends along it, in SVG
  /// user units, low first.
  private static func ends(_ rect: SVGRect, horizontal: Bool) -> (
    across: Double, low: Double, high: Double
  ) {
    horizontal
      ? (rect.centre.y, rect.minX, rect.maxX) : (rect.centre.x, rect.minY, rect.maxY)
  }
}
