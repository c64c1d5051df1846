import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The most memory one run may use (`--max-memory`), and the one line a user sees when it runs
/// out, in place of a crash report.
///
/// The limit is the process's data segment (`RLIMIT_DATA`, setrlimit(2)): since Linux 4.7 it
/// counts every private writable mapping, so the heap, `malloc`'s mapped blocks and thread
/// stacks. The readers refuse what they can see is too large before expanding it
/// (`InputBudget`, docs/limits.md); the limit stops what they cannot foresee. An allocation
/// refused by the limit ends the run through the Swift runtime's "could not allocate memory"
/// trap; ``installCrashHandler()`` turns that trap, and any other crash, into one line and
/// exit 70 (internal error) instead of a backtrace, unless `CHART_DESCRIBE_BACKTRACE=1` asks
/// for the backtrace.
struct MemoryLimit: Equatable {
  /// The limit, in bytes.
  var bytes: UInt64

  /// The smallest limit accepted, 64 MiB: below it the Swift runtime and Foundation cannot
  /// start a command.
  static let minimumBytes: UInt64 = 64 << 20

  /// The limit when none is given: 8 GiB, or three quarters of the machine's memory when that
  /// is less, so that a runaway input stops well before the system swaps or its out-of-memory
  /// killer picks a process.
  static var defaultBytes: UInt64 {
    min(8 << 30, ProcessInfo.processInfo.physicalMemory / 4 * 3)
  }

  /// The option's name.
  static let option = "--max-memory"
  /// The environment variable read when the option is not given.
  static let environmentVariable = "CHART_DESCRIBE_MAX_MEMORY"

  /// Takes `--max-memory <size>` (or `--max-memory=<size>`) out of the arguments before `--`,
  /// else reads `CHART_DESCRIBE_MAX_MEMORY`, else the default.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program's name; the option is removed.
  ///   - environment: The process's environment.
  /// - Throws: ``UsageError`` for a size that cannot be read or is below ``minimumBytes``.
  /// - Complexity: O(*n*) in the arguments.
  init(arguments: inout [String], environment: [String: String]) throws(UsageError) {
    var given: String? = environment[Self.environmentVariable]
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      let argument = arguments[index]
      if argument == Self.option {
        guard index + 1 < arguments.count else {
          throw UsageError("missing value for '\(Self.option) <size>'")
        }
        given = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
      } else if argument.hasPrefix(Self.option + "=") {
        given = String(argument.dropFirst(Self.option.count + 1))
        arguments.remove(at: index)
      } else {
        index += 1
      }
    }
    guard let given else {
      bytes = Self.defaultBytes
      return
    }
    guard let parsed = Self.bytes(given) else {
      throw UsageError(
        "'\(given)' is not a memory size for \(Self.option); give a number with K, M or G "
          + "(binary units: 700M, 2G)")
    }
    guard parsed >= Self.minimumBytes else {
      throw UsageError("\(Self.option) must be at least 64M, not '\(given)'")
    }
    bytes = parsed
  }

  /// The bytes a size names: a number (decimals allowed) with an optional binary unit `K`,
  /// `M`, `G` or `T`, written alone or as `KiB`/`KB` (both 1,024), case-insensitive; `nil`
  /// for anything else or a size past 2^62 bytes.
  static func bytes(_ text: String) -> UInt64? {
    var number = text.trimmingCharacters(in: .whitespaces).uppercased()
    for suffix in ["IB", "B"] where number.hasSuffix(suffix) && number.count > suffix.count {
      number.removeLast(suffix.count)
      break
    }
    let units: [Character: Double] = ["K": 0x1p10, "M": 0x1p20, "G": 0x1p30, "T": 0x1p40]
    var scale = 1.0
    if let last = number.last, let unit = units[last] {
      scale = unit
      number.removeLast()
    }
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(number), value.isFinite, value * scale < 0x1p62
    else { return nil }
    return UInt64(value * scale)
  }

  /// A size as this option writes it: "700 MiB", "8 GiB", "1.5 GiB".
  var description: String {
    let gibibytes = Double(bytes) / 0x1p30
    if gibibytes >= 1 {
      return gibibytes.formatted(.number.precision(.fractionLength(0...1))) + " GiB"
    }
    return (Double(bytes) / 0x1p20).formatted(.number.precision(.fractionLength(0))) + " MiB"
  }

  /// Sets the process's data limit to ``bytes`` (never above a hard limit already set).
  ///
  /// A failure (a hard limit below the request, a system without the limit) leaves the limit
  /// as it was: the readers' own budgets still hold.
  func apply() {
    var current = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &current) == 0 else { return }
    var wanted = rlimit(rlim_cur: rlim_t(bytes), rlim_max: current.rlim_max)
    wanted.rlim_cur = min(wanted.rlim_cur, current.rlim_max)
    _ = setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &wanted)
  }

  /// Replaces the crash report with one line on standard error and exit 70, for the signals a
  /// failed allocation or a bug raises (`SIGILL`, `SIGTRAP`, `SIGABRT`, `SIGSEGV`, `SIGBUS`,
  /// `SIGFPE`); nothing when `CHART_DESCRIBE_BACKTRACE=1`.
  ///
  /// The handler only calls write(2) and _exit(2), which are async-signal-safe (signal-safety(7)),
  /// on a message made here.
  func installCrashHandler(environment: [String: String]) {
    guard environment["CHART_DESCRIBE_BACKTRACE"] != "1" else { return }
    let message = Array(
      ("chart-describe: error: stopped: memory ran out (the limit is \(description); raise it "
        + "with \(Self.option)) or an internal error occurred; run again with "
        + "CHART_DESCRIBE_BACKTRACE=1 to see where, and report it\n").utf8)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: message.count)
    buffer.initialize(from: message, count: message.count)
    crashMessage = (UnsafePointer(buffer), message.count)
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      if let (pointer, count) = crashMessage { _ = write(2, pointer, count) }
      _exit(70)
    }
    // Its own stack, so that a stack overflow's SIGSEGV is handled too.
    var stack = stack_t()
    stack.ss_size = 64 << 10
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stack.ss_size, alignment: 16)
    _ = sigaltstack(&stack, nil)
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(SA_ONSTACK)
    for number in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] {
      sigaction(number, &action, nil)
    }
  }
}

/// The line ``MemoryLimit/installCrashHandler(environment:)`` writes, made before any crash:
/// set once at start-up, then only read, by the signal handler.
nonisolated(unsafe) private var crashMessage: (UnsafePointer<UInt8>, Int)?
