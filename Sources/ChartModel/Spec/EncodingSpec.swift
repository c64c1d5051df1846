/// A plottable value in a JSON chart spec: a data field or a constant, with its label.
///
/// `{"field": "year", "label": "Year", "type": "temporal", "unit": "year"}` plots the `year`
/// field of each row; `{"value": 0, "label": ""}` is the constant of `RuleMark(y: .value("", 0))`.
/// A bare string, `"year"`, is shorthand for `{"field": "year"}`.
public struct EncodingSpec: Hashable, Sendable {
  /// The data field read for each row (JSON key `field`).
  ///
  /// Exactly one of `field` and `value`.
  public var field: String?
  /// A constant value (JSON key `value`): a number, a string, or `{"date": "…"}`.
  public var value: DataValue?
  /// The label, spoken by assistive technology (JSON key `label`).
  ///
  /// Default value: the field name, or the empty string for a constant.
  public var label: String
  /// The measurement type (JSON key `type`).
  ///
  /// Default value: inferred from the data.
  public var type: ValueType?
  /// The calendar period of a temporal value (JSON key `unit`).
  ///
  /// Default value: none.
  public var unit: CalendarUnit?

  /// Creates an encoding of a data field.
  public init(
    field: String, label: String? = nil, type: ValueType? = nil, unit: CalendarUnit? = nil
  ) {
    self.field = field
    self.value = nil
    self.label = label ?? field
    self.type = type
    self.unit = unit
  }

  /// Creates an encoding of a constant.
  public init(value: DataValue, label: String, unit: CalendarUnit? = nil) {
    self.field = nil
    self.value = value
    self.label = label
    self.type = value.valueType
    self.unit = unit
  }

  /// Whether the encoding reads a data field (as opposed to holding a constant).
  public var isField: Bool { field != nil }
}

extension EncodingSpec: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case field, value, label, type, unit
  }

  /// Decodes a bare field name or an encoding object.
  ///
  /// - Throws: `DecodingError` when both or neither of `field` and `value` are present.
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self)
    {
      self.init(field: name)
      return
    }
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let field = try container.decodeIfPresent(String.self, forKey: .field)
    let value = try container.decodeIfPresent(DataValue.self, forKey: .value)
    switch (field, value) {
    case (let field?, nil):
      self.init(field: field, label: try container.decodeIfPresent(String.self, forKey: .label))
    case (nil, let value?):
      self.init(
        value: value, label: try container.decodeIfPresent(String.self, forKey: .label) ?? "")
    case (.some, .some):
      throw DecodingError.dataCorruptedError(
        forKey: .value, in: container, debugDescription: "give either 'field' or 'value', not both")
    case (nil, nil):
      throw DecodingError.keyNotFound(
        CodingKeys.field,
        DecodingError.Context(
          codingPath: container.codingPath, debugDescription: "an encoding needs 'field' or 'value'"
        ))
    }
    if let type = try container.decodeVocabulary(ValueType.self, forKey: .type) {
      self.type = type
    }
    unit = try container.decodeVocabulary(CalendarUnit.self, forKey: .unit)
  }

  /// Encodes the encoding object in full.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(field, forKey: .field)
    try container.encodeIfPresent(value, forKey: .value)
    try container.encode(label, forKey: .label)
    if field != nil || type != value?.valueType {
      try container.encodeIfPresent(type, forKey: .type)
    }
    try container.encodeIfPresent(unit, forKey: .unit)
  }
}
