import ChartA11y
import ChartImport
import ChartModel
import Foundation

/// The process's standard streams, injected so commands run in-process in tests.
struct TerminalIO {
  /// Reads standard input to its end; the real stream stops, throwing, past
  /// ``ChartA11y/ChartInputFile/maximumBytes``.
  var readStandardInput: () throws(FileReadError) -> Data
  /// Writes to standard output.
  var writeOutput: (String) -> Void
  /// Writes bytes (audio) to standard output.
  var writeOutputData: (Data) -> Void = { writeStandardOutput($0) }
  /// Writes to standard error.
  var writeError: (String) -> Void
  /// Whether standard output is a terminal.
  var isOutputTerminal: Bool
  /// Whether standard error is a terminal and colour is allowed (`NO_COLOR` unset).
  var usesColorOnError: Bool
  /// The working directory relative paths are read against.
  var currentDirectory: URL
  /// Whether standard error is a terminal, so progress may be shown there (never in CI logs).
  var isErrorTerminal = false
  /// Whether standard input is a terminal, so `explore` reads keys as they are pressed.
  var isInputTerminal = false
  /// The most bytes of standard input read, as for a file
  /// (``ChartA11y/ChartInputFile/maximumBytes``).
  var standardInputLimit = ChartInputFile.maximumBytes
  /// The environment variables the run may read (`GITHUB_ACTIONS`,
  /// ``WorkflowCommandGuard``); empty in tests unless set.
  var environment: [String: String] = [:]

  /// The real streams of this process.
  static var standard: TerminalIO {
    TerminalIO(
      readStandardInput: { () throws(FileReadError) in
        try CheckedFileRead.contents(
          of: .standardInput, name: "<stdin>", maximumBytes: ChartInputFile.maximumBytes)
      },
      writeOutput: { writeStandardOutput(Data($0.utf8)) },
      writeError: { writeStandardError(Data($0.utf8)) },
      isOutputTerminal: isatty(STDOUT_FILENO) == 1,
      usesColorOnError: isatty(STDERR_FILENO) == 1
        && ProcessInfo.processInfo.environment["NO_COLOR"] == nil,
      currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      isErrorTerminal: isatty(STDERR_FILENO) == 1,
      isInputTerminal: isatty(STDIN_FILENO) == 1,
      environment: ProcessInfo.processInfo.environment)
  }

  /// Standard input's bytes, within ``standardInputLimit``.
  ///
  /// - Throws: ``ChartModel/FileReadError`` `.tooLong(limit:)` for more bytes than the limit.
  func standardInput() throws(FileReadError) -> Data {
    let data = try readStandardInput()
    guard data.count <= standardInputLimit else {
      throw FileReadError(file: "<stdin>", kind: .tooLong(limit: standardInputLimit))
    }
    return data
  }

  /// A path as the user typed it, resolved against the working directory.
  func url(for path: String) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : currentDirectory.appendingPathComponent(path, isDirectory: false)
  }

  /// Writes a diagnostic line: `name: place: error: message`, with the severity word bold red
  /// only on a colour terminal.
  ///
  /// The name, place and message may hold untrusted text (file names, field names, cell
  /// text), so each is escaped with `TextEscaping.terminal`: data cannot move the cursor,
  /// recolour or reorder the terminal. Every diagnostic (errors through ``ErrorReport``,
  /// warnings and notes) is written by this function.
  func diagnose(_ name: String?, _ place: String?, severity: String, _ message: String) {
    let word = usesColorOnError ? "\u{1B}[1;31m\(severity):\u{1B}[0m" : "\(severity):"
    let prefix = [name, place].compactMap { $0 }.map { "\(TextEscaping.terminal($0)): " }
      .joined()
    writeError("\(prefix)\(word) \(TextEscaping.terminal(message))\n")
  }
}

/// Writes all of `data` to standard output.
///
/// When the reader is gone the process ends as pipelines expect, instead of trapping inside
/// Foundation: for a broken pipe (`… | head`) by SIGPIPE's default action (status 141 in a
/// shell), even when a library such as PortAudio ignores SIGPIPE; for another error (a
/// closed descriptor, a full disk) with one line on standard error and exit 74. Either way
/// a terminal `explore` put in raw mode is restored first.
func writeStandardOutput(_ data: Data) {
  guard let failure = writeAll(data, to: STDOUT_FILENO) else { return }
  RawTerminalMode.restoreBeforeExit()
  if failure == EPIPE {
    signal(SIGPIPE, SIG_DFL)
    raise(SIGPIPE)
  }
  let reason = String(cString: strerror(failure))
  writeStandardError(Data("error: standard output: \(reason)\n".utf8))
  exit(ExitStatus.outputError.rawValue)
}

/// Writes as much of `data` to standard error as it takes.
///
/// Diagnostics are not the program's output: when standard error cannot be written (a full
/// disk, a descriptor the caller closed), they are dropped and the run goes on to its own
/// exit status, where Foundation's `FileHandle.write` would trap.
func writeStandardError(_ data: Data) {
  _ = writeAll(data, to: STDERR_FILENO)
}

/// Writes all of `data` to a descriptor, retrying after `EINTR`.
///
/// - Returns: `nil` when all was written, else the `errno` of the write that failed.
private func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
  data.withUnsafeBytes { buffer -> Int32? in
    var offset = 0
    while offset < buffer.count, let base = buffer.baseAddress {
      let written = write(descriptor, base + offset, buffer.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return written == 0 ? EIO : errno
      }
    }
    return nil
  }
}

/// Opens `/dev/null` on each of standard input, output and error that the caller closed
/// (`2>&-`), before any file is opened.
///
/// Otherwise the first file the tool opens would take the closed descriptor's number, and
/// diagnostics or output meant for the stream would be written into it (POSIX gives `open`
/// the lowest free descriptor). A closed input reads as empty and closed diagnostics are
/// dropped; a closed standard output is held read-only, so writing the program's output
/// there still fails as before ("error: standard output: Bad file descriptor", exit 74)
/// rather than vanishing.
func openClosedStandardDescriptors() {
  for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
  where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
    let null = open("/dev/null", descriptor == STDERR_FILENO ? O_WRONLY : O_RDONLY)
    if null >= 0 && null != descriptor {
      dup2(null, descriptor)
      close(null)
    }
  }
}
