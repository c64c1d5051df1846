import ChartModel

/// How y goes with x over one set of points: the correlations, the least-squares line and the
/// points far from it.
///
/// - Note: Outliers are the points whose residual from the least-squares line is more than
///   ``outlierCutoff`` scaled MADs from the residuals' median (``MedianAbsoluteDeviation``;
///   Leys et al. 2013); none when the MAD is 0 (more than half the points on one line).
public struct ScatterRelationship: Hashable, Sendable {
  /// A point of the scatter plot, with the series it belongs to.
  public struct Point: Hashable, Sendable {
    /// Its x.
    public var x: Double
    /// Its y.
    public var y: Double
    /// The series (colour group) it is in.
    public var series: String
    /// The point's own label (`accessibilityLabel`), if any.
    public var label: String?
  }

  /// How many robust standard deviations (scaled MADs) from the median residual make an outlier.
  public static let outlierCutoff = 3.0
  /// The fewest points among which outliers are named.
  ///
  /// With fewer, the MAD of the residuals rests on too few values (the line already takes two
  /// degrees of freedom) for any point to be called far from the others, and 3 or 4 points
  /// would name one at random. A project choice, stated with the sentence
  /// (docs/chart-kinds.md).
  public static let minimumOutlierPointCount = 10

  /// The number of points with finite x and y.
  public var pointCount: Int
  /// Pearson's r with its p-value, or `nil` for fewer than 3 points or a constant x or y.
  public var pearson: Correlation?
  /// Spearman's ρ with its p-value, or `nil` like ``pearson``.
  public var spearman: Correlation?
  /// The least-squares line, or `nil` for fewer than 2 points or a constant x.
  public var line: LeastSquaresLine?
  /// The points far from the line, by decreasing distance from it; empty for fewer than
  /// ``minimumOutlierPointCount`` points.
  public var outliers: [Point]

  /// The relationship of the given points.
  ///
  /// - Parameter points: Points with finite x and y.
  /// - Complexity: O(*n* log *n*) for *n* points (the ranks).
  init(_ points: [Point]) {
    let x = points.map(\.x)
    let y = points.map(\.y)
    pointCount = points.count
    pearson = Correlation(x, y, method: .pearson)
    spearman = Correlation(x, y, method: .spearman)
    line = LeastSquaresLine(x, y)
    outliers = []
    guard let line, points.count >= Self.minimumOutlierPointCount else { return }
    let residuals = points.map { line.residual(x: $0.x, y: $0.y) }
    guard let spread = MedianAbsoluteDeviation.scaled(residuals), spread > 0 else { return }
    let centre = Selection.median(residuals)
    let far = points.indices.filter {
      abs(residuals[$0] - centre) > Self.outlierCutoff * spread
    }
    outliers = far.sorted { abs(residuals[$0] - centre) > abs(residuals[$1] - centre) }
      .map { points[$0] }
  }

  /// The coefficient the words are chosen by: Pearson's r when significant at `alpha`, else
  /// Spearman's ρ when significant (a monotonic but not straight relationship), else `nil`.
  ///
  /// - Complexity: O(1).
  public func significant(alpha: Double) -> Correlation? {
    if let pearson, pearson.p < alpha { return pearson }
    if let spearman, spearman.p < alpha { return spearman }
    return nil
  }
}
