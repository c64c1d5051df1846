import ChartModel

/// One problem an audit rule found in one input file.
///
/// Findings are values: rules return them, reporters print them. The place is a JSON path in a
/// chart spec, a line, or both (the line of the path is found in the spec's text, and an SVG
/// finding has only a line).
public struct AuditFinding: Hashable, Sendable, Codable {
  /// The stable kebab-case identifier of the rule or engine diagnostic, such as
  /// `non-text-contrast` (JSON key `ruleID`).
  public var ruleID: String
  /// How serious the finding is, after the configuration's overrides (JSON key `severity`).
  public var severity: AuditSeverity
  /// What is wrong, lowercase without a final period (JSON key `message`).
  public var message: String
  /// Where in the chart spec, such as `$.marks[2].y` (JSON key `path`).
  public var path: SpecPath?
  /// The 1-based line in the input file (JSON key `line`).
  public var line: Int?
  /// The 1-based column in the input file, in UTF-16 code units, when the line is found from a
  /// JSON path (JSON key `column`): where the member's key or the element starts.
  public var column: Int?
  /// The same column in Unicode code points, as SARIF's `columnKind` `unicodeCodePoints`
  /// counts (a line of "é" written as U+0065 U+0301 or an emoji differs from ``column``);
  /// not written to JSON, whose `column` is ``column``.
  public var codePointColumn: Int?
  /// The author's reason, when a suppression in the spec covers this finding.
  ///
  /// JSON key `suppression`. Suppressed findings are kept for SARIF but never fail a build.
  public var suppression: String?

  /// Creates a finding.
  public init(
    ruleID: String, severity: AuditSeverity, message: String, path: SpecPath? = nil,
    line: Int? = nil, suppression: String? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.path = path
    self.line = line
    self.suppression = suppression
  }

  /// Creates a finding of a rule at its default severity.
  public init(_ rule: some AuditRule, _ message: String, at path: SpecPath? = nil, line: Int? = nil)
  {
    self.init(type(of: rule).metadata, message, at: path, line: line)
  }

  /// Creates a finding of an engine diagnostic at its default severity.
  public init(
    _ diagnostic: AuditDiagnostic, _ message: String, at path: SpecPath? = nil, line: Int? = nil
  ) {
    self.init(diagnostic.metadata, message, at: path, line: line)
  }

  private init(_ check: AuditCheckMetadata, _ message: String, at path: SpecPath?, line: Int?) {
    self.init(
      ruleID: check.id, severity: check.defaultSeverity, message: message, path: path, line: line)
  }

  private enum CodingKeys: String, CodingKey {
    case ruleID, severity, message, path, line, column, suppression
  }

  /// Whether a suppression in the spec covers the finding.
  public var isSuppressed: Bool { suppression != nil }

  /// The place for a one-line diagnostic: `line 3, column 5: $.marks[0].y`, either part, or
  /// `nil`.
  public var place: String? {
    let position = line.map { line in "line \(line)" + (column.map { ", column \($0)" } ?? "") }
    let parts = [position, path?.description].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ": ")
  }

  /// The namespace of the rules' message builders, each `fileprivate` next to its rule.
  enum Message {}
}
