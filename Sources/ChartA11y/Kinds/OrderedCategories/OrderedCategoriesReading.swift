import ChartModel

/// A chart over ordered categories (months, weekdays, ordinal years, ordered bins): read as a
/// series over its order, with the shape — rises, falls, peaks and troughs — and the
/// Mann–Kendall test over the categories' steps, as over a temporal axis.
public struct OrderedCategoriesReading: Hashable, Sendable {
  /// The order the categories follow.
  public var order: CategoryOrder

  /// The reading of a chart whose independent axis holds ordered categories, else `nil`.
  ///
  /// Ordered: at least ``CategoryOrder/minimumCount`` categories whose text follows an order
  /// (``CategoryOrder``), in that order on the axis, or whose drawn order the chart declares
  /// (``AxisDescriptor/declaresOrder``; never when it declares them sorted by value); the series are drawn by marks read over
  /// x: bars, lines, areas and points, not `Plot` groups, sectors, or rectangles (a heatmap's
  /// cells, read by their rows and columns); a series of points with several values in one
  /// category (a strip plot, Altair's `mark_tick` over `Cylinders:O`) shows each category's
  /// spread of values, and its rows' order within a category is no order of the chart, so it
  /// has no shape along the categories to read (bars in one category stack, and a line
  /// visits them in its drawn order).
  ///
  /// - Complexity: O(*c* + *n*) in the categories and observations.
  static func recognise(_ analysis: ChartAnalysis) -> OrderedCategoriesReading? {
    let chart = analysis.chart
    let axis = chart.independentAxisDescriptor
    guard axis.kind == .categorical, !chart.series.isEmpty,
      chart.series.allSatisfy({
        !$0.isPlot && $0.markKinds.allSatisfy(Self.readsAlongOrder)
          && !($0.markKinds == [.point] && Self.repeatsCategories($0.observations))
      }),
      let order = CategoryOrder(axis.categories, declared: axis.declaresOrder)
    else { return nil }
    return OrderedCategoriesReading(order: order)
  }

  /// Whether two observations share a category.
  ///
  /// - Complexity: O(*n*).
  private static func repeatsCategories(_ observations: [Observation]) -> Bool {
    var seen: Set<DataValue> = []
    return !observations.allSatisfy { seen.insert($0.x).inserted }
  }

  /// Whether a mark kind draws values read along the independent axis' order.
  private static func readsAlongOrder(_ kind: MarkKind) -> Bool {
    switch kind {
    case .bar, .line, .area, .point: return true
    case .rule, .rectangle, .sector: return false
    }
  }
}
