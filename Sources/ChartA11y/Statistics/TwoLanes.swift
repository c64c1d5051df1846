import Dispatch
import Foundation

/// Two independent computations run on two threads at once.
///
/// The statistics that take most of a large trend test (Kendall's S, the thresholds of a
/// slope selection) are independent pure functions of the same input; on a machine with two
/// or more cores they finish in the time of the longer one. `concurrentPerform` runs the two
/// on the calling thread and one worker when one is free, and one after the other otherwise,
/// so nesting (a lane that itself runs two lanes) never deadlocks and never starts more
/// threads than the pool allows. A nested `concurrentPerform` runs its iterations one after
/// the other (libdispatch divides the pool's width among nested applies), so a computation
/// that itself runs lanes is put beside another with ``runBeside(_:_:)``.
enum TwoLanes {
  /// The smallest input worth two threads: below it, handing work to a second thread costs
  /// about as much as the work (tens of microseconds).
  static let minimumCount = 50_000

  /// The thread-dictionary key marking a thread that is running a lane.
  private static let laneKey = "ChartA11y.TwoLanes.inLane"

  /// Whether the calling thread is running a lane of ``run(_:_:)`` or ``runBeside(_:_:)``.
  static var isInLane: Bool { Thread.current.threadDictionary[laneKey] != nil }

  /// Runs `body` marked as a lane on the calling thread.
  private static func asLane<Result>(_ body: () -> Result) -> Result {
    let dictionary = Thread.current.threadDictionary
    let outer = dictionary[laneKey]
    dictionary[laneKey] = true
    defer { dictionary[laneKey] = outer }
    return body()
  }

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
      asLane {
        if lane == 0 { firstResult = first() } else { secondResult = second() }
      }
    }
    guard let firstResult, let secondResult else {
      preconditionFailure("concurrentPerform returned before both lanes ran")
    }
    return (firstResult, secondResult)
  }

  /// Runs `side` on a thread of its own while `main`, which may run lanes of its own, runs
  /// on the calling thread outside any lane; inside a lane, the two run one after the other
  /// (as a nested ``run(_:_:)`` would).
  ///
  /// - Parameters:
  ///   - side: A computation that runs no lanes, independent of `main`.
  ///   - main: The computation whose lanes should get both cores once `side` is done.
  /// - Returns: Both results, as if `side` then `main` had run.
  /// - Complexity: The time of the longer computation when the cores are free (the
  ///   operating system shares them among the threads), else the sum; one thread.
  static func runBeside<Side: Sendable, Main>(
    _ side: @escaping @Sendable () -> Side, _ main: () -> Main
  ) -> (Side, Main) {
    guard !isInLane else { return (side(), main()) }
    // Written by the side thread before it signals, read after the wait.
    nonisolated(unsafe) var sideResult: Side?
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      sideResult = asLane(side)
      finished.signal()
    }
    thread.start()
    let mainResult = main()
    finished.wait()
    guard let sideResult else { preconditionFailure("the side thread signalled no result") }
    return (sideResult, mainResult)
  }
}
