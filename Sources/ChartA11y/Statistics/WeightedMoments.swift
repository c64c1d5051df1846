/// The mean, standard deviation and moment skewness of values given with weights: grouped data
/// such as a histogram's bin midpoints weighted by their counts.
///
/// - Note: With *W* = Σ wᵢ, the mean is x̄ = Σ wᵢ xᵢ / *W* and the central moments are
///   mₖ = Σ wᵢ (xᵢ − x̄)ᵏ / *W* (two passes, the centred form). The standard deviation is
///   √m₂ (the population form, numpy's `std` with `ddof=0`); the skewness is the
///   Fisher–Pearson coefficient g₁ = m₃ / m₂^(3/2) (Joanes & Gill, "Comparing measures of
///   sample skewness and kurtosis", *The Statistician* 47, 1998; `scipy.stats.skew` with
///   `bias=True`). With whole-number weights they equal numpy's and scipy's results over each
///   value repeated by its weight.
struct WeightedMoments: Hashable, Sendable {
  /// The weighted mean.
  var mean: Double
  /// √m₂, in the values' unit.
  var standardDeviation: Double
  /// g₁ = m₃ / m₂^(3/2), unitless; `nil` when m₂ is 0 (every weight on one value).
  var skewness: Double?

  /// The moments of `values` with `weights`, or `nil` when the weights do not sum to a
  /// positive total, a weight is negative, or the arrays differ in length.
  ///
  /// - Parameters:
  ///   - values: Finite values.
  ///   - weights: Finite, non-negative weights, one per value.
  /// - Complexity: O(*n*).
  init?(values: [Double], weights: [Double]) {
    guard values.count == weights.count, weights.allSatisfy({ $0 >= 0 && $0.isFinite }),
      values.allSatisfy(\.isFinite)
    else { return nil }
    let total = weights.reduce(0, +)
    guard total > 0 else { return nil }
    var sum = 0.0
    for (value, weight) in zip(values, weights) { sum += weight * value }
    let mean = sum / total
    var second = 0.0
    var third = 0.0
    for (value, weight) in zip(values, weights) {
      let deviation = value - mean
      second += weight * deviation * deviation
      third += weight * deviation * deviation * deviation
    }
    second /= total
    third /= total
    self.mean = mean
    standardDeviation = second.squareRoot()
    skewness = second > 0 ? third / (second * second.squareRoot()) : nil
  }
}
