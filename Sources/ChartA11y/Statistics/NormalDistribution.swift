import Foundation

/// The standard normal distribution: two-sided tail probabilities and quantiles.
///
/// - Note: Tail probabilities use `erfc` directly (no `1 - cdf` cancellation); quantiles use
///   Wichura (1988), "Algorithm AS 241: the percentage points of the normal distribution",
///   accurate to about 1e-16, like scipy's `norm.ppf`.
enum NormalDistribution {
  /// The probability that a standard normal variable is at least `|z|` away from zero.
  ///
  /// - Parameter z: A standardised statistic; NaN gives NaN.
  /// - Returns: `P(|Z| >= |z|) = erfc(|z| / sqrt(2))`, in [0, 1].
  /// - Complexity: O(1).
  static func twoSidedPValue(_ z: Double) -> Double {
    erfc(abs(z) / 2.0.squareRoot())
  }

  /// The quantile function (inverse CDF) of the standard normal distribution.
  ///
  /// - Parameter p: A probability in (0, 1); 0 and 1 give -inf and +inf, others NaN.
  /// - Returns: The `z` with `P(Z <= z) = p`.
  /// - Complexity: O(1).
  static func quantile(_ p: Double) -> Double {
    guard p > 0, p < 1 else {
      if p == 0 { return -.infinity }
      if p == 1 { return .infinity }
      return .nan
    }
    let q = p - 0.5
    if abs(q) <= 0.425 {
      let r = 0.180625 - q * q
      return q * central(r)
    }
    var r = q < 0 ? p : 1 - p
    r = (-log(r)).squareRoot()
    let value = r <= 5 ? intermediate(r - 1.6) : tail(r - 5)
    return q < 0 ? -value : value
  }

  /// AS 241 rational approximation for `|p - 0.5| <= 0.425`.
  private static func central(_ r: Double) -> Double {
    let numerator =
      (((((((2509.0809287301226727 * r + 33430.575583588128105) * r
        + 67265.770927008700853) * r + 45921.953931549871457) * r
        + 13731.693765509461125) * r + 1971.5909503065514427) * r
        + 133.14166789178437745) * r + 3.387132872796366608)
    let denominator =
      (((((((5226.495278852545925 * r + 28729.085735721942674) * r
        + 39307.89580009271061) * r + 21213.794301586595867) * r
        + 5394.1960214247511077) * r + 687.1870074920579083) * r
        + 42.313330701600911252) * r + 1)
    return numerator / denominator
  }

  /// AS 241 rational approximation for `sqrt(-log(min(p, 1 - p))) <= 5`.
  private static func intermediate(_ r: Double) -> Double {
    let numerator =
      (((((((7.7454501427834140764e-4 * r + 0.0227238449892691845833) * r
        + 0.24178072517745061177) * r + 1.27045825245236838258) * r
        + 3.64784832476320460504) * r + 5.7694972214606914055) * r
        + 4.6303378461565452959) * r + 1.42343711074968357734)
    let denominator =
      (((((((1.05075007164441684324e-9 * r + 5.475938084995344946e-4) * r
        + 0.0151986665636164571966) * r + 0.14810397642748007459) * r
        + 0.68976733498510000455) * r + 1.6763848301838038494) * r
        + 2.05319162663775882187) * r + 1)
    return numerator / denominator
  }

  /// AS 241 rational approximation for the far tails.
  private static func tail(_ r: Double) -> Double {
    let numerator =
      (((((((2.01033439929228813265e-7 * r + 2.71155556874348757815e-5) * r
        + 0.0012426609473880784386) * r + 0.026532189526576123093) * r
        + 0.29656057182850489123) * r + 1.7848265399172913358) * r
        + 5.4637849111641143699) * r + 6.6579046435011037772)
    let denominator =
      (((((((2.04426310338993978564e-15 * r + 1.4215117583164458887e-7) * r
        + 1.8463183175100546818e-5) * r + 7.868691311456132591e-4) * r
        + 0.0148753612908506148525) * r + 0.13692988092273580531) * r
        + 0.59983220655588793769) * r + 1)
    return numerator / denominator
  }
}
