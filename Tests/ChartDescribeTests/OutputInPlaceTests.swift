import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

/// Issue 43, items 5 and 6: outputs named by a descriptor are written in place, a path ending
/// in `/` is refused, a replaced file keeps its owner; under GitHub Actions data cannot become
/// a workflow command.
@Suite("Outputs: descriptors in place, trailing slashes, owners, workflow commands")
struct OutputInPlaceTests {
  private static func writeChart(in folder: URL) throws {
    try HostileInputFindingsTests.chart.write(
      to: folder.appendingPathComponent("c.chart.json"), atomically: true, encoding: .utf8)
  }

  @Test(
    "-o /dev/stdout, /dev/fd/3 and /proc/self/fd/3 append after >>, keeping what was there",
    arguments: [
      #""$1" describe c.chart.json -o /dev/stdout >> log.txt"#,
      #""$1" describe c.chart.json -o /dev/fd/3 3>> log.txt"#,
      #""$1" describe c.chart.json -o /proc/self/fd/3 3>> log.txt"#,
    ])
  func appendsInPlace(command: String) throws {
    try withTemporaryFolder { folder in
      try Self.writeChart(in: folder)
      let log = folder.appendingPathComponent("log.txt")
      try "before\n".write(to: log, atomically: true, encoding: .utf8)
      var before = stat()
      #expect(stat(log.path, &before) == 0)
      let result = try HostileInputFindingsTests.shell(command, in: folder)
      #expect(result.status == 0, "\(result.error)")
      let text = try String(contentsOf: log, encoding: .utf8)
      #expect(text.hasPrefix("before\nBar chart"), "\(text.prefix(80))")
      var after = stat()
      #expect(stat(log.path, &after) == 0)
      #expect(after.st_ino == before.st_ino, "log.txt was replaced, not appended to")
    }
  }

  @Test("-o /dev/stdout in-process is standard output")
  func standardOutputByName() throws {
    try withTemporaryFolder { folder in
      try Self.writeChart(in: folder)
      let terminal = MemoryTerminal()
      var io = terminal.io(directory: folder)
      // Descriptor 1 of the test process: its own standard output stands for the stream.
      let status = ChartDescribe.run(["describe", "c.chart.json", "-o", "/dev/stdout"], io: &io)
      #expect(status == .success, "\(terminal.error)")
      #expect(terminal.output.hasPrefix("Bar chart"), "\(terminal.output.prefix(80))")
    }
  }

  @Test(
    "-o with a trailing slash is refused and creates or replaces nothing",
    arguments: ["newfile/", "existing/"])
  func trailingSlash(path: String) throws {
    try withTemporaryFolder { folder in
      try Self.writeChart(in: folder)
      let existing = folder.appendingPathComponent("existing")
      try "kept\n".write(to: existing, atomically: true, encoding: .utf8)
      let terminal = MemoryTerminal()
      #expect(terminal.run(["describe", "c.chart.json", "-o", path], in: folder) == 74)
      #expect(
        terminal.error
          == "\(path): error: cannot write here: the path ends in '/', which names a folder; "
          + "give a file's name\n")
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("newfile").path))
      #expect(try String(contentsOf: existing, encoding: .utf8) == "kept\n")
    }
  }

  @Test(
    "A replaced file keeps its owner, group and mode",
    .enabled(if: geteuid() == 0, "only root may give a file to another user"))
  func keepsOwner() throws {
    try withTemporaryFolder { folder in
      try Self.writeChart(in: folder)
      let out = folder.appendingPathComponent("out.txt")
      try "old\n".write(to: out, atomically: true, encoding: .utf8)
      #expect(chown(out.path, 4321, 8765) == 0)
      #expect(chmod(out.path, 0o640) == 0)
      let terminal = MemoryTerminal()
      #expect(terminal.run(["describe", "c.chart.json", "-o", "out.txt"], in: folder) == 0)
      var status = stat()
      #expect(stat(out.path, &status) == 0)
      #expect(status.st_uid == 4321 && status.st_gid == 8765, "\(status.st_uid):\(status.st_gid)")
      #expect(status.st_mode & 0o7777 == 0o640)
      #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("Bar chart"))
    }
  }

  /// Runs `arguments` with `GITHUB_ACTIONS=true`; standard output and error.
  private static func runInActions(_ arguments: [String], files: [String: String]) throws
    -> (output: String, error: String)
  {
    try withTemporaryFolder { folder in
      for (name, text) in files {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      }
      let terminal = MemoryTerminal()
      var io = terminal.io(directory: folder)
      io.environment = ["GITHUB_ACTIONS": "true"]
      _ = ChartDescribe.run(arguments, io: &io)
      return (terminal.output, terminal.error)
    }
  }

  /// Checks that every line of `text` beginning with `::` lies between the stop line and the
  /// token's resume line, which end it; returns the token.
  @discardableResult
  private static func expectGuarded(_ text: String) throws -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = try #require(lines.first)
    #expect(first.hasPrefix("::stop-commands::"), "\(text.prefix(200))")
    let token = String(first.dropFirst("::stop-commands::".count))
    #expect(token.count == 32 && token.allSatisfy(\.isHexDigit), "\(token)")
    let resume = try #require(lines.lastIndex(of: "::\(token)::"), "no resume line")
    #expect(lines[(resume + 1)...].allSatisfy { !$0.hasPrefix("::") })
    return token
  }

  static let forged = """
    {"version": 1, "data": {"values": [
      {"a": "x", "n": 1, "s": "::warning file=README.md,line=2::forged"},
      {"a": "y", "n": 2, "s": "::warning file=README.md,line=2::forged"}]},
     "marks": [{"type": "line", "x": {"field": "a"}, "y": {"field": "n"},
                "foregroundStyle": {"by": {"field": "s"}}}]}
    """

  @Test(
    "Under GitHub Actions, data at the start of a line is inside ::stop-commands::",
    arguments: [
      ["describe"], ["describe", "--format", "braille"], ["describe", "--format", "markdown"],
    ])
  func stopCommands(arguments: [String]) throws {
    let result = try Self.runInActions(
      arguments + ["c.chart.json"], files: ["c.chart.json": Self.forged])
    #expect(result.output.contains("::warning file=README.md,line=2::forged"), "\(result.output)")
    let token = try Self.expectGuarded(result.output)
    // A fresh token each run, so no file can hold it.
    let again = try Self.runInActions(
      arguments + ["c.chart.json"], files: ["c.chart.json": Self.forged])
    #expect(try Self.expectGuarded(again.output) != token)
  }

  @Test("Under GitHub Actions audit's file names in text are guarded; --format github is not")
  func auditFormats() throws {
    let name = "::add-mask::secret.chart.json"
    let chart = "not JSON"
    let text = try Self.runInActions(["audit", "."], files: [name: chart])
    #expect(text.output.contains("\n::add-mask::secret.chart.json"), "\(text.output)")
    try Self.expectGuarded(text.output)
    let github = try Self.runInActions(["audit", "--format", "github", "."], files: [name: chart])
    #expect(!github.output.contains("stop-commands"), "\(github.output)")
    #expect(!github.error.contains("stop-commands"), "\(github.error)")
  }

  @Test("Outside GitHub Actions nothing is added")
  func outsideActions() throws {
    try withTemporaryFolder { folder in
      try Self.forged.write(
        to: folder.appendingPathComponent("c.chart.json"), atomically: true, encoding: .utf8)
      let terminal = MemoryTerminal()
      #expect(terminal.run(["describe", "c.chart.json"], in: folder) == 0)
      #expect(!terminal.output.contains("stop-commands"))
    }
  }
}
