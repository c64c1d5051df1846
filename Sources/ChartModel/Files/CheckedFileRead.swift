import Foundation

/// The one checked read of an input file: it exists, is not a folder, is readable and, when
/// the caller has a limit, is not too large.
///
/// Every input read goes through it: the commands' chart inputs, `alt-text`'s SVG files, the
/// audit's files, and the data files specs name (`data.csv`, Vega-Lite `data.url`).
///
///     let data = try CheckedFileRead.contents(of: url, name: "sales.chart.json")
public enum CheckedFileRead {
  /// The bytes of a file.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - name: The file as the user named it, for the error.
  ///   - maximumBytes: The largest size read, in bytes, checked before reading; `nil` for no
  ///     limit.
  /// - Returns: The file's contents.
  /// - Throws: ``FileReadError`` `.missing`, `.folder`, `.tooLarge(bytes:limit:)`,
  ///   `.unreadable`, `.notAFile` for a device or socket whose read failed, or
  ///   `.tooLong(limit:)` for a pipe (read as a stream: `<(…)`, `/dev/stdin` from a pipe, a
  ///   named FIFO) that goes on past the limit (``streamLimit`` without one).
  /// - Complexity: O(*n*) in the file size.
  public static func contents(of url: URL, name: String, maximumBytes: Int? = nil)
    throws(FileReadError) -> Data
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw FileReadError(file: name, kind: .missing)
    }
    guard !isDirectory.boolValue else { throw FileReadError(file: name, kind: .folder) }
    var status = stat()
    if stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFIFO {
      // A pipe (`<(…)`, `/dev/stdin` from a pipe, a named FIFO) has no size to check: it is
      // read as a stream, as `-` is, up to the limit.
      guard let handle = try? FileHandle(forReadingFrom: url) else {
        throw FileReadError(file: name, kind: .unreadable)
      }
      defer { try? handle.close() }
      return try contents(of: handle, name: name, maximumBytes: maximumBytes ?? Self.streamLimit)
    }
    if let maximumBytes {
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
      guard size <= maximumBytes else {
        throw FileReadError(file: name, kind: .tooLarge(bytes: size, limit: maximumBytes))
      }
    }
    do {
      let data = try Data(contentsOf: url)
      ReadFiles.record(url)
      return data
    } catch {
      if stat(url.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
        throw FileReadError(file: name, kind: .notAFile)
      }
      throw FileReadError(file: name, kind: .unreadable)
    }
  }

  /// The most bytes read from a pipe when the caller gives no limit
  /// (512 MiB, as for a chart input).
  public static let streamLimit = 512 * 1024 * 1024

  /// The bytes of a stream (standard input), read in blocks until its end or until more
  /// than `maximumBytes` have come, so memory stays within the limit whatever the stream
  /// (`/dev/zero` included).
  ///
  /// - Parameters:
  ///   - handle: The stream.
  ///   - name: The stream's name for the error, such as `<stdin>`.
  ///   - maximumBytes: The most bytes accepted.
  /// - Returns: Everything the stream held.
  /// - Throws: ``FileReadError`` `.tooLong(limit:)` once more than `maximumBytes` are read.
  /// - Complexity: O(*n*) in the bytes read, at most `maximumBytes` plus one block (1 MiB).
  public static func contents(of handle: FileHandle, name: String, maximumBytes: Int)
    throws(FileReadError) -> Data
  {
    var data = Data()
    while true {
      let block = (try? handle.read(upToCount: 1 << 20)) ?? nil
      guard let block, !block.isEmpty else { return data }
      data.append(block)
      guard data.count <= maximumBytes else {
        throw FileReadError(file: name, kind: .tooLong(limit: maximumBytes))
      }
    }
  }
}
