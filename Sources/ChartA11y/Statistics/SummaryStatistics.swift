import ChartModel

/// One-pass summary of a series' main values: count, extrema with their positions, mean,
/// first and last.
public struct SummaryStatistics: Hashable, Sendable {
  /// A value with the position it occurs at.
  public struct Point: Hashable, Sendable {
    /// The position on the independent axis.
    public var x: DataValue
    /// The value.
    public var value: Double
  }

  /// The number of finite values.
  public var count: Int
  /// The smallest value and its first position.
  public var minimum: Point
  /// The largest value and its first position.
  public var maximum: Point
  /// The arithmetic mean, summed with Kahan–Babuška compensation (Neumaier 1974).
  public var mean: Double
  /// The first value in axis order.
  public var first: Point
  /// The last value in axis order.
  public var last: Point

  /// Summarizes the finite main values of observations in axis order.
  ///
  /// - Parameter observations: Observations in axis order; those without a finite main value
  ///   are skipped.
  ///
  /// The initializer fails when no observation has a finite value.
  /// - Complexity: O(*n*), one pass.
  public init?(_ observations: [Observation]) {
    // Positions are tracked as indices and turned into points once at the end, so the loop
    // copies no `DataValue` (and retains no string) per observation.
    var count = 0
    var sum = 0.0
    var compensation = 0.0
    var minimumIndex = -1
    var maximumIndex = -1
    var firstIndex = -1
    var lastIndex = -1
    var minimum = Double.infinity
    var maximum = -Double.infinity
    observations.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        let value = buffer[index].value
        guard value.isFinite else { continue }
        count += 1
        let total = sum + value
        compensation += abs(sum) >= abs(value) ? (sum - total) + value : (value - total) + sum
        sum = total
        if value < minimum || minimumIndex < 0 {
          minimum = value
          minimumIndex = index
        }
        if value > maximum || maximumIndex < 0 {
          maximum = value
          maximumIndex = index
        }
        if firstIndex < 0 { firstIndex = index }
        lastIndex = index
      }
    }
    guard count > 0 else { return nil }
    let point = { (index: Int) in
      Point(x: observations[index].x, value: observations[index].value)
    }
    self.count = count
    self.minimum = point(minimumIndex)
    self.maximum = point(maximumIndex)
    self.mean = (sum + compensation) / Double(count)
    self.first = point(firstIndex)
    self.last = point(lastIndex)
  }
}
