import ChartModel
import Foundation

/// Vega-Lite's `pivot` transform, computed as Vega computes it (vega-transforms `Pivot.js`, an
/// aggregate with one output field per key): a long table turned wide.
///
/// `{"pivot": "city", "value": "temp", "groupby": ["date"]}` replaces the rows by one row per
/// `groupby` group (first-occurrence order) holding the group's values and, for each distinct
/// `city` (ascending: numbers by value, dates by time, text by its characters; the first
/// `limit` of them when `limit` is above 0), a field named by the key's text whose value is
/// `op` (default `sum`, ``VegaAggregateOp``) of `temp` over the group's rows with that key —
/// 0 for a sum over none, no value for other operations over none, as Vega's aggregate gives.
/// Rows without a key are left out of every key's field.
enum VegaPivot {
  /// Applies one `pivot` transform.
  ///
  /// - Throws: ``VegaUnsupported`` for a missing `pivot` or `value`, an operation
  ///   ``VegaAggregateOp`` does not compute, or more values than ``VegaTransformBudget``
  ///   allows.
  /// - Complexity: O(*n* + *g* · *k*) for *g* groups and *k* keys (plus the order statistics).
  static func apply(_ rows: [VegaRow], transform: JSONValue, at path: SpecPath)
    throws(VegaUnsupported) -> [VegaRow]
  {
    guard let keyField = transform["pivot"]?.string else {
      throw VegaUnsupported(message: "'pivot' must name a field", path: path.appending("pivot"))
    }
    guard let valueField = transform["value"]?.string else {
      throw VegaUnsupported(message: "a 'pivot' needs 'value'", path: path.appending("value"))
    }
    let opName = transform["op"]?.string ?? "sum"
    guard let op = VegaAggregateOp(rawValue: opName) else {
      throw VegaUnsupported(
        message: "aggregate operation '\(opName)' is not supported", path: path.appending("op"))
    }
    var keys = Array(Set(rows.compactMap { $0[keyField] })).sorted(by: ascending)
    if let limit = transform["limit"]?.number, limit >= 1, Double(keys.count) > limit {
      keys = Array(keys.prefix(Int(limit)))
    }
    let partition = VegaPartition(rows, by: try VegaPartition.fields(of: transform, at: path))
    try VegaTransformBudget.check(
      values: VegaTransformBudget.product(
        partition.groups.count, partition.fields.count + keys.count),
      kind: "pivot", advice: "pivot on a field with fewer values, or set 'limit'", at: path)
    let names = keys.map(VegaCategoryOrder.text(of:))
    return partition.groups.map { group in
      var byKey: [DataValue: [DataValue?]] = [:]
      for row in group.rows {
        guard let key = row[keyField] else { continue }
        byKey[key, default: []].append(op == .count ? .number(1) : row[valueField])
      }
      var output = partition.row(for: group)
      for (key, name) in zip(keys, names) {
        output[name] = op.apply(to: byKey[key] ?? []).map(DataValue.number)
      }
      return output
    }
  }

  /// Vega's ascending order of pivot keys: numbers by value, then dates by time, then text.
  static func ascending(_ a: DataValue, _ b: DataValue) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): return x < y
    case (.date(let x), .date(let y)): return x < y
    case (.category(let x), .category(let y)):
      return Array(x.utf16).lexicographicallyPrecedes(y.utf16)
    case (.number, _): return true
    case (_, .number): return false
    case (.date, _): return true
    case (_, .date): return false
    }
  }
}
