/// A slice of a pie or donut chart, as Swift Charts' `SectorMark`.
///
/// Name the slices with `.foregroundStyle(by:)`:
///
///     SectorMark(angle: .value("Sales", item.sales))
///       .foregroundStyle(by: .value("Product", item.product))
public struct SectorMark: ChartContent {
  /// Primitive content has no body.
  public typealias Body = Never

  private let mark: MarkSpec

  /// A slice whose angle is its share of the total.
  ///
  /// - Parameter angle: The slice's value; its angle is the value's share of all slices.
  public init(angle: PlottableValue) {
    mark = MarkSpec(dslKind: .sector, angle: angle)
  }

  /// The slice as one element.
  ///
  /// - Returns: The mark.
  public func elements() -> [ChartElement] {
    [.mark(mark)]
  }
}
