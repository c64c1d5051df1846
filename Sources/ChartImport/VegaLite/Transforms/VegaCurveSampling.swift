import Foundation

extension VegaDensity {
  /// Samples a function over a span as vega-statistics `sampleCurve.js` does.
  ///
  /// With `minimumSteps == maximumSteps`, the points are `low + (i / steps) · span` for
  /// `i` in `0..<steps`, then `high`. Otherwise `minimumSteps` even intervals are refined
  /// depth-first, left to right: an interval [*a*, *b*] is halved while its half is at least
  /// `span / maximumSteps` wide and the direction from *a* to its midpoint differs from the
  /// direction from *a* to *b* by more than ``minimumTurnRadians`` (in the function's own
  /// units, as Vega measures it).
  ///
  /// - Returns: The points, ascending in x; at most `maximumSteps` + 1.
  /// - Complexity: O(`maximumSteps`) evaluations of `f`.
  static func sampleCurve(
    _ f: (Double) -> Double, domain: [Double], minimumSteps: Int, maximumSteps: Int
  ) -> [(x: Double, y: Double)] {
    let (low, high) = (domain[0], domain[1])
    let span = high - low
    func point(_ x: Double) -> (x: Double, y: Double) { (x: x, y: f(x)) }
    var done = [point(low)]
    if minimumSteps == maximumSteps {
      for i in 1..<Swift.max(maximumSteps, 1) {
        done.append(point(low + Double(i) / Double(minimumSteps) * span))
      }
      done.append(point(high))
      return done
    }
    let finest = span / Double(maximumSteps)
    // The points still to visit, the next one last.
    var pending = [point(high)]
    for i in stride(from: minimumSteps - 1, to: 0, by: -1) {
      pending.append(point(low + Double(i) / Double(minimumSteps) * span))
    }
    var start = done[0]
    while let end = pending.last {
      let middle = point((start.x + end.x) / 2)
      if middle.x - start.x >= finest && turn(start, middle, end) > minimumTurnRadians {
        pending.append(middle)
      } else {
        start = end
        done.append(end)
        pending.removeLast()
      }
    }
    return done
  }

  /// The angle between the directions from `p` to `r` and from `p` to `q`.
  private static func turn(
    _ p: (x: Double, y: Double), _ q: (x: Double, y: Double), _ r: (x: Double, y: Double)
  ) -> Double {
    abs(atan2(r.y - p.y, r.x - p.x) - atan2(q.y - p.y, q.x - p.x))
  }
}
