/// The median absolute deviation, scaled to estimate a normal standard deviation.
///
/// - Note: MAD = 1.4826 · median(|xᵢ − median(x)|), consistent with σ for normal data
///   (Hampel 1974; Leys et al., "Detecting outliers: Do not use standard deviation around the
///   mean, use absolute deviation around the median", J. Exp. Soc. Psychol. 2013, who
///   recommend a cut-off of 2.5 to 3 MADs). scipy's `median_abs_deviation(scale="normal")`
///   uses 1/Φ⁻¹(3/4) = 1.482602….
enum MedianAbsoluteDeviation {
  /// The normal-consistency factor 1/Φ⁻¹(3/4).
  static let normalScale = 1 / NormalDistribution.quantile(0.75)

  /// The scaled MAD of finite values, or `nil` for none.
  ///
  /// - Complexity: O(*n*) expected (selection).
  static func scaled(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let median = Selection.median(values)
    return normalScale * Selection.median(values.map { abs($0 - median) })
  }

}
