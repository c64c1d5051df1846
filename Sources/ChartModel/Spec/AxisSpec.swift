/// Chart-level settings of one axis: title, unit, visibility and scale.
public struct AxisSpec: Hashable, Sendable, Codable {
  /// The axis title (JSON key `title`).
  ///
  /// Default value: the label of the first mark's value.
  public var title: String?
  /// The unit of the axis values, such as `births` or `USD` (JSON key `unit`).
  public var unit: String?
  /// `chartXAxis(.hidden)` / `chartYAxis(.hidden)` (JSON key `hidden`).
  ///
  /// Default value: `false`. A hidden axis is still described: hiding is for the eye only.
  public var hidden: Bool?
  /// `chartXScale(domain:)` / `chartYScale(domain:)`: the scale's lower and upper bound (JSON key
  /// `domain`).
  ///
  /// Visual only; never changes values.
  public var domain: [DataValue]?
  /// `chartXScale(range: .plotDimension(startPadding:endPadding:))` in points (JSON key `padding`).
  ///
  /// Visual only.
  public var padding: OffsetPadding?
  /// How the axis writes its values: a d3 number format such as `.0%` or `$,.0f`, or a d3
  /// time format such as `%b %Y` (JSON key `format`; see ``ValueFormat``).
  ///
  /// Default value: none; numbers and dates are written as chart-describe writes them. Every
  /// output writes this axis's values with it; a format that is not supported is named in a
  /// warning and the values are read plainly.
  public var format: String?
  /// Whether `format` is a number or a time format (JSON key `formatType`: `number`, `time`,
  /// `utc`).
  ///
  /// Default value: `time` for dates, `number` otherwise.
  public var formatType: ValueFormat.Kind?
  /// How values map to positions: linear, logarithmic, symmetric log, power or square root,
  /// and whether the axis runs in reverse (JSON key `scale`).
  ///
  /// Default value: linear, not reversed.
  public var scale: ScaleSpec?
  /// Whether a categorical axis's categories are in an order of meaning, the order they are
  /// drawn in (first occurrence in the data, as `chartXScale(domain:)` with an array orders
  /// them): levels such as low, medium, high, or survey answers (JSON key `ordered`).
  ///
  /// Default value: `nil`, the order is recognised from the categories' names (months,
  /// weekdays, numbers, numeric ranges; docs/chart-kinds.md). `true` reads the values along
  /// the drawn order, as over months; `false` says the order means nothing (categories sorted
  /// by their values), so no trend is read even over names that look ordered. Ignored on a
  /// numeric or temporal axis.
  public var ordered: Bool?

  /// Creates axis settings.
  public init(
    title: String? = nil, unit: String? = nil, hidden: Bool? = nil, domain: [DataValue]? = nil,
    format: String? = nil, formatType: ValueFormat.Kind? = nil, scale: ScaleSpec? = nil,
    ordered: Bool? = nil
  ) {
    self.title = title
    self.unit = unit
    self.hidden = hidden
    self.domain = domain
    self.format = format
    self.formatType = formatType
    self.scale = scale
    self.ordered = ordered
  }

  /// Whether the axis is hidden for the eye.
  public var isHidden: Bool { hidden ?? false }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case title, unit, hidden, domain, padding, format, formatType, scale, ordered
  }

  /// Decodes the object, rejecting members this version does not know.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    title = try container.decodeIfPresent(String.self, forKey: .title)
    unit = try container.decodeIfPresent(String.self, forKey: .unit)
    hidden = try container.decodeIfPresent(Bool.self, forKey: .hidden)
    domain = try container.decodeIfPresent([DataValue].self, forKey: .domain)
    padding = try container.decodeIfPresent(OffsetPadding.self, forKey: .padding)
    format = try container.decodeIfPresent(String.self, forKey: .format)
    formatType = try container.decodeIfPresent(ValueFormat.Kind.self, forKey: .formatType)
    scale = try container.decodeIfPresent(ScaleSpec.self, forKey: .scale)
    ordered = try container.decodeIfPresent(Bool.self, forKey: .ordered)
  }
}

/// Padding at the two ends of a scale's range, in points.
///
/// Visual only.
public struct OffsetPadding: Hashable, Sendable, Codable {
  /// Padding before the first value, in points (JSON key `start`).
  public var start: Double?
  /// Padding after the last value, in points (JSON key `end`).
  public var end: Double?

  /// Creates padding.
  public init(start: Double? = nil, end: Double? = nil) {
    self.start = start
    self.end = end
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case start, end
  }

