import ChartModel

extension AxisPhrasing {
  /// The size of a change between two values on a value axis, without its sign: "1.8", "$12",
  /// and on an axis in percent "2.7 percentage points" (a change of a percentage is not a
  /// percent of it).
  ///
  /// - Parameters:
  ///   - amount: The change in value units; its sign is dropped.
  ///   - axis: The value axis (not temporal).
  /// - Returns: The amount as the axis writes amounts.
  /// - Complexity: O(1).
  static func change(_ amount: Double, on axis: AxisDescriptor) -> String {
    let size = abs(amount)
    if case .number(let format) = axis.format,
      format.kind == .percent || format.kind == .percentRounded
    {
      return "\(ValueFormatter.number(size * 100)) percentage points"
    }
    if axis.unit == "%" { return "\(ValueFormatter.number(size)) percentage points" }
    return number(size, on: axis)
  }
}
