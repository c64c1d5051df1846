import Foundation
import GoldenTesting
import Testing

@testable import ChartImport
@testable import ChartModel

@Suite("The one checked read of an input file")
struct CheckedFileReadTests {
  static func failure(_ url: URL, limit: Int? = nil) -> FileReadError? {
    #expect(throws: FileReadError.self) {
      try CheckedFileRead.contents(of: url, name: "given/name", maximumBytes: limit)
    }
  }

  @Test("A file is read whole, within its limit")
  func reads() throws {
    try withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("a.csv")
      try Data("x,y\n1,2\n".utf8).write(to: file)
      #expect(
        try CheckedFileRead.contents(of: file, name: "a.csv", maximumBytes: 8)
          == Data("x,y\n1,2\n".utf8))
    }
  }

  @Test("Missing, a folder and too large are told apart, naming the file as given")
  func failures() throws {
    try withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("a.svg")
      try Data(count: 10).write(to: file)
      let missing = Self.failure(folder.appendingPathComponent("none"))
      #expect(missing == FileReadError(file: "given/name", kind: .missing))
      #expect(missing?.description == "no such file")
      #expect(Self.failure(folder)?.kind == .folder)
      #expect(Self.failure(folder)?.description == "is a folder, not a file")
      let large = Self.failure(file, limit: 9)
      #expect(large?.kind == .tooLarge(bytes: 10, limit: 9))
      #expect(large?.description == "the file is 10 bytes; the limit is 9 bytes")
    }
  }

  @Test("A data file a spec names is read the same way, reported at its spec path")
  func dataFile() throws {
    try withTemporaryFolder { folder in
      let path = SpecPath.root.appending("data").appending("csv")
      for (url, reason) in [
        (folder.appendingPathComponent("none.csv"), "data file 'd.csv' does not exist"),
        (folder, "cannot read data file 'd.csv'"),
      ] {
        let error = #expect(throws: ChartSpecError.self) {
          try DataFile.contents(of: url, written: "d.csv", at: path)
        }
        #expect(error == ChartSpecError(.unreadableData(reason), path: path))
      }
    }
  }
}
