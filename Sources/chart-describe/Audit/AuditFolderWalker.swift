import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists the files below a folder for `audit`, and every entry it could not list or name:
/// a folder it may not open or read (mode 000), and a name that is not UTF-8.
///
/// Foundation's `FileManager.enumerator` skips both without a word, so an audit of a folder
/// holding only such entries passed ("0 errors … in 0 files", exit 0). This walker reads the
/// folders itself (`opendir`/`readdir`) and reports each such entry, so the audit fails.
struct AuditFolderWalker {
  /// An entry that could not be read or named.
  struct Unreadable: Equatable {
    /// The entry's path, with each byte that is not UTF-8 written `\x{FF}`.
    var path: String
    /// Why, such as "cannot open the folder: permission denied".
    var reason: String
    /// Whether it is a folder (or of unknown kind), whose files no pattern can be matched
    /// against, rather than a file.
    var isFolder: Bool
  }

  /// The regular files found (symbolic links to files included), in no particular order.
  private(set) var files: [URL] = []
  /// The entries that could not be read or named.
  private(set) var unreadable: [Unreadable] = []

  /// Walks `folder` recursively, not into names starting with `.` nor through symbolic links
  /// to folders (which could loop).
  ///
  /// - Complexity: O(*e*) system calls for *e* entries below the folder.
  init(folder: URL) {
    walk(folder.path)
  }

  private mutating func walk(_ folder: String) {
    guard let stream = opendir(folder) else {
      unreadable.append(
        Unreadable(
          path: folder, reason: "cannot open the folder: \(Self.reason())", isFolder: true))
      return
    }
    defer { closedir(stream) }
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 {
          unreadable.append(
            Unreadable(
              path: folder, reason: "cannot read the folder: \(Self.reason())", isFolder: true))
        }
        return
      }
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      guard bytes.first != UInt8(ascii: ".") else { continue }
      guard let name = String(validating: bytes, as: UTF8.self) else {
        var info = stat()
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + bytes + [0]
        let found = path.withUnsafeBufferPointer { buffer in
          buffer.withMemoryRebound(to: CChar.self) { chars in
            chars.baseAddress.map { stat($0, &info) } ?? -1
          }
        }
        let isFile = found == 0 && info.st_mode & S_IFMT == S_IFREG
        unreadable.append(
          Unreadable(
            path: folder + "/" + NonUTF8Name.escaped(bytes),
            reason: "its name is not UTF-8, so it cannot be audited; rename it",
            isFolder: !isFile))
        continue
      }
      visit(folder + "/" + name)
    }
  }

  /// Adds a regular file, walks a folder (not one reached through a link), and reports an
  /// entry whose kind cannot be read; a dangling link is no file and is passed over.
  private mutating func visit(_ path: String) {
    var info = stat()
    if lstat(path, &info) != 0 {
      unreadable.append(
        Unreadable(path: path, reason: "cannot read it: \(Self.reason())", isFolder: true))
      return
    }
    if info.st_mode & S_IFMT == S_IFDIR {
      walk(path)
      return
    }
    if info.st_mode & S_IFMT == S_IFLNK, stat(path, &info) != 0 { return }
    if info.st_mode & S_IFMT == S_IFREG { files.append(URL(fileURLWithPath: path)) }
  }

  /// The C library's words for `errno`, lowercase ("permission denied").
  private static func reason() -> String {
    String(cString: strerror(errno)).lowercased()
  }
}
