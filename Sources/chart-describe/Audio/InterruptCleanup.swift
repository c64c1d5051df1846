import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Removes a temporary file if the process is interrupted (Ctrl-C, `kill`, a closed pipe)
/// while it is being written, so an interrupted narration or text output (``OutputTarget``)
/// leaves nothing behind.
///
/// The handler only calls `unlink`, `signal` and `raise`, which are async-signal-safe, on a
/// path kept in a fixed C buffer; then the signal's default action ends the process with the
/// usual status.
enum InterruptCleanup {
  /// The signals that end the process while audio is written.
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]
  /// Room for one path.
  static let capacity = 4_096

  /// Whether a disposition is `SIG_IGN`.
  private static func isIgnore(_ handler: __sighandler_t?) -> Bool {
    guard let handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// Runs `body` with `path` removed on an interrupting signal; afterwards the signals' previous
  /// handlers are restored.
  ///
  /// - Throws: What `body` throws.
  static func removing(_ path: String, during body: () throws -> Void) throws {
    let bytes = Array(path.utf8.prefix(capacity - 1))
    for (index, byte) in bytes.enumerated() { pendingPath[index] = CChar(bitPattern: byte) }
    pendingPath[bytes.count] = 0
    let previous = signals.map { signal($0, removePendingPathAndRaise) }
    // A signal the caller ignores (`nohup`, a background job of a script) stays ignored.
    for (number, handler) in zip(signals, previous) where Self.isIgnore(handler) {
      signal(number, handler)
    }
    defer {
      for (number, handler) in zip(signals, previous) { signal(number, handler) }
      pendingPath[0] = 0
    }
    try body()
  }
}

/// The path to remove, as a NUL-terminated C string (empty when none).
///
/// `nonisolated(unsafe)`: written only by ``InterruptCleanup/removing(_:during:)`` on the
/// command's one thread before the handlers are installed and after they are restored; read
/// only by the signal handler, which interrupts that same thread.
private nonisolated(unsafe) let pendingPath: UnsafeMutablePointer<CChar> = {
  let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: InterruptCleanup.capacity)
  buffer[0] = 0
  return buffer
}()

/// The signal handler: removes the pending file, then lets the signal end the process.
private func removePendingPathAndRaise(_ number: Int32) {
  if pendingPath[0] != 0 { unlink(pendingPath) }
  signal(number, SIG_DFL)
  raise(number)
}
