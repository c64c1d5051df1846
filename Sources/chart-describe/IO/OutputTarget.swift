import ChartModel
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

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
  /// a half-written file and never loses the old one.
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

  /// Replaces a file atomically: temporary file in the same folder (see
  /// ``TemporarySibling``; leftovers of killed writes are removed first), `fsync`, the old
  /// file's permissions, `rename`.
  ///
  /// - Throws: ``InputError`` with `isOutput` set when the file cannot be written.
  static func atomicWrite(_ data: Data, to url: URL, name: String) throws {
    TemporarySibling.removeStale(of: url)
    let temporary = TemporarySibling.url(for: url)
    var mode: mode_t = 0o644
    var status = stat()
    if stat(url.path, &status) == 0 {
      if (status.st_mode & S_IFMT) == S_IFDIR {
        throw InputError(file: name, reason: "is a folder", isOutput: true)
      }
      mode = status.st_mode & 0o7777
    }
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, mode)
    guard descriptor >= 0 else {
      throw InputError(
        file: name, reason: "cannot write here: \(String(cString: strerror(errno)))",
        isOutput: true)
    }
    var failed = false
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, !failed, let base = buffer.baseAddress {
        let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        if written <= 0 { failed = true } else { offset += written }
      }
    }
    failed = failed || fsync(descriptor) != 0 || fchmod(descriptor, mode) != 0
    failed = close(descriptor) != 0 || failed
    if failed || rename(temporary.path, url.path) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      throw InputError(file: name, reason: "cannot write: \(reason)", isOutput: true)
    }
  }
}
