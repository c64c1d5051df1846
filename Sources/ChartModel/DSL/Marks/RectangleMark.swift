/// A rectangle at a position or between two values, as Swift Charts' `RectangleMark`.
///
///     RectangleMark(x: .value("Year", s.year, unit: .year), y: .value("Median", s.median),
///                   width: .ratio(0.7), height: .fixed(2))
public struct RectangleMark: ChartContent {
  /// Primitive content has no body.
  public typealias Body = Never

  private let mark: MarkSpec

  /// A rectangle centred at a position (a heat-map cell, a median tick).
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - y: The vertical position.
  ///   - width: The width. Visual only; a spec records `.ratio(_:)`. The default is
  ///     `.automatic`.
  ///   - height: The height. Visual only; a spec records `.fixed(_:)` points. The default is
  ///     `.automatic`.
  public init(
    x: PlottableValue, y: PlottableValue, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic
  ) {
    mark = MarkSpec(dslKind: .rectangle, x: x, y: y, width: width, height: height)
  }

  /// A rectangle spanning two vertical values at a horizontal position.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - yStart: The lower edge.
  ///   - yEnd: The upper edge.
  ///   - width: The width. Visual only; a spec records `.ratio(_:)`. The default is
  ///     `.automatic`.
  public init(
    x: PlottableValue, yStart: PlottableValue, yEnd: PlottableValue,
    width: MarkDimension = .automatic
  ) {
    mark = MarkSpec(dslKind: .rectangle, x: x, yStart: yStart, yEnd: yEnd, width: width)
  }

  /// A rectangle spanning two horizontal values at a vertical position.
  ///
  /// - Parameters:
  ///   - xStart: The leading edge.
  ///   - xEnd: The trailing edge.
  ///   - y: The vertical position.
  ///   - height: The height. Visual only; a spec records `.fixed(_:)` points. The default is
  ///     `.automatic`.
  public init(
    xStart: PlottableValue, xEnd: PlottableValue, y: PlottableValue,
    height: MarkDimension = .automatic
  ) {
    mark = MarkSpec(dslKind: .rectangle, y: y, xStart: xStart, xEnd: xEnd, height: height)
  }

  /// A rectangle between two values on each axis.
  ///
  /// - Parameters:
  ///   - xStart: The leading edge.
  ///   - xEnd: The trailing edge.
  ///   - yStart: The lower edge.
  ///   - yEnd: The upper edge.
  public init(
    xStart: PlottableValue, xEnd: PlottableValue, yStart: PlottableValue, yEnd: PlottableValue
  ) {
    mark = MarkSpec(dslKind: .rectangle, xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd)
  }

  /// The rectangle as one element.
  ///
  /// - Returns: The mark.
  public func elements() -> [ChartElement] {
    [.mark(mark)]
  }
}
