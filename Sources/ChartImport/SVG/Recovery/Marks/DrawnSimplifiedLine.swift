import ChartModel

/// A line whose drawing tool may have left out vertices that lie on it
/// (``ChartModel/SimplifiedLine``): its kept vertices, and where its strokes start again.
enum DrawnSimplifiedLine {
  /// The vertices a simplified line keeps, each once: matplotlib's simplifier writes a
  /// stroke's last vertex twice (it pushes the end of the segment, then moves back to the last
  /// point seen, the same point for data in x order), and a point read twice is no second
  /// data point.
  ///
  /// - Parameter points: The line's vertices in drawing order, in root pixels.
  /// - Returns: The vertices without one that repeats the one before it.
  /// - Complexity: O(*n*).
  static func vertices(_ points: [SVGPoint]) -> [SVGPoint] {
    var kept: [SVGPoint] = []
    kept.reserveCapacity(points.count)
    for point in points {
      if let last = kept.last, abs(last.x - point.x) < 1e-9, abs(last.y - point.y) < 1e-9 {
        continue
      }
      kept.append(point)
    }
    return kept
  }

  /// The reading of a simplified line: its series and the x values its strokes start at
  /// after a break, as the rows hold them.
  ///
  /// - Parameters:
  ///   - strokeStarts: Each stroke's first point after the first stroke, in root pixels.
  ///   - series: The line's series value, or `nil` when the chart has one series.
  ///   - axis: The x axis.
  ///   - simplifier: Which tool may have simplified the line.
  /// - Returns: The reading, or `nil` when the x axis names categories (no gaps to read).
  /// - Complexity: O(*s*) in the strokes.
  static func reading(
    _ strokeStarts: [SVGPoint], series: String?, on axis: RecoveredAxis,
    simplifier: SimplifiedLine.Simplifier = .matplotlib
  ) -> SimplifiedLine? {
    guard !axis.isCategorical else { return nil }
    var unused: [Double] = []
    let starts = strokeStarts.compactMap { point -> DataValue? in
      axis.value(at: point.x).map {
        GeometryChartBuilder.value($0, resolution: axis.resolution(at: point.x), &unused)
      }
    }
    return SimplifiedLine(series: series, strokeStarts: Set(starts), simplifier: simplifier)
  }
}
