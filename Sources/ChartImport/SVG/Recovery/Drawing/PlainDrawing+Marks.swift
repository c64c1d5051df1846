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
        if !isGridLine(stroke, x: x.ticks, y: y.ticks, xSpan: xSpan, ySpan: ySpan) {
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

  /// Whether a stroke is a grid line or axis line rather than data: level or upright, and
  /// drawn at a tick or across most of the plot.
  private static func isGridLine(
    _ stroke: DrawnStroke, x: [AxisTick], y: [AxisTick], xSpan: Double, ySpan: Double
  ) -> Bool {
    let width = abs(stroke.end.x - stroke.start.x)
    let height = abs(stroke.end.y - stroke.start.y)
    if height < 1e-3 {
      return width >= 0.8 * xSpan || y.contains { abs($0.pixel - stroke.start.y) < 0.5 }
    }
    if width < 1e-3 {
      return height >= 0.8 * ySpan || x.contains { abs($0.pixel - stroke.start.x) < 0.5 }
    }
    return false
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
