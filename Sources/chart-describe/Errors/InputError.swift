/// A file that could not be read or written.
struct InputError: Error, Hashable, CustomStringConvertible {
  /// The file as the user named it.
  var file: String
  /// Why, lowercase without a final period.
  var reason: String
  /// Whether the failure was in writing output (exit 74) rather than reading input (exit 66).
  var isOutput = false

  var description: String { reason }
}
