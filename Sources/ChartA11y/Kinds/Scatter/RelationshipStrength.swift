/// How strong a correlation is, in the words people use.
///
/// - Note: Cohen's conventions for r (Cohen, *Statistical Power Analysis for the Behavioral
///   Sciences*, 2nd ed., 1988, §3.2): 0.1 small, 0.3 medium, 0.5 large, said here as weak,
///   moderate and strong; below 0.1, very weak.
public enum RelationshipStrength: String, Hashable, Sendable {
  /// |r| < 0.1.
  case veryWeak = "very weak"
  /// 0.1 ≤ |r| < 0.3.
  case weak
  /// 0.3 ≤ |r| < 0.5.
  case moderate
  /// |r| ≥ 0.5.
  case strong

  /// The strength of a coefficient.
  ///
  /// - Complexity: O(1).
  public init(_ coefficient: Double) {
    switch abs(coefficient) {
    case ..<0.1: self = .veryWeak
    case ..<0.3: self = .weak
    case ..<0.5: self = .moderate
    default: self = .strong
    }
  }
}
