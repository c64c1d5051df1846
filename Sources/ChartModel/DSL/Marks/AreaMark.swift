/// The area under a line, or between two lines, as Swift Charts' `AreaMark`.
///
///     AreaMark(x: .value("Year", point.year), y: .value("Proportion", point.proportion),
///              stacking: .unstacked)
public struct AreaMark: ChartContent {
  /// Primitive content has no body.
  public typealias Body = Never

  private let mark: MarkSpec

  /// A point of an area from zero, stacked on other areas by default.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - y: The height.
  ///   - stacking: How areas at the same position combine. The default is `.standard`.
  public init(x: PlottableValue, y: PlottableValue, stacking: MarkStacking = .standard) {
    mark = MarkSpec(dslKind: .area, x: x, y: y, stacking: stacking)
  }

  /// A point of one of several areas.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - y: The height.
  ///   - series: The area the point belongs to; defines series.
  ///   - stacking: How areas at the same position combine. The default is `.standard`.
  public init(
    x: PlottableValue, y: PlottableValue, series: PlottableValue,
    stacking: MarkStacking = .standard
  ) {
    mark = MarkSpec(dslKind: .area, x: x, y: y, series: series, stacking: stacking)
  }

  /// A point of a band between two values.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - yStart: The lower edge.
  ///   - yEnd: The upper edge.
  public init(x: PlottableValue, yStart: PlottableValue, yEnd: PlottableValue) {
    mark = MarkSpec(dslKind: .area, x: x, yStart: yStart, yEnd: yEnd)
  }

  /// A point of one of several bands between two values.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - yStart: The lower edge.
  ///   - yEnd: The upper edge.
  ///   - series: The band the point belongs to; defines series.
  public init(
    x: PlottableValue, yStart: PlottableValue, yEnd: PlottableValue, series: PlottableValue
  ) {
    mark = MarkSpec(dslKind: .area, x: x, yStart: yStart, yEnd: yEnd, series: series)
  }

  /// A point of a horizontal band between two values.
  ///
  /// - Parameters:
  ///   - xStart: The leading edge.
  ///   - xEnd: The trailing edge.
  ///   - y: The vertical position.
  public init(xStart: PlottableValue, xEnd: PlottableValue, y: PlottableValue) {
    mark = MarkSpec(dslKind: .area, y: y, xStart: xStart, xEnd: xEnd)
  }

  /// The area point as one element.
  ///
  /// - Returns: The mark.
  public func elements() -> [ChartElement] {
    [.mark(mark)]
  }
}
