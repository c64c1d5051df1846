import ChartModel

/// A note or warning from an importer: something read differently from the source, or left out.
///
/// Importers never fail for a construct they do not support: they leave it out and say so here,
/// naming the construct and its place, so a description never states what could not be computed.
public struct ImportDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How much the reader should care.
  public enum Severity: String, Hashable, Sendable {
    /// Information: a default that was chosen, a channel that is not described.
    case note
    /// Something in the source was not imported, so the chart is described without it.
    case warning
  }

  /// How much the reader should care.
  public var severity: Severity
  /// The JSON path of the construct in the source, such as `$.layer[1].encoding.size`.
  public var path: SpecPath?
  /// What happened, lowercase without a final period.
  public var message: String
  /// For a part left out whole (a view, a layer): why, without what follows from it.
  ///
  /// An error for a chart with nothing left says the reason once ("bin parameter 'x' is not
  /// supported"), not the warning's "; this view is not described" as well. `nil` otherwise.
  public var unreadReason: String?

  /// Creates a diagnostic.
  public init(_ severity: Severity, _ message: String, at path: SpecPath? = nil) {
    self.severity = severity
    self.path = path
    self.message = message
  }

  /// A warning that a part of the source is left out whole: "`reason`; this `part` is not
  /// described".
  ///
  /// - Parameters:
  ///   - reason: Why, lowercase without a final period.
  ///   - part: What is left out: `view`, `layer`.
  ///   - path: Where the reason lies in the source.
  /// - Returns: The warning, with ``unreadReason`` set.
  public static func unread(_ reason: String, part: String, at path: SpecPath?) -> Self {
    var diagnostic = ImportDiagnostic(
      .warning, "\(reason); this \(part) is not described", at: path)
    diagnostic.unreadReason = reason
    return diagnostic
  }

  /// `path: message`, or the message alone.
  public var description: String {
    path.map { "\($0): \(message)" } ?? message
  }
}

/// A chart read from another format, with what the import noted along the way.
public struct ImportedChart: Sendable {
  /// The chart, validated, with its data.
  public var document: ChartDocument
  /// Notes and warnings, in the order they arose.
  public var diagnostics: [ImportDiagnostic]

  /// Creates an imported chart.
  public init(document: ChartDocument, diagnostics: [ImportDiagnostic]) {
    self.document = document
    self.diagnostics = diagnostics
  }
}
