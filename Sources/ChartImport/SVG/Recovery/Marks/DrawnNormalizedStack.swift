import ChartModel

/// Whether stacked bars or areas read from an SVG are a normalized stack.
///
/// A normalized stack (Vega-Lite's `stack: "normalize"`, a 100 % stacked chart) has every
/// stack reach the top of a 0–1 axis, or of a 0–100 % axis when the values are printed in
/// percent. Such a chart is read as the
/// chart spec path reads `stacking: normalized` — each value its share of its stack's total —
/// never as amounts that happen to add up alike.
enum DrawnNormalizedStack {
  /// Whether the stacks are normalized.
  ///
  /// - Parameters:
  ///   - rows: The chart's rows, one segment each.
  ///   - position: The field of the stacks' positions (the category or x axis).
  ///   - value: The field of the segments' values.
  ///   - isPercent: Whether the values are in percent (the axis's unit is `%`): the stacks
  ///     must then reach 100, else 1.
  ///   - tolerance: How far one segment's value may be off, in its units (the reading's
  ///     resolution, or half the last printed digit).
  /// - Returns: `true` when there are at least two segments, none negative, and every stack's
  ///   total is the full height within `tolerance` times its segments.
  /// - Complexity: O(*n*) for *n* rows.
  static func isNormalized(
    _ rows: [[String: DataValue?]], position: String, value: String, isPercent: Bool,
    tolerance: Double
  ) -> Bool {
    let full = isPercent ? 100.0 : 1.0
    var totals: [DataValue: (sum: Double, count: Int)] = [:]
    for row in rows {
      guard case .number(let number)?? = row[value], case let key?? = row[position] else {
        continue
      }
      guard number >= -tolerance else { return false }
      totals[key, default: (0, 0)].sum += number
      totals[key, default: (0, 0)].count += 1
    }
    guard totals.values.reduce(0, { $0 + $1.count }) >= 2 else { return false }
    return totals.values.allSatisfy { total in
      total.count >= 1 && abs(total.sum - full) <= tolerance * Double(total.count) + 1e-9
    }
  }
}
