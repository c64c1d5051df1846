import ChartModel
import Foundation

/// Vega-Lite's `density` transform (Altair's `transform_density`), computed as Vega computes
/// it: a Gaussian kernel density estimate per group, sampled along the group's extent
/// (vega-transforms `KDE.js`, vega-statistics `kde.js`, `bandwidth.js`, `sampleCurve.js`).
///
/// `{"density": "height", "groupby": ["species"], "as": ["height", "density"]}` replaces the
/// rows by, for each group (first-occurrence order), the points of its estimate: `as[0]`
/// (default `value`) the position, `as[1]` (default `density`) the estimate there, and the
/// group's `groupby` values.
///
/// - The estimate at *x* is (1 / *n h*) Σ φ((*x* − *xᵢ*) / *h*), φ the standard normal density;
///   with `cumulative: true`, (1 / *n*) Σ Φ((*x* − *xᵢ*) / *h*); with `counts: true`, times
///   *n* (smoothed counts rather than a probability density).
/// - The bandwidth *h* is `bandwidth`, or when it is 0 or absent Scott's normal reference rule
///   as vega-statistics computes it: *h* = 1.06 · min(*s*, IQR / 1.34) · *n*^(−1/5), *s* the
///   sample standard deviation and IQR from R-7 quartiles; where that minimum is 0, *s*, then
///   |*Q1*|, then 1 (Scott, D. W. (1992) *Multivariate Density Estimation*, Wiley).
/// - Sampling: over `extent` (default the group's [min, max]; with `resolve: "shared"` every
///   group's together), `steps` evenly spaced points plus the end (then `minsteps` = `maxsteps`
///   = `steps`); otherwise `minsteps` (25) even points refined adaptively by halving an
///   interval while it is at least (extent / `maxsteps` (200)) wide and its midpoint turns the
///   curve by more than 0.1° — at most `maxsteps` + 1 points a group.
/// - Values that are not numbers are left out (Vega would read `null` as 0); a group with none
///   is left out.
///
/// Checked against `scipy.stats.gaussian_kde` with this bandwidth (`scripts/transform_oracle.py`).
enum VegaDensity {
  /// The smallest turn between an interval's chord and its midpoint that splits it: 0.1°.
  static let minimumTurnRadians = 0.1 * Double.pi / 180

  /// Applies one `density` transform.
  ///
  /// - Returns: The estimate's points, group after group.
  /// - Throws: ``VegaUnsupported`` for a `density` that names no field, parameters of the
  ///   wrong type, or an output over ``VegaTransformBudget``, each at its path.
  /// - Complexity: O(*n* · *s*) for *n* rows and *s* = `maxsteps` (or `steps`) points.
  static func apply(_ rows: [VegaRow], transform: JSONValue, at path: SpecPath)
    throws(VegaUnsupported) -> [VegaRow]
  {
    guard let field = transform["density"]?.string else {
      throw VegaUnsupported(
        message: "'density' must name a field", path: path.appending("density"))
    }
    let parameters = try Parameters(transform, at: path)
    let partition = VegaPartition(rows, by: try VegaPartition.fields(of: transform, at: path))
    let samples = partition.groups.map { group in
      group.rows.compactMap { $0[field].flatMap(VegaValues.number) }.filter(\.isFinite)
    }
    let points = parameters.maximumSteps + 1
    try VegaTransformBudget.check(
      values: VegaTransformBudget.product(
        partition.groups.count, VegaTransformBudget.product(points, partition.fields.count + 2)),
      kind: "density", advice: "ask for fewer steps or groups", at: path)
    try VegaTransformBudget.check(
      work: VegaTransformBudget.product(rows.count, 2 * points + parameters.minimumSteps),
      kind: "density", advice: "ask for fewer steps or give fewer rows", at: path)
    let shared = parameters.isShared ? extent(of: samples.flatMap { $0 }) : nil
    var output: [VegaRow] = []
    for (group, sample) in zip(partition.groups, samples) {
      guard let domain = parameters.extent ?? shared ?? extent(of: sample) else { continue }
      let h = parameters.bandwidth ?? bandwidth(of: sample)
      let scale = parameters.counts ? Double(sample.count) : 1
      let estimate = { (x: Double) in
        parameters.cumulative ? cdf(x, sample, h) : pdf(x, sample, h)
      }
      for (x, y) in sampleCurve(
        estimate, domain: domain, minimumSteps: parameters.minimumSteps,
        maximumSteps: parameters.maximumSteps)
      {
        var row = partition.row(for: group)
        row[parameters.names.value] = .number(x)
        row[parameters.names.density] = .number(y * scale)
        output.append(row)
      }
    }
    return output
  }

  /// Scott's rule as vega-statistics `bandwidth.js` computes it (see the type's comment).
  ///
  /// - Parameter sample: The values (any order); at least one.
  /// - Returns: The bandwidth, in the values' units.
  /// - Complexity: O(*n* log *n*).
  static func bandwidth(of sample: [Double]) -> Double {
    let sorted = sample.sorted()
    let n = Double(sorted.count)
    let mean = sorted.reduce(0, +) / n
    let deviation =
      sorted.count > 1
      ? (sorted.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)).squareRoot() : .nan
    let q1 = VegaAggregateOp.quantile(sorted, 0.25)
    let spread = (VegaAggregateOp.quantile(sorted, 0.75) - q1) / 1.34
    // JavaScript's `min(v, h) || v || |q1| || 1`: the first that is neither 0 nor NaN.
    let candidates = [Swift.min(deviation, spread), deviation, abs(q1), 1]
    let chosen = candidates.first { $0 != 0 && !$0.isNaN } ?? 1
    return 1.06 * chosen * pow(n, -0.2)
  }

  /// The Gaussian kernel density at `x`.
  static func pdf(_ x: Double, _ sample: [Double], _ h: Double) -> Double {
    let norm = 1 / (2 * Double.pi).squareRoot()
    var sum = 0.0
    for value in sample {
      let z = (x - value) / h
      sum += norm * exp(-z * z / 2)
    }
    return sum / h / Double(sample.count)
  }

  /// The kernel estimate's cumulative distribution at `x`.
  static func cdf(_ x: Double, _ sample: [Double], _ h: Double) -> Double {
    var sum = 0.0
    for value in sample { sum += 0.5 * erfc(-(x - value) / h / 2.0.squareRoot()) }
    return sum / Double(sample.count)
  }

  /// The lowest and highest value, or `nil` for none.
  private static func extent(of values: [Double]) -> [Double]? {
    guard let low = values.min(), let high = values.max() else { return nil }
    return [low, high]
  }
}
