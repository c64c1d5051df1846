/// The outcome of a Mann-Kendall trend test.
///
/// - Note: Field meanings follow pymannkendall 1.4.3's result tuple (`s`, `var_s`, `z`, `p`,
///   `Tau`, `trend`).
public struct MannKendallResult: Hashable, Codable, Sendable {
  /// The number of finite values used, n.
  public var sampleCount: Int
  /// Kendall's S: pairs that rise minus pairs that fall, in x order (exact integer value).
  public var s: Double
  /// Var(S) with the tie correction (and, for Hamed-Rao, the autocorrelation factor).
  ///
  /// NaN when the Hamed-Rao correction is undefined (a constant series).
  public var variance: Double
  /// The standardised statistic with continuity correction, `(S -+ 1) / sqrt(Var(S))`.
  public var z: Double
  /// The two-sided p-value, `P(|Z| >= |z|)`.
  public var p: Double
  /// Kendall's tau as pymannkendall reports it: `S / (n(n-1)/2)`, in [-1, 1].
  public var tau: Double
  /// The significance level the direction was decided at.
  public var alpha: Double
  /// `.increasing` or `.decreasing` when `p < alpha`, otherwise `.none`.
  public var direction: TrendDirection

  /// Creates a result from its fields.
  ///
  /// - Parameters:
  ///   - sampleCount: The number of finite values used.
  ///   - s: Kendall's S.
  ///   - variance: Var(S).
  ///   - z: The standardised statistic.
  ///   - p: The two-sided p-value.
  ///   - tau: Kendall's tau.
  ///   - alpha: The significance level.
  ///   - direction: The trend direction.
  public init(
    sampleCount: Int, s: Double, variance: Double, z: Double, p: Double, tau: Double,
    alpha: Double, direction: TrendDirection
  ) {
    self.sampleCount = sampleCount
    self.s = s
    self.variance = variance
    self.z = z
    self.p = p
    self.tau = tau
    self.alpha = alpha
    self.direction = direction
  }
}

/// The Mann-Kendall test for a monotonic trend in a series.
///
/// - Note: Mann (1945); Kendall (1975); S counted with Knight's (1966) merge sort; variance
///   correction for autocorrelation by Hamed & Rao (1998). Results match pymannkendall 1.4.3
///   (`original_test`, `hamed_rao_modification_test`).
public enum MannKendall {
  /// Runs the original Mann-Kendall test on values taken in x order.
  ///
  /// NaN and infinite values are skipped. S is exact; `Var(S)` is
  /// `[n(n-1)(2n+5) - sum t(t-1)(2t+5)] / 18` over groups of t tied values; `z` is
  /// `(S - 1) / sqrt(Var)` for S > 0, `(S + 1) / sqrt(Var)` for S < 0 and 0 for S = 0; `p` is
  /// `erfc(|z| / sqrt 2)`. A constant series gives S = 0, Var = 0, z = 0 and p = 1.
  ///
  /// - Parameters:
  ///   - values: The series in x order.
  ///   - alpha: The significance level, in (0, 1).
  /// - Returns: The test statistics and the trend direction.
  /// - Throws: `ChartA11yError` `.insufficientData(minimum: 3, found:)` when fewer than three
  ///   finite values are present.
  /// - Complexity: O(n log n) time, O(n) memory (pymannkendall: O(n^2) time).
  /// - Note: Mann (1945); Kendall (1975); Knight (1966). Matches pymannkendall 1.4.3's
  ///   `original_test` (which skips NaN only, and computes `p` as `2 (1 - Phi(|z|))`, so tiny
  ///   p-values differ from it by at most about 1e-16 in absolute terms).
  public static func test(_ values: [Double], alpha: Double = 0.05) throws -> MannKendallResult {
    let finite = try finiteValues(values)
    let score = KendallScore(finite)
    return result(score, variance: score.variance, alpha: alpha)
  }

