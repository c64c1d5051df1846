import Foundation

@testable import chart_describe

/// Streams kept in memory, for running commands in-process.
final class MemoryTerminal: @unchecked Sendable {
  // @unchecked Sendable: used by one test at a time; the closures below run synchronously.
  var output = ""
  var error = ""
  var input = Data()
  /// Bytes written to standard output (audio).
  var outputData = Data()
  /// The environment the command sees (none by default, so no configuration file is read).
  var environment: [String: String] = [:]

  func io(directory: URL = FileManager.default.temporaryDirectory) -> TerminalIO {
    var io = TerminalIO(
      readStandardInput: { self.input },
      writeOutput: { self.output += $0 },
      writeError: { self.error += $0 },
      isOutputTerminal: false, usesColorOnError: false,
      currentDirectory: directory)
    io.writeOutputData = { self.outputData.append($0) }
    io.environment = environment
    return io
  }

  /// Runs a command line and returns its exit status.
  func run(_ arguments: [String], in directory: URL) -> Int32 {
    var io = self.io(directory: directory)
    return ChartDescribe.run(arguments, io: &io).rawValue
  }
}

/// The repository root, found from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
