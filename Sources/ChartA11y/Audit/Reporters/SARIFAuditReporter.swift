import ChartModel
import Foundation

/// Writes a report as SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), which
/// GitHub code scanning and editors read.
///
/// One run; the driver lists every rule and engine diagnostic of ``AuditRegistry/catalogue``
/// with its summary, rationale, fix, default level and a `helpUri` to its section of
/// `docs/audit-rules.md`, all from its ``AuditCheckMetadata``. Each result has the rule, level, message, a
/// physical location (the file's path relative to the working directory as a URI reference,
/// and `region.startLine` and `region.startColumn` when known) and the JSON path as a logical location
/// (`fullyQualifiedName`). Suppressed findings carry an `inSource` suppression with the author's
/// reason. Output is deterministic: sorted keys, no timestamps, no absolute paths.
public enum SARIFAuditReporter {
  /// The URL of `docs/audit-rules.md`, to which each rule's id is appended as an anchor, unless
  /// the caller gives another.
  public static let defaultRulesDocumentation =
    "https://github.com/chart-describe/chart-describe/blob/main/docs/audit-rules.md"

  /// Renders a report.
  ///
  /// - Parameters:
  ///   - report: The findings.
  ///   - rules: The rules and diagnostics to list in the driver. The default is every one.
  ///   - toolVersion: The tool's version.
  ///   - rulesDocumentation: An absolute URL of `docs/audit-rules.md`.
  /// - Returns: The SARIF log, pretty-printed with sorted keys, ending in a newline.
  /// - Throws: `EncodingError` only if a value cannot be encoded (never for these types).
  /// - Complexity: O(*n*) in the number of findings.
  public static func render(
    _ report: AuditReport, rules: [AuditCheckMetadata] = AuditRegistry.catalogue,
    toolVersion: String,
    rulesDocumentation: String = defaultRulesDocumentation
  ) throws -> String {
    let descriptors = rules.map { rule in
      ReportingDescriptor(
        id: rule.id, name: pascalCase(rule.id),
        shortDescription: Text(text: rule.summary),
        fullDescription: Text(text: rule.rationale),
        help: Text(text: "\(rule.fix) Source: \(rule.source)."),
        helpUri: rule.helpURI(in: rulesDocumentation),
        defaultConfiguration: Configuration(level: rule.defaultSeverity.rawValue),
        properties: RuleProperties(tags: ["accessibility"], source: rule.source))
    }
    let index = Dictionary(
      rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    var results: [Result] = []
    for file in report.files {
      for finding in file.findings {
        let physical = PhysicalLocation(
          artifactLocation: ArtifactLocation(uri: uriReference(file.path)),
          region: finding.line.map { Region(startLine: $0, startColumn: finding.codePointColumn) })
        let logical = finding.path.map {
          [LogicalLocation(fullyQualifiedName: $0.description, kind: "member")]
        }
        results.append(
          Result(
            ruleId: finding.ruleID, ruleIndex: index[finding.ruleID],
            level: finding.severity.rawValue, message: Text(text: finding.message),
            locations: [Location(physicalLocation: physical, logicalLocations: logical)],
            suppressions: finding.suppression.map {
              [Suppression(kind: "inSource", justification: $0)]
            }))
      }
    }
    let log = Log(
      runs: [
        Run(
          tool: Tool(
            driver: Driver(
              name: "chart-describe", version: toolVersion,
              informationUri: rulesDocumentation, rules: descriptors)),
          results: results)
      ])
    return try StableJSON.text(log)
  }

  /// `missing-chart-title` → `MissingChartTitle`, SARIF's readable rule name.
  static func pascalCase(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// A relative path as a URI reference: each segment percent-encoded.
  static func uriReference(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":;?#[]@%")
    allowed.insert("/")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }

  // MARK: - SARIF objects (the members used here, in the schema's names)

  private struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  private struct Run: Encodable {
    var tool: Tool
    var results: [Result]
    var columnKind = "unicodeCodePoints"
  }

  private struct Tool: Encodable {
    var driver: Driver
  }

  private struct Driver: Encodable {
    var name: String
    var version: String
    var informationUri: String
    var rules: [ReportingDescriptor]
  }

  private struct ReportingDescriptor: Encodable {
    var id: String
    var name: String
    var shortDescription: Text
    var fullDescription: Text
    var help: Text
    var helpUri: String
    var defaultConfiguration: Configuration
    var properties: RuleProperties
  }

  private struct RuleProperties: Encodable {
    var tags: [String]
    var source: String
  }

  private struct Configuration: Encodable {
    var level: String
  }

  private struct Text: Encodable {
    var text: String
  }

  private struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Text
    var locations: [Location]
    var suppressions: [Suppression]?
  }

  private struct Location: Encodable {
    var physicalLocation: PhysicalLocation
    var logicalLocations: [LogicalLocation]?
  }

  private struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  private struct ArtifactLocation: Encodable {
    var uri: String
  }

  private struct Region: Encodable {
    var startLine: Int
    /// In Unicode code points, as the run's `columnKind` declares (SARIF 2.1.0, 3.14.17).
    var startColumn: Int?
  }

  private struct LogicalLocation: Encodable {
    var fullyQualifiedName: String
    var kind: String
  }

  private struct Suppression: Encodable {
    var kind: String
    var justification: String
  }
}
