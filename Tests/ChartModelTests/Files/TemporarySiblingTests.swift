import Foundation
import GoldenTesting
import Testing

@testable import ChartModel

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Temporary files beside an output")
struct TemporarySiblingTests {
  /// The identifier of a process that has exited and been waited for.
  static func deadProcess() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test("names are hidden, per process and random, in the target's folder")
  func names() throws {
    let target = URL(fileURLWithPath: "/data/out.svg")
    let first = TemporarySibling.url(for: target)
    let second = TemporarySibling.url(for: target)
    #expect(first != second)
    #expect(first.deletingLastPathComponent().path == "/data")
    let pid = ProcessInfo.processInfo.processIdentifier
    let name = first.lastPathComponent
    #expect(name.hasPrefix(".out.svg.\(pid).") && name.hasSuffix(".tmp"))
    #expect(name.count == ".out.svg.\(pid).".count + 16 + 4)
  }

  @Test("only this target's files of exited processes are removed")
  func removeStale() throws {
    try withTemporaryFolder { folder in
      let dead = try Self.deadProcess()
      let alive = ProcessInfo.processInfo.processIdentifier
      let names = [
        ".out.svg.\(dead).0123456789abcdef.tmp",  // removed
        ".out.svg.\(dead).tmp",  // the earlier form: removed
        ".out.svg.\(alive).0123456789abcdef.tmp",  // a running writer: kept
        ".out.svg.\(dead).xyz.tmp",  // not this form: kept
        ".other.svg.\(dead).0123456789abcdef.tmp",  // another target: kept
        "out.svg.\(dead).tmp",  // not hidden: kept
        "out.svg",
      ]
      for name in names {
        try Data().write(to: folder.appendingPathComponent(name))
      }
      let removed = TemporarySibling.removeStale(of: folder.appendingPathComponent("out.svg"))
      #expect(Set(removed) == Set(names.prefix(2)))
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(Set(left) == Set(names.dropFirst(2)))
    }
  }
}
