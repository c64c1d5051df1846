import ChartModel
import Foundation

/// Reads a data file named in a spec, reporting a missing or unreadable file at the spec path.
enum DataFile {
  /// The bytes of a data file, read by ``CheckedFileRead``.
  ///
  /// - Parameters:
  ///   - url: The resolved file URL.
  ///   - written: The path as written in the spec, for the message.
  ///   - path: Where the spec names the file.
  /// - Returns: The file's contents.
  /// - Throws: ``ChartSpecError`` `.unreadableData` saying whether the file does not exist or
  ///   cannot be read.
  static func contents(of url: URL, written: String, at path: SpecPath) throws(ChartSpecError)
    -> Data
  {
    do {
      return try CheckedFileRead.contents(of: url, name: written)
    } catch {
      let reason: String
      switch error.kind {
      case .missing: reason = "data file '\(written)' does not exist"
      case .folder, .unreadable, .notAFile, .tooLarge, .tooLong:
        reason = "cannot read data file '\(written)'"
      }
      throw ChartSpecError(.unreadableData(reason), path: path)
    }
  }
}
