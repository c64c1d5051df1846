import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

/// Issue 43, item 5: an audit never passes a folder it could not read.
@Suite("Audit reports folders it cannot read and names that are not UTF-8")
struct AuditUnreadableEntriesTests {
  /// Creates a file in `folder` whose name is `prefix`, the byte 0xFF, then `suffix`.
  private static func createNonUTF8File(in folder: URL, _ prefix: String, _ suffix: String)
    throws
  {
    let path = Array(folder.path.utf8) + Array("/\(prefix)".utf8) + [0xFF] + Array(suffix.utf8)
    let descriptor = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer {
      $0.baseAddress.map { open($0, O_CREAT | O_WRONLY, 0o644) } ?? -1
    }
    try #require(descriptor >= 0, "cannot create the file")
    close(descriptor)
  }

  @Test("A folder holding only a name that is not UTF-8 fails, naming it escaped (exit 66)")
  func nonUTF8Name() throws {
    try withTemporaryFolder { folder in
      let charts = folder.appendingPathComponent("charts")
      try FileManager.default.createDirectory(at: charts, withIntermediateDirectories: false)
      try Self.createNonUTF8File(in: charts, "bad", ".chart.json")
      let terminal = MemoryTerminal()
      #expect(terminal.run(["audit", "charts"], in: folder) == 66)
      #expect(
        terminal.output.contains(
          "charts/bad\\x{FF}.chart.json: error: [unreadable-input] its name is not UTF-8, so it "
            + "cannot be audited; rename it"), "\(terminal.output)")
      #expect(!terminal.output.contains("in 0 files"), "\(terminal.output)")
    }
  }

  @Test("Beside a readable chart, the name is an error finding (exit 1)")
  func nonUTF8NameBesideChart() throws {
    try withTemporaryFolder { folder in
      try HostileInputFindingsTests.chart.write(
        to: folder.appendingPathComponent("good.chart.json"), atomically: true, encoding: .utf8)
      try Self.createNonUTF8File(in: folder, "x", ".svg")
      try Self.createNonUTF8File(in: folder, "notes", ".txt")
      let terminal = MemoryTerminal()
      #expect(terminal.run(["audit", "."], in: folder) == 1)
      #expect(
        terminal.output.contains("x\\x{FF}.svg: error: [unreadable-input]"), "\(terminal.output)")
      // A file no include pattern matches is not audited, so not reported.
      #expect(!terminal.output.contains("notes\\x{FF}"), "\(terminal.output)")
    }
  }

  @Test(
    "A file named on the command line whose name is not UTF-8 is said to be so, not missing",
    arguments: ["describe", "audit"])
  func namedOnCommandLine(command: String) throws {
    try withTemporaryFolder { folder in
      try Self.createNonUTF8File(in: folder, "bad", ".csv")
      let present = try HostileInputFindingsTests.shell(
        #""$1" \#(command) "$(printf 'bad\377.csv')""#, in: folder)
      #expect(present.status == 66)
      #expect(
        present.error
          == "bad\\x{FF}.csv: error: its name is not UTF-8, so it cannot be read; rename it\n")
      let absent = try HostileInputFindingsTests.shell(
        #""$1" \#(command) "$(printf 'gone\377.csv')""#, in: folder)
      #expect(absent.status == 66)
      #expect(
        absent.error
          == "gone\\x{FF}.csv: error: no such file or folder, and the name is not UTF-8\n")
    }
  }

  @Test("The name's bytes that are not UTF-8 are written \\x{…}, the rest as they are")
  func escapedName() {
    #expect(NonUTF8Name.escaped(Array("é".utf8) + [0xC3, 0x41]) == "é\\x{C3}A")
    #expect(NonUTF8Name.escaped([0xFF, 0xFE]) == "\\x{FF}\\x{FE}")
  }

  @Test(
    "A mode-000 folder, named or found, fails the audit (exit 66)",
    .enabled(if: geteuid() != 0, "root may open any folder"))
  func unreadableFolder() throws {
    try withTemporaryFolder { folder in
      let locked = folder.appendingPathComponent("locked")
      try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
      try HostileInputFindingsTests.chart.write(
        to: locked.appendingPathComponent("c.chart.json"), atomically: true, encoding: .utf8)
      chmod(locked.path, 0)
      defer { chmod(locked.path, 0o755) }
      for path in ["locked", "."] {
        let terminal = MemoryTerminal()
        #expect(terminal.run(["audit", path], in: folder) == 66)
        #expect(
          terminal.output.contains(
            "locked: error: [unreadable-input] cannot open the folder: permission denied"),
          "\(terminal.output)")
      }
    }
  }
}
