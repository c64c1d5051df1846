import Foundation
import GoldenTesting
import Testing

/// Outputs copied from a temporary file (a device or FIFO given to `-o`, WAV on standard
/// output) whose reader goes away mid-copy (`… | head -c 1`): SIGPIPE ends the run, and
/// nothing of it stays in the temporary folder.
@Suite("Outputs cut short leave no temporary file")
struct OutputLeftoversTests {
  @Test(
    "A reader that stops early: SIGPIPE ends the run, the temporary folder stays empty",
    arguments: [
      ["describe", "--format", "json", "-o", "/dev/stdout", "big.csv"],
      ["sonify", "-o", "-", "sales.chart.json"],
    ])
  func readerGoesAway(arguments: [String]) throws {
    let executable = try #require(AudioCommandSupport.executable, "chart-describe is not built")
    try withTemporaryFolder { folder in
      let temporary = folder.appendingPathComponent("tmp")
      try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
      // Both outputs (over 300 kB) are far more than a pipe holds (64 KiB, pipe(7)).
      let rows = (0..<5_000).map { "\($0),\($0 * 37 % 101)" }
      try Data((["x,y"] + rows).joined(separator: "\n").utf8).write(
        to: folder.appendingPathComponent("big.csv"))
      try FileManager.default.copyItem(
        at: Fixtures.spec("sales-report"), to: folder.appendingPathComponent("sales.chart.json"))
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        ["-c", #"{ "$@" 2>/dev/null; echo $? > status; } | head -c 1 >/dev/null"#, "sh"]
        + [executable.path] + arguments
      process.currentDirectoryURL = folder
      var environment = ProcessInfo.processInfo.environment
      environment["TMPDIR"] = temporary.path
      process.environment = environment
      try process.run()
      process.waitUntilExit()
      let status = try String(
        contentsOf: folder.appendingPathComponent("status"), encoding: .utf8)
      #expect(status == "\(128 + SIGPIPE)\n", "\(arguments)")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [], "\(arguments)")
    }
  }
}
