import ChartModel

/// The groups an aggregate has no rows for, where the aggregate of nothing is a value.
///
/// Vega-Lite aggregates only the groups that have rows: with `y: count()` by `x` and
/// `color`, a colour with no rows at some `x` gets no row there, and nothing is drawn. But a
/// count (or sum, `valid`, `missing`, `distinct`) of no rows is 0, not unknown: a stacked bar's
/// missing segment is a zero segment, and a series' mean over its categories counts it. A mean,
/// median, minimum or other aggregate of no rows has no value, so those groups stay missing.
///
/// The completion is the product of the positions seen (the unaggregated position fields
/// together, such as `x` and a bin's end) and the groups seen (colour, detail, shape,
/// `strokeDash`, offsets and facets), each absent pair a row with the aggregate of nothing.
enum VegaEmptyGroups {
  /// The position channels whose unaggregated fields key a position.
  private static let positionChannels = ["x", "y", "x2", "y2"]

  /// Adds a row for every absent pair of a seen position and a seen group, when every
  /// aggregated position channel has a value for no rows.
  ///
  /// - Parameters:
  ///   - rows: The aggregated rows, one per group, as Vega-Lite's `aggregate` yields them.
  ///   - channels: The unit view's channels.
  ///   - positionFields: The unaggregated fields the rows were grouped by for positions
  ///     (with a bin's `_end` field).
  /// - Returns: The rows, position by position in the order positions first appear, each
  ///   position's groups in the order groups first appear, with the count of completed rows;
  ///   the rows unchanged (and 0) when no pair is absent or the aggregate of nothing has no
  ///   value.
  /// - Complexity: O(*p* × *g*) for *p* positions and *g* groups.
  static func completed(
    _ rows: [VegaRow], channels: [String: VegaChannel], positionFields: [String]
  ) -> (rows: [VegaRow], added: Int) {
    let aggregated = positionChannels.compactMap { channels[$0] }.filter { $0.aggregate != nil }
    var emptyValues: [String: DataValue] = [:]
    for channel in aggregated {
      guard let name = channel.derivedField, let op = channel.aggregate,
        let value = op.apply(to: [])
      else { return (rows, 0) }
      emptyValues[name] = .number(value)
    }
    // Another aggregate (a mean on a colour's gradient) has no value for no rows.
    let others = channels.values.filter {
      $0.aggregate != nil && !positionChannels.contains($0.name)
    }
    guard others.isEmpty else { return (rows, 0) }
    return completed(
      rows, emptyValues: emptyValues, positionFields: positionFields,
      groupFields: groupFields(channels, positionFields: positionFields))
  }

