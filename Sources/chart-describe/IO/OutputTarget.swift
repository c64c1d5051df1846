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
  /// FIFO is written to directly (``AtomicFileReplacement``); `-`, `/dev/stdout` and
  /// `/dev/fd/1` are standard output, written in place (`>>` appends).
  ///
  /// - Throws: ``InputError`` with `isOutput` set when the file cannot be written.
  func write(_ text: String, io: inout TerminalIO) throws {
    switch self {
    case .standardOutput:
      io.writeOutput(text)
    case .file(let path):
      let url = io.url(for: path)
      if let stream = Self.standardStream(url, io: io) { return stream(text) }
      try Self.atomicWrite(Data(text.utf8), to: url, name: path)
    }
  }

  /// The writer of standard output or standard error when `url` names its descriptor
  /// (`/dev/stdout`, `/dev/fd/2`), so such a path is written as `-` is, in place, in the
  /// stream's mode and guarded as it is (``WorkflowCommandGuard``); else `nil`.
  private static func standardStream(_ url: URL, io: TerminalIO) -> ((String) -> Void)? {
    switch try? AtomicFileReplacement.openDescriptor(named: url) {
    case STDOUT_FILENO: io.writeOutput
    case STDERR_FILENO: io.writeError
    default: nil
    }
  }

  /// Writes a result produced piece by piece (``ChartA11y/JSONRenderer/write(_:description:pieceBytes:to:)``),
  /// so it is never held whole: standard output gets each piece as it comes; a file is
  /// replaced as by ``write(_:io:)``, its pieces written to the temporary file.
  ///
  /// - Parameters:
  ///   - io: The streams; standard output is written through it.
  ///   - produce: Calls its argument with each piece, in order.
  /// - Throws: What `produce` throws (nothing is then left behind), or ``InputError`` with
  ///   `isOutput` set when the file cannot be written.
  func write(
    io: inout TerminalIO, streaming produce: (_ emit: (String) -> Void) throws -> Void
  ) throws {
    switch self {
    case .standardOutput:
      let writeOutput = io.writeOutput
      try produce { writeOutput($0) }
    case .file(let path):
      if let stream = Self.standardStream(io.url(for: path), io: io) { return try produce(stream) }
      try Self.replacing(io.url(for: path), name: path) { try $0.write(streaming: produce) }
    }
  }

  /// Replaces a file atomically with ``AtomicFileReplacement``: a temporary file in the same
  /// folder, `fsync`, the old file's permissions, `rename`.
  ///
  /// - Throws: ``InputError`` with `isOutput` set when the file cannot be written.
  static func atomicWrite(
    _ data: Data, to url: URL, name: String, allowingInput: Bool = false
  ) throws {
    try replacing(url, name: name, allowingInput: allowingInput) { try $0.write(data) }
  }

  /// Begins an ``AtomicFileReplacement`` of `url` and runs `write` on it, its temporary file
  /// removed if the process is interrupted meanwhile (``InterruptCleanup``: Ctrl-C, `kill`), so
  /// an interrupted write leaves neither the target changed nor a hidden file beside it.
  ///
  /// - Throws: ``InputError`` with `isOutput` set when the file cannot be written; what
  ///   `write` throws otherwise.
  private static func replacing(
    _ url: URL, name: String, allowingInput: Bool = false,
    _ write: (AtomicFileReplacement) throws -> Void
  ) throws {
    do {
      let replacement = try AtomicFileReplacement(replacing: url, allowingInput: allowingInput)
      try InterruptCleanup.removing(replacement.temporaryURL.path) { try write(replacement) }
    } catch let failure as AtomicFileReplacement.Failure {
      throw InputError(file: name, reason: failure.reason, isOutput: true)
    }
  }
}
