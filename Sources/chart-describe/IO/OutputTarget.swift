import ChartModel
import Foundation

/// Where results go: standard output, or a file replaced atomically.
enum OutputTarget: Equatable {
  case standardOutput
  case file(String)

  init(argument: String?) {
    switch argument {
    case nil, "-": self = .standardOutput
    case let path?: self = .file(path)
    }
  }

  /// Writes the whole result.
  ///
  /// A file is written to a temporary file in the same folder, flushed to disk with `fsync`,
  /// given the old file's permissions, and renamed over the target, so a failure never leaves
  /// a half-written file and never loses the old one. A symbolic link is followed; a device or
  /// FIFO is written to directly (``AtomicFileReplacement``); `-` is standard output.
  ///
  /// - Throws: ``InputError`` with `isOutput` set when the file cannot be written.
  func write(_ text: String, io: inout TerminalIO) throws {
    switch self {
    case .standardOutput:
      io.writeOutput(text)
    case .file(let path):
      let url = io.url(for: path)
      try Self.atomicWrite(Data(text.utf8), to: url, name: path)
    }
  }

  /// Replaces a file atomically with ``AtomicFileReplacement``: a temporary file in the same
  /// folder, `fsync`, the old file's permissions, `rename`.
  ///
  /// - Throws: ``InputError`` with `isOutput` set when the file cannot be written.
  static func atomicWrite(_ data: Data, to url: URL, name: String) throws {
    do throws(AtomicFileReplacement.Failure) {
      try AtomicFileReplacement(replacing: url).write(data)
    } catch {
      throw InputError(file: name, reason: error.reason, isOutput: true)
    }
  }
}
