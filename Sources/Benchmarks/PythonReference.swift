import Foundation

/// A Python library call the benchmark compares with, when `python3` and the library exist.
///
/// Python is a yardstick only: nothing in the package runs it. Each reference runs in its own
/// `python3` process reading the same walk as raw doubles, so its peak memory (`ru_maxrss`,
/// which includes the interpreter and numpy, about 30 MB) is its own.
enum PythonReference: String, CaseIterable, Sendable {
  /// `numpy.mean`, `ndarray.min` and `ndarray.max`.
  case numpyStatistics = "numpy mean, min, max"
  /// `pymannkendall.original_test` (version 1.4.3), which also computes Sen's slope.
  case pymannkendall = "pymannkendall original_test"
  /// `scipy.stats.kendalltau(arange(n), values)`: Kendall's tau, no slope.
  case kendallTau = "scipy kendalltau"
  /// `scipy.stats.theilslopes(values)`: Sen's slope with confidence bounds.
  case theilSlopes = "scipy theilslopes"

  /// The Swift case it is compared with.
  var counterpart: BenchmarkCase {
    switch self {
    case .numpyStatistics: return .statistics
    case .pymannkendall, .kendallTau: return .mannKendallAndSen
    case .theilSlopes: return .sensSlope
    }
  }

  /// The largest length it is run at: pymannkendall and theilslopes hold all n^2 pairs
  /// (about 37 GiB at 1e5 for pymannkendall), so they stop at 1e4.
  var largestCount: Int {
    switch self {
    case .numpyStatistics, .kendallTau: return Int.max
    case .pymannkendall, .theilSlopes: return 10_000
    }
  }

  /// The timed Python statement; `a` holds the values.
  private var statement: String {
    switch self {
    case .numpyStatistics: return "r = (a.mean(), a.min(), a.max())"
    case .pymannkendall: return "r = pymannkendall.original_test(a)"
    case .kendallTau: return "r = scipy.stats.kendalltau(numpy.arange(len(a)), a)"
    case .theilSlopes: return "r = scipy.stats.theilslopes(a)"
    }
  }

  /// Runs the reference on a file of little-endian doubles.
  ///
  /// - Parameters:
  ///   - path: The raw file of the walk.
  ///   - repeats: The most repetitions; the best time is kept, stopping after one second.
  /// - Returns: The best wall and processor times in seconds and the peak memory in bytes
  ///   (numpy and scipy may use several threads, so processor time can exceed wall time),
  ///   or `nil` when Python
  ///   or the library is missing or the run fails (such as running out of memory).
  func measure(
    valuesAt path: String, repeats: Int
  ) -> (seconds: Double, processorSeconds: Double, peakBytes: Int)? {
    let script = """
      import resource, sys, time
      import numpy, scipy.stats, pymannkendall
      a = numpy.fromfile(sys.argv[1], dtype='<f8')
      best = float('inf'); best_cpu = float('inf'); spent = 0.0
      for _ in range(int(sys.argv[2])):
          start = time.perf_counter(); cpu = time.process_time()
          \(statement)
          took = time.perf_counter() - start
          best_cpu = min(best_cpu, time.process_time() - cpu)
          best = min(best, took); spent += took
          if spent > 1.0: break
      print(best, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024, best_cpu)
      """
    guard
      let output = ChildProcess.run(
        "/usr/bin/env", ["python3", "-c", script, path, String(repeats)]),
      let line = output.split(separator: "\n").last
    else { return nil }
    let fields = line.split(separator: " ")
    guard fields.count == 3, let seconds = Double(fields[0]), let bytes = Int(fields[1]),
      let processor = Double(fields[2])
    else { return nil }
    return (seconds, processor, bytes)
  }
}
