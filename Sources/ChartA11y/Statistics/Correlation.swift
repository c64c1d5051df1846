import Foundation

/// A correlation coefficient with its two-sided p-value: Pearson's r or Spearman's ρ.
///
/// - Note: Pearson's r is the centred two-pass formula Σ(x−x̄)(y−ȳ) / √(Σ(x−x̄)² Σ(y−ȳ)²); its
///   p-value is the exact test of zero correlation for bivariate normal data,
///   t = r √((n−2)/(1−r²)) on n−2 degrees of freedom (Fisher 1915; scipy's `pearsonr`, whose
///   beta form is the same distribution). Spearman's ρ is Pearson's r of the average ranks
///   (ties share the mean of their ranks, as `scipy.stats.rankdata(method="average")`), with
///   the same t approximation for its p-value (as `scipy.stats.spearmanr`; Zar 1972).
public struct Correlation: Hashable, Sendable {
  /// The method, as written in the evidence.
  public enum Method: String, Hashable, Sendable {
    /// Pearson's product-moment correlation, t test.
    case pearson
    /// Spearman's rank correlation, t approximation, ties by average ranks.
    case spearman
  }

  /// The method.
  public var method: Method
  /// The coefficient, in [−1, 1].
  public var coefficient: Double
  /// The two-sided p-value of the test of zero correlation.
  public var p: Double
  /// The number of (x, y) pairs.
  public var sampleCount: Int

  /// The correlation of paired samples, or `nil` when fewer than 3 pairs or either sample is
  /// constant (the coefficient is undefined).
  ///
  /// - Parameters:
  ///   - x: Finite values.
  ///   - y: Finite values, as many as `x`.
  ///   - method: Pearson or Spearman.
  /// - Complexity: O(*n*) for Pearson, O(*n* log *n*) for Spearman.
  public init?(_ x: [Double], _ y: [Double], method: Method) {
    precondition(x.count == y.count, "paired samples")
    guard x.count >= 3 else { return nil }
    let (u, v): ([Double], [Double])
    switch method {
    case .pearson: (u, v) = (x, y)
    case .spearman: (u, v) = (Ranking.averageRanks(x), Ranking.averageRanks(y))
    }
    guard let r = Self.pearson(u, v) else { return nil }
    self.method = method
    coefficient = r
    sampleCount = x.count
    let df = Double(x.count - 2)
    if abs(r) >= 1 {
      p = 0
    } else {
      p = StudentTDistribution.twoSidedPValue(
        r * (df / ((1 - r) * (1 + r))).squareRoot(), degreesOfFreedom: df)
    }
  }

  /// Pearson's r, or `nil` when either sample is constant.
  private static func pearson(_ x: [Double], _ y: [Double]) -> Double? {
    let n = Double(x.count)
    let meanX = x.reduce(0, +) / n
    let meanY = y.reduce(0, +) / n
    var sxy = 0.0
    var sxx = 0.0
    var syy = 0.0
    for index in x.indices {
      let dx = x[index] - meanX
      let dy = y[index] - meanY
      sxy += dx * dy
      sxx += dx * dx
      syy += dy * dy
    }
    guard sxx > 0, syy > 0 else { return nil }
    return max(-1, min(1, sxy / (sxx * syy).squareRoot()))
  }
}
