/// A symbol at a position, as Swift Charts' `PointMark`.
///
///     PointMark(x: .value("Weight", item.weight), y: .value("Height", item.height))
public struct PointMark: ChartContent {
  /// Primitive content has no body.
  public typealias Body = Never

  private let mark: MarkSpec

  /// A point at a position on both axes.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - y: The vertical position.
  public init(x: PlottableValue, y: PlottableValue) {
    mark = MarkSpec(dslKind: .point, x: x, y: y)
  }

  /// The point as one element.
  ///
  /// - Returns: The mark.
  public func elements() -> [ChartElement] {
    [.mark(mark)]
  }
}
