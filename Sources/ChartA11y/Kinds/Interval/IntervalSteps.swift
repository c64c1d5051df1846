import ChartModel

/// How one group's centres change from each interval to the next along an ordered axis
/// (dates, numbers, or categories in an order), read against the intervals drawn: a step
/// whose two intervals overlap is no rise or fall a reader can tell from the chart, however
/// the centres differ.
///
/// A step rises (falls) when its two intervals do not overlap and the later centre is higher
/// (lower); when they overlap it is "about the same, within the error bars". For 95 %
/// confidence intervals, intervals that do not overlap mark a difference significant at
/// p < 0.01 or better, while overlapping ones may still hide one (Cumming & Finch, "Inference by
/// eye", *American Psychologist* 60(2), 2005): so an overlap is never called a change, and a
/// rise is never claimed where the drawing cannot show one.
public struct IntervalSteps: Hashable, Sendable {
  /// What one step between consecutive intervals shows.
  public enum Change: String, Hashable, Sendable, CaseIterable {
    /// The intervals do not overlap; the later centre is higher.
    case rises
    /// The intervals do not overlap; the later centre is lower.
    case falls
    /// The intervals overlap.
    case withinIntervals
  }

  /// Consecutive steps of one kind, from the interval at `start` to the one at `end`
  /// (indices into ``intervals``).
  public struct Run: Hashable, Sendable {
    /// What each step of the run shows.
    public var change: Change
    /// The interval the run starts at.
    public var start: Int
    /// The interval the run ends at.
    public var end: Int
  }

  /// The interval series the group is drawn by (its index in the chart).
  public var seriesIndex: Int
  /// The group's intervals that have a centre, in axis order.
  public var intervals: [IntervalReading.Interval]
  /// The steps, grouped into runs, in order.
  public var runs: [Run]

  /// The steps of each group of `intervals` with at least two centred intervals, in the order
  /// of their series.
  ///
  /// - Parameter intervals: A reading's intervals, each group's in axis order (as a series'
  ///   observations are).
  /// - Returns: One value per group with two or more centred intervals.
  /// - Complexity: O(*i*) in the intervals.
  static func groups(_ intervals: [IntervalReading.Interval]) -> [IntervalSteps] {
    var order: [Int] = []
    var bySeries: [Int: [IntervalReading.Interval]] = [:]
    for interval in intervals where interval.centre?.isFinite == true {
      if bySeries[interval.seriesIndex] == nil { order.append(interval.seriesIndex) }
      bySeries[interval.seriesIndex, default: []].append(interval)
    }
    return order.compactMap { index in
      guard let group = bySeries[index], group.count >= 2 else { return nil }
      return IntervalSteps(seriesIndex: index, intervals: group, runs: runs(of: group))
    }
  }

  /// The runs of changes between consecutive intervals.
  ///
  /// - Complexity: O(*i*).
  private static func runs(of intervals: [IntervalReading.Interval]) -> [Run] {
    var runs: [Run] = []
    for index in 1..<intervals.count {
      let before = intervals[index - 1]
      let after = intervals[index]
      let change: Change
      if before.overlaps(after) {
        change = .withinIntervals
      } else {
        change = (after.centre ?? 0) > (before.centre ?? 0) ? .rises : .falls
      }
      if let last = runs.last, last.change == change {
        runs[runs.count - 1].end = index
      } else {
        runs.append(Run(change: change, start: index - 1, end: index))
      }
    }
    return runs
  }
}
