/// One mark in a chart spec: its kind, its plotted values and its modifiers.
///
/// A mark whose values name data fields stands for one mark per data row, as
/// `Chart(data) { item in BarMark(…) }` does; a mark whose values are all constants is drawn
/// once, as `RuleMark(y: .value("Sales", 1200))`.
public struct MarkSpec: Hashable, Sendable {
  /// The mark kind (JSON key `type`).
  public var kind: MarkKind
  /// The horizontal position (JSON key `x`).
  public var x: EncodingSpec?
  /// The vertical position (JSON key `y`).
  public var y: EncodingSpec?
  /// The start of a horizontal extent (JSON key `xStart`).
  public var xStart: EncodingSpec?
  /// The end of a horizontal extent (JSON key `xEnd`).
  public var xEnd: EncodingSpec?
  /// The start of a vertical extent (JSON key `yStart`).
  public var yStart: EncodingSpec?
  /// The end of a vertical extent (JSON key `yEnd`).
  public var yEnd: EncodingSpec?
  /// A sector's angular size (JSON key `angle`), for `SectorMark(angle:)`.
  public var angle: EncodingSpec?
  /// The `series:` argument of `LineMark` and `AreaMark` (JSON key `series`).
  public var series: EncodingSpec?
  /// Fields that split the mark's data into series without drawing them by a channel of their
  /// own (JSON key `groupedBy`, an array of encodings): what an importer reads from a grouping
  /// Swift Charts has no argument for, such as Vega-Lite's `detail` and its `row`, `column`
  /// and `facet` panels.
  ///
  /// Default value: none. Unlike ``series``, which only lines and areas take, it groups any
  /// kind of mark, so the audit never reports it as having no effect. Each entry defines
  /// series like `foregroundStyle.by`, after ``series`` and before `symbol.by`.
  public var groupedBy: [EncodingSpec] = []
  /// The order in which a line connects its points (JSON key `order`): ascending by this
  /// value, ties in data order, as Vega-Lite's `order` channel draws a line or trail.
  ///
  /// Default value: none, and a line connects its points in data order, as Swift Charts'
  /// `LineMark` does. A line whose order is not that of its x is a path: a connected scatter
  /// plot (docs/chart-kinds.md), whose start and end are named by this value.
  public var order: EncodingSpec?
  /// The `stacking:` argument (JSON key `stacking`).
  ///
  /// Default value: `standard` for bars and areas, as in Swift Charts.
  public var stacking: MarkStacking?
  /// `interpolationMethod(_:)` (JSON key `interpolation`).
  ///
  /// Visual only.
  public var interpolation: InterpolationMethod?
  /// A fixed width, such as `.ratio(0.7)` written `0.7` (JSON key `width`).
  ///
  /// Visual only.
  public var width: Double?
  /// A fixed height in points (JSON key `height`).
  ///
  /// Visual only.
  public var height: Double?
  /// A sector's inner radius (JSON key `innerRadius`): a ratio of the outer radius, as
  /// `innerRadius: .ratio(0.618)` is written `0.618`, or points, as `.fixed(40)` and Vega-Lite's
  /// `mark.innerRadius` give it.
  ///
  /// Visual but for one fact: a value above 0 cuts a hole, and the chart is a donut.
  public var innerRadius: Double?
  /// The side of the y axis the mark's values are read on (JSON key `axisPosition`:
  /// `leading` or `trailing`), as Swift Charts draws a second y axis with
  /// `AxisMarks(position: .trailing)`.
  ///
  /// Default value: `leading`. A chart with marks on both sides has two y axes
  /// (``AxesSpec/yTrailing``); its values are never compared across them.
  public var axisPosition: AxisPosition?
  /// The mark's modifiers (members of the same JSON object).
  public var modifiers: ContentModifiers

  /// Creates a mark.
  public init(
    kind: MarkKind, x: EncodingSpec? = nil, y: EncodingSpec? = nil,
    xStart: EncodingSpec? = nil, xEnd: EncodingSpec? = nil,
    yStart: EncodingSpec? = nil, yEnd: EncodingSpec? = nil, angle: EncodingSpec? = nil,
    series: EncodingSpec? = nil, stacking: MarkStacking? = nil,
    interpolation: InterpolationMethod? = nil, modifiers: ContentModifiers = ContentModifiers()
  ) {
    self.kind = kind
    self.x = x
    self.y = y
    self.xStart = xStart
    self.xEnd = xEnd
    self.yStart = yStart
    self.yEnd = yEnd
    self.angle = angle
    self.series = series
    self.stacking = stacking
    self.interpolation = interpolation
    self.modifiers = modifiers
  }

