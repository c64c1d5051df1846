import ChartModel

/// Refuses a mark whose transform shrinks it to a single spot.
///
/// Such points are apart where the file writes them but, once placed, all lie within
/// floating-point noise of each other (a `scale(1e-300)` on a line's group). Read as data,
/// such a line would be four values at one made-up position.
///
/// Points that are equal where the file writes them (a repeated observation) are data and
/// never refused: only a transform can collapse points that were apart.
enum CollapsedGeometry {
  /// The span, in root pixels, below which placed points count as one spot: a billionth of
  /// a pixel, far below any mark a reader could see.
  static let noise = 1e-9

  /// Throws when `placed` collapses points that `written` keeps apart.
  ///
  /// - Parameters:
  ///   - written: The points in the file's own coordinates, before the transform.
  ///   - placed: The same points in root pixels.
  ///   - mark: What the points are, for the message ("a line", "a group of markers").
  /// - Throws: ``ChartImportError`` `.noChartData` naming the mark and how many points it has.
  /// - Complexity: O(*n*) in the number of points.
  static func check(written: [SVGPoint], placed: [SVGPoint], mark: String)
    throws(ChartImportError)
  {
    guard written.count >= 2, span(of: written) > noise, span(of: placed) <= noise else {
      return
    }
    throw ChartImportError(
      .noChartData(
        reason: "\(mark) of \(written.count) points is shrunk by its transform to a single "
          + "spot (all within a billionth of a pixel of each other), so its values cannot be read"))
  }

  /// The larger of the points' horizontal and vertical extents.
  private static func span(of points: [SVGPoint]) -> Double {
    let xs = points.map(\.x)
    let ys = points.map(\.y)
    return max((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
  }
}
