import ChartModel
import Foundation

/// Rounds a value read from the drawing to its resolution, and words the resolution.
///
/// A value read at a pixel is known to half a pixel in data units (its resolution); it is
/// rounded to the power of ten at or below the resolution, so the digits kept are the ones
/// the drawing holds, and the resolution is said with one significant digit, rounded up.
enum DrawnValueRounding {
  /// The decimal step for a resolution: 10^⌊log₁₀ resolution⌋.
  static func step(for resolution: Double) -> Double {
    guard resolution.isFinite, resolution > 0 else { return 0 }
    return pow(10, floor(log10(resolution)))
  }

  /// The value rounded to the step for the resolution.
  static func rounded(_ value: Double, resolution: Double) -> Double {
    let step = step(for: resolution)
    guard step > 0 else { return value }
    let decimals = max(0, Int(-log10(step).rounded()))
    let result = (value / step).rounded() * step
    return Double(String(format: "%.\(min(decimals, 15))f", result)) ?? result
  }

  /// The resolution with one significant digit, rounded up: 0.026 is 0.03, 240 is 300.
  static func stated(_ resolution: Double) -> Double {
    let step = step(for: resolution)
    guard step > 0 else { return resolution }
    let result = (resolution / step).rounded(.up) * step
    let decimals = max(0, Int(-log10(step).rounded()))
    return Double(String(format: "%.\(min(decimals, 15))f", result)) ?? result
  }

  /// A date rounded to the coarsest day, hour, minute or second within its resolution.
  ///
  /// The coarsest step that moves it by no more than the resolution (in seconds): the
  /// roundest date the reading cannot tell from the one read, as a number is written to the
  /// digits its resolution holds. A reading that
  /// cannot tell the morning from the evening (a resolution of half a day or more) gives no
  /// time of day; one within an hour of midnight at a resolution of hours gives the day (a
  /// tool that draws its grid on whole pixels puts a month start an hour off midnight).
  static func rounded(_ date: Date, resolution: Double) -> Date {
    let time = date.timeIntervalSince1970
    if resolution >= 43_200 {
      return Date(timeIntervalSince1970: (time / 86_400).rounded() * 86_400)
    }
    for step in [86_400.0, 3_600, 60, 1] {
      let rounded = (time / step).rounded() * step
      if abs(rounded - time) <= resolution { return Date(timeIntervalSince1970: rounded) }
    }
    return Date(timeIntervalSince1970: (time / 1).rounded())
  }
}
