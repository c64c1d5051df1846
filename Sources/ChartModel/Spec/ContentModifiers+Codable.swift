extension ContentModifiers {
  /// The JSON members that hold modifiers.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case foregroundStyle, symbol, lineStyle, position, offset, annotation
    case accessibilityHidden, accessibilityLabel, accessibilityValue, accessibilityIdentifier
  }

  /// The wrapper of a `…(by:)` modifier, `{"by": …}`.
  private struct By: Codable {
    var by: EncodingSpec

    init(by: EncodingSpec) {
      self.by = by
    }

    private enum CodingKeys: String, CodingKey {
      case by
    }

    init(from decoder: any Decoder) throws {
      try decoder.rejectUnknownKeys(allowed: ["by"])
      by = try decoder.container(keyedBy: CodingKeys.self).decode(EncodingSpec.self, forKey: .by)
    }
  }

  /// Reads the modifier members of the mark or plot object being decoded.
  init(fromMembersOf decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    if container.contains(.foregroundStyle) {
      if let color = try? container.decode(String.self, forKey: .foregroundStyle) {
        foregroundColor = color
      } else {
        foregroundStyleBy = try container.decode(By.self, forKey: .foregroundStyle).by
      }
    }
    symbolBy = try container.decodeIfPresent(By.self, forKey: .symbol)?.by
    lineStyleBy = try container.decodeIfPresent(By.self, forKey: .lineStyle)?.by
    position = try container.decodeIfPresent(PositionSpec.self, forKey: .position)
    offset = try container.decodeIfPresent(OffsetSpec.self, forKey: .offset)
    annotation = try container.decodeIfPresent(AnnotationSpec.self, forKey: .annotation)
    accessibilityHidden = try container.decodeIfPresent(Bool.self, forKey: .accessibilityHidden)
    accessibilityLabel = try container.decodeIfPresent(TextSpec.self, forKey: .accessibilityLabel)
    accessibilityValue = try container.decodeIfPresent(TextSpec.self, forKey: .accessibilityValue)
    accessibilityIdentifier = try container.decodeIfPresent(
      TextSpec.self, forKey: .accessibilityIdentifier)
  }

  /// Writes the modifiers as members of the mark or plot object being encoded.
  func encodeMembers(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if let foregroundStyleBy {
      try container.encode(By(by: foregroundStyleBy), forKey: .foregroundStyle)
    } else {
      try container.encodeIfPresent(foregroundColor, forKey: .foregroundStyle)
    }
    try container.encodeIfPresent(symbolBy.map(By.init), forKey: .symbol)
    try container.encodeIfPresent(lineStyleBy.map(By.init), forKey: .lineStyle)
    try container.encodeIfPresent(position, forKey: .position)
    try container.encodeIfPresent(offset, forKey: .offset)
    try container.encodeIfPresent(annotation, forKey: .annotation)
    try container.encodeIfPresent(accessibilityHidden, forKey: .accessibilityHidden)
    try container.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
    try container.encodeIfPresent(accessibilityValue, forKey: .accessibilityValue)
    try container.encodeIfPresent(accessibilityIdentifier, forKey: .accessibilityIdentifier)
  }
}
