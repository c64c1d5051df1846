/// Points joined into a line, as Swift Charts' `LineMark`.
///
///     LineMark(x: .value("Month", reading.month, unit: .month), y: .value("Hours", reading.hours),
///              series: .value("Activity", reading.activity))
public struct LineMark: ChartContent {
  /// Primitive content has no body.
  public typealias Body = Never

  private let mark: MarkSpec

  /// A point of a line.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - y: The vertical position.
  public init(x: PlottableValue, y: PlottableValue) {
    mark = MarkSpec(dslKind: .line, x: x, y: y)
  }

  /// A point of one of several lines.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - y: The vertical position.
  ///   - series: The line the point belongs to; defines series.
  public init(x: PlottableValue, y: PlottableValue, series: PlottableValue) {
    mark = MarkSpec(dslKind: .line, x: x, y: y, series: series)
  }

  /// The line point as one element.
  ///
  /// - Returns: The mark.
  public func elements() -> [ChartElement] {
    [.mark(mark)]
  }
}
