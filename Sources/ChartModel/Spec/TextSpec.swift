/// Text in a chart spec: a literal string, or a data field read for each row.
///
/// Used for annotations and accessibility labels: `"1200"` or `{"field": "name"}`.
public enum TextSpec: Hashable, Sendable {
  /// The same text for every mark.
  case literal(String)
  /// The named field's value in each row, as text.
  case field(String)
}

extension TextSpec: Codable {
  private enum CodingKeys: String, CodingKey {
    case field
  }

  /// Decodes a string or `{"field": "…"}`.
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self)
    {
      self = .literal(text)
      return
    }
    try decoder.rejectUnknownKeys(allowed: ["field"])
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self = .field(try container.decode(String.self, forKey: .field))
  }

  /// Encodes a string or `{"field": "…"}`.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .literal(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .field(let name):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .field)
    }
  }
}
