import ChartModel
import Foundation

extension RecoveredAxis {
  /// How closely values read on this axis are known: the largest half pixel in data units on
  /// a linear or time axis; on a log axis, where half a pixel is a share of each value, that
  /// share in percent (``ChartModel/DrawingReading/isRelative``).
  ///
  /// - Parameters:
  ///   - resolutions: The resolution each value was read to (``resolution(at:)``), in data
  ///     units.
  ///   - unit: What the resolution is in: the axis's printed unit or else its title.
  /// - Returns: The reading, with one significant digit (``DrawnValueRounding/stated(_:)``);
  ///   `nil` when no value was read.
  /// - Complexity: O(*n*) in the resolutions.
  func drawingReading(resolutions: [Double], unit: String) -> DrawingReading? {
    guard let largest = resolutions.max() else { return nil }
    if case .log(_, let slope) = scale {
      // A pixel spans one ratio everywhere on a log axis: 10^(tolerance / slope).
      let relative = (pow(10, AxisScaleFit.tolerance / abs(slope)) - 1) * 100
      return DrawingReading(
        resolution: DrawnValueRounding.stated(relative), unit: unit, isRelative: true)
    }
    return DrawingReading(resolution: DrawnValueRounding.stated(largest), unit: unit)
  }
}
