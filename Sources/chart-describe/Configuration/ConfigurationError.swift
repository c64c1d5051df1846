/// A line of the configuration file that cannot be read (exit 78, `EX_CONFIG`).
struct ConfigurationError: Error, Hashable {
  /// The file, as the user would name it.
  var file: String
  /// The line, from 1; `nil` when the whole file is at fault (it cannot be read).
  var line: Int?
  /// What is wrong, lowercase without a final period.
  var message: String
}
