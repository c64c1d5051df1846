import ChartModel

/// Vega-Lite's `window` transform, computed as Vega computes it (vega-transforms `Window.js`,
/// `util/WindowOps.js`, `util/WindowState.js`): values computed over a frame of neighbouring
/// rows, added to each row, the rows kept in their order.
///
/// `{"window": [{"op": "sum", "field": "v", "as": "running"}], "sort": [{"field": "t"}],
/// "groupby": ["g"], "frame": [null, 0]}` adds `running` to each row: the sum of `v` over the
/// rows of its group from the first to it, in the order of `t`.
///
/// - Order: each group's rows sorted stably by `sort` (fields ascending unless `order` is
///   `descending`; a missing value first), else the input order.
/// - Frame: `frame` [*a*, *b*] (default [null, 0]) is rows *i* − *a* … *i* + *b* of the sorted
///   group, `null` for the group's start or end; with a `sort` and `ignorePeers` false (the
///   default), widened to take in every row that sorts equal to its first and last row.
/// - Operations: the aggregates of ``VegaAggregateOp`` over the frame's values, and
///   ``VegaWindowOp`` (`row_number`, `rank`, `dense_rank`, `percent_rank`, `cume_dist`,
///   `ntile`, `lag`, `lead`, `first_value`, `last_value`, `nth_value`, `prev_value`,
///   `next_value`) with its `param`.
///
/// Checked against pandas' `rolling`, `expanding`, `rank` and `shift`
/// (`scripts/transform_oracle.py`).
enum VegaWindow {
  /// One operation of the `window` array.
  struct Operation {
    enum Kind {
      case aggregate(VegaAggregateOp)
      case window(VegaWindowOp)
    }
    var kind: Kind
    var field: String?
    var parameter: Double?
    var name: String
  }

  /// Applies one `window` transform.
  ///
  /// - Throws: ``VegaUnsupported`` for an unknown operation, a `frame` that is not two numbers
  ///   or nulls, a `sort` that is not field definitions, or a frame whose values visited exceed
  ///   ``VegaTransformBudget/maximumWork``, each at its path.
  /// - Complexity: O(*n* log *n*) to sort plus, for an aggregate, O(*n*) for `count`, `valid`,
  ///   `missing`, `sum` and `mean` (kept as the frame slides) or O(Σ frame sizes) for the
  ///   others.
  static func apply(_ rows: [VegaRow], transform: JSONValue, at path: SpecPath)
    throws(VegaUnsupported) -> [VegaRow]
  {
    let operations = try self.operations(transform["window"], at: path.appending("window"))
    let sort = try VegaWindowSort(transform["sort"], at: path.appending("sort"))
    let frame = try self.frame(transform["frame"], at: path.appending("frame"))
    let ignoresPeers = transform["ignorePeers"]?.bool ?? false
    try VegaTransformBudget.check(
      adding: operations.count, to: rows, kind: "window",
      advice: "give fewer rows or operations", at: path)
    let partition = VegaPartition(rows, by: try VegaPartition.fields(of: transform, at: path))
    var output = rows
    for group in partition.groups {
      let order = sort.map { $0.order(group.rows) } ?? Array(group.rows.indices)
      let sorted = order.map { group.rows[$0] }
      let peers = sort.map { $0.peerRuns(sorted) }
      let frames = VegaWindowFrame.frames(
        count: sorted.count, bounds: frame, peers: ignoresPeers ? nil : peers)
      try checkWork(operations, frames: frames, at: path)
      let context = VegaWindowOp.Context(rows: sorted, peers: peers, frames: frames)
      for operation in operations {
        let values = compute(operation, context: context)
        for (position, value) in values.enumerated() {
          output[group.indices[order[position]]][operation.name] = value
        }
      }
    }
    return output
  }

  /// The values of one operation for each row of a sorted group.
  private static func compute(_ operation: Operation, context: VegaWindowOp.Context)
    -> [DataValue?]
  {
    switch operation.kind {
    case .window(let op):
      return op.values(field: operation.field, parameter: operation.parameter, in: context)
    case .aggregate(let op):
      let values = context.rows.map { row in
        operation.field.map { row[$0] } ?? .number(1)
      }
      return VegaWindowFrame.aggregate(op, values: values, frames: context.frames)
        .map { $0.map(DataValue.number) }
    }
  }

  /// Refuses frames whose aggregates would visit more values than the work budget allows.
  private static func checkWork(
    _ operations: [Operation], frames: [Range<Int>], at path: SpecPath
  ) throws(VegaUnsupported) {
    let visiting = operations.filter { operation in
      if case .aggregate(let op) = operation.kind { return !VegaWindowFrame.slides(op) }
      return false
    }.count
    guard visiting > 0 else { return }
    let visited = frames.reduce(0) { VegaTransformBudget.sum($0, $1.count) }
    try VegaTransformBudget.check(
      work: VegaTransformBudget.product(visited, visiting), kind: "window",
      advice: "use a narrower 'frame' or fewer rows", at: path)
  }

  /// The `window` array's operations.
  private static func operations(_ member: JSONValue?, at path: SpecPath)
    throws(VegaUnsupported) -> [Operation]
  {
    guard let entries = member?.array else {
      throw VegaUnsupported(message: "'window' must be an array of operations", path: path)
    }
    var operations: [Operation] = []
    for (index, entry) in entries.enumerated() {
      let name = entry["op"]?.string ?? ""
      let kind: Operation.Kind
      if let op = VegaWindowOp(rawValue: name) {
        kind = .window(op)
      } else if let op = VegaAggregateOp(rawValue: name) {
        kind = .aggregate(op)
      } else {
        throw VegaUnsupported(
          message: "window operation '\(name)' is not supported",
          path: path.appending(index: index).appending("op"))
      }
      let field = entry["field"]?.string
      operations.append(
        Operation(
          kind: kind, field: field, parameter: entry["param"]?.number,
          name: entry["as"]?.string ?? "\(name)_\(field ?? "")"))
    }
    return operations
  }

  /// `frame`: two numbers or nulls (default [null, 0]).
  private static func frame(_ member: JSONValue?, at path: SpecPath)
    throws(VegaUnsupported) -> (Int?, Int?)
  {
    guard let member, !member.isNull else { return (nil, 0) }
    guard let bounds = member.array, bounds.count == 2 else {
      throw VegaUnsupported(message: "a window 'frame' must be two numbers or nulls", path: path)
    }
    var result: [Int?] = []
    for bound in bounds {
      if bound.isNull {
        result.append(nil)
      } else if let number = bound.number, number.isFinite, abs(number) < 1e15 {
        result.append(Int(abs(number).rounded(.towardZero)))
      } else {
        throw VegaUnsupported(message: "a window 'frame' must be two numbers or nulls", path: path)
      }
    }
    return (result[0], result[1])
  }
}
