import ChartModel

/// Vega-Lite's `joinaggregate` transform, computed as Vega computes it (vega-transforms
/// `JoinAggregate.js`): each group's aggregates added to every row of the group, the rows kept
/// in their order.
///
/// `{"joinaggregate": [{"op": "mean", "field": "v", "as": "mean_v"}], "groupby": ["g"]}`
/// adds `mean_v` to each row, the mean of `v` over the rows with the same `g`
/// (``VegaAggregateOp``: missing and non-numeric values skipped, except by `count`).
enum VegaJoinAggregate {
  /// One aggregate: its operation, input field and output field.
  struct Measure {
    var op: VegaAggregateOp
    var field: String?
    var name: String
  }

  /// Applies one `joinaggregate` transform.
  ///
  /// - Throws: ``VegaUnsupported`` for an operation ``VegaAggregateOp`` does not compute, at
  ///   its `op`, or more values than ``VegaTransformBudget`` allows.
  /// - Complexity: O(*n* · *a*) for *a* aggregates (O(*n* log *n*) for the order statistics).
  static func apply(_ rows: [VegaRow], transform: JSONValue, at path: SpecPath)
    throws(VegaUnsupported) -> [VegaRow]
  {
    let measures = try self.measures(
      transform["joinaggregate"], at: path.appending("joinaggregate"))
    try VegaTransformBudget.check(
      adding: measures.count, to: rows, kind: "joinaggregate",
      advice: "give fewer rows or aggregates", at: path)
    let partition = VegaPartition(rows, by: try VegaPartition.fields(of: transform, at: path))
    var output = rows
    for group in partition.groups {
      let results = measures.map { measure in
        measure.op.apply(to: group.rows.map { row in measure.field.map { row[$0] } ?? .number(1) })
      }
      for index in group.indices {
        for (measure, result) in zip(measures, results) {
          output[index][measure.name] = result.map(DataValue.number)
        }
      }
    }
    return output
  }

  /// The aggregates of a `joinaggregate` (or `window`) array: `op`, `field`, and `as` (default
  /// `op_field`, as Vega-Lite names an aggregate).
  ///
  /// - Throws: ``VegaUnsupported`` for a member that is not such an array, or an operation
  ///   ``VegaAggregateOp`` does not compute.
  static func measures(_ member: JSONValue?, at path: SpecPath) throws(VegaUnsupported)
    -> [Measure]
  {
    guard let entries = member?.array else {
      throw VegaUnsupported(message: "expected an array of aggregates", path: path)
    }
    var measures: [Measure] = []
    for (index, entry) in entries.enumerated() {
      let name = entry["op"]?.string ?? ""
      guard let op = VegaAggregateOp(rawValue: name) else {
        throw VegaUnsupported(
          message: "aggregate operation '\(name)' is not supported",
          path: path.appending(index: index).appending("op"))
      }
      let field = entry["field"]?.string
      measures.append(
        Measure(op: op, field: field, name: entry["as"]?.string ?? "\(name)_\(field ?? "")"))
    }
    return measures
  }
}
