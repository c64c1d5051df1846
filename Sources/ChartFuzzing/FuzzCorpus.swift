import Foundation

/// The fixture files one target's cases are mutated from, read once before a run.
public struct FuzzCorpus: Sendable {
  /// The target the files are for.
  public let target: FuzzTarget
  /// The files' bytes, sorted by name; empty for targets whose cases are generated whole.
  public let seeds: [Data]
  /// The folder a spec's relative data paths are read from (the seeds' folder).
  public let baseDirectory: URL

  /// Reads a target's seed files from the repository's `fixtures` folder.
  ///
  /// - Parameters:
  ///   - target: The parser to fuzz.
  ///   - fixtures: The `fixtures` folder.
  /// - Throws: ``FuzzCorpusError`` when the target needs seeds and the folder holds none;
  ///   the file system's error when a file cannot be read.
  /// - Complexity: O(*n*) in the seed files' size.
  public init(_ target: FuzzTarget, fixtures: URL) throws {
    self.target = target
    guard let files = target.seedFiles else {
      seeds = []
      baseDirectory = fixtures
      return
    }
    let folder = fixtures.appendingPathComponent(files.folder)
    let manager = FileManager.default
    let names = try
      (files.nested
      ? manager.subpathsOfDirectory(atPath: folder.path)
      : manager.contentsOfDirectory(atPath: folder.path))
      .filter { name in files.endings.contains { name.hasSuffix($0) } }.sorted()
    guard !names.isEmpty else {
      throw FuzzCorpusError(folder: folder.path, ending: files.endings.joined(separator: "' or '"))
    }
    seeds = try names.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
    baseDirectory = folder
  }
}

/// A fixture folder without the files a fuzz target mutates.
public struct FuzzCorpusError: Error, CustomStringConvertible {
  /// The folder.
  public var folder: String
  /// The file names' ending looked for.
  public var ending: String
  /// One line naming the folder.
  public var description: String { "\(folder): no file ending in '\(ending)' to fuzz from" }
}
