import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The hidden file beside a target that an output is written to before it is renamed over
/// the target: `.name.<pid>.<16 hex digits>.tmp`.
///
/// The random part keeps two writes apart even when a process identifier comes back (as it
/// does in containers, where every run may be process 1 or 42): a file left by a write that
/// was killed can never make a later write fail. Such leftovers are removed by
/// ``removeStale(of:)`` once the process that made them is gone.
package enum TemporarySibling {
  /// A fresh temporary path beside `url`, not yet created.
  ///
  /// - Parameter url: The target file.
  /// - Returns: `.name.<pid>.<random>.tmp` in the target's folder.
  package static func url(for url: URL) -> URL {
    let random = String(UInt64.random(in: .min ... .max), radix: 16)
    let suffix = String(repeating: "0", count: 16 - random.count) + random
    return url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(suffix).tmp")
  }

  /// Removes temporary files of `url` whose writing process no longer runs.
  ///
  /// Only names of this exact form for this target are considered, and only when
  /// `kill(pid, 0)` reports that no such process exists (`ESRCH`); a file of a live process,
  /// or of a process identifier now reused, is left alone. Errors are ignored: this is
  /// housekeeping, never a reason to fail a write.
  ///
  /// - Parameter url: The target file.
  /// - Returns: The names removed.
  /// - Complexity: O(entries in the target's folder).
  @discardableResult
  package static func removeStale(of url: URL) -> [String] {
    let folder = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    var removed: [String] = []
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let parts = name.dropFirst(prefix.count).dropLast(4).split(
        separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 2 || parts.count == 1,
        let pid = Int32(parts[0]), pid > 0,
        parts.count == 1 || (parts[1].count == 16 && UInt64(parts[1], radix: 16) != nil)
      else { continue }
      guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
      if unlink(folder.appendingPathComponent(name).path) == 0 { removed.append(name) }
    }
    return removed
  }
}
