import ChartImport
import ChartModel

extension AuditFinding {
  /// An `unreadable-input` finding: a file, or the data file a spec names, cannot be read.
  ///
  /// - Parameters:
  ///   - reason: Why, such as `no such file`.
  ///   - path: The spec member naming the data file, when it is one.
  /// - Returns: An error-level finding.
  public static func unreadableInput(_ reason: String, at path: SpecPath? = nil) -> AuditFinding {
    AuditFinding(.unreadableInput, reason, at: path)
  }

  /// The `invalid-input` finding for a spec or data error, at its place; an error inside a
  /// data file names that file (and line) first.
  public static func invalidInput(for error: ChartSpecError) -> AuditFinding {
    if let file = error.file {
      let place = error.line.map { "\(file): line \($0)" } ?? file
      return AuditFinding(.invalidInput, "\(place): \(error.message)", at: error.path)
    }
    return AuditFinding(.invalidInput, error.message, at: error.path, line: error.line)
  }

  /// The `invalid-input` finding for an SVG file that is not well-formed, at its line.
  public static func invalidInput(for error: ChartImportError) -> AuditFinding {
    if case .invalidSVG(let line, let reason) = error.kind {
      return AuditFinding(.invalidInput, reason, line: line)
    }
    return AuditFinding(.invalidInput, error.description)
  }
}
