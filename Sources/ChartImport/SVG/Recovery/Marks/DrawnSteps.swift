import ChartModel

/// A line drawn in steps: horizontal and vertical segments in turn, as matplotlib's
/// `step(where="pre" | "post" | "mid")` and `plot(drawstyle="steps-…")` draw one.
///
/// Such a drawing shows levels, each held over an interval of x, but not the points it was
/// drawn from: `step(x, y, where="pre")` and `step(x, y′, where="post")` with y′ the values
/// shifted by one draw the same staircase but for a short vertical stub at one end, which
/// disappears when the end values repeat. Reading its vertices as points states every value
/// twice, at the wrong x ("5 at 3" where the step to 5 is at 4), so the geometry reader
/// refuses such a line (docs/alt-text.md, "Step lines").
enum DrawnSteps {
  /// How far apart, in SVG user units, a segment's two ends may be across it and the segment
  /// still be horizontal or vertical: half a pixel, as the axes' fit (``AxisScaleFit/tolerance``).
  static let straight = AxisScaleFit.tolerance

  /// Whether a line's vertices draw steps.
  ///
  /// - Parameter points: The line's vertices, in drawing order, in SVG user units.
  /// - Returns: `true` when every segment longer than ``straight`` is horizontal or vertical,
  ///   the horizontal ones all run one way along x (as a line over x does; a box's outline
  ///   runs back), and there are at least 2 horizontal and 1 vertical.
  /// - Complexity: O(*n*) for *n* vertices.
  static func areSteps(_ points: [SVGPoint]) -> Bool {
    var direction: Bool?  // whether the horizontal segments run right
    var horizontal = 0
    var vertical = 0
    for (start, end) in zip(points, points.dropFirst()) {
      let across = (x: abs(end.x - start.x), y: abs(end.y - start.y))
      if across.x <= straight && across.y <= straight { continue }  // no length: either way
      if across.y <= straight {
        let right = end.x > start.x
        if direction.map({ $0 != right }) ?? false { return false }
        direction = right
        horizontal += 1
      } else if across.x <= straight {
        vertical += 1
      } else {
        return false
      }
    }
    return horizontal >= 2 && vertical >= 1
  }
}
