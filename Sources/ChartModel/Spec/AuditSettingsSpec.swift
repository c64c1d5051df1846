/// Per-chart audit settings (JSON key `audit`): findings the author has reviewed and accepted.
public struct AuditSettingsSpec: Hashable, Sendable, Codable {
  /// Audit findings to suppress in this chart (JSON key `suppressions`).
  public var suppressions: [AuditSuppression]

  /// Creates settings.
  public init(suppressions: [AuditSuppression] = []) {
    self.suppressions = suppressions
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case suppressions
  }

  /// Decodes the object, rejecting members this version does not know.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    suppressions = try container.decode([AuditSuppression].self, forKey: .suppressions)
  }
}

/// One suppressed audit finding, with the reason it is acceptable.
public struct AuditSuppression: Hashable, Sendable, Codable {
  /// The rule's stable identifier, such as `series-without-label` (JSON key `rule`).
  public var rule: String
  /// The JSON path the suppression is limited to, or `nil` for the whole chart
  /// (JSON key `path`).
  public var path: SpecPath?
  /// Why the finding is acceptable (JSON key `reason`).
  ///
  /// Required and not empty.
  public var reason: String

  /// Creates a suppression.
  public init(rule: String, path: SpecPath? = nil, reason: String) {
    self.rule = rule
    self.path = path
    self.reason = reason
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case rule, path, reason
  }

  /// Decodes the object, rejecting members this version does not know.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rule = try container.decode(String.self, forKey: .rule)
    path = try container.decodeIfPresent(SpecPath.self, forKey: .path)
    reason = try container.decode(String.self, forKey: .reason)
  }
}
