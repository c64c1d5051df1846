import ChartModel

/// A series with too few values for a trend test, read as the sequence it draws: where each
/// step goes, and the runs of steps in one direction ("rises, then falls").
///
/// A chart of three yearly values 8.1, 5.4 and 3.6 shows a steady fall to anyone who looks,
/// yet no two-sided Mann–Kendall test of three values can reach p < 0.05
/// (``MannKendall/minimumSampleSize(alpha:)``). Such a series is described by its steps,
/// never as trendless (docs/trends.md, "Short series").
public struct ShortSequence: Hashable, Sendable {
  /// One value of the sequence at its position.
  public struct Point: Hashable, Sendable {
    /// The position on the key axis.
    public var x: DataValue
    /// The value.
    public var value: Double
  }

  /// Which way one step, or a run of steps, goes.
  public enum Direction: String, Hashable, Sendable, CaseIterable {
    /// To a higher value.
    case rises
    /// To a lower value.
    case falls
    /// To the same value.
    case stays
  }

  /// A run of consecutive steps in one direction, from the point at `start` to the one at
  /// `end` (indices into ``points``).
  public struct Run: Hashable, Sendable {
    /// The direction of every step in the run.
    public var direction: Direction
    /// The index of the run's first point.
    public var start: Int
    /// The index of the run's last point.
    public var end: Int
  }

  /// The finite values in axis order, at least two.
  public var points: [Point]
  /// The runs of steps, in order; consecutive runs differ in direction.
  public var runs: [Run]
  /// The fewest values the trend test needs at the chart's α (more than ``points``' count).
  public var minimumTestSize: Int

  /// The change from each point to the next, in value units: `points.count − 1` of them.
  public var changes: [Double] {
    zip(points, points.dropFirst()).map { $1.value - $0.value }
  }

  /// Reads a series' observations as a sequence, when they are too few for a trend test.
  ///
  /// Fails with fewer than two finite values, or with `minimumTestSize` or more.
  ///
  /// - Parameters:
  ///   - observations: Observations in axis order; those without a finite main value are
  ///     left out.
  ///   - minimumTestSize: The fewest values the chart's trend test needs
  ///     (``MannKendall/minimumSampleSize(alpha:)``).
  /// - Complexity: O(*n*) in the observations; at most `minimumTestSize` values are copied.
  public init?(_ observations: [Observation], minimumTestSize: Int) {
    let points = Array(
      observations.lazy.filter { $0.hasValue && $0.value.isFinite }
        .map { Point(x: $0.x, value: $0.value) }
        .prefix(minimumTestSize))
    guard points.count >= 2, points.count < minimumTestSize else { return nil }
    self.points = points
    self.minimumTestSize = minimumTestSize
    var runs: [Run] = []
    for index in 1..<points.count {
      let step = points[index].value - points[index - 1].value
      let direction: Direction = step > 0 ? .rises : step < 0 ? .falls : .stays
      if let last = runs.last, last.direction == direction {
        runs[runs.count - 1].end = index
      } else {
        runs.append(Run(direction: direction, start: index - 1, end: index))
      }
    }
    self.runs = runs
  }

  /// The one direction of every step, or `nil` when the steps go more than one way.
  public var monotoneDirection: Direction? {
    runs.count == 1 ? runs[0].direction : nil
  }
}