  /// Every plotted value of the mark with its JSON member name, in a fixed order.
  public var encodings: [(name: String, encoding: EncodingSpec)] {
    let all: [(String, EncodingSpec?)] = [
      ("x", x), ("y", y), ("xStart", xStart), ("xEnd", xEnd), ("yStart", yStart),
      ("yEnd", yEnd), ("angle", angle), ("series", series),
    ]
    let groups: [(String, EncodingSpec?)] = groupedBy.indices.map {
      ("groupedBy[\($0)]", groupedBy[$0])
    }
    let rest: [(String, EncodingSpec?)] = [
      ("order", order), ("foregroundStyle.by", modifiers.foregroundStyleBy),
      ("symbol.by", modifiers.symbolBy), ("lineStyle.by", modifiers.lineStyleBy),
      ("position.by", modifiers.position?.by),
    ]
    return (all + groups + rest).compactMap { name, encoding in encoding.map { (name, $0) } }
  }

  /// Whether the mark is a sector with a hole: a donut's slice.
  public var hasInnerRadius: Bool {
    kind == .sector && (innerRadius ?? 0) > 0
  }

  /// The y axis the mark's values are read on: ``axisPosition``, else the leading one.
  public var effectiveAxisPosition: AxisPosition {
    axisPosition ?? .leading
  }

  /// The stacking in effect: the explicit one, else Swift Charts' default for the kind.
  public var effectiveStacking: MarkStacking {
    stacking ?? kind.defaultStacking
  }
}

extension MarkSpec: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case type, x, y, xStart, xEnd, yStart, yEnd, angle, series, groupedBy, order, stacking
    case interpolation
    case width, height, innerRadius, axisPosition
  }

  /// The JSON members a mark object may have.
  static let allowedKeys = Set(
    CodingKeys.allCases.map(\.rawValue) + ContentModifiers.CodingKeys.allCases.map(\.rawValue))

  /// Decodes a mark object.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard let kind = try container.decodeVocabulary(MarkKind.self, forKey: .type) else {
      throw DecodingError.keyNotFound(
        CodingKeys.type,
        DecodingError.Context(codingPath: container.codingPath, debugDescription: "no mark type"))
    }
    try decoder.rejectUnknownKeys(allowed: Self.allowedKeys)
    self.init(kind: kind, modifiers: try ContentModifiers(fromMembersOf: decoder))
    x = try container.decodeIfPresent(EncodingSpec.self, forKey: .x)
    y = try container.decodeIfPresent(EncodingSpec.self, forKey: .y)
    xStart = try container.decodeIfPresent(EncodingSpec.self, forKey: .xStart)
    xEnd = try container.decodeIfPresent(EncodingSpec.self, forKey: .xEnd)
    yStart = try container.decodeIfPresent(EncodingSpec.self, forKey: .yStart)
    yEnd = try container.decodeIfPresent(EncodingSpec.self, forKey: .yEnd)
    angle = try container.decodeIfPresent(EncodingSpec.self, forKey: .angle)
    series = try container.decodeIfPresent(EncodingSpec.self, forKey: .series)
    groupedBy = try container.decodeIfPresent([EncodingSpec].self, forKey: .groupedBy) ?? []
    order = try container.decodeIfPresent(EncodingSpec.self, forKey: .order)
    stacking = try container.decodeVocabulary(MarkStacking.self, forKey: .stacking)
    interpolation = try container.decodeVocabulary(InterpolationMethod.self, forKey: .interpolation)
    width = try container.decodeIfPresent(Double.self, forKey: .width)
    height = try container.decodeIfPresent(Double.self, forKey: .height)
    innerRadius = try container.decodeIfPresent(Double.self, forKey: .innerRadius)
    axisPosition = try container.decodeVocabulary(AxisPosition.self, forKey: .axisPosition)
  }

  /// Encodes a mark object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .type)
    try container.encodeIfPresent(x, forKey: .x)
    try container.encodeIfPresent(y, forKey: .y)
    try container.encodeIfPresent(xStart, forKey: .xStart)
    try container.encodeIfPresent(xEnd, forKey: .xEnd)
    try container.encodeIfPresent(yStart, forKey: .yStart)
    try container.encodeIfPresent(yEnd, forKey: .yEnd)
    try container.encodeIfPresent(angle, forKey: .angle)
    try container.encodeIfPresent(series, forKey: .series)
    if !groupedBy.isEmpty { try container.encode(groupedBy, forKey: .groupedBy) }
    try container.encodeIfPresent(order, forKey: .order)
    try container.encodeIfPresent(stacking, forKey: .stacking)
    try container.encodeIfPresent(interpolation, forKey: .interpolation)
    try container.encodeIfPresent(width, forKey: .width)
    try container.encodeIfPresent(height, forKey: .height)
    try container.encodeIfPresent(innerRadius, forKey: .innerRadius)
    try container.encodeIfPresent(axisPosition, forKey: .axisPosition)
    try modifiers.encodeMembers(to: encoder)
  }
}
