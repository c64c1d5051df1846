import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The regular files this process has read as input, by device and inode.
///
/// A chart, its data files, an SVG: an output path naming one of them, by any name or link,
/// is refused instead of replacing what the command reads (`describe a.chart.json -o
/// a.chart.json`). ``AtomicFileReplacement`` checks it; `alt-text --write`, which edits its
/// SVG in place on purpose, is the one writer allowed to.
///
/// Thread-safe; O(1) per record and lookup; one entry per file read.
package enum ReadFiles {
  /// A file's device and inode, with its modification time so that a later file reusing a
  /// freed inode (in a long test run) is not taken for it.
  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
    var modified: Int
    var modifiedNanoseconds: Int
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var identities: Set<Identity> = []

  private static func identity(of url: URL) -> Identity? {
    var status = stat()
    guard stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return Identity(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino),
      modified: Int(status.st_mtim.tv_sec), modifiedNanoseconds: Int(status.st_mtim.tv_nsec))
  }

  /// Records a regular file that was read (devices, FIFOs and missing paths are not).
  package static func record(_ url: URL) {
    guard let identity = identity(of: url) else { return }
    lock.withLock { _ = identities.insert(identity) }
  }

  /// Whether the path leads to a regular file this process has read.
  package static func contains(_ url: URL) -> Bool {
    guard let identity = identity(of: url) else { return false }
    return lock.withLock { identities.contains(identity) }
  }
}