  /// Adds the groups that an `aggregate` transform, the view's last, has no rows for, when
  /// the encoding reads its counts or sums unaggregated (Altair's `transform_aggregate(n=
  /// "count()", groupby=[…])` then `y="n:Q"`): the same completion as an encoding's aggregate,
  /// so a count of no rows is 0 however the chart computes it.
  ///
  /// - Parameters:
  ///   - rows: The rows after the transforms (and time units and bins of the encoding).
  ///   - transforms: The view's transforms; only a last `aggregate` is completed (a filter or
  ///     calculation after it would have seen no row for the absent groups).
  ///   - channels: The unit view's channels, none aggregated.
  /// - Returns: The rows with the absent groups, the added count, and the channel that reads
  ///   the completed values (for the note on a line that does not mark them).
  /// - Complexity: O(*p* × *g*) for *p* positions and *g* groups.
  static func completed(
    _ rows: [VegaRow], afterTransforms transforms: [(JSONValue, SpecPath)],
    channels: [String: VegaChannel]
  ) -> (rows: [VegaRow], added: Int, value: VegaChannel?) {
    guard let last = transforms.last?.0, let outputs = last["aggregate"]?.array,
      channels.values.allSatisfy({ $0.aggregate == nil })
    else { return (rows, 0, nil) }
    let groupBy = Set(last["groupby"]?.array?.compactMap(\.string) ?? [])
    var emptyOutputs: [String: DataValue?] = [:]
    for output in outputs {
      let op = output["op"]?.string.flatMap(VegaAggregateOp.init(rawValue:))
      let field = output["field"]?.string
      let name = output["as"]?.string ?? "\(output["op"]?.string ?? "")_\(field ?? "")"
      emptyOutputs[name] = op?.apply(to: []).map(DataValue.number)
    }
    // Each position reads a grouped field or an aggregate with a value for no rows; the
    // colour and other groups read grouped fields.
    var emptyValues: [String: DataValue] = [:]
    var positionFields: [String] = []
    var value: VegaChannel?
    for channel in positionChannels.compactMap({ channels[$0] }) {
      guard let field = channel.derivedField else { continue }
      if let empty = emptyOutputs[field] {
        guard let empty else { return (rows, 0, nil) }
        emptyValues[field] = empty
        value = value ?? channel
      } else if groupBy.contains(channel.unaggregatedField ?? field) {
        if channel.bin != nil { positionFields.append(field + "_end") }
        positionFields.append(field)
      } else {
        return (rows, 0, nil)
      }
    }
    let groups = groupFields(channels, positionFields: positionFields)
    guard
      groups.allSatisfy({ field in
        channels.values.contains {
          $0.derivedField == field && groupBy.contains($0.unaggregatedField ?? field)
        }
      })
    else { return (rows, 0, nil) }
    let (completed, added) = completed(
      rows, emptyValues: emptyValues, positionFields: positionFields, groupFields: groups)
    return (completed, added, value)
  }

  /// The fields of the unaggregated grouping channels (colour, detail, shape, `strokeDash`,
  /// offsets and facets) that are not positions.
  private static func groupFields(_ channels: [String: VegaChannel], positionFields: [String])
    -> [String]
  {
    VegaGrouping.channels.compactMap { channels[$0] }
      .filter { $0.aggregate == nil }.compactMap(\.derivedField)
      .filter { !positionFields.contains($0) }
  }

  /// Adds a row, with `emptyValues`, for every absent pair of a seen position and a seen
  /// group.
  ///
  /// - Complexity: O(*p* × *g*) for *p* positions and *g* groups.
  private static func completed(
    _ rows: [VegaRow], emptyValues: [String: DataValue], positionFields: [String],
    groupFields: [String]
  ) -> (rows: [VegaRow], added: Int) {
    guard !emptyValues.isEmpty, !positionFields.isEmpty, !groupFields.isEmpty else {
      return (rows, 0)
    }
    let positionKey = { (row: VegaRow) in positionFields.map { row[$0] } }
    let groupKey = { (row: VegaRow) in groupFields.map { row[$0] } }
    var positions: [[DataValue?]] = []
    var groups: [[DataValue?]] = []
    var seenPositions: Set<[DataValue?]> = []
    var seenGroups: Set<[DataValue?]> = []
    var byPair: [[DataValue?]: VegaRow] = [:]
    for row in rows {
      let (position, group) = (positionKey(row), groupKey(row))
      if seenPositions.insert(position).inserted { positions.append(position) }
      if seenGroups.insert(group).inserted { groups.append(group) }
      byPair[position + group] = row
    }
    // Grouped by a field that is neither (an unaggregated `theta`): the pairs are not keys.
    guard byPair.count == rows.count, positions.count * groups.count > rows.count else {
      return (rows, 0)
    }
    var result: [VegaRow] = []
    result.reserveCapacity(positions.count * groups.count)
    var added = 0
    for position in positions {
      for group in groups {
        if let row = byPair[position + group] {
          result.append(row)
          continue
        }
        var row = emptyValues
        for (field, value) in zip(positionFields + groupFields, position + group) {
          row[field] = value
        }
        result.append(row)
        added += 1
      }
    }
    return (result, added)
  }
}
