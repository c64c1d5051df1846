import Foundation

/// The regularized incomplete beta function I_x(a, b), the distribution function of the beta
/// distribution and, through it, of Student's t.
///
/// - Note: Lentz's continued fraction for I_x(a, b), using the symmetry
///   I_x(a, b) = 1 − I_{1−x}(b, a) where it converges faster (Press et al., *Numerical Recipes*,
///   3rd ed., 2007, §6.4 `betai`/`betacf`), iterated to a relative change below 1e-16.
enum RegularizedIncompleteBeta {
  /// I_x(a, b) for `a`, `b` > 0 and `x` in [0, 1].
  ///
  /// - Returns: A probability in [0, 1]; NaN for arguments out of range.
  /// - Complexity: O(√max(a, b)) iterations, at most 10,000.
  static func value(x: Double, a: Double, b: Double) -> Double {
    guard a > 0, b > 0, x >= 0, x <= 1 else { return .nan }
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    let logFront = lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log1p(-x)
    if x < (a + 1) / (a + b + 2) {
      return exp(logFront) * continuedFraction(x: x, a: a, b: b) / a
    }
    return 1 - exp(logFront) * continuedFraction(x: 1 - x, a: b, b: a) / b
  }

  /// The continued fraction of I_x(a, b) by the modified Lentz method.
  private static func continuedFraction(x: Double, a: Double, b: Double) -> Double {
    let tiny = 1e-300
    var c = 1.0
    var d = 1 - (a + b) * x / (a + 1)
    if abs(d) < tiny { d = tiny }
    d = 1 / d
    var h = d
    for m in 1...10_000 {
      let m = Double(m)
      let m2 = 2 * m
      var aa = m * (b - m) * x / ((a - 1 + m2) * (a + m2))
      d = 1 + aa * d
      if abs(d) < tiny { d = tiny }
      c = 1 + aa / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      h *= d * c
      aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + 1 + m2))
      d = 1 + aa * d
      if abs(d) < tiny { d = tiny }
      c = 1 + aa / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      let delta = d * c
      h *= delta
      if abs(delta - 1) < 1e-16 { break }
    }
    return h
  }
}
