import Foundation

/// Which rules run, at what severity, against which thresholds: the `--config` file.
///
///     {
///       "rules": { "too-many-series": "error", "missing-chart-title": "off",
///                  "non-text-contrast": { "severity": "warning" } },
///       "thresholds": { "maximumSeries": 5 },
///       "dataRoot": "../shared-data"
///     }
///
/// A rule setting is `"off"`, a severity (`"note"`, `"warning"`, `"error"`), or an object with
/// `enabled` and `severity`. Rules not listed run at their default severity.
public struct AuditConfiguration: Hashable, Sendable, Codable {
  /// One rule's setting.
  public struct RuleSetting: Hashable, Sendable, Codable {
    /// Whether the rule runs.
    ///
    /// JSON key `enabled`. Default value: `true`.
    public var isEnabled: Bool
    /// The severity its findings get instead of the default (JSON key `severity`).
    public var severity: AuditSeverity?

    /// Creates a setting.
    public init(isEnabled: Bool = true, severity: AuditSeverity? = nil) {
      self.isEnabled = isEnabled
      self.severity = severity
    }

    private enum CodingKeys: String, CodingKey {
      case isEnabled = "enabled"
      case severity
    }

    /// Decodes `"off"`, a severity name, or `{"enabled": …, "severity": …}`.
    public init(from decoder: any Decoder) throws {
      if let text = try? decoder.singleValueContainer().decode(String.self) {
        if text == "off" {
          self.init(isEnabled: false)
        } else if let severity = AuditSeverity(rawValue: text) {
          self.init(severity: severity)
        } else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: decoder.codingPath,
              debugDescription: "unknown setting '\(text)'; expected off, note, warning or error"))
        }
        return
      }
      try AuditConfiguration.rejectUnknownKeys(in: decoder, allowed: ["enabled", "severity"])
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        isEnabled: try container.decodeIfPresent(Bool.self, forKey: .isEnabled) ?? true,
        severity: try container.decodeIfPresent(AuditSeverity.self, forKey: .severity))
    }
  }

  /// Settings by rule id (JSON key `rules`).
  public var rules: [String: RuleSetting]
  /// The thresholds (JSON key `thresholds`).
  public var thresholds: AuditThresholds
  /// Another folder the specs' data files may be in besides each spec's own, as written
  /// (JSON key `dataRoot`): relative to the configuration file's folder, or absolute; the
  /// command line's `--data-root` takes its place when given.
  public var dataRoot: String?

  /// Creates a configuration; the default runs every rule at its default severity.
  public init(
    rules: [String: RuleSetting] = [:], thresholds: AuditThresholds = AuditThresholds(),
    dataRoot: String? = nil
  ) {
    self.rules = rules
    self.thresholds = thresholds
    self.dataRoot = dataRoot
  }

  private enum CodingKeys: String, CodingKey {
    case rules, thresholds, dataRoot
  }

  /// Decodes a configuration; unknown members are errors.
  public init(from decoder: any Decoder) throws {
    try Self.rejectUnknownKeys(in: decoder, allowed: ["dataRoot", "rules", "thresholds"])
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rules = try container.decodeIfPresent([String: RuleSetting].self, forKey: .rules) ?? [:]
    thresholds =
      try container.decodeIfPresent(AuditThresholds.self, forKey: .thresholds) ?? AuditThresholds()
    dataRoot = try container.decodeIfPresent(String.self, forKey: .dataRoot)
  }

  /// Reads a configuration file's JSON and checks its rule ids against the known rules.
  ///
  /// - Parameters:
  ///   - data: UTF-8 JSON.
  ///   - knownRules: The ids a setting may name.
  /// - Returns: The configuration.
  /// - Throws: ``AuditConfigurationError`` naming the member at fault.
  public static func decode(from data: Data, knownRules: [String]) throws(AuditConfigurationError)
    -> AuditConfiguration
  {
    let configuration: AuditConfiguration
    do {
      configuration = try JSONDecoder().decode(AuditConfiguration.self, from: data)
    } catch let error as DecodingError {
      throw AuditConfigurationError(decoding: error)
    } catch {
      throw AuditConfigurationError(message: "not valid JSON")
    }
    for id in configuration.rules.keys.sorted() where !knownRules.contains(id) {
      throw AuditConfigurationError(
        message: "$.rules.\(id): unknown rule '\(id)'; rules: \(knownRules.joined(separator: ", "))"
      )
    }
    try configuration.thresholds.validate()
    return configuration
  }

  /// Throws when the JSON object being decoded has a member not in `allowed`.
  static func rejectUnknownKeys(in decoder: any Decoder, allowed: [String]) throws {
    let container = try decoder.container(keyedBy: MemberKey.self)
    for key in container.allKeys.map(\.stringValue).sorted() where !allowed.contains(key) {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath + [MemberKey(stringValue: key)],
          debugDescription:
            "unknown field '\(key)'; expected one of: \(allowed.sorted().joined(separator: ", "))"))
    }
  }

  private struct MemberKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

/// A configuration file that cannot be used.
public struct AuditConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, with the JSON path first when known; lowercase, no final period.
  public var message: String

  /// Creates an error.
  public init(message: String) {
    self.message = message
  }

  init(decoding error: DecodingError) {
    func path(_ codingPath: [any CodingKey]) -> String {
      codingPath.reduce("$") { text, key in
        key.intValue.map { "\(text)[\($0)]" } ?? "\(text).\(key.stringValue)"
      }
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      message = "not valid JSON"
    case .dataCorrupted(let context):
      message = "\(path(context.codingPath)): \(context.debugDescription)"
    case .typeMismatch(let type, let context):
      let expected =
        switch type {
        case is String.Type: "a string"
        case is Double.Type, is Int.Type: "a number"
        case is Bool.Type: "true or false"
        default: "an object"
        }
      message = "\(path(context.codingPath)): expected \(expected)"
    case .keyNotFound(let key, let context):
      message = "\(path(context.codingPath)): missing required field '\(key.stringValue)'"
    case .valueNotFound(_, let context):
      message = "\(path(context.codingPath)): unexpected null"
    @unknown default:
      message = "invalid configuration"
    }
  }

  /// The message.
  public var description: String { message }
}
