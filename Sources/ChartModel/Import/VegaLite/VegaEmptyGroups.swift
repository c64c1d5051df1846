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
  ///   position's groups in the order groups first appear; the rows unchanged when no pair is
  ///   absent or the aggregate of nothing has no value.
  /// - Complexity: O(*p* × *g*) for *p* positions and *g* groups.
  static func completed(
    _ rows: [VegaRow], channels: [String: VegaChannel], positionFields: [String]
  ) -> [VegaRow] {
    let aggregated = positionChannels.compactMap { channels[$0] }.filter { $0.aggregate != nil }
    var emptyValues: [String: DataValue] = [:]
    for channel in aggregated {
      guard let name = channel.derivedField, let op = channel.aggregate,
        let value = op.apply(to: [])
      else { return rows }
      emptyValues[name] = .number(value)
    }
    // Another aggregate (a mean on a colour's gradient) has no value for no rows.
    let others = channels.values.filter {
      $0.aggregate != nil && !positionChannels.contains($0.name)
    }
    let groupFields = VegaGrouping.channels.compactMap { channels[$0] }
      .filter { $0.aggregate == nil }.compactMap(\.derivedField)
      .filter { !positionFields.contains($0) }
    guard !emptyValues.isEmpty, others.isEmpty, !positionFields.isEmpty, !groupFields.isEmpty
    else { return rows }
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
      return rows
    }
    var result: [VegaRow] = []
    result.reserveCapacity(positions.count * groups.count)
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
      }
    }
    return result
  }
}
