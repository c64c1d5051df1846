import ChartModel

/// Vega-Lite's `quantile` transform, computed as Vega computes it (vega-transforms
/// `Quantile.js`, vega-statistics `quantiles.js`): sample quantiles per group, for a quantile
/// (Q–Q) plot.
///
/// `{"quantile": "v", "groupby": ["g"], "probs": [0.25, 0.5]}` replaces the rows by, for each
/// group (first-occurrence order) and each probability, a row with `as[0]` (default `prob`) the
/// probability, `as[1]` (default `value`) the quantile, and the group's `groupby` values.
///
/// - Probabilities: `probs`, else d3's `range(step / 2, 1 − 10⁻¹⁴, step)` — `step / 2`,
///   `3 step / 2`, … below 1 — with `step` default 0.01 (100 probabilities).
/// - Quantiles: R-7 (linear interpolation between order statistics, d3's `quantileSorted`,
///   numpy's default `linear` method) over the group's values that are numbers; a group with
///   none gives rows without a value, as Vega's do.
///
/// Checked against `numpy.quantile(values, probs)` (`scripts/transform_oracle.py`).
enum VegaQuantile {
  /// The margin below 1 that ends the default probabilities (Vega's `EPSILON`).
  static let epsilon = 1e-14

  /// Applies one `quantile` transform.
  ///
  /// - Throws: ``VegaUnsupported`` for a `quantile` that names no field, `probs` that are not
  ///   numbers, a `step` not between 0 and 1, or more rows than ``VegaTransformBudget`` allows.
  /// - Complexity: O(*n* log *n* + *g* · *p*) for *g* groups and *p* probabilities.
  static func apply(_ rows: [VegaRow], transform: JSONValue, at path: SpecPath)
    throws(VegaUnsupported) -> [VegaRow]
  {
    guard let field = transform["quantile"]?.string else {
      throw VegaUnsupported(
        message: "'quantile' must name a field", path: path.appending("quantile"))
    }
    let names = transform["as"]?.array?.compactMap(\.string) ?? []
    let (probName, valueName) = (names.first ?? "prob", names.count > 1 ? names[1] : "value")
    let partition = VegaPartition(rows, by: try VegaPartition.fields(of: transform, at: path))
    let probabilities = try self.probabilities(transform, groups: partition.groups.count, at: path)
    var output: [VegaRow] = []
    for group in partition.groups {
      let values = group.rows.compactMap { $0[field].flatMap(VegaValues.number) }
        .filter(\.isFinite).sorted()
      for probability in probabilities {
        var row = partition.row(for: group)
        row[probName] = .number(probability)
        if !values.isEmpty {
          let clamped = Swift.min(Swift.max(probability, 0), 1)
          row[valueName] = .number(VegaAggregateOp.quantile(values, clamped))
        }
        output.append(row)
      }
    }
    return output
  }

  /// The probabilities asked for, counted against the budget before the default list is made.
  private static func probabilities(_ transform: JSONValue, groups: Int, at path: SpecPath)
    throws(VegaUnsupported) -> [Double]
  {
    if let member = transform["probs"] {
      let probs = member.array?.compactMap(\.number) ?? []
      guard probs.count == member.array?.count, probs.allSatisfy(\.isFinite) else {
        throw VegaUnsupported(
          message: "quantile 'probs' must be an array of numbers", path: path.appending("probs"))
      }
      try check(count: probs.count, groups: groups, at: path)
      return probs
    }
    let step = transform["step"]?.number ?? 0.01
    guard step > 0, step < 1 else {
      throw VegaUnsupported(
        message: "a quantile 'step' must be above 0 and below 1", path: path.appending("step"))
    }
    let start = step / 2
    let count = Int(((1 - epsilon - start) / step).rounded(.up))
    try check(count: count, groups: groups, at: path)
    return (0..<count).map { start + Double($0) * step }
  }

  private static func check(count: Int, groups: Int, at path: SpecPath) throws(VegaUnsupported) {
    try VegaTransformBudget.check(
      values: VegaTransformBudget.product(VegaTransformBudget.product(count, groups), 3),
      kind: "quantile", advice: "use a larger 'step' or fewer 'probs'", at: path)
  }
}
