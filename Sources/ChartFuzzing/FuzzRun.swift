import Foundation

/// What a run of fuzz cases came to.
public struct FuzzReport: Sendable {
  /// A case that broke the contract, or ran longer than the run's limit.
  public struct Violation: Sendable, CustomStringConvertible {
    /// The case's number (with the run's seed, it reproduces the case).
    public var index: Int
    /// What was wrong.
    public var reason: String
    /// `case N: reason`.
    public var description: String { "case \(index): \(reason)" }
  }

  /// The parser fuzzed.
  public var target: FuzzTarget
  /// The run's seed.
  public var seed: UInt64
  /// The cases run.
  public var cases = 0
  /// The cases read through the pipeline.
  public var read = 0
  /// The cases refused with a clear error.
  public var refused = 0
  /// The cases that broke the contract, in order.
  public var violations: [Violation] = []
  /// The run's wall-clock time, in seconds.
  public var seconds = 0.0
  /// The longest case in processor time, in seconds, and its number.
  public var slowest: (seconds: Double, index: Int) = (0, 0)
}

/// Runs seeded fuzz cases of one target, each judged by ``FuzzContract`` and timed.
///
/// A case is timed in the processor time of its thread (`CLOCK_THREAD_CPUTIME_ID`), not the
/// wall clock, so that a machine shared with other work does not make a case look like a
/// runaway.
public enum FuzzRun {
  /// The processor time the calling thread has used, in seconds.
  static func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// Runs cases `cases` of `seed`.
  ///
  /// - Parameters:
  ///   - corpus: The target and its seed files.
  ///   - seed: The run's seed (``FuzzTarget/defaultSeed`` in the tests).
  ///   - cases: The case numbers to run.
  ///   - caseLimit: The most processor time a case may take, in seconds; a longer one is a
  ///     violation (a runaway).
  ///   - willRun: Called with each case before it runs (to save it, so that a case that
  ///     traps can be found and kept).
  ///   - progress: Called with the report so far after every 100,000th case and after each
  ///     case that broke the contract.
  /// - Returns: The counts, violations and times.
  /// - Complexity: O(*c* · *n*) for *c* cases of inputs of size *n*.
  public static func run(
    _ corpus: FuzzCorpus, seed: UInt64, cases: Range<Int>, caseLimit: Double,
    willRun: (FuzzCase) -> Void = { _ in }, progress: (FuzzReport) -> Void = { _ in }
  ) -> FuzzReport {
    var report = FuzzReport(target: corpus.target, seed: seed)
    let start = DispatchTime.now().uptimeNanoseconds
    var violationsSeen = 0
    for index in cases {
      let fuzzCase = FuzzCase(corpus, seed: seed, index: index)
      willRun(fuzzCase)
      let caseStart = threadSeconds()
      let outcome = FuzzContract.check(fuzzCase, corpus: corpus)
      let seconds = threadSeconds() - caseStart
      report.cases += 1
      switch outcome {
      case .read: report.read += 1
      case .refused: report.refused += 1
      case .violation(let reason):
        report.violations.append(.init(index: index, reason: reason))
      }
      if seconds > report.slowest.seconds { report.slowest = (seconds, index) }
      if seconds > caseLimit {
        report.violations.append(
          .init(
            index: index,
            reason: "took \(seconds) s of processor time, over the limit of \(caseLimit) s"))
      }
      if report.cases % 100_000 == 0 || report.violations.count > violationsSeen {
        violationsSeen = report.violations.count
        report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        progress(report)
      }
    }
    report.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return report
  }
}
