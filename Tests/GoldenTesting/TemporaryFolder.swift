import Foundation

/// Runs `body` with a new empty folder for a test's scratch files, then removes the folder and
/// everything in it, whether `body` returns, throws or records an issue.
///
/// The folder is `chart-describe-test-<UUID>` in the system's temporary folder
/// (`FileManager.temporaryDirectory`: `$TMPDIR` when it is set, else `/tmp`), so a test run
/// leaves nothing behind there. Every test that needs files on disk makes them here: a file of
/// its own in the temporary folder would be left behind by an early `throw` or `#require`.
///
///     try withTemporaryFolder { folder in
///       try Data("a,b\n1,2\n".utf8).write(to: folder.appendingPathComponent("d.csv"))
///       #expect(terminal.run(["describe", "d.csv"], in: folder) == 0)
///     }
///
/// - Parameter body: Receives the folder's URL; its result is returned.
/// - Returns: What `body` returns.
/// - Throws: When the folder cannot be created, or what `body` throws (after the removal).
@discardableResult
public func withTemporaryFolder<Result>(_ body: (_ folder: URL) throws -> Result) throws -> Result {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("chart-describe-test-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}
