import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Replaces a file atomically: the new content goes to a hidden temporary file beside the
/// target (``TemporarySibling``), which is flushed to disk (`fsync`), given the old file's
/// permissions and renamed over the target (`rename(2)`).
///
/// Readers see the old file or the new one, never a part; a failure, or ``abandon()``, leaves
/// the old file as it was and removes the temporary file. Temporary files left by writers that
/// were killed are removed when a replacement begins (``TemporarySibling/removeStale(of:)``).
/// A new file gets the permissions `open(2)` gives it (0666 less the umask).
///
/// Used for every file the package writes: text and SVG outputs (whole, with ``write(_:)``)
/// and audio files (written by libsndfile to ``temporaryURL``, then ``commit()``).
///
///     let replacement = try AtomicFileReplacement(replacing: url)
///     try replacement.write(Data("text".utf8))
package struct AtomicFileReplacement: Sendable {
  /// Why a replacement failed; the target is untouched and no temporary file is left.
  package enum Failure: Error, Hashable, Sendable {
    /// The target is a folder.
    case isFolder
    /// The temporary file cannot be created (a missing folder, no permission); the reason
    /// is `strerror(errno)`.
    case cannotCreate(reason: String)
    /// Writing, syncing or renaming failed (a full disk, the target replaced by a folder);
    /// the reason is `strerror(errno)`.
    case cannotComplete(reason: String)
  }

  /// The file replaced.
  package let target: URL
  /// The hidden file the new content goes to until ``commit()`` renames it over the target.
  package let temporaryURL: URL
  /// The old file's permission bits, or `nil` when there is no old file.
  private let mode: mode_t?

  /// Begins a replacement; nothing is created yet.
  ///
  /// Removes stale temporary files of the target, checks that it is not a folder and records
  /// its permissions.
  ///
  /// - Parameter target: The file to replace or create.
  /// - Throws: ``Failure/isFolder``.
  /// - Complexity: O(entries in the target's folder).
  package init(replacing target: URL) throws(Failure) {
    TemporarySibling.removeStale(of: target)
    var status = stat()
    if stat(target.path, &status) == 0 {
      guard (status.st_mode & S_IFMT) != S_IFDIR else { throw .isFolder }
      mode = status.st_mode & 0o7777
    } else {
      mode = nil
    }
    self.target = target
    temporaryURL = TemporarySibling.url(for: target)
  }

  /// Writes the whole new content to the temporary file, then ``commit()``s it.
  ///
  /// - Throws: ``Failure/cannotCreate(reason:)`` when the temporary file cannot be created,
  ///   ``Failure/cannotComplete(reason:)`` when writing or renaming fails.
  /// - Complexity: O(*n*) in the size of `data`.
  package func write(_ data: Data) throws(Failure) {
    let descriptor = open(temporaryURL.path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
    guard descriptor >= 0 else { throw .cannotCreate(reason: Self.reason()) }
    var failed = false
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, !failed, let base = buffer.baseAddress {
        let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        if written <= 0 { failed = true } else { offset += written }
      }
    }
    failed = close(descriptor) != 0 || failed
    if failed { throw abandoning(Self.reason()) }
    try commit()
  }

  /// Completes the replacement: flushes the temporary file to disk, gives it the old file's
  /// permissions and renames it over the target.
  ///
  /// - Precondition: The temporary file has been written and closed.
  /// - Throws: ``Failure/cannotComplete(reason:)``; the temporary file is then removed.
  package func commit() throws(Failure) {
    let descriptor = open(temporaryURL.path, O_RDONLY)
    guard descriptor >= 0 else { throw abandoning(Self.reason()) }
    var failed = fsync(descriptor) != 0
    if let mode, !failed { failed = fchmod(descriptor, mode) != 0 }
    failed = close(descriptor) != 0 || failed
    if failed || rename(temporaryURL.path, target.path) != 0 {
      throw abandoning(Self.reason())
    }
  }

  /// Gives up: removes the temporary file, leaving the target as it was.
  package func abandon() {
    unlink(temporaryURL.path)
  }

  /// Removes the temporary file and returns the failure to throw.
  private func abandoning(_ reason: String) -> Failure {
    abandon()
    return .cannotComplete(reason: reason)
  }

  /// `strerror(errno)`, read before anything else can change `errno`.
  private static func reason() -> String {
    String(cString: strerror(errno))
  }
}
