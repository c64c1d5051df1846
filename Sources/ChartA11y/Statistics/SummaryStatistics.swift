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
    var count = 0
    var sum = 0.0
    var compensation = 0.0
    var minimum: Point?
    var maximum: Point?
    var first: Point?
    var last: Point?
    for observation in observations where observation.value.isFinite {
      let value = observation.value
      let point = Point(x: observation.x, value: value)
      count += 1
      let total = sum + value
      compensation += abs(sum) >= abs(value) ? (sum - total) + value : (value - total) + sum
      sum = total
      if minimum.map({ value < $0.value }) ?? true { minimum = point }
      if maximum.map({ value > $0.value }) ?? true { maximum = point }
      if first == nil { first = point }
      last = point
    }
    guard let minimum, let maximum, let first, let last else { return nil }
    self.count = count
    self.minimum = minimum
    self.maximum = maximum
    self.mean = (sum + compensation) / Double(count)
    self.first = first
    self.last = last
  }
}
