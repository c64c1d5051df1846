/// The regular step of positions on a numeric axis (or a temporal one without a calendar
/// unit), if they have one: the spacing a gap breaks.
///
/// The rule, for the distinct positions in order and the differences *d* between neighbours:
/// 1. at least ``minimumDifferences`` differences (five positions);
/// 2. the step *m* is the median of *d* (robust: up to half the differences may be gaps);
/// 3. the positions are regular when at least ``regularShare`` (80 %) of the differences lie
///    within ``tolerance`` (±10 %) of *m*;
/// 4. then a difference of at least ``gapFactor`` × *m* (1.5: the midpoint between one step
///    and two, the smallest gap) is a gap of round(*d* / *m*) − 1 missing positions.
///
/// Rationale: `pandas.infer_freq` calls data regular only when every difference is equal; a
/// chart with gaps never is, so here one difference in five may be a gap, and a 10 % jitter
/// (an instrument's cadence, float rounding) is allowed. Scatter data with positions drawn
/// at random has differences spread like an exponential distribution, of which only about
/// 10 % lie within ±10 % of the median, so rule 3 does not fire on it (see
/// `RegularStepTests`). Documented in docs/trends.md ("Gaps").
public enum RegularStep {
  /// The fewest differences that can show a step.
  public static let minimumDifferences = 4
  /// The share of differences that must lie near the median for a step.
  public static let regularShare = 0.8
  /// How far from the median a regular difference may lie, as a fraction of it.
  public static let tolerance = 0.1
  /// A difference of at least this many steps is a gap.
  public static let gapFactor = 1.5

  /// The regular step of sorted positions, or `nil` when they have none.
  ///
  /// - Parameter sorted: Positions in ascending order; repeats and non-finite values are
  ///   skipped.
  /// - Returns: The step *m* (> 0), in the positions' units.
  /// - Complexity: O(*n* log *n*).
  public static func step(ofSorted sorted: [Double]) -> Double? {
    var differences: [Double] = []
    var previous: Double?
    for value in sorted where value.isFinite {
      if let previous, value > previous { differences.append(value - previous) }
      if previous.map({ value > $0 }) ?? true { previous = value }
    }
    guard differences.count >= minimumDifferences else { return nil }
    let ordered = differences.sorted()
    let middle = ordered.count / 2
    let median =
      ordered.count % 2 == 1 ? ordered[middle] : (ordered[middle - 1] + ordered[middle]) / 2
    guard median > 0 else { return nil }
    let near = differences.filter { abs($0 - median) <= tolerance * median }.count
    guard Double(near) >= regularShare * Double(differences.count) else { return nil }
    return median
  }

  /// The most positions one gap is counted as: a difference of more steps is a far-off
  /// position, not missing values (no chart plots a million positions between two of its
  /// points), and the cap keeps what is sized by the count (the braille graph's cells, a
  /// sum of counts) bounded; a position of `1e300` after steps of 1 trapped converting the
  /// count to `Int` (found by `chart-describe-fuzz`).
  public static let maximumMissingCount = 1_000_000

  /// How many positions are missing in a difference of `difference` at step `step`: 0 below
  /// ``gapFactor`` steps or beyond ``maximumMissingCount`` missing, else
  /// round(`difference` / `step`) − 1.
  public static func missingCount(in difference: Double, step: Double) -> Int {
    guard step > 0, difference >= gapFactor * step else { return 0 }
    let steps = (difference / step).rounded()
    guard steps.isFinite, steps - 1 <= Double(maximumMissingCount) else { return 0 }
    return max(1, Int(steps) - 1)
  }
}
