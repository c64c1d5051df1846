/// The range a position scale maps values to, as Swift Charts' `PositionScaleRange`.
///
/// Visual only.
public struct PositionScaleRange: Hashable, Sendable {
  /// Padding before the first value, in points.
  public var startPadding: Double
  /// Padding after the last value, in points.
  public var endPadding: Double

  /// The plot area's dimension with padding at its two ends.
  ///
  /// - Parameters:
  ///   - startPadding: Points before the first value. The default is `0`.
  ///   - endPadding: Points after the last value. The default is `0`.
  /// - Returns: The range.
  public static func plotDimension(startPadding: Double = 0, endPadding: Double = 0)
    -> PositionScaleRange
  {
    PositionScaleRange(startPadding: startPadding, endPadding: endPadding)
  }
}
