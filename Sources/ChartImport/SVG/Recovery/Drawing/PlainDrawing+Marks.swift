import ChartModel
import Foundation

extension PlainDrawing {
  /// The data marks among a drawing's shapes: bars, lines and points inside the plot, bars
  /// and points of one colour together; rules, white or unpainted fills and the plot's
  /// background left out.
  ///
  /// - Parameters:
  ///   - shapes: The shapes that are not legend swatches.
  ///   - x: The x axis's labels and ticks.
  ///   - y: The y axis's labels and ticks.
  /// - Returns: The marks, in the order their colours are first drawn.
  /// - Complexity: O(*s*) in the number of shapes.
  static func marks(
    _ shapes: [DrawnShape], x: TickLabelAxes.Candidate, y: TickLabelAxes.Candidate
  ) -> [DrawnMarks] {
    let left = (y.labels.map(\.point.x).max() ?? -.infinity) - 1
    let bottom = (x.labels.map { $0.point.y - $0.fontSize }.min() ?? .infinity) + 1
    let xSpan = span(x.ticks)
    let ySpan = span(y.ticks)
    // The plot ends within one tick step beyond its last ticks (a band's half step, a
    // continuous axis's margin).
    let right = (x.ticks.map(\.pixel).max() ?? .infinity) + step(x.ticks) + 1
    let top = (y.ticks.map(\.pixel).min() ?? -.infinity) - step(y.ticks) - 1
    var bars: [String: [SVGRect]] = [:]
    var points: [String: [SVGPoint]] = [:]
    var order: [String] = []
    var result: [DrawnMarks] = []
    var strokes: [DrawnStroke] = []
    let axisLines = AxisLines(shapes, xSpan: xSpan, ySpan: ySpan)
    for shape in shapes {
      let bounds = shape.bounds
      guard bounds.minX >= left, bounds.maxY <= bottom, bounds.maxX <= right,
        bounds.minY >= top, let colour = shape.colour,
        colour != "#ffffff"
      else { continue }
      switch shape.kind {
      case .bar(let rect):
        guard rect.width < 0.8 * xSpan || rect.height < 0.8 * ySpan else { continue }
        if bars[colour] == nil && points[colour] == nil { order.append(colour) }
        bars[colour, default: []].append(rect)
      case .point(let point):
        if bars[colour] == nil && points[colour] == nil { order.append(colour) }
        points[colour, default: []].append(point)
      case .line(let vertices):
        // Tools drop vertices that lie on the line (plotly's `line.simplify`), so a gap
        // inside one stroke is not read as missing data.
        var line = DrawnMarks(shape: .line(vertices), colour: colour)
        line.strokeStarts = []
        line.simplifier = .unnamed
        result.append(line)
      case .stroke(let stroke):
        if !isGridLine(stroke, x: x, y: y, xSpan: xSpan, ySpan: ySpan, axisLines: axisLines) {
          strokes.append(stroke)
        }
      }
    }
    // Whiskers, medians and error bars: a box plot's when they match its boxes, else named.
    if !strokes.isEmpty { result.append(DrawnMarks(shape: .segments(strokes), colour: nil)) }
    for colour in order {
      if let rects = bars[colour] { result.append(DrawnMarks(shape: .bars(rects), colour: colour)) }
      if let centres = points[colour] {
        result.append(DrawnMarks(shape: .points(centres), colour: colour))
      }
    }
    return result
  }

  /// Whether a stroke is a grid line, axis line or tick mark rather than data: level or
  /// upright, and drawn across most of the plot, or standing on an axis line
  /// (``AxisLines/isTickMark(_:em:)``), or drawn at a tick (within half a pixel and the
  /// axis's offset uncertainty, for ticks placed by their labels) wholly beyond the other
  /// axis's ticks (a tick mark outside the plot; a whisker at a category's tick lies among
  /// the values, and is data).
  private static func isGridLine(
    _ stroke: DrawnStroke, x: TickLabelAxes.Candidate, y: TickLabelAxes.Candidate,
    xSpan: Double, ySpan: Double, axisLines: AxisLines
  ) -> Bool {
    let width = abs(stroke.end.x - stroke.start.x)
    let height = abs(stroke.end.y - stroke.start.y)
    if axisLines.isTickMark(stroke, em: x.labels[0].fontSize) { return true }
    if height < 1e-3 {
      let near = 0.5 + y.axis.offsetUncertainty
      return width >= 0.8 * xSpan
        || y.ticks.contains { abs($0.pixel - stroke.start.y) < near }
          && isBeyond([stroke.start.x, stroke.end.x], x.ticks)
    }
    if width < 1e-3 {
      let near = 0.5 + x.axis.offsetUncertainty
      return height >= 0.8 * ySpan
        || x.ticks.contains { abs($0.pixel - stroke.start.x) < near }
          && isBeyond([stroke.start.y, stroke.end.y], y.ticks)
    }
    return false
  }

  /// Whether pixels all lie on one side of every tick of an axis (to within half a pixel),
  /// or the axis is a band axis, whose ticks are its categories, not its plot's extent.
  private static func isBeyond(_ pixels: [Double], _ ticks: [AxisTick]) -> Bool {
    guard let low = ticks.map(\.pixel).min(), let high = ticks.map(\.pixel).max() else {
      return true
    }
    return pixels.allSatisfy { $0 <= low + 0.5 } || pixels.allSatisfy { $0 >= high - 0.5 }
  }

  /// The lines drawn along a whole axis (axis lines and frames), which tick marks stand on.
  struct AxisLines {
    /// The y of each level rule spanning most of the x axis's ticks.
    var levels: [Double]
    /// The x of each upright rule spanning most of the y axis's ticks.
    var uprights: [Double]

    init(_ shapes: [DrawnShape], xSpan: Double, ySpan: Double) {
      var levels: [Double] = []
      var uprights: [Double] = []
      for shape in shapes {
        guard case .stroke(let stroke) = shape.kind else { continue }
        let width = abs(stroke.end.x - stroke.start.x)
        let height = abs(stroke.end.y - stroke.start.y)
        if height < 1e-3 && width >= 0.8 * xSpan { levels.append(stroke.start.y) }
        if width < 1e-3 && height >= 0.8 * ySpan { uprights.append(stroke.start.x) }
      }
      self.levels = levels
      self.uprights = uprights
    }

    /// Whether a stroke is a tick mark, labelled or not (bokeh's minor ticks): upright on a
    /// level axis line or level on an upright one, an end on the line, no longer than an em
    /// of the tick labels.
    func isTickMark(_ stroke: DrawnStroke, em: Double) -> Bool {
      let width = abs(stroke.end.x - stroke.start.x)
      let height = abs(stroke.end.y - stroke.start.y)
      let ends = [stroke.start, stroke.end]
      if width < 1e-3 && height <= em {
        return levels.contains { line in ends.contains { abs($0.y - line) <= 0.5 } }
      }
      if height < 1e-3 && width <= em {
        return uprights.contains { line in ends.contains { abs($0.x - line) <= 0.5 } }
      }
      return false
    }
  }

  /// The mean distance between an axis's neighbouring ticks, in pixels.
  private static func step(_ ticks: [AxisTick]) -> Double {
    ticks.count < 2 ? 0 : span(ticks) / Double(ticks.count - 1)
  }

  /// The distance between an axis's first and last ticks, in pixels.
  private static func span(_ ticks: [AxisTick]) -> Double {
    guard let low = ticks.map(\.pixel).min(), let high = ticks.map(\.pixel).max() else {
      return 0
    }
    return high - low
  }
}
