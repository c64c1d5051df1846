import Foundation

/// Starts the built executable (or any program) as a child with every signal it may be sent
/// in a test unblocked and at its default action.
///
/// Not `Process`: its child inherits the signal mask of the test's thread, where SIGINT,
/// SIGTERM and SIGHUP can be blocked, so a signal sent to the child would wait forever or be
/// ignored.
enum ChildProcess {
  /// Starts `path` with `arguments` and the given standard streams.
  ///
  /// - Parameters:
  ///   - path: The program's absolute path.
  ///   - arguments: Its arguments, without the program's name.
  ///   - input: The descriptor for standard input.
  ///   - output: The descriptor for standard output.
  ///   - error: The descriptor for standard error.
  /// - Returns: The child's process identifier, for `kill` and `waitpid`.
  /// - Throws: `POSIXError` when `posix_spawn` fails.
  static func spawn(
    _ path: String, _ arguments: [String], input: Int32, output: Int32, error: Int32
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, error, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE] { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, path, &actions, &attributes, argv, environ)
    guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
    return child
  }
}
