import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

/// Issue 43 item 2: `--max-memory`, and one line instead of a backtrace when memory runs out.
@Suite("--max-memory: the limit, and one line when memory runs out")
struct MemoryLimitTests {
  @Test(
    "Sizes are read in binary units",
    arguments: [
      ("700M", UInt64(700) << 20), ("2G", 2 << 30), ("2GiB", 2 << 30), ("1.5g", 3 << 29),
      ("64MB", 64 << 20), ("123456789", 123_456_789), ("1T", 1 << 40),
    ] as [(String, UInt64)])
  func sizes(text: String, bytes: UInt64) {
    #expect(MemoryLimit.bytes(text) == bytes)
  }

  @Test("Other texts are not sizes", arguments: ["", "M", "abc", "-1G", "1e3", "2 G B", "1P"])
  func notSizes(text: String) {
    #expect(MemoryLimit.bytes(text) == nil)
  }

  @Test("The option is taken out of the command line; the environment is read without it")
  func option() throws {
    var arguments = ["describe", "--max-memory", "2G", "a.csv", "--", "--max-memory"]
    let limit = try MemoryLimit(arguments: &arguments, environment: [:])
    #expect(limit.bytes == 2 << 30)
    #expect(arguments == ["describe", "a.csv", "--", "--max-memory"])
    var joined = ["--max-memory=700M", "audit", "."]
    #expect(try MemoryLimit(arguments: &joined, environment: [:]).bytes == 700 << 20)
    #expect(joined == ["audit", "."])
    var none = ["describe"]
    let fromEnvironment = try MemoryLimit(
      arguments: &none, environment: ["CHART_DESCRIBE_MAX_MEMORY": "1G"])
    #expect(fromEnvironment.bytes == 1 << 30)
    #expect(fromEnvironment.description == "1 GiB")
    #expect(try MemoryLimit(arguments: &none, environment: [:]).bytes == MemoryLimit.defaultBytes)
    #expect(MemoryLimit.defaultBytes <= 8 << 30)
    var small = ["describe", "--max-memory", "1M"]
    #expect(throws: UsageError("--max-memory must be at least 64M, not '1M'")) {
      try MemoryLimit(arguments: &small, environment: [:])
    }
  }

  @Test("Running out of memory is one line naming the limit and exit 70, never a backtrace")
  func outOfMemory() throws {
    let executable = try #require(AudioCommandSupport.executable, "chart-describe is not built")
    try withTemporaryFolder { folder in
      // 3,000,000 rows: several arrays of 24 MB each, far past 64 MiB with the runtime's own.
      var csv = "x,y\n"
      csv.reserveCapacity(40_000_000)
      for row in 0..<3_000_000 { csv += "\(row),\(row % 977)\n" }
      try Data(csv.utf8).write(to: folder.appendingPathComponent("big.csv"))
      let process = Process()
      process.executableURL = executable
      process.arguments = ["--max-memory", "64M", "describe", "big.csv"]
      process.currentDirectoryURL = folder
      let error = Pipe()
      process.standardError = error
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let written = error.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: written, as: UTF8.self)
      #expect(process.terminationStatus == 70, "\(text)")
      #expect(
        text.contains(
          "chart-describe: error: stopped: memory ran out (the limit is 64 MiB; raise it with "
            + "--max-memory)"), "\(text)")
      #expect(!text.contains("Backtrace") && !text.contains("Thread 0") && !text.contains("💣"))
      #expect(text.split(separator: "\n").count <= 2, "\(text)")
    }
  }
}
