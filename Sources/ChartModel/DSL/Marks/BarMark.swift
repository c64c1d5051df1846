/// Bars from a baseline, or floating between two values, as Swift Charts' `BarMark`.
///
///     BarMark(x: .value("Team member", item.teamMember), y: .value("Hours", item.hours))
public struct BarMark: ChartContent {
  /// Primitive content has no body.
  public typealias Body = Never

  private let mark: MarkSpec

  /// A bar at a position with a length, stacked on other bars at that position by default.
  ///
  /// - Parameters:
  ///   - x: The horizontal value: a category for vertical bars, a number for horizontal ones.
  ///   - y: The vertical value.
  ///   - width: The bar's width. Visual only; the default is `.automatic`.
  ///   - height: The bar's height. Visual only; the default is `.automatic`.
  ///   - stacking: How bars at the same position combine. The default is `.standard`.
  public init(
    x: PlottableValue, y: PlottableValue, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStacking = .standard
  ) {
    mark = MarkSpec(
      dslKind: .bar, x: x, y: y, stacking: stacking, width: width, height: height)
  }

  /// A vertical bar between two values (a floating bar) at a category or date; with a number
  /// for `x`, a horizontal bar of that length spanning `yStart` to `yEnd` (a horizontal
  /// histogram's bin, read as the bin `yStart` to `yEnd` with the value `x`).
  ///
  /// - Parameters:
  ///   - x: The horizontal position (a category or date), or the bar's length (a number).
  ///   - yStart: The lower end.
  ///   - yEnd: The upper end.
  ///   - width: The bar's width. Visual only; the default is `.automatic`.
  public init(
    x: PlottableValue, yStart: PlottableValue, yEnd: PlottableValue,
    width: MarkDimension = .automatic
  ) {
    mark = MarkSpec(dslKind: .bar, x: x, yStart: yStart, yEnd: yEnd, width: width)
  }

  /// A horizontal bar between two values (a floating bar) at a category or date; with a
  /// number for `y`, a vertical bar of that height spanning `xStart` to `xEnd` (a histogram's
  /// bin).
  ///
  /// - Parameters:
  ///   - xStart: The leading end.
  ///   - xEnd: The trailing end.
  ///   - y: The vertical position (a category or date), or the bar's height (a number).
  ///   - height: The bar's height. Visual only; the default is `.automatic`.
  public init(
    xStart: PlottableValue, xEnd: PlottableValue, y: PlottableValue,
    height: MarkDimension = .automatic
  ) {
    mark = MarkSpec(dslKind: .bar, y: y, xStart: xStart, xEnd: xEnd, height: height)
  }

  /// A bar between two values on each axis.
  ///
  /// - Parameters:
  ///   - xStart: The leading end.
  ///   - xEnd: The trailing end.
  ///   - yStart: The lower end.
  ///   - yEnd: The upper end.
  public init(
    xStart: PlottableValue, xEnd: PlottableValue, yStart: PlottableValue, yEnd: PlottableValue
  ) {
    mark = MarkSpec(dslKind: .bar, xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd)
  }

  /// The bar as one element.
  ///
  /// - Returns: The mark.
  public func elements() -> [ChartElement] {
    [.mark(mark)]
  }
}
