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
/// A path naming an open descriptor (`/dev/stdout`, `/dev/fd/3`, ``openDescriptor(named:)``)
/// is written through that descriptor, in place, in its mode (appending after `>>`). A path
/// ending in `/` is refused. A replaced file keeps its owner and group where the process may
/// set them (as root), and its permissions.
///
/// Only a regular file (or a new path) is replaced. A symbolic link is followed: the regular
/// file it leads to is replaced atomically and the link stays. A character or block device or a
/// FIFO (`/dev/null`, `/dev/stdout`, a named pipe), itself or at the end of links, is written to
/// directly, never renamed over: the content goes to a temporary file in the system's
/// temporary folder (`$TMPDIR`, else `/tmp`) and is copied to the device on ``commit()``. That
/// file is unlinked before the copy begins (by ``write(_:)`` and ``write(streaming:)`` as soon as
/// it is created), so a reader that goes away mid-copy (SIGPIPE) or an interrupt leaves nothing
/// in the temporary folder. A socket is refused.
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
    /// The target is a socket, which a file cannot be written to.
    case isSocket
    /// The target is a file this process read as input (``ReadFiles``): replacing it would
    /// lose the input.
    case isInput
    /// The temporary file cannot be created (a missing folder, no permission); the reason
    /// is `strerror(errno)`.
    case cannotCreate(reason: String)
    /// Writing, syncing or renaming failed (a full disk, the target replaced by a folder);
    /// the reason is `strerror(errno)`.
    case cannotComplete(reason: String)

    /// The words for a message, lowercase without a final period: `is a folder`,
    /// `cannot write here: <strerror>` and so on.
    package var reason: String {
      switch self {
      case .isFolder: "is a folder"
      case .isSocket: "is a socket; give a file, a device or a FIFO"
      case .isInput: "is a file this command reads; write the output to another path"
      case .cannotCreate(let reason): "cannot write here: \(reason)"
      case .cannotComplete(let reason): "cannot write: \(reason)"
      }
    }
  }

  /// The file replaced: the path given with its symbolic links resolved.
  package let target: URL
  /// Whether the target is a device or FIFO, written to directly on ``commit()``.
  package let isStream: Bool
  /// The hidden file the new content goes to until ``commit()`` renames it over the target.
  package let temporaryURL: URL
  /// The old file's permission bits, or `nil` when there is no old file.
  private let mode: mode_t?
  /// The old file's owner and group, given to the new file where the process may
  /// (`fchown(2)`: as root, or a group the user is in), or `nil` when there is no old file.
  private let owner: (user: uid_t, group: gid_t)?
  /// The open descriptor the target names (`/dev/stdout`, `/dev/fd/3`, `/proc/self/fd/1`),
  /// written to in place, or `nil`.
  package let descriptor: Int32?

  /// Begins a replacement; nothing is created yet.
  ///
  /// Follows symbolic links, removes stale temporary files of the target, checks that it is
  /// neither a folder nor a socket and records its permissions.
  ///
  /// - Parameters:
  ///   - target: The file to replace or create, or a device or FIFO to write to.
  ///   - allowingInput: Whether the target may be a file this process read (``ReadFiles``):
  ///     only for an in-place edit (`alt-text --write`).
  /// - Throws: ``Failure/isFolder``, ``Failure/isSocket``, ``Failure/isInput``;
  ///   ``Failure/cannotCreate(reason:)`` for a path ending in `/` and a descriptor that is
  ///   not open.
  /// - Complexity: O(entries in the target's folder).
  package init(replacing target: URL, allowingInput: Bool = false) throws(Failure) {
    var status = stat()
    descriptor = try Self.openDescriptor(named: target)
    if descriptor != nil {
      self.target = target
      isStream = true
      mode = nil
      owner = nil
      temporaryURL = Self.streamTemporaryURL
      return
    }
    if target.hasDirectoryPath {
      if stat(target.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw .isFolder }
      throw .cannotCreate(reason: "the path ends in '/', which names a folder; give a file's name")
    }
    let resolved = try Self.followingLinks(target)
    if !allowingInput && ReadFiles.contains(resolved) { throw .isInput }
    if stat(resolved.path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR: throw .isFolder
      case S_IFSOCK: throw .isSocket
      case S_IFCHR, S_IFBLK, S_IFIFO:
        self.target = resolved
        isStream = true
        mode = nil
        owner = nil
        temporaryURL = Self.streamTemporaryURL
        return
      default:
        mode = status.st_mode & 0o7777
        owner = (status.st_uid, status.st_gid)
      }
    } else {
      mode = nil
      owner = nil
    }
    TemporarySibling.removeStale(of: resolved)
    self.target = resolved
    isStream = false
    temporaryURL = TemporarySibling.url(for: resolved)
  }

  /// Where the content for a device, FIFO or descriptor waits, unlinked, until it is copied.
  private static var streamTemporaryURL: URL {
    TemporarySibling.url(
      for: FileManager.default.temporaryDirectory.appendingPathComponent("chart-describe-output"))
  }

  /// The number of the open descriptor `target` names, if it names one.
  ///
  /// The path names one itself or through symbolic links (`/dev/stdout` → `/proc/self/fd/1`):
  /// `/dev/fd/N`, `/proc/self/fd/N` or `/proc/<this process>/fd/N`. Such a path is written through the descriptor, at its
  /// offset and in its mode (`>>` appends), never replaced: renaming a file over it would
  /// replace the file the shell opened (`-o /dev/stdout >> log.txt` lost the log's lines).
  ///
  /// - Returns: The descriptor, or `nil` for any other path.
  /// - Throws: ``Failure/cannotCreate(reason:)`` for a descriptor that is not open.
  /// - Complexity: O(links), at most 40.
  package static func openDescriptor(named target: URL) throws(Failure) -> Int32? {
    var path = target.standardizedFileURL.path
    for _ in 0..<40 {
      if let number = descriptorNumber(in: path) {
        guard fcntl(number, F_GETFD) != -1 else { throw .cannotCreate(reason: reason()) }
        return number
      }
      var status = stat()
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
      let length = readlink(path, &buffer, buffer.count - 1)
      guard length > 0 else { return nil }
      let destination = String(
        decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard destination.hasPrefix("/") else {
        path =
          URL(fileURLWithPath: path).deletingLastPathComponent()
          .appendingPathComponent(destination).standardizedFileURL.path
        continue
      }
      path = destination
    }
    return nil
  }

  /// N for `/dev/fd/N`, `/proc/self/fd/N` and `/proc/<getpid()>/fd/N`.
  private static func descriptorNumber(in path: String) -> Int32? {
    for folder in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"]
    where path.hasPrefix(folder) {
      let digits = path.dropFirst(folder.count)
      guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else {
        return nil
      }
      return Int32(digits)
    }
    return nil
  }

  /// Writes the whole new content to the temporary file, then ``commit()``s it.
  ///
  /// - Throws: ``Failure/cannotCreate(reason:)`` when the temporary file cannot be created,
  ///   ``Failure/cannotComplete(reason:)`` when writing or renaming fails.
  /// - Complexity: O(*n*) in the size of `data`.
  package func write(_ data: Data) throws(Failure) {
    let descriptor = try createTemporaryFile()
    let failure = data.withUnsafeBytes { Self.writeAll($0, to: descriptor) }
    try complete(descriptor, failure: failure)
  }

  /// Writes content produced piece by piece to the temporary file, then ``commit()``s it, so
  /// the whole content is never held (the streamed `describe --format json`).
  ///
  /// - Parameter produce: Calls its argument with each piece of UTF-8 text, in order.
  /// - Throws: What `produce` throws, after removing the temporary file;
  ///   ``Failure/cannotCreate(reason:)`` when the temporary file cannot be created,
  ///   ``Failure/cannotComplete(reason:)`` when writing or renaming fails.
  /// - Complexity: O(*n*) in the size of the content, O(1) memory besides a piece.
  package func write(streaming produce: (_ emit: (String) -> Void) throws -> Void) throws {
    let descriptor = try createTemporaryFile()
    var failure: String?
    do {
      try produce { piece in
        guard failure == nil else { return }
        var piece = piece
        failure = piece.withUTF8 { Self.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
      }
    } catch {
      close(descriptor)
      abandon()
      throw error
    }
    try complete(descriptor, failure: failure)
  }

  /// Creates the temporary file for ``write(_:)`` and ``write(streaming:)`` and opens it.
  ///
  /// For a device or FIFO the file is unlinked at once and read back through the descriptor
  /// by ``complete(_:failure:)``: it never has a name while content is in it, so no ending of
  /// the process (an interrupt, SIGPIPE, SIGKILL) can leave it behind; only the owner may open
  /// it (0600) in the moment it has one.
  ///
  /// - Returns: The descriptor, open for writing (and for reading, for a device or FIFO).
  /// - Throws: ``Failure/cannotCreate(reason:)``.
  private func createTemporaryFile() throws(Failure) -> Int32 {
    let descriptor = open(
      temporaryURL.path, (isStream ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL,
      isStream ? 0o600 : 0o666)
    guard descriptor >= 0 else { throw .cannotCreate(reason: Self.reason()) }
    if isStream { abandon() }
    return descriptor
  }

  /// Ends ``write(_:)`` and ``write(streaming:)``: closes the temporary file and ``commit()``s
  /// it, or, for a device or FIFO, copies it from its descriptor to the device.
  ///
  /// - Parameters:
  ///   - descriptor: The temporary file, from ``createTemporaryFile()``; it is closed.
  ///   - failure: `strerror(errno)` of a write that failed, or `nil`.
  /// - Throws: ``Failure/cannotComplete(reason:)``; the temporary file is then removed.
  private func complete(_ descriptor: Int32, failure: String?) throws(Failure) {
    if isStream {
      defer { close(descriptor) }
      if let failure { throw .cannotComplete(reason: failure) }
      guard lseek(descriptor, 0, SEEK_SET) == 0 else {
        throw .cannotComplete(reason: Self.reason())
      }
      return try copy(from: descriptor)
    }
    var failure = failure
    if close(descriptor) != 0, failure == nil { failure = Self.reason() }
    if let failure { throw abandoning(failure) }
    try commit()
  }

  /// Writes all of `buffer` to `descriptor`, retrying after `EINTR`.
  ///
  /// - Returns: `nil`, or `strerror(errno)` of the failed write.
  private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
    var offset = 0
    while offset < buffer.count, let base = buffer.baseAddress {
      let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
      if written > 0 {
        offset += written
      } else if !(written < 0 && errno == EINTR) {
        return reason()
      }
    }
    return nil
  }

  /// Completes the replacement: flushes the temporary file to disk, gives it the old file's
  /// permissions and renames it over the target; for a device or FIFO, copies the temporary
  /// file's bytes to it and removes the temporary file.
  ///
  /// - Precondition: The temporary file has been written and closed.
  /// - Throws: ``Failure/cannotComplete(reason:)``; the temporary file is then removed.
  package func commit() throws(Failure) {
    if isStream { return try copyToStream() }
    let descriptor = open(temporaryURL.path, O_RDONLY)
    guard descriptor >= 0 else { throw abandoning(Self.reason()) }
    var failed = fsync(descriptor) != 0
    // The owner first (a change of owner clears the set-user-ID bits the mode restores);
    // refused without the privilege, which leaves the new file the writer's.
    if let owner, !failed { _ = fchown(descriptor, owner.user, owner.group) }
    if let mode, !failed { failed = fchmod(descriptor, mode) != 0 }
    failed = close(descriptor) != 0 || failed
    if failed || rename(temporaryURL.path, target.path) != 0 {
      throw abandoning(Self.reason())
    }
  }

  /// Copies the temporary file to the device or FIFO, removing the temporary file once it is
  /// open, before the first byte is copied.
  private func copyToStream() throws(Failure) {
    let source = open(temporaryURL.path, O_RDONLY)
    let reason = source < 0 ? Self.reason() : ""
    abandon()
    guard source >= 0 else { throw .cannotComplete(reason: reason) }
    defer { close(source) }
    try copy(from: source)
  }

  /// Copies the rest of `source` to the device or FIFO.
  ///
  /// - Complexity: O(*n*) in the bytes copied, O(1) memory (a 64 KiB buffer).
  private func copy(from source: Int32) throws(Failure) {
    let sink = descriptor ?? open(target.path, O_WRONLY)
    guard sink >= 0 else { throw .cannotComplete(reason: Self.reason()) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var failure: String?
    while failure == nil {
      let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        failure = Self.reason()
        break
      }
      var offset = 0
      while offset < count, failure == nil {
        let written = buffer.withUnsafeBytes { bytes in
          guard let base = bytes.baseAddress else { return -1 }
          return Glibc.write(sink, base + offset, count - offset)
        }
        if written > 0 {
          offset += written
        } else if !(written < 0 && errno == EINTR) {
          failure = Self.reason()
        }
      }
    }
    if descriptor == nil, close(sink) != 0, failure == nil { failure = Self.reason() }
    if let failure { throw .cannotComplete(reason: failure) }
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

  /// The path a write to `target` goes to: its symbolic links followed one by one (`readlink`,
  /// a relative link resolved against its own folder), as `open(2)` follows them.
  ///
  /// An existing file is the target with every link in its path resolved. A dangling link
  /// leads to the path it names, which is created there (or fails there when its folder is
  /// missing), so the link is kept, as `>` in a shell does; a link loop, or more than 40
  /// links (Linux's `MAXSYMLINKS`), fails as `open(2)` fails, `ELOOP`.
  ///
  /// - Throws: ``Failure/cannotCreate(reason:)`` "too many levels of symbolic links".
  /// - Complexity: O(links).
  static func followingLinks(_ target: URL) throws(Failure) -> URL {
    var path = target.standardizedFileURL.path
    var existing = stat()
    // What exists at the end of the links (a file, a device, a FIFO, or a magic link such as
    // /proc/self/fd/1, whose text "pipe:[…]" is no path) is reached as before.
    if stat(path, &existing) == 0 { return target.resolvingSymlinksInPath() }
    if errno == ELOOP { throw .cannotCreate(reason: reason()) }
    for _ in 0..<40 {
      var status = stat()
      guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return URL(fileURLWithPath: path).resolvingSymlinksInPath()
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(path, &buffer, buffer.count - 1)
      guard length >= 0 else { throw .cannotCreate(reason: reason()) }
      let destination = String(
        decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      path =
        destination.hasPrefix("/")
        ? destination
        : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(
          destination
        ).standardizedFileURL.path
    }
    throw .cannotCreate(reason: String(cString: strerror(ELOOP)))
  }

  /// `strerror(errno)`, read before anything else can change `errno`.
  private static func reason() -> String {
    String(cString: strerror(errno))
  }
}
