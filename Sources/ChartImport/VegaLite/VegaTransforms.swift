import ChartModel
import Foundation

/// Applies Vega-Lite `transform` arrays to rows: filter, fold, aggregate, timeUnit, bin,
/// calculate, (linear) regression (``VegaRegression``), and the computed transforms
/// (``VegaComputedTransform``: density, loess, quantile, window, joinaggregate, pivot).
enum VegaTransforms {
  /// The property that names each Vega-Lite transform (Vega-Lite 5's `Transform` types), so
  /// an unsupported one is named by its kind (`lookup`), not by another of its properties
  /// (`from`).
  static let transformKinds = [
    "aggregate", "bin", "calculate", "density", "extent", "filter", "flatten", "fold", "impute",
    "joinaggregate", "loess", "lookup", "pivot", "quantile", "regression", "sample", "stack",
    "timeUnit", "window",
  ]

  /// The time unit of the last `timeUnit` transform whose output (`as`, else its field) is
  /// `field`, or `nil` when a later transform writes the field again or none makes it.
  ///
  /// - Complexity: O(*t*) in the transforms.
  static func timeUnit(making field: String, in transforms: [(JSONValue, SpecPath)])
    -> VegaTimeUnit?
  {
    var unit: VegaTimeUnit?
    for (transform, _) in transforms {
      if let unitJSON = transform["timeUnit"], let source = transform["field"]?.string,
        (transform["as"]?.string ?? source) == field
      {
        unit = VegaTimeUnit(unitJSON)
      } else if let output = transform["as"],
        output.string == field
          || output.array?.contains(where: { $0.string == field }) == true
      {
        unit = nil
      }
    }
    return unit
  }

  /// Applies transforms in order.
  ///
  /// - Parameters:
  ///   - transforms: Each transform with its JSON path.
  ///   - rows: The rows to transform.
  /// - Returns: The transformed rows.
  /// - Throws: ``VegaUnsupported`` for a transform or predicate the importer cannot compute,
  ///   or a filter that keeps none of its rows (the view draws nothing).
  /// - Complexity: O(*t*·*n* log *n*) for *t* transforms over *n* rows.
  static func apply(_ transforms: [(JSONValue, SpecPath)], to rows: [VegaRow])
    throws(VegaUnsupported) -> [VegaRow]
  {
    var rows = rows
    for (transform, path) in transforms {
      if let predicate = transform["filter"] {
        let test = try VegaPredicate(predicate, at: path.appending("filter"))
        let before = rows.count
        rows = rows.filter(test.matches)
        if before > 0 && rows.isEmpty {
          // Said here, where the rows went, rather than as "the data set is empty".
          throw VegaUnsupported(
            message: "the filter keeps none of the \(before) rows, so this view draws no marks",
            path: path.appending("filter"))
        }
      } else if let calculate = transform["calculate"]?.string {
        let expression: VegaExpression
        do {
          expression = try VegaExpression.parse(calculate)
        } catch {
          throw VegaUnsupported(
            message:
              "calculate expression '\(VegaExpression.excerpt(calculate))' is not supported: \(error.message)",
            path: path.appending("calculate"))
        }
        let name = transform["as"]?.string ?? "calculate"
        for index in rows.indices {
          rows[index][name] = expression.evaluate(rows[index]).cell
        }
      } else if let fields = transform["fold"]?.array {
        let names = fields.compactMap(\.string)
        try checkFoldSize(rows, fields: names.count, at: path)
        let keyName = transform["as"]?.array?.first?.string ?? "key"
        let valueName = transform["as"]?.array?.dropFirst().first?.string ?? "value"
        rows = rows.flatMap { row in
          names.map { name in
            var folded = row
            folded[keyName] = .category(name)
            folded[valueName] = row[name]
            return folded
          }
        }
      } else if let aggregates = transform["aggregate"]?.array {
        rows = try aggregate(rows, transform: transform, aggregates: aggregates, at: path)
      } else if let unitJSON = transform["timeUnit"] {
        guard let unit = VegaTimeUnit(unitJSON), let field = transform["field"]?.string else {
          throw VegaUnsupported(
            message: "timeUnit '\(unitJSON.string ?? "…")' is not supported",
            path: path.appending("timeUnit"))
        }
        let name = transform["as"]?.string ?? field
        for index in rows.indices {
          rows[index][name] = rows[index][field].flatMap(VegaValues.date).map(unit.apply)
        }
      } else if let bin = transform["bin"], let field = transform["field"]?.string {
        let names =
          transform["as"]?.array?.compactMap(\.string) ?? [
            transform["as"]?.string ?? "bin_\(field)"
          ]
        let start = names.first ?? "bin_\(field)"
        let end = names.count > 1 ? names[1] : start + "_end"
        rows = try VegaValues.binned(rows, field: field, bin: bin, start: start, end: end, at: path)
      } else if transform["regression"] != nil {
        rows = try VegaRegression.apply(rows, transform: transform, at: path)
      } else if let computed = VegaComputedTransform(transform) {
        rows = try computed.apply(rows, transform: transform, at: path)
      } else {
        let keys = transform.object.map { Set($0.keys) } ?? []
        // Named by its operator: a known kind, else the first member that is not one of the
        // parameters every transform shares (`{"sequence": …, "as": "s"}` is 'sequence').
        let name =
          Self.transformKinds.first(where: keys.contains)
          ?? keys.subtracting(["as", "groupby"]).sorted().first ?? keys.sorted().first
          ?? "transform"
        throw VegaUnsupported(message: "the '\(name)' transform is not supported", path: path)
      }
    }
    return rows
  }