  /// Runs the original test and estimates Sen's line of the same values, the two on two
  /// threads at once when the series is long enough to gain from it.
  ///
  /// The results are exactly those of ``test(_:alpha:)`` and ``SensSlope/estimate(_:)``:
  /// Kendall's S and the slope selection share no state, so running them side by side
  /// changes their time, never their bits.
  ///
  /// - Parameters:
  ///   - values: The series in x order (x = 0, 1, 2, ...); NaN and infinities are skipped.
  ///   - alpha: The significance level, in (0, 1).
  /// - Returns: The test and Sen's line (slope per step, intercept at index 0).
  /// - Throws: `ChartA11yError` `.insufficientData(minimum: 3, found:)` when fewer than three
  ///   finite values are present.
  /// - Complexity: O(n log n) expected time, O(n) memory; on two free cores, the time of the
  ///   slope selection (the longer of the two) from ``TwoLanes/minimumCount`` values on.
  public static func testWithSensSlope(
    _ values: [Double], alpha: Double = 0.05
  ) throws -> (test: MannKendallResult, line: SensSlope) {
    let finite = try finiteValues(values)
    let (score, line) = scoreBesideSlope(of: finite, slopeOf: values)
    return (original(score, alpha: alpha), try line.get())
  }

  /// Kendall's S of `finite` and Sen's line of `values` (at steps), on two threads at once
  /// from ``TwoLanes/minimumCount`` values on, one after the other below.
  ///
  /// - Parameters:
  ///   - finite: The finite values to score.
  ///   - values: The series whose Sen's line is estimated (NaN keeps its index).
  /// - Returns: The score, and the line or the error of ``SensSlope/estimate(_:)``.
  /// - Complexity: O(n log n) expected time, O(n) memory.
  static func scoreBesideSlope(
    of finite: [Double], slopeOf values: [Double]
  ) -> (KendallScore, Result<SensSlope, any Error>) {
    let line = { () -> Result<SensSlope, any Error> in Result { try SensSlope.estimate(values) } }
    guard finite.count >= TwoLanes.minimumCount else { return (KendallScore(finite), line()) }
    // The slope selection runs lanes of its own, which a lane of `TwoLanes.run` would
    // serialize.
    return TwoLanes.runBeside({ KendallScore(finite) }, line)
  }

  /// Runs the Mann-Kendall test with Hamed & Rao's (1998) variance correction.
  ///
  /// The series is detrended with its Sen slope (`v[i] - (i + 1) * slope`, indices counted
  /// after skipping missing values, as pymannkendall does), ranked, and the autocorrelation
  /// of the ranks is computed at every lag `1..<n`. Lags outside
  /// `+- Phi^-1(1 - alpha / 2) / sqrt(n)` contribute `(n-i)(n-i-1)(n-i-2) acf(i)` to `sni`, and
  /// `Var(S)` is multiplied by `1 + 2 sni / (n(n-1)(n-2))`. The factor can be negative or
  /// NaN (constant ranks), giving a NaN `z` and `p` as in pymannkendall.
  ///
  /// - Parameters:
  ///   - values: The series in x order; NaN and infinities are skipped.
  ///   - alpha: The significance level, in (0, 1); it also sets the autocorrelation cut-off.
  /// - Returns: The corrected statistics; `s` and `tau` equal those of ``test(_:alpha:)``.
  /// - Throws: `ChartA11yError` `.insufficientData(minimum: 3, found:)` when fewer than three
  ///   finite values are present.
  /// - Complexity: O(n log n) time and O(n) memory for n > 4096 (autocorrelation by FFT);
  ///   O(n^2) time below that (direct sums, closer to numpy's rounding). pymannkendall needs
  ///   O(n^2) time and the O(n^2)-memory Sen slope.
  /// - Note: Hamed & Rao (1998), "A modified Mann-Kendall trend test for autocorrelated data",
  ///   J. Hydrology 204; identical to pymannkendall 1.4.3's
  ///   `hamed_rao_modification_test(x, alpha, lag=None)`, except that its `h` rule
  ///   `|z| > Phi^-1(1 - alpha/2)` is replaced by `p < alpha` (equivalent away from ties).
  public static func hamedRaoTest(
    _ values: [Double], alpha: Double = 0.05
  ) throws -> MannKendallResult {
    let finite = try finiteValues(values)
    let slope = try SensSlope.estimate(values).slope
    return hamedRao(KendallScore(finite), ranks: detrendedRanks(finite, slope: slope), alpha: alpha)
  }

