import Foundation
import Testing

@testable import chart_describe

extension Tag {
  /// Tests that run eSpeak NG.
  @Tag static var speech: Self
}

/// Helpers for the audio commands' tests: binary standard output, and the built executable
/// run with its own ALSA configuration.
enum AudioCommandSupport {
  /// Runs a command in-process, collecting binary standard output as well.
  static func run(
    _ arguments: [String], in directory: URL, isTerminal: Bool = false
  ) -> (status: Int32, output: Data, error: String) {
    let terminal = MemoryTerminal()
    var io = terminal.io(directory: directory)
    io.isOutputTerminal = isTerminal
    let status = ChartDescribe.run(arguments, io: &io).rawValue
    return (status, terminal.outputData + Data(terminal.output.utf8), terminal.error)
  }

  /// The built `chart-describe` beside the test bundle.
  static var executable: URL? {
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("chart-describe"),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("chart-describe"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs the executable with `HOME` set to a folder holding an `.asoundrc`, so ALSA's
  /// default device is what the test says; `input`, when given, is its standard input.
  static func runExecutable(
    _ arguments: [String], asoundrc: String, home: URL, input: Data? = nil
  ) throws -> (status: Int32, error: String) {
    let executable = try #require(executable, "chart-describe is not built beside the tests")
    try Data(asoundrc.utf8).write(to: home.appendingPathComponent(".asoundrc"))
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = home
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home.path
    environment["XDG_CONFIG_HOME"] = home.path
    // PulseAudio's client keeps its runtime folder here; without it, each run with a new HOME
    // would leave a `pulse-<random>` folder in the temporary folder.
    environment["XDG_RUNTIME_DIR"] = home.path
    process.environment = environment
    let errorPipe = Pipe()
    process.standardError = errorPipe
    process.standardOutput = FileHandle.nullDevice
    let inputPipe = Pipe()
    if input != nil { process.standardInput = inputPipe }
    try process.run()
    if let input {
      inputPipe.fileHandleForWriting.write(input)
      try inputPipe.fileHandleForWriting.close()
    }
    let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
  }

  /// An ALSA default device that writes raw 32-bit float stereo frames to a file.
  static func fileDevice(writingTo url: URL) -> String {
    """
    pcm.!default {
      type file
      slave.pcm "null"
      file "\(url.path)"
      format "raw"
    }
    """
  }

  /// An ALSA default device on a sound card that does not exist.
  static let missingDevice = """
    pcm.!default {
      type hw
      card 99
    }
    """
}
