import ChartModel

/// How one group's centres change from each interval to the next along an ordered axis
/// (dates, numbers, or categories in an order), read against the intervals drawn: a step
/// whose two intervals overlap is no rise or fall a reader can tell from the chart, however
/// the centres differ.
///
/// A step rises (falls) when its two intervals do not overlap and the later centre is higher
/// (lower); a stretch of overlapping steps is read as a whole (``runs(of:)``), so overlaps
/// that chain from 10 to 21 are a rise, not "about the same". For 95 %
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
    /// The intervals overlap, and one value lies inside every one of them.
    case withinIntervals
    /// Each interval overlaps the next, and the first the last, but no value lies inside all
    /// of them: the centres move within the intervals' reach.
    case variesWithinIntervals
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
  /// Steps whose intervals do not overlap rise or fall. A stretch of steps whose neighbouring
  /// intervals all overlap is read as a whole, since overlaps chain: it stays about the same
  /// only when one value lies inside every interval of it; when its first and last intervals do
  /// not overlap it rises or falls, from its first centre to its last (a drift the bars hide
  /// step by step); otherwise it varies within overlapping intervals.
  ///
  /// - Complexity: O(*i*).
  private static func runs(of intervals: [IntervalReading.Interval]) -> [Run] {
    var runs: [Run] = []
    func append(_ change: Change, from start: Int, to end: Int) {
      if let last = runs.last, last.change == change {
        runs[runs.count - 1].end = end
      } else {
        runs.append(Run(change: change, start: start, end: end))
      }
    }
    var start = 0
    while start + 1 < intervals.count {
      // The longest stretch from `start` whose neighbouring intervals overlap.
      var end = start
      while end + 1 < intervals.count, intervals[end].overlaps(intervals[end + 1]) { end += 1 }
      if end == start {
        append(
          direction(from: intervals[start], to: intervals[start + 1]), from: start, to: start + 1)
        start += 1
      } else {
        append(stretchChange(intervals[start...end]), from: start, to: end)
        start = end
      }
    }
    return runs
  }

  /// A rise or a fall between two intervals, by their centres.
  private static func direction(
    from before: IntervalReading.Interval, to after: IntervalReading.Interval
  ) -> Change {
    (after.centre ?? 0) > (before.centre ?? 0) ? .rises : .falls
  }

  /// What a stretch of chained overlapping intervals shows as a whole.
  ///
  /// - Complexity: O(*k*) in the stretch.
  private static func stretchChange(_ stretch: ArraySlice<IntervalReading.Interval>) -> Change {
    guard let first = stretch.first, let last = stretch.last else { return .withinIntervals }
    // Intervals on a line share a value when every pair overlaps (Helly's theorem in one
    // dimension): the highest low is at most the lowest high.
    let highestLow = stretch.map(\.low).max() ?? first.low
    let lowestHigh = stretch.map(\.high).min() ?? first.high
    if highestLow <= lowestHigh { return .withinIntervals }
    if !first.overlaps(last) { return direction(from: first, to: last) }
    return .variesWithinIntervals
  }
}
