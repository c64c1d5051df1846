/// A value format that chart-describe cannot apply: its values are read plainly instead.
///
/// Reported as one `warning:` line by the input's reader (the format, and why); never fatal.
public struct ValueFormatError: Error, Hashable, Sendable {
  /// The specifier as written.
  public var specifier: String
  /// Why it is not applied, lowercase without a final period.
  public var reason: String

  /// Creates the error.
  public init(specifier: String, reason: String) {
    self.specifier = specifier
    self.reason = reason
  }

  /// The warning's text: "the format '.0q' is not applied (the type 'q' is not supported);
  /// its values are read plainly".
  public var message: String {
    "the format '\(specifier)' is not applied (\(reason)); its values are read plainly"
  }
}
