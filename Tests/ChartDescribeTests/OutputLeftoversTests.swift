import Foundation
import GoldenTesting
import Testing

/// Outputs cut short leave nothing behind, in the temporary folder or beside the target.
///
/// Covers output copied from a temporary file (a device or FIFO given to `-o`, WAV on standard
/// output) to a reader that goes away mid-copy (`… | head -c 1`), and a file interrupted while
/// it is written.
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

  @Test(
    "An interrupt while -o's file is written leaves neither the file nor its temporary file",
    arguments: [SIGINT, SIGTERM])
  func interruptedWrite(signal: Int32) throws {
    let executable = try #require(AudioCommandSupport.executable, "chart-describe is not built")
    try withTemporaryFolder { folder in
      // 200,000 rows: about 13 MB of JSON, written for long enough to be seen.
      let rows = (0..<200_000).map { "\($0),\($0 * 37 % 101)" }
      try Data((["x,y"] + rows).joined(separator: "\n").utf8).write(
        to: folder.appendingPathComponent("big.csv"))
      let null = open("/dev/null", O_RDWR)
      defer { close(null) }
      let child = try ChildProcess.spawn(
        executable.path,
        [
          "describe", "--format", "json", "-o", folder.appendingPathComponent("out.json").path,
          folder.appendingPathComponent("big.csv").path,
        ], input: null, output: null, error: null)
      var status: Int32 = 0
      var seen = false
      while !seen, waitpid(child, &status, WNOHANG) == 0 {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        seen = names.contains { $0.hasPrefix(".out.json.") && $0.hasSuffix(".tmp") }
        if !seen { usleep(500) }
      }
      if seen {
        kill(child, signal)
        waitpid(child, &status, 0)
      }
      try #require(seen, "the write ended before its temporary file was seen")
      // WIFSIGNALED and WTERMSIG, which Swift does not import: the low 7 bits are the signal.
      #expect(status & 0x7F == signal, "wait status \(status)")
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(names == ["big.csv"])
    }
  }
}
