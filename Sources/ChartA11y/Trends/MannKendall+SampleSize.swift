extension MannKendall {
  /// The fewest values with which the original test can find a trend at `alpha`.
  ///
  /// The smallest *n* for which *n* distinct values in strictly increasing order, the most
  /// extreme arrangement there is (S = n(n − 1)/2), give p < `alpha` under
  /// ``test(_:alpha:)``'s own normal approximation with continuity correction. Below it no
  /// series, however steep, can be called a significant rise or fall, so "no significant
  /// trend" would say nothing about what is drawn. At α = 0.05 it is 5 (p = 0.0275 at five
  /// values, 0.0894 at four); at α = 0.01, 6.
  ///
  /// - Parameter alpha: The significance level, in (0, 1).
  /// - Returns: The sample size, 3 or more; at most 64, which no usual level needs.
  /// - Complexity: O(*n*² log *n*) for the returned *n*: one test per candidate size.
  /// - Note: Kendall (1975) gives the exact distribution, whose smallest two-sided p is
  ///   2/n! (0.083 at four values); the approximation this project reports agrees with it on
  ///   the sizes where no test can succeed.
  public static func minimumSampleSize(alpha: Double) -> Int {
    let largest = 64
    for count in 3..<largest {
      let rising = (0..<count).map(Double.init)
      if let result = try? test(rising, alpha: alpha), result.p < alpha { return count }
    }
    return largest
  }
}
