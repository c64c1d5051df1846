/// An error in a chart spec or its data: where it is, and what is wrong.
///
/// The location is a JSON path in the spec, a line in a data file, or both. The message is
/// lowercase with no final period, ready for `file: place: error: message`.
public struct ChartSpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// A value of the wrong JSON type.
    case typeMismatch(expected: String, found: String)
    /// A required field is absent.
    case missingField(String)
    /// The spec's `version` is newer than this tool reads.
    case unsupportedVersion(Int, highestSupported: Int)
    /// A value of the right type that is not acceptable.
    case invalidValue(String)
    /// The document is not well-formed JSON.
    case malformedJSON(String)
    /// A data file is missing or unreadable.
    case unreadableData(String)
  }

  /// What is wrong.
  public var kind: Kind
  /// The JSON path in the spec, when the error is in the spec.
  public var path: SpecPath?
  /// The data file the error is in, when it is not in the spec itself.
  public var file: String?
  /// The 1-based line in `file` (or in the spec, for malformed JSON).
  public var line: Int?
  /// The 1-based column, where known.
  public var column: Int?

  /// Creates an error.
  public init(
    _ kind: Kind, path: SpecPath? = nil, file: String? = nil, line: Int? = nil,
    column: Int? = nil
  ) {
    self.kind = kind
    self.path = path
    self.file = file
    self.line = line
    self.column = column
  }

  /// The message without location, lowercase and without a final period.
  public var message: String {
    switch kind {
    case .typeMismatch(let expected, let found):
      return "expected \(expected), found \(found)"
    case .missingField(let name):
      return "missing required field '\(name)'"
    case .unsupportedVersion(let version, let highest):
      return "unsupported spec version \(version); this tool reads versions up to \(highest)"
    case .invalidValue(let reason):
      return reason
    case .malformedJSON(let reason):
      return "malformed JSON: \(reason)"
    case .unreadableData(let reason):
      return reason
    }
  }

  /// The place, such as `line 17` or `$.marks[0].x`, or `nil` when unknown.
  public var place: String? {
    var parts: [String] = []
    if let line {
      parts.append(column.map { "line \(line), column \($0)" } ?? "line \(line)")
    }
    if let path { parts.append(path.description) }
    return parts.isEmpty ? nil : parts.joined(separator: ": ")
  }

  /// `place: message`, or the message alone.
  public var description: String {
    place.map { "\($0): \(message)" } ?? message
  }
}
