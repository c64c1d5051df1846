/// A line across the plot, or a segment between two values, as Swift Charts' `RuleMark`.
///
/// A rule at a constant on one axis is a reference line, named by its label or its
/// annotation:
///
///     RuleMark(y: .value("Sales", 1200))
public struct RuleMark: ChartContent {
  /// Primitive content has no body.
  public typealias Body = Never

  private let mark: MarkSpec

  /// A vertical line across the plot.
  ///
  /// - Parameter x: The horizontal position.
  public init(x: PlottableValue) {
    mark = MarkSpec(dslKind: .rule, x: x)
  }

  /// A horizontal line across the plot.
  ///
  /// - Parameter y: The vertical position.
  public init(y: PlottableValue) {
    mark = MarkSpec(dslKind: .rule, y: y)
  }

  /// A vertical segment between two values.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - yStart: The lower end.
  ///   - yEnd: The upper end.
  public init(x: PlottableValue, yStart: PlottableValue, yEnd: PlottableValue) {
    mark = MarkSpec(dslKind: .rule, x: x, yStart: yStart, yEnd: yEnd)
  }

  /// A horizontal segment between two values.
  ///
  /// - Parameters:
  ///   - xStart: The leading end.
  ///   - xEnd: The trailing end.
  ///   - y: The vertical position.
  public init(xStart: PlottableValue, xEnd: PlottableValue, y: PlottableValue) {
    mark = MarkSpec(dslKind: .rule, y: y, xStart: xStart, xEnd: xEnd)
  }

  /// The rule as one element.
  ///
  /// - Returns: The mark.
  public func elements() -> [ChartElement] {
    [.mark(mark)]
  }
}
