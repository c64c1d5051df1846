import Foundation

/// `chart-describe-bench`: times the trend statistics and `describe` on seeded random walks.
///
/// Every case runs in a child process (this executable with `--run-case`), so each peak
/// memory figure (Linux `VmHWM`) belongs to that case alone; it includes the input series.
/// Times are the best of up to `--repeats` runs, stopping once a case has spent a second;
/// the processor (CPU) time of the best run is shown beside the wall time, because it is
/// far less disturbed when other processes share the machine.
///
///     swift run -c release chart-describe-bench --sizes 1e3,1e4,1e5
@main
struct Benchmark {
  /// The command-line options.
  struct Options {
    /// The series lengths to measure.
    var sizes = [1_000, 10_000, 100_000, 1_000_000, 10_000_000]
    /// The cases to run, in table order.
    var cases = BenchmarkCase.allCases
    /// Whether to run the Python references when they are installed.
    var comparesWithPython = true
    /// The most repetitions per case.
    var repeats = 5
    /// The case a child process runs, with its length and chart path.
    var childCase: (BenchmarkCase, Int, String)?
  }

  static let usage = """
    USAGE: chart-describe-bench [--sizes <n,n,...>] [--cases <case,...>] [--repeats <count>]
                                [--no-python]

    OPTIONS:
      --sizes <n,n,...>       Series lengths, such as 1e3,1e4 (default: 1e3,1e4,1e5,1e6,1e7).
      --cases <case,...>      Cases to run (values: \(BenchmarkCase.allCases.map(\.rawValue)
      .joined(separator: ", ")); default: all).
      --repeats <count>       Most runs per case; the best time is kept (default: 5).
      --no-python             Skip the numpy, scipy and pymannkendall references.
    """

  static func main() {
    guard let options = parse(Array(CommandLine.arguments.dropFirst())) else {
      FileHandle.standardError.write(Data((usage + "\n").utf8))
      exit(64)
    }
    if let (benchmarkCase, count, chart) = options.childCase {
      runChild(benchmarkCase, count: count, chart: chart, repeats: options.repeats)
    } else {
      runTable(options)
    }
  }

  /// Reads the options, or returns `nil` on a usage error.
  static func parse(_ arguments: [String]) -> Options? {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--no-python": options.comparesWithPython = false
      case "--sizes":
        guard let list = rest.popFirst() else { return nil }
        let sizes = list.split(separator: ",").compactMap { Double($0).map { Int($0) } }
        guard !sizes.isEmpty, sizes.allSatisfy({ $0 >= 3 }) else { return nil }
        options.sizes = sizes
      case "--cases":
        guard let list = rest.popFirst() else { return nil }
        let cases = list.split(separator: ",").map { BenchmarkCase(rawValue: String($0)) }
        guard !cases.isEmpty, cases.allSatisfy({ $0 != nil }) else { return nil }
        options.cases = cases.compactMap { $0 }
      case "--repeats":
        guard let text = rest.popFirst(), let count = Int(text), count > 0 else { return nil }
        options.repeats = count
      case "--run-case":
        guard let name = rest.popFirst(), let benchmarkCase = BenchmarkCase(rawValue: name),
          let countText = rest.popFirst(), let count = Int(countText),
          let chart = rest.popFirst()
        else { return nil }
        options.childCase = (benchmarkCase, count, chart)
      default: return nil
      }
    }
    return options
  }

  /// Runs one case in this (child) process and prints `seconds peakBytes`.
  static func runChild(_ benchmarkCase: BenchmarkCase, count: Int, chart: String, repeats: Int) {
    let input: BenchmarkCase.Input
    do {
      input = try benchmarkCase.input(count: count, chart: URL(fileURLWithPath: chart))
    } catch {
      FileHandle.standardError.write(Data("error: cannot write the input: \(error)\n".utf8))
      exit(74)
    }
    let clock = ContinuousClock()
    var best = Double.infinity
    var bestProcessor = Double.infinity
    var spent = 0.0
    var checksum = 0.0
    for _ in 0..<repeats {
      let start = clock.now
      let processorStart = processorSeconds()
      do {
        checksum += try benchmarkCase.run(input)
      } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        exit(1)
      }
      bestProcessor = min(bestProcessor, processorSeconds() - processorStart)
      let elapsed = clock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      best = min(best, seconds)
      spent += seconds
      if spent > 1 { break }
    }
    print("\(best) \(PeakMemory.bytes() ?? 0) \(bestProcessor) \(checksum)")
  }

  /// The processor time this process has used, in seconds (`CLOCK_PROCESS_CPUTIME_ID`).
  ///
  /// Unlike the wall clock, it barely grows when other processes compete for the cores.
  static func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

  /// Measures every case and reference at every size and prints the table.
  static func runTable(_ options: Options) {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("chart-describe-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var table = BenchmarkTable()
    for count in options.sizes {
      let values = RandomWalk.values(count: count)
      let sizeFolder = folder.appendingPathComponent(String(count))
      let chart: URL
      let raw = sizeFolder.appendingPathComponent("walk.f64")
      do {
        chart = try RandomWalk.writeChart(values, to: sizeFolder)
        try values.withUnsafeBytes { try Data($0).write(to: raw) }
      } catch {
        FileHandle.standardError.write(Data("error: cannot write the input: \(error)\n".utf8))
        exit(74)
      }
      var swiftTimes: [BenchmarkCase: Double] = [:]
      for benchmarkCase in options.cases {
        let output = ChildProcess.run(
          executable,
          [
            "--run-case", benchmarkCase.rawValue, String(count), chart.path, "--repeats",
            String(options.repeats),
          ])
        let fields = output?.split(whereSeparator: \.isWhitespace) ?? []
        let seconds = fields.count >= 3 ? Double(fields[0]) : nil
        let bytes = fields.count >= 3 ? Int(fields[1]) : nil
        let processor = fields.count >= 3 ? Double(fields[2]) : nil
        if let seconds { swiftTimes[benchmarkCase] = seconds }
        table.add(
          count: count, name: benchmarkCase.title, seconds: seconds, processorSeconds: processor,
          peakBytes: bytes)
      }
      if options.comparesWithPython {
        for reference in PythonReference.allCases
        where count <= reference.largestCount && options.cases.contains(reference.counterpart) {
          let measured = reference.measure(valuesAt: raw.path, repeats: options.repeats)
          table.add(
            count: count, name: "  " + reference.rawValue, seconds: measured?.seconds,
            processorSeconds: measured?.processorSeconds, peakBytes: measured?.peakBytes,
            versus: swiftTimes[reference.counterpart].map { (reference.counterpart.title, $0) })
        }
      }
      try? FileManager.default.removeItem(at: sizeFolder)
      print(table.render(), terminator: "")
      table = BenchmarkTable(printsHeader: false)
    }
  }
}
