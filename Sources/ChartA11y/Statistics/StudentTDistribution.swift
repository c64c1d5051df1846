import Foundation

/// Student's t distribution: two-sided tail probabilities.
///
/// - Note: P(|T| ≥ |t|) = I_{ν/(ν+t²)}(ν/2, 1/2) (Abramowitz & Stegun 26.7.1 with 26.5.27),
///   through ``RegularizedIncompleteBeta``; scipy's `t.sf` computes the same quantity.
enum StudentTDistribution {
  /// The probability that a t variable with `degreesOfFreedom` is at least `|t|` from zero.
  ///
  /// - Parameters:
  ///   - t: The statistic; ±infinity gives 0, NaN gives NaN.
  ///   - degreesOfFreedom: ν > 0.
  /// - Returns: A probability in [0, 1].
  /// - Complexity: O(√ν) iterations of the continued fraction.
  static func twoSidedPValue(_ t: Double, degreesOfFreedom: Double) -> Double {
    guard !t.isNaN, degreesOfFreedom > 0 else { return .nan }
    if t.isInfinite { return 0 }
    let x = degreesOfFreedom / (degreesOfFreedom + t * t)
    return RegularizedIncompleteBeta.value(x: x, a: degreesOfFreedom / 2, b: 0.5)
  }
}
