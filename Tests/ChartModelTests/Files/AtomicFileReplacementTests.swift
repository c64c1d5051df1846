import Foundation
import GoldenTesting
import Testing

@testable import ChartModel

@Suite("Replacing a file atomically")
struct AtomicFileReplacementTests {
  /// The names in a folder, sorted.
  static func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test("the new content replaces the old, keeping its permissions, with no temporary file")
  func replaces() throws {
    try withTemporaryFolder { folder in
      let target = folder.appendingPathComponent("out.txt")
      try Data("old".utf8).write(to: target)
      try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
      try AtomicFileReplacement(replacing: target).write(Data("new".utf8))
      #expect(try String(contentsOf: target, encoding: .utf8) == "new")
      let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
      #expect((mode as? NSNumber)?.intValue == 0o640)
      #expect(try Self.names(in: folder) == ["out.txt"])
    }
  }

  @Test("a temporary file that cannot be created leaves the old file and nothing else")
  func cannotCreate() throws {
    try withTemporaryFolder { folder in
      // The longest name a folder entry may have (255 bytes): the temporary name, 30 bytes
      // longer, cannot exist.
      let name = String(repeating: "n", count: 251) + ".txt"
      let target = folder.appendingPathComponent(name)
      try Data("old".utf8).write(to: target)
      #expect(throws: AtomicFileReplacement.Failure.cannotCreate(reason: "File name too long")) {
        try AtomicFileReplacement(replacing: target).write(Data("new".utf8))
      }
      #expect(try String(contentsOf: target, encoding: .utf8) == "old")
      #expect(try Self.names(in: folder) == [name])
    }
  }

  @Test("a rename that fails removes the temporary file and leaves the target as it is")
  func renameFails() throws {
    try withTemporaryFolder { folder in
      let target = folder.appendingPathComponent("out.txt")
      try Data("old".utf8).write(to: target)
      let replacement = try AtomicFileReplacement(replacing: target)
      // Between the start and the end of the write, something puts a folder in its place:
      // rename(2) cannot replace a folder that is not empty.
      try FileManager.default.removeItem(at: target)
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
      try Data("kept".utf8).write(to: target.appendingPathComponent("inside.txt"))
      #expect(throws: AtomicFileReplacement.Failure.cannotComplete(reason: "Is a directory")) {
        try replacement.write(Data("new".utf8))
      }
      #expect(try Self.names(in: folder) == ["out.txt"])
      #expect(try Self.names(in: target) == ["inside.txt"])
    }
  }

  @Test("a folder is refused before anything is written; abandoning keeps the old file")
  func folderAndAbandon() throws {
    try withTemporaryFolder { folder in
      #expect(throws: AtomicFileReplacement.Failure.isFolder) {
        try AtomicFileReplacement(replacing: folder)
      }
      let target = folder.appendingPathComponent("out.wav")
      try Data("old".utf8).write(to: target)
      let replacement = try AtomicFileReplacement(replacing: target)
      try Data("partial".utf8).write(to: replacement.temporaryURL)
      replacement.abandon()
      #expect(try String(contentsOf: target, encoding: .utf8) == "old")
      #expect(try Self.names(in: folder) == ["out.wav"])
    }
  }
}
