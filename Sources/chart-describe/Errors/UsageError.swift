/// A mistake in the command line: printed with the command's usage, exit status 64.
struct UsageError: Error, Hashable {
  /// What is wrong, starting lowercase.
  var message: String
  /// The usage line of the command, if known.
  var usage: String?
  /// The command whose help to point to, such as `chart-describe describe`.
  var command: String?

  init(_ message: String, usage: String? = nil, command: String? = nil) {
    self.message = message
    self.usage = usage
    self.command = command
  }
}
