/// The marks that draw a box plot in a chart spec, as Vega-Lite's `boxplot` composite mark
/// lowers them and as a box plot read from a drawing is written: one `Plot` per box of a rule
/// from the lower to the upper whisker, a rectangle from the lower to the upper quartile and a
/// point at the median (a rule across, when the boxes have no position), and, apart, the
/// outliers as points at the boxes' positions (``BoxPlotReading`` in ChartA11y reads them).
package enum BoxPlotMarks {
  /// A box's five values in ascending order: lower whisker, lower quartile, median, upper
  /// quartile, upper whisker.
  package static let boundCount = 5

  /// The plot's marks.
  ///
  /// - Parameters:
  ///   - key: The boxes' position (the category axis), or `nil` for one box.
  ///   - bounds: The five values, ascending (``boundCount``).
  ///   - vertical: Whether the boxes run along y (the key on x).
  /// - Returns: The rule, the rectangle and the median's mark.
  package static func plot(key: EncodingSpec?, bounds: [EncodingSpec], vertical: Bool)
    -> [MarkSpec]
  {
    func extent(_ kind: MarkKind, _ low: Int, _ high: Int) -> MarkSpec {
      span(kind, key: key, from: bounds[low], to: bounds[high], vertical: vertical)
    }
    var median = MarkSpec(kind: key == nil ? .rule : .point)
    if vertical {
      (median.x, median.y) = (key, bounds[2])
    } else {
      (median.y, median.x) = (key, bounds[2])
    }
    return [extent(.rule, 0, 4), extent(.rectangle, 1, 3), median]
  }

  /// A mark spanning the value axis from one value to another at the key's position.
  ///
  /// - Parameters:
  ///   - kind: The mark's kind (rule, rectangle, area).
  ///   - key: The position on the other axis, or `nil`.
  ///   - low: The start.
  ///   - high: The end.
  ///   - vertical: Whether the span runs along y.
  /// - Returns: The mark, from `low` to `high` on the value axis.
  package static func span(
    _ kind: MarkKind, key: EncodingSpec?, from low: EncodingSpec, to high: EncodingSpec,
    vertical: Bool
  ) -> MarkSpec {
    var mark = MarkSpec(kind: kind)
    if vertical {
      (mark.x, mark.yStart, mark.yEnd) = (key, low, high)
    } else {
      (mark.y, mark.xStart, mark.xEnd) = (key, low, high)
    }
    return mark
  }

  /// The outliers' points.
  ///
  /// - Parameters:
  ///   - position: The boxes' position, under a field of its own so that the plot does not
  ///     read the outliers' rows (nor they its).
  ///   - values: The outliers' values.
  ///   - vertical: Whether the boxes run along y.
  /// - Returns: The points.
  package static func outliers(position: EncodingSpec?, values: EncodingSpec, vertical: Bool)
    -> MarkSpec
  {
    var points = MarkSpec(kind: .point)
    if vertical {
      (points.x, points.y) = (position, values)
    } else {
      (points.y, points.x) = (position, values)
    }
    return points
  }
}
