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
  /// - Parameters:
  ///   - angle: The slice's value; its angle is the value's share of all slices.
  ///   - innerRadius: The radius of the hole, `.ratio(0.618)` of the outer radius or
  ///     `.fixed(40)` points: any hole above 0 makes the chart a donut. Recorded as a spec
  ///     records it (a ratio or points; not `.inset`). The default, `.automatic`, is no hole.
  public init(angle: PlottableValue, innerRadius: MarkDimension = .automatic) {
    var mark = MarkSpec(dslKind: .sector, angle: angle)
    mark.innerRadius = innerRadius.ratio ?? innerRadius.points
    self.mark = mark
  }

  /// The slice as one element.
  ///
  /// - Returns: The mark.
  public func elements() -> [ChartElement] {
    [.mark(mark)]
  }
}
