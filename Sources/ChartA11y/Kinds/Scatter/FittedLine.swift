import ChartImport
import ChartModel

/// A straight line a scatter plot draws over its points — a regression layer, such as
/// Vega-Lite's `transform_regression` (``ChartModel/VegaRegression``) or a line a chart spec
/// draws through two points — with its slope and intercept as drawn.
///
/// The slope is read from the line itself, so it is the line the chart draws, whatever fitted
/// it; it is called the least-squares line only when it is that of the points it is drawn with
/// (its colour group's, else all of them), to a relative 1e-9.
public struct FittedLine: Hashable, Sendable {
  /// The line's series index in the accessible chart.
  public var seriesIndex: Int
  /// The colour group of points it is drawn with (the series with the same series-defining
  /// values), or `nil` when it is drawn over all the points.
  public var group: String?
  /// The change in y per unit of x, as drawn.
  public var slope: Double
  /// The line's y at x = 0, as drawn.
  public var intercept: Double
  /// The lowest and highest x the line spans.
  public var start: Double
  /// The highest x the line spans.
  public var end: Double
  /// The least-squares line of its points (its group's, else all), for comparison.
  public var leastSquares: LeastSquaresLine?
  /// Whether the drawn line is its points' least-squares line: the two agree at both ends of
  /// the drawn line to 1e-9 of the largest drawn value (at least 1).
  public var isLeastSquares: Bool

  /// The relative tolerance within which a drawn line's points are on one straight line, and
  /// a drawn line is its points' least-squares line (a fit written to JSON with 15 or more
  /// significant digits is well within it).
  public static let tolerance = 1e-9

  /// The indices of the series that draw straight lines: line marks alone, outside `Plot`
  /// groups, at least 2 points at 2 or more x, every point on the line through the first and
  /// last.
  ///
  /// - Complexity: O(*n*) in the observations.
  static func straightSeries(in chart: AccessibleChart) -> Set<Int> {
    Set(
      chart.series.indices.filter { index in
        let series = chart.series[index]
        guard series.markKinds == [.line], !series.isPlot, series.path == nil else { return false }
        return line(through: points(of: series, in: chart)) != nil
      })
  }

  /// The finite points of a series, x across and y up, computed as they are read (a
  /// series of ten million values is not copied).
  static func points(
    of series: DataSeries, in chart: AccessibleChart
  ) -> some Sequence<(x: Double, y: Double)> {
    let acrossIsX = chart.independentAxis == .x
    return series.observations.lazy.compactMap { observation -> (x: Double, y: Double)? in
      guard observation.components.isEmpty, let key = observation.x.numericValue, key.isFinite,
        observation.value.isFinite
      else { return nil }
      return acrossIsX ? (key, observation.value) : (observation.value, key)
    }
  }

  /// The line through the first and last of the points when every point is on it, else `nil`.
  ///
  /// - Complexity: O(*n*) time in two passes over the points, O(1) memory.
  private static func line(through points: some Sequence<(x: Double, y: Double)>)
    -> (slope: Double, intercept: Double)?
  {
    // The first point of least x and the first of greatest x, and the largest |y| (at least 1).
    var ends: (first: (x: Double, y: Double), last: (x: Double, y: Double))?
    var scale = 1.0
    for point in points {
      scale = max(scale, abs(point.y))
      guard let (first, last) = ends else {
        ends = (point, point)
        continue
      }
      if point.x < first.x { ends?.first = point }
      if point.x > last.x { ends?.last = point }
    }
    guard let (first, last) = ends, last.x > first.x else { return nil }
    let slope = (last.y - first.y) / (last.x - first.x)
    let intercept = first.y - slope * first.x
    guard points.allSatisfy({ abs($0.y - (intercept + slope * $0.x)) <= tolerance * scale })
    else { return nil }
    return (slope, intercept)
  }

  /// The drawn line of a straight series, compared with the least-squares line of the points
  /// it is drawn with: the point series with its series-defining values, else all points.
  ///
  /// - Parameters:
  ///   - index: The line's series index (one of ``straightSeries(in:)``).
  ///   - chart: The chart.
  ///   - pointSeries: The indices of the scatter plot's point series.
  /// - Complexity: O(*n*) in the points.
  init?(series index: Int, in chart: AccessibleChart, pointSeries: [Int]) {
    let series = chart.series[index]
    let drawn = Self.points(of: series, in: chart)
    guard let (slope, intercept) = Self.line(through: drawn) else { return nil }
    let partner =
      series.identity.isEmpty
      ? nil : pointSeries.first { chart.series[$0].identity == series.identity }
    let among = partner.map { [$0] } ?? pointSeries
    let points = among.flatMap { Self.points(of: chart.series[$0], in: chart) }
    seriesIndex = index
    // Named by its values ("USA"), not the series name, which may say its marks.
    group = partner.map { _ in
      series.identity.parts.map { ValueFormatter.text(of: $0.value) }.joined(separator: ", ")
    }
    self.slope = slope
    self.intercept = intercept
    let ends = [drawn.lazy.map(\.x).min() ?? 0, drawn.lazy.map(\.x).max() ?? 0]
    start = ends[0]
    end = ends[1]
    let fit = LeastSquaresLine(points.map(\.x), points.map(\.y))
    leastSquares = fit
    // The same line where drawn: equal at both ends, relative to the size of the values.
    let scale = max(drawn.lazy.map { abs($0.y) }.max() ?? 1, 1)
    isLeastSquares =
      fit.map { fit in
        ends.allSatisfy { x in
          abs(fit.value(at: x) - (intercept + slope * x)) <= Self.tolerance * scale
        }
      } ?? false
  }
}
