/// The modifiers a mark or a `Plot` can carry, as in Swift Charts.
///
/// In JSON they are members of the mark or plot object. A modifier on a `Plot` applies to
/// every mark inside it; a mark's own modifier wins over its plot's.
public struct ContentModifiers: Hashable, Sendable {
  /// `foregroundStyle(by:)`: colour encodes this value and defines series
  /// (JSON `"foregroundStyle": {"by": …}`).
  public var foregroundStyleBy: EncodingSpec?
  /// `foregroundStyle(_:)`: a fixed colour name or `#rrggbb` (JSON `"foregroundStyle": "pink"`).
  public var foregroundColor: String?
  /// `symbol(by:)`: point symbols encode this value and define series
  /// (JSON `"symbol": {"by": …}`).
  public var symbolBy: EncodingSpec?
  /// `lineStyle(by:)`: dash patterns encode this value and define series
  /// (JSON `"lineStyle": {"by": …}`).
  public var lineStyleBy: EncodingSpec?
  /// `position(by:axis:span:)` (JSON `"position"`).
  public var position: PositionSpec?
  /// `offset(x:y:)` in points; visual only (JSON `"offset": {"x": 0, "y": -35}`).
  public var offset: OffsetSpec?
  /// `annotation { Text(…) }` (JSON `"annotation"`).
  public var annotation: AnnotationSpec?
  /// `accessibilityHidden(_:)` (JSON `"accessibilityHidden"`).
  ///
  /// Default value: `false`.
  public var accessibilityHidden: Bool?
  /// `accessibilityLabel(_:)` (JSON `"accessibilityLabel"`).
  public var accessibilityLabel: TextSpec?
  /// `accessibilityValue(_:)` (JSON `"accessibilityValue"`).
  public var accessibilityValue: TextSpec?
  /// `accessibilityIdentifier(_:)` (JSON `"accessibilityIdentifier"`).
  public var accessibilityIdentifier: TextSpec?

  /// Creates modifiers; every one is absent by default.
  public init() {}

  /// The modifiers that apply to a mark inside a plot: the mark's own, else the plot's.
  ///
  /// - Parameter outer: The enclosing plot's modifiers.
  /// - Returns: The combined modifiers.
  public func inheriting(from outer: ContentModifiers) -> ContentModifiers {
    var result = self
    result.foregroundStyleBy = foregroundStyleBy ?? outer.foregroundStyleBy
    result.foregroundColor = foregroundColor ?? outer.foregroundColor
    result.symbolBy = symbolBy ?? outer.symbolBy
    result.lineStyleBy = lineStyleBy ?? outer.lineStyleBy
    result.position = position ?? outer.position
    result.offset = offset ?? outer.offset
    result.annotation = annotation ?? outer.annotation
    result.accessibilityHidden = accessibilityHidden ?? outer.accessibilityHidden
    result.accessibilityLabel = accessibilityLabel ?? outer.accessibilityLabel
    result.accessibilityValue = accessibilityValue ?? outer.accessibilityValue
    result.accessibilityIdentifier = accessibilityIdentifier ?? outer.accessibilityIdentifier
    return result
  }

  /// Whether `accessibilityHidden(true)` is set.
  public var isHidden: Bool { accessibilityHidden ?? false }
}

/// `position(by:axis:span:)`: the subcategory that orders marks within a band or period.
public struct PositionSpec: Hashable, Sendable, Codable {
  /// The subcategory value (JSON key `by`).
  public var by: EncodingSpec
  /// The axis to divide (JSON key `axis`).
  ///
  /// Default value: the axis of the band.
  public var axis: PositionAxis?
  /// The share of the band the group spans, 0–1 (JSON key `span`).
  ///
  /// Visual only.
  public var span: Double?

  /// Creates a position modifier.
  public init(by: EncodingSpec, axis: PositionAxis? = nil, span: Double? = nil) {
    self.by = by
    self.axis = axis
    self.span = span
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case by, axis, span
  }

  /// Decodes the object, rejecting members this version does not know.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    by = try container.decode(EncodingSpec.self, forKey: .by)
    axis = try container.decodeVocabulary(PositionAxis.self, forKey: .axis)
    span = try container.decodeIfPresent(Double.self, forKey: .span)
  }
}

/// `offset(x:y:)`: a visual displacement in points that never changes values.
public struct OffsetSpec: Hashable, Sendable, Codable {
  /// Horizontal displacement in points (JSON key `x`).
  ///
  /// Default value: 0.
  public var x: Double?
  /// Vertical displacement in points (JSON key `y`).
  ///
  /// Default value: 0.
  public var y: Double?

  /// Creates an offset.
  public init(x: Double? = nil, y: Double? = nil) {
    self.x = x
    self.y = y
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case x, y
  }

  /// Decodes the object, rejecting members this version does not know.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    x = try container.decodeIfPresent(Double.self, forKey: .x)
    y = try container.decodeIfPresent(Double.self, forKey: .y)
  }
}

/// `annotation(position:alignment:spacing:) { Text(…) }`: text attached to a mark.
///
/// On a visible mark the text is part of that observation's spoken label; on a constant
/// `RuleMark` it names the reference line.
public struct AnnotationSpec: Hashable, Sendable, Codable {
  /// The annotation's text (JSON key `text`).
  public var text: TextSpec
  /// Where it is drawn, such as `top` (JSON key `position`).
  ///
  /// Visual only.
  public var position: String?
  /// How it is aligned, such as `leading` (JSON key `alignment`).
  ///
  /// Visual only.
  public var alignment: String?
  /// How a number or date read from a field is written: a d3 number or time format (JSON
  /// key `format`; see ``AxisSpec/format``), as Vega-Lite's text channel `format`.
  public var format: String?
  /// Whether `format` is a number or a time format (JSON key `formatType`).
  public var formatType: ValueFormat.Kind?

  /// Creates an annotation.
  public init(
    text: TextSpec, position: String? = nil, alignment: String? = nil, format: String? = nil,
    formatType: ValueFormat.Kind? = nil
  ) {
    self.text = text
    self.position = position
    self.alignment = alignment
    self.format = format
    self.formatType = formatType
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case text, position, alignment, format, formatType
  }

  /// Decodes the object, rejecting members this version does not know.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    text = try container.decode(TextSpec.self, forKey: .text)
    position = try container.decodeIfPresent(String.self, forKey: .position)
    alignment = try container.decodeIfPresent(String.self, forKey: .alignment)
    format = try container.decodeIfPresent(String.self, forKey: .format)
    formatType = try container.decodeIfPresent(ValueFormat.Kind.self, forKey: .formatType)
  }
}
