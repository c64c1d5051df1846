/// A mistake in the command line: printed as one line and a pointer to the command's help, exit
/// status 64.
struct UsageError: Error, Hashable {
  /// What is wrong, starting lowercase.
  var message: String
  /// The command whose help to point to, such as `chart-describe describe`.
  var command: String?

  init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }
}
