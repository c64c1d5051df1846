import ChartFuzzing
import Foundation

/// `chart-describe-fuzz`: runs the fuzz tests' seeded cases against each parser, fast, in a
/// release build; by hand, not in CI.
///
/// Each case goes through the entry point the commands use and is judged by the fuzz
/// contract (``ChartFuzzing/FuzzContract``): read with finite values or refused with one clear
/// line, and no case over `--case-limit` seconds of processor time. A crash ends the run; its last progress line
/// and the seed find the case. Prints one line per parser (cases, read, refused, failures,
/// seconds, slowest case) and each failure; exits 1 when any case failed, 64 on a usage error.
///
///     swift run -c release chart-describe-fuzz --parser svg --cases 1e6 --seed 7
@main
struct FuzzRunner {
  /// The command-line options.
  struct Options {
    /// The parsers to fuzz.
    var targets = FuzzTarget.allCases
    /// The cases per parser.
    var cases = 10_000
    /// The first case's number.
    var first = 0
    /// The seed; each parser's own (the fuzz tests') when `nil`.
    var seed: UInt64?
    /// The repository's `fixtures` folder.
    var fixtures = "fixtures"
    /// The longest one case may take, in seconds.
    var caseLimit = 1.0
    /// A file that holds each case's bytes and number while it runs, so that after a trap it
    /// holds the case that trapped; `nil` when not asked.
    var saveCase: String?
  }

  static let usage = """
    USAGE: chart-describe-fuzz [--parser <name|all>] [--cases <count>] [--from <case>]
                               [--seed <n>] [--fixtures <dir>] [--case-limit <seconds>]
                               [--save-case <file>]

    OPTIONS:
      --parser <name|all>     \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")),
                              or all (default: all).
      --cases <count>         Cases per parser, such as 1e6 (default: 10000).
      --from <case>           The first case's number, to rerun one case (default: 0).
      --seed <n>              The seed (default: each parser's, as in the fuzz tests).
      --fixtures <dir>        The repository's fixtures folder (default: fixtures).
      --case-limit <seconds>  The most processor time one case may take (default: 1).
      --save-case <file>      Write each case's bytes to <file> (and its number to
                              <file>.case) before it runs: after a crash, they are the
                              crashing case's.
    """

  static func main() {
    guard let options = parse(Array(CommandLine.arguments.dropFirst())) else {
      FileHandle.standardError.write(Data((usage + "\n").utf8))
      exit(64)
    }
    var failed = false
    print("parser               cases       read    refused  failures   seconds  slowest")
    for target in options.targets {
      let corpus: FuzzCorpus
      do {
        corpus = try FuzzCorpus(target, fixtures: URL(fileURLWithPath: options.fixtures))
      } catch {
        FileHandle.standardError.write(Data("chart-describe-fuzz: \(error)\n".utf8))
        exit(66)
      }
      let seed = options.seed ?? target.defaultSeed
      let report = FuzzRun.run(
        corpus, seed: seed, cases: options.first..<(options.first + options.cases),
        caseLimit: options.caseLimit,
        willRun: { fuzzCase in
          guard let file = options.saveCase else { return }
          save(fuzzCase, to: file)
        }
      ) { partial in
        // Progress, and each failure as it happens: a later crash must not hide it.
        let failure = partial.violations.last.map { "; last: \($0)" } ?? ""
        FileHandle.standardError.write(
          Data(
            "\(target.rawValue): \(partial.cases) cases, \(partial.violations.count) failures\(failure)\n"
              .utf8))
      }
      print(line(report))
      for violation in report.violations.prefix(20) {
        print("  \(target.rawValue) seed \(seed) \(violation)")
      }
      failed = failed || !report.violations.isEmpty
    }
    exit(failed ? 1 : 0)
  }

  /// Writes a case's bytes to `file` and its number to `file.case`, synchronously (a trap in
  /// the case must find them on disk); a failure to write ends the run with exit 73.
  static func save(_ fuzzCase: FuzzCase, to file: String) {
    do {
      try fuzzCase.input.write(to: URL(fileURLWithPath: file))
      try Data("\(fuzzCase.index)\n".utf8).write(to: URL(fileURLWithPath: file + ".case"))
    } catch {
      FileHandle.standardError.write(Data("chart-describe-fuzz: \(error)\n".utf8))
      exit(73)
    }
  }

  /// One table row: the counts, the time and the slowest case (milliseconds, case number).
  static func line(_ report: FuzzReport) -> String {
    func padded(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - text.count)) + text
    }
    let slowest = String(
      format: "%.1f ms (case %d)", report.slowest.seconds * 1000, report.slowest.index)
    return report.target.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)
      + padded("\(report.cases)", 10) + padded("\(report.read)", 11)
      + padded("\(report.refused)", 11) + padded("\(report.violations.count)", 10)
      + padded(String(format: "%.1f", report.seconds), 10) + "  " + slowest
  }

  /// Reads the options, or returns `nil` on a usage error.
  static func parse(_ arguments: [String]) -> Options? {
    var options = Options()
    var rest = arguments[...]
    func count(_ text: String?) -> Int? {
      guard let text, let value = Double(text), value >= 0, value <= 1e12 else { return nil }
      return Int(value)
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--parser":
        guard let name = rest.popFirst() else { return nil }
        if name == "all" {
          options.targets = FuzzTarget.allCases
        } else {
          guard let target = FuzzTarget(rawValue: name) else { return nil }
          options.targets = [target]
        }
      case "--cases":
        guard let value = count(rest.popFirst()), value > 0 else { return nil }
        options.cases = value
      case "--from":
        guard let value = count(rest.popFirst()) else { return nil }
        options.first = value
      case "--seed":
        guard let text = rest.popFirst(), let value = UInt64(text) else { return nil }
        options.seed = value
      case "--fixtures":
        guard let folder = rest.popFirst() else { return nil }
        options.fixtures = folder
      case "--case-limit":
        guard let text = rest.popFirst(), let value = Double(text), value > 0 else { return nil }
        options.caseLimit = value
      case "--save-case":
        guard let file = rest.popFirst() else { return nil }
        options.saveCase = file
      default: return nil
      }
    }
    return options
  }
}
