import Foundation

/// The process's standard streams, injected so commands run in-process in tests.
struct TerminalIO {
  /// Reads all of standard input.
  var readStandardInput: () -> Data
  /// Writes to standard output.
  var writeOutput: (String) -> Void
  /// Writes bytes (audio) to standard output.
  var writeOutputData: (Data) -> Void = { FileHandle.standardOutput.write($0) }
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

  /// The real streams of this process.
  static var standard: TerminalIO {
    TerminalIO(
      readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
      writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      isOutputTerminal: isatty(STDOUT_FILENO) == 1,
      usesColorOnError: isatty(STDERR_FILENO) == 1
        && ProcessInfo.processInfo.environment["NO_COLOR"] == nil,
      currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
      isErrorTerminal: isatty(STDERR_FILENO) == 1,
      isInputTerminal: isatty(STDIN_FILENO) == 1)
  }

  /// A path as the user typed it, resolved against the working directory.
  func url(for path: String) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : currentDirectory.appendingPathComponent(path, isDirectory: false)
  }

  /// Writes a diagnostic line: `name: place: error: message`, with the severity word bold red
  /// only on a colour terminal.
  func diagnose(_ name: String?, _ place: String?, severity: String, _ message: String) {
    let word = usesColorOnError ? "\u{1B}[1;31m\(severity):\u{1B}[0m" : "\(severity):"
    let prefix = [name, place].compactMap { $0 }.map { "\($0): " }.joined()
    writeError("\(prefix)\(word) \(message)\n")
  }
}
