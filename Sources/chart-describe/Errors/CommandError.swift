/// A failure a command words itself, because the library error's own advice would be wrong
/// there (such as `explore --speak` without an audio device: writing a file is no help).
struct CommandError: Error, Hashable {
  /// What failed, which decides the exit status (see ``ErrorReport``).
  enum Kind: Hashable {
    /// A speech engine, voice or audio device the command needs is missing (exit 69).
    case serviceUnavailable
  }

  /// What failed.
  var kind: Kind
  /// The file the failure is about, as the user named it, if any.
  var file: String?
  /// The message, lowercase without a final period.
  var message: String
}
