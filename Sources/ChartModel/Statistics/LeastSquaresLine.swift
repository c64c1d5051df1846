/// The ordinary least-squares line y = intercept + slope · x (Legendre 1805; Gauss 1809).
///
/// The ordinary least-squares fit of y on x, from centred two-pass sums: slope =
/// Σ(x − x̄)(y − ȳ) / Σ(x − x̄)², intercept = ȳ − slope · x̄ (`numpy.polyfit(x, y, 1)`; Vega's
/// linear `regression`, vega-statistics `regression/linear.js`, centres the same way). Kept in
/// ChartModel so that the Vega-Lite importer draws a regression layer with the fit the scatter
/// plot reading states.
public struct LeastSquaresLine: Hashable, Sendable {
  /// The change in y per unit of x.
  public var slope: Double
  /// The value of the line at x = 0.
  public var intercept: Double

  /// The line fitted to paired samples, or `nil` for fewer than 2 pairs or a constant x.
  ///
  /// - Parameters:
  ///   - x: Finite values.
  ///   - y: Finite values, as many as `x`.
  /// - Complexity: O(*n*).
  public init?(_ x: [Double], _ y: [Double]) {
    precondition(x.count == y.count, "paired samples")
    guard x.count >= 2 else { return nil }
    let n = Double(x.count)
    let meanX = x.reduce(0, +) / n
    let meanY = y.reduce(0, +) / n
    var sxy = 0.0
    var sxx = 0.0
    for index in x.indices {
      let dx = x[index] - meanX
      sxy += dx * (y[index] - meanY)
      sxx += dx * dx
    }
    guard sxx > 0 else { return nil }
    slope = sxy / sxx
    intercept = meanY - slope * meanX
  }

  /// The line's value at `x`.
  ///
  /// - Complexity: O(1).
  public func value(at x: Double) -> Double { intercept + slope * x }

  /// The residual of a point: its y less the line's value at its x.
  ///
  /// - Complexity: O(1).
  public func residual(x: Double, y: Double) -> Double { y - (intercept + slope * x) }
}
