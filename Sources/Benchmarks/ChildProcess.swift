import Foundation

/// Runs a program to completion and collects its standard output.
enum ChildProcess {
  /// Runs `executable` with `arguments`, discarding standard error.
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: Its arguments.
  /// - Returns: The standard output, or `nil` when the program cannot start or exits with a
  ///   non-zero status (or is killed, for example by the out-of-memory killer).
  static func run(_ executable: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
