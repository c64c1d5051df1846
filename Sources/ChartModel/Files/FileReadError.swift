/// A file that could not be read: missing, a folder, unreadable, or larger than a limit (a
/// file by its size, a stream as it is read).
///
/// Thrown by ``CheckedFileRead/contents(of:name:maximumBytes:)``, the one checked read of an
/// input file; each caller maps it to its own report (a command's exit status, an audit
/// finding, a spec error at `data.csv`).
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why the file could not be read.
  public enum Kind: Hashable, Sendable {
    /// Nothing exists at the path.
    case missing
    /// The path is a folder.
    case folder
    /// The file exists but cannot be read (usually permissions).
    case unreadable
    /// The path is a device or socket that cannot be read to its end (`/dev/zero`), not a file.
    case notAFile
    /// The file is larger than the caller's limit, in bytes; it was not read.
    case tooLarge(bytes: Int, limit: Int)
    /// A stream (standard input) went on past the limit, in bytes; reading stopped there.
    case tooLong(limit: Int)
  }

  /// The file as the user named it.
  public var file: String
  /// Why it could not be read.
  public var kind: Kind

  /// Creates an error.
  public init(file: String, kind: Kind) {
    self.file = file
    self.kind = kind
  }

  /// Lowercase, without a final period, without the file name: `no such file`.
  public var description: String {
    switch kind {
    case .missing: return "no such file"
    case .folder: return "is a folder, not a file"
    case .unreadable: return "cannot read the file (permission denied?)"
    case .notAFile: return "is a device or socket, not a file; save the chart to a file"
    case .tooLarge(let bytes, let limit):
      return "the file is \(bytes) bytes; the limit is \(limit) bytes"
    case .tooLong(let limit):
      return "the input is longer than the limit of \(limit) bytes"
    }
  }
}