  /// Refuses a `fold` whose rows would hold more than ``InputBudget/maximumDerivedValues``
  /// values, before any is made.
  ///
  /// - Throws: ``VegaUnsupported`` at the `fold`, naming the estimate and the limit.
  /// - Complexity: O(*n*) in the rows.
  private static func checkFoldSize(_ rows: [VegaRow], fields: Int, at path: SpecPath)
    throws(VegaUnsupported)
  {
    var values = 0
    for row in rows {
      let (product, overflow) = (row.count + 2).multipliedReportingOverflow(by: fields)
      values = overflow ? Int.max : values.addingReportingOverflow(product).partialValue
      guard !overflow, values >= 0, values <= InputBudget.maximumDerivedValues else {
        throw VegaUnsupported(
          message:
            "the fold of \(fields) fields over \(rows.count) rows would make more than "
            + "\(InputBudget.maximumDerivedValues) values, over the limit; fold fewer fields "
            + "or rows",
          path: path.appending("fold"))
      }
    }
  }

  private static func aggregate(
    _ rows: [VegaRow], transform: JSONValue, aggregates: [JSONValue], at path: SpecPath
  ) throws(VegaUnsupported) -> [VegaRow] {
    let groupBy = transform["groupby"]?.array?.compactMap(\.string) ?? []
    var outputs: [(VegaAggregateOp, String?, String)] = []
    for (index, entry) in aggregates.enumerated() {
      let opName = entry["op"]?.string ?? ""
      guard let op = VegaAggregateOp(rawValue: opName) else {
        throw VegaUnsupported(
          message: "aggregate operation '\(opName)' is not supported",
          path: path.appending("aggregate").appending(index: index).appending("op"))
      }
      let field = entry["field"]?.string
      outputs.append((op, field, entry["as"]?.string ?? "\(opName)_\(field ?? "")"))
    }
    return VegaValues.grouped(rows, by: groupBy) { group in
      var result: VegaRow = [:]
      for (op, field, name) in outputs {
        // A row's null is a missing value (left out of a sum or mean, counted by `missing`);
        // only an op without a field (`count`) counts rows.
        let values = group.map { row -> DataValue? in field.map { row[$0] } ?? .number(1) }
        result[name] = op.apply(to: values).map(DataValue.number)
      }
      return result
    }
  }
}
