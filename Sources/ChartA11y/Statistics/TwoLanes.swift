import Dispatch

/// Two independent computations run on two threads at once.
///
/// The statistics that take most of a large trend test (Kendall's S, the thresholds of a
/// slope selection) are independent pure functions of the same input; on a machine with two
/// or more cores they finish in the time of the longer one. `concurrentPerform` runs the two
/// on the calling thread and one worker when one is free, and one after the other otherwise,
/// so nesting (a lane that itself runs two lanes) never deadlocks and never starts more
/// threads than the pool allows.
enum TwoLanes {
  /// The smallest input worth two threads: below it, handing work to a second thread costs
  /// about as much as the work (tens of microseconds).
  static let minimumCount = 50_000

  /// Runs both computations, at once when a second thread is free.
  ///
  /// - Parameters:
  ///   - first: The first computation.
  ///   - second: The second computation, independent of the first.
  /// - Returns: Both results, as if `first` then `second` had run.
  /// - Complexity: The time of the longer computation when a second core is free, else the
  ///   sum; no memory besides the two results.
  static func run<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second
  ) -> (First, Second) {
    // Each lane writes only its own slot, and concurrentPerform returns after both lanes.
    nonisolated(unsafe) var firstResult: First?
    nonisolated(unsafe) var secondResult: Second?
    DispatchQueue.concurrentPerform(iterations: 2) { lane in
      if lane == 0 { firstResult = first() } else { secondResult = second() }
    }
    guard let firstResult, let secondResult else {
      preconditionFailure("concurrentPerform returned before both lanes ran")
    }
    return (firstResult, secondResult)
  }
}
