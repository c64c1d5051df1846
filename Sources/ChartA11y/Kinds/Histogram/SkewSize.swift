/// How far a distribution leans, by the size of its moment skewness g₁.
///
/// Bulmer's rule of thumb (M. G. Bulmer, *Principles of Statistics*, 1979, §4.2): |g₁| < 0.5
/// is roughly symmetric, 0.5 to 1 moderately skewed, more than 1 highly skewed.
public enum SkewSize: String, Hashable, Sendable, Encodable {
  /// |g₁| < 0.5.
  case roughlySymmetric
  /// 0.5 ≤ |g₁| < 1.
  case moderate
  /// |g₁| ≥ 1.
  case high

  /// The size of a skewness.
  ///
  /// - Complexity: O(1).
  init(_ skewness: Double) {
    let size = abs(skewness)
    self = size < 0.5 ? .roughlySymmetric : size < 1 ? .moderate : .high
  }
}
