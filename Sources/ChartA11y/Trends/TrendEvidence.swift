import ChartModel

/// The test behind one trend claim: which test, over which stretch, its statistics and
/// Sen's slope.
public struct TrendEvidence: Hashable, Sendable {
  /// The variant of the Mann-Kendall test used.
  public enum Test: String, CaseIterable, Codable, Sendable {
    /// The original test (Mann 1945; Kendall 1975).
    case mannKendall = "Mann–Kendall"
    /// The test with Hamed & Rao's (1998) variance correction for autocorrelation.
    case hamedRao = "Mann–Kendall with Hamed–Rao correction"
  }

  /// The test used: Hamed-Rao when the lag-1 autocorrelation of the residuals about the
  /// fitted trend is significantly positive, the original test otherwise.
  public var test: Test
  /// The first position tested.
  public var start: DataValue
  /// The last position tested.
  public var end: DataValue
  /// The statistics of the test used.
  public var result: MannKendallResult
  /// The lag-1 autocorrelation of the residuals about the fitted trend, which chose the test.
  public var lagOneAutocorrelation: Double
  /// Sen's slope over the stretch, in value units per `slopeUnit`, or `nil` when it cannot be
  /// estimated (fewer than two distinct positions).
  public var sensSlope: Double?
  /// The x unit the slope is per, such as `year`; `nil` for a plain numeric x.
  public var slopeUnit: String?

  /// Tests one stretch of a series, choosing the test by its autocorrelation.
  ///
  /// The lag-1 autocorrelation `r1` of `residuals` (the values minus the fitted trend) is
  /// significantly positive when `r1 > Phi^-1(1 - alpha) / sqrt(n)` (one-sided); then Hamed
  /// and Rao's corrected variance is used. Only positive autocorrelation inflates Var(S) and
  /// produces false trends; negative autocorrelation makes the original test conservative
  /// (von Storch 1995; Yue & Wang 2002). Residuals about the trend, not the values, are
  /// screened because a trend, and above all a curved one, makes raw values look
  /// autocorrelated (Yue, Pilon, Phinney & Cavadias 2002, trend-free pre-whitening; here the
  /// trend is PELT's piecewise-linear fit rather than one straight line).
  ///
  /// - Parameters:
  ///   - values: At least three finite values in x order.
  ///   - residuals: The values minus the fitted trend, one per value (read twice, in order).
  ///   - positions: Their numeric positions (calendar periods for dates), or `nil` for a
  ///     categorical x; copied to an array only when they are not unit steps.
  ///   - start: The first position.
  ///   - end: The last position.
  ///   - slopeUnit: The unit of `positions`.
  ///   - alpha: The significance level.
  /// - Complexity: O(n log n) expected time, O(n) memory.
  /// - Note: Hamed & Rao (1998); Yue et al. (2002); the bound is Anderson's (1941)
  ///   large-sample one (``MannKendall/lagBound(count:alpha:)`` at `2 alpha` is one-sided).
  init<Positions: Collection<Double>>(
    values: [Double], residuals: some Sequence<Double>, positions: Positions?,
    start: DataValue, end: DataValue, slopeUnit: String?, alpha: Double
  ) {
    precondition(values.count >= 3, "a trend test needs three values")
    let isUnitSpaced =
      positions.map { p in zip(p.dropFirst(), p).allSatisfy { $0 - $1 == 1 } } ?? false
    // Values at steps 0, 1, 2, ... are already in x order, so no sort is needed. The slope
    // per step is needed for Hamed-Rao's detrending, or as Sen's slope when the positions are
    // steps; otherwise it is not computed (each costs a full slope selection). When it is
    // needed anyway, it is computed beside Kendall's S (on two threads for a long series).
    var stepSlopeIfComputed: Double?
    let score: KendallScore
    if isUnitSpaced {
      let (computedScore, line) = MannKendall.scoreBesideSlope(of: values, slopeOf: values)
      score = computedScore
      stepSlopeIfComputed = (try? line.get().slope) ?? 0
    } else {
      score = KendallScore(values)
    }
    let stepSlope = { () -> Double in
      if let slope = stepSlopeIfComputed { return slope }
      let slope = (try? SensSlope.estimate(values).slope) ?? 0
      stepSlopeIfComputed = slope
      return slope
    }
    if isUnitSpaced {
      sensSlope = stepSlope()
    } else {
      sensSlope = positions.flatMap { try? SensSlope.estimate(x: Array($0), y: values).slope }
    }
    lagOneAutocorrelation = Autocorrelation.lagOne(of: residuals)
    let bound = MannKendall.lagBound(count: values.count, alpha: 2 * alpha)
    if lagOneAutocorrelation > bound {
      test = .hamedRao
      result = MannKendall.hamedRao(
        score, ranks: MannKendall.detrendedRanks(values, slope: stepSlope()), alpha: alpha)
    } else {
      test = .mannKendall
      result = MannKendall.original(score, alpha: alpha)
    }
    self.start = start
    self.end = end
    self.slopeUnit = positions == nil ? nil : slopeUnit
  }
}
