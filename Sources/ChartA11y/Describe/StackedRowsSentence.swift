import ChartModel

/// The drawn totals of a bar series with several rows at one position.
///
/// Bars at the same position stack (Vega-Lite's default `stack: "zero"` for bars, Swift
/// Charts' `BarMark`): a chart of `x: a, y: v` with two rows for `a = x` draws one bar of their
/// sum, split at the first row's value, so a reader sees the total, not either row. The
/// sentence states each position's drawn total, with its number of rows where there are
/// several, in axis order.
struct StackedRowsSentence {
  /// The most positions read; more are summarised by their count.
  ///
  /// - Note: A reading limit chosen for this tool: twelve positions (the months) fit one
  ///   sentence.
  static let maximumPositions = 12

  /// "The bars at each a stack, so each is drawn as its rows' total: x 7 (2 rows); y 5; z 9
  /// (3 rows).", or `nil` when no position holds two rows.
  let text: String?

  /// Sums the series' values at each position.
  ///
  /// - Parameters:
  ///   - observations: The series' observations, in axis order; those without a finite
  ///     value are left out.
  ///   - keyAxis: The axis of their positions.
  ///   - valueAxis: The axis of their values.
  /// - Complexity: O(*n*) in the observations.
  init(_ observations: [Observation], keyAxis: AxisDescriptor, valueAxis: AxisDescriptor) {
    var order: [DataValue] = []
    var totals: [DataValue: (sum: Double, rows: Int)] = [:]
    for observation in observations where observation.value.isFinite {
      if totals[observation.x] == nil { order.append(observation.x) }
      totals[observation.x, default: (0, 0)].sum += observation.value
      totals[observation.x, default: (0, 0)].rows += 1
    }
    guard totals.values.contains(where: { $0.rows > 1 }) else {
      text = nil
      return
    }
    let parts = order.prefix(Self.maximumPositions).map { position -> String in
      let total = totals[position] ?? (0, 0)
      let rows = total.rows > 1 ? " (\(total.rows) rows)" : ""
      return AxisPhrasing.value(position, on: keyAxis) + " "
        + AxisPhrasing.number(total.sum, on: valueAxis) + rows
    }
    let rest = order.count - parts.count
    let title = keyAxis.title.isEmpty ? "position" : keyAxis.title
    text =
      "The bars at each \(title) stack, so each is drawn as its rows' total"
      + (rest > 0 ? " (the first \(parts.count) of \(order.count))" : "") + ": "
      + parts.joined(separator: "; ") + "."
  }
}