  /// The original test on values already known to be finite, at least three of them.
  static func original(_ score: KendallScore, alpha: Double) -> MannKendallResult {
    result(score, variance: score.variance, alpha: alpha)
  }

  /// The Hamed-Rao test from S and the ranks of the detrended series.
  ///
  /// - Parameters:
  ///   - score: S and Var(S) of at least three finite values.
  ///   - ranks: ``detrendedRanks(_:slope:)`` of the same values.
  ///   - alpha: The significance level; it also sets the autocorrelation cut-off.
  /// - Returns: The statistics with the corrected variance.
  static func hamedRao(_ score: KendallScore, ranks: [Double], alpha: Double) -> MannKendallResult {
    let n = ranks.count
    let acf = Autocorrelation.allLags(of: ranks)
    let bound = lagBound(count: n, alpha: alpha)
    var sni = 0.0
    for lag in 1..<n where !(acf[lag] <= bound && acf[lag] >= -bound) {
      sni += cubeProduct(n - lag) * acf[lag]
    }
    let factor = 1 + (2 / cubeProduct(n)) * sni
    return result(score, variance: score.variance * factor, alpha: alpha)
  }

  /// The average ranks of `v[i] - (i + 1) slope`, the series Hamed and Rao take
  /// autocorrelations of.
  ///
  /// - Complexity: O(n log n).
  static func detrendedRanks(_ finite: [Double], slope: Double) -> [Double] {
    Ranking.averageRanks(finite.enumerated().map { $0.element - Double($0.offset + 1) * slope })
  }

  /// The two-sided significance bound of a sample autocorrelation of `count` values,
  /// `Phi^-1(1 - alpha / 2) / sqrt(count)` (Hamed & Rao 1998, following Anderson 1941).
  static func lagBound(count: Int, alpha: Double) -> Double {
    NormalDistribution.quantile(1 - alpha / 2) / Double(count).squareRoot()
  }

  /// `m (m - 1) (m - 2)` rounded once to a double, like Python's exact integers.
  private static func cubeProduct(_ m: Int) -> Double {
    let (partial, overflow1) = m.multipliedReportingOverflow(by: m - 1)
    let (product, overflow2) = partial.multipliedReportingOverflow(by: m - 2)
    if !overflow1 && !overflow2 { return Double(product) }
    let real = Double(m)
    return real * (real - 1) * (real - 2)
  }

  /// The finite values, or an error when fewer than three remain.
  private static func finiteValues(_ values: [Double]) throws -> [Double] {
    // A series with no missing value (the common case) is shared, not copied: filtering a
    // million values took 8-14 ms, all spent before the two threads of testWithSensSlope.
    let finite = values.allSatisfy(\.isFinite) ? values : values.filter(\.isFinite)
    guard finite.count >= 3 else {
      throw ChartA11yError(.insufficientData(minimum: 3, found: finite.count))
    }
    return finite
  }

  /// Assembles a result from S and a (possibly corrected) variance.
  private static func result(
    _ score: KendallScore, variance: Double, alpha: Double
  ) -> MannKendallResult {
    let s = Double(score.s)
    let n = Double(score.count)
    let z: Double
    if score.s > 0 {
      z = (s - 1) / variance.squareRoot()
    } else if score.s < 0 {
      z = (s + 1) / variance.squareRoot()
    } else {
      z = 0
    }
    let p = NormalDistribution.twoSidedPValue(z)
    let direction: TrendDirection
    if p < alpha && z > 0 {
      direction = .increasing
    } else if p < alpha && z < 0 {
      direction = .decreasing
    } else {
      direction = .none
    }
    return MannKendallResult(
      sampleCount: score.count, s: s, variance: variance, z: z, p: p,
      tau: s / (0.5 * n * (n - 1)), alpha: alpha, direction: direction)
  }
}