  /// Decodes the object, rejecting members this version does not know.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    start = try container.decodeIfPresent(Double.self, forKey: .start)
    end = try container.decodeIfPresent(Double.self, forKey: .end)
  }
}

/// The chart's axes (JSON key `axes`).
public struct AxesSpec: Hashable, Sendable, Codable {
  /// The horizontal axis (JSON key `x`).
  public var x: AxisSpec
  /// The vertical axis (JSON key `y`): the leading one when the chart has two.
  public var y: AxisSpec
  /// The second, trailing y axis of a chart with two (JSON key `yTrailing`): the axis of the
  /// marks whose `axisPosition` is `trailing` (``MarkSpec/axisPosition``), with its own
  /// title, unit, format and scale.
  ///
  /// Default value: none; a chart has one y axis, and a mark on the trailing side without it
  /// is read on an axis of default settings.
  public var yTrailing: AxisSpec?

  /// Creates axis settings.
  public init(x: AxisSpec = AxisSpec(), y: AxisSpec = AxisSpec(), yTrailing: AxisSpec? = nil) {
    self.x = x
    self.y = y
    self.yTrailing = yTrailing
  }

  private enum CodingKeys: String, CodingKey {
    case x, y, yTrailing
  }

  /// Decodes axes; a missing axis has default settings.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: ["x", "y", "yTrailing"])
    let container = try decoder.container(keyedBy: CodingKeys.self)
    x = try container.decodeIfPresent(AxisSpec.self, forKey: .x) ?? AxisSpec()
    y = try container.decodeIfPresent(AxisSpec.self, forKey: .y) ?? AxisSpec()
    yTrailing = try container.decodeIfPresent(AxisSpec.self, forKey: .yTrailing)
  }

  /// The settings of the y axis on one side: ``y`` for the leading side, ``yTrailing`` (or
  /// default settings) for the trailing one.
  public func y(_ position: AxisPosition) -> AxisSpec {
    switch position {
    case .leading: return y
    case .trailing: return trailingY
    }
  }

  /// The trailing y axis's settings, default ones when the chart sets none; setting them sets
  /// ``yTrailing``.
  public var trailingY: AxisSpec {
    get { yTrailing ?? AxisSpec() }
    set { yTrailing = newValue }
  }
}

/// The legend (JSON key `legend`).
public struct LegendSpec: Hashable, Sendable, Codable {
  /// `chartLegend(.hidden)` (JSON key `hidden`).
  ///
  /// Default value: `false`. Series names are still described when the legend is hidden.
  public var hidden: Bool?
  /// The legend title (JSON key `title`).
  ///
  /// Default value: the grouping value's label.
  public var title: String?
  /// How the legend writes series names made from numbers or dates: a d3 number or time
  /// format (JSON key `format`; see ``AxisSpec/format``).
  public var format: String?
  /// Whether `format` is a number or a time format (JSON key `formatType`).
  public var formatType: ValueFormat.Kind?

  /// Creates legend settings.
  public init(
    hidden: Bool? = nil, title: String? = nil, format: String? = nil,
    formatType: ValueFormat.Kind? = nil
  ) {
    self.hidden = hidden
    self.title = title
    self.format = format
    self.formatType = formatType
  }

  /// Whether the legend is hidden for the eye.
  public var isHidden: Bool { hidden ?? false }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case hidden, title, format, formatType
  }

  /// Decodes the object, rejecting members this version does not know.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    hidden = try container.decodeIfPresent(Bool.self, forKey: .hidden)
    title = try container.decodeIfPresent(String.self, forKey: .title)
    format = try container.decodeIfPresent(String.self, forKey: .format)
    formatType = try container.decodeIfPresent(ValueFormat.Kind.self, forKey: .formatType)
  }
}

/// `chartForegroundStyleScale(domain:range:)` (JSON key `foregroundStyleScale`).
public struct ForegroundStyleScaleSpec: Hashable, Sendable, Codable {
  /// The series values in display order (JSON key `domain`).
  ///
  /// Default value: order of first occurrence in the data. Series not listed follow, in
  /// first-occurrence order.
  public var domain: [String]?
  /// Colours, as names or `#rrggbb`, assigned in domain order or spread as a gradient
  /// (JSON key `range`).
  public var range: [String]?

  /// Creates a foreground style scale.
  public init(domain: [String]? = nil, range: [String]? = nil) {
    self.domain = domain
    self.range = range
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case domain, range
  }

  /// Decodes the object, rejecting members this version does not know.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    domain = try container.decodeIfPresent([String].self, forKey: .domain)
    range = try container.decodeIfPresent([String].self, forKey: .range)
  }
}
