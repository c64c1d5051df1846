import ChartModel

/// One Vega-Lite channel definition (`"x": {"field": "year", "type": "temporal", …}`), read.
struct VegaChannel {
  /// The channel name, such as `x` or `color`.
  var name: String
  /// The definition's path.
  var path: SpecPath
  /// The source field, before any timeUnit, bin or aggregate.
  var field: String?
  /// Vega-Lite's measurement type: `quantitative`, `temporal`, `ordinal` or `nominal`.
  var type: String
  /// The aggregate operation.
  var aggregate: VegaAggregateOp?
  /// The bin parameters (`true` or an object); `nil` when not binned or already binned.
  var bin: JSONValue?
  /// The time unit.
  var timeUnit: VegaTimeUnit?
  /// The time unit of a `timeUnit` transform that made this channel's field (`"as"`), if any:
  /// Vega sorts that transform's dates in time, so their names ("January") sort in calendar
  /// order, where names that are only text ("June", a sales rep) sort alphabetically.
  var transformUnit: VegaTimeUnit?
  /// The unit whose names order this channel's values: its own time unit, else a transform's.
  var orderUnit: VegaTimeUnit? { timeUnit ?? transformUnit }
  /// The explicit title (`title`, else the axis or legend title).
  var title: String?
  /// A constant (`datum`).
  var datum: DataValue?
  /// The full definition.
  var json: JSONValue
  /// The calendar unit inferred from the dates' alignment, for a temporal field without a
  /// time unit.
  var inferredUnit: CalendarUnit?

  /// Reads a channel definition.
  ///
  /// - Returns: `nil` for a `value` (visual constant) definition.
  /// - Throws: ``VegaUnsupported`` for an unknown aggregate or time unit, or a datum that is
  ///   not a number, text or `DateTime` object (``VegaDateTime``).
  init?(name: String, json: JSONValue, path: SpecPath) throws(VegaUnsupported) {
    self.name = name
    self.path = path
    self.json = json
    let definition = json.array?.first ?? json
    field = definition["field"]?.string
    if field == "*", definition["aggregate"]?.string == "count" { field = nil }
    if let datum = definition["datum"] {
      if VegaDateTime.isDateTime(datum) {
        self.datum = .date(try VegaDateTime(datum, at: path.appending("datum")).date)
      } else {
        guard let value = datum.cell else {
          throw VegaUnsupported(
            message: "a datum of \(datum.typeName) is not supported",
            path: path.appending("datum"))
        }
        self.datum = value
      }
    }
    guard field != nil || datum != nil || definition["aggregate"]?.string == "count" else {
      return nil
    }
    if let op = definition["aggregate"] {
      guard let text = op.string, let parsed = VegaAggregateOp(rawValue: text) else {
        throw VegaUnsupported(
          message: "aggregate '\(op.string ?? op.typeName)' is not supported",
          path: path.appending("aggregate"))
      }
      aggregate = parsed
    }
    if let unit = definition["timeUnit"] {
      guard let parsed = VegaTimeUnit(unit) else {
        throw VegaUnsupported(
          message: "timeUnit '\(unit.string ?? unit.typeName)' is not supported",
          path: path.appending("timeUnit"))
      }
      timeUnit = parsed
    }
    if let bin = definition["bin"], bin != .bool(false), bin.string != "binned",
      bin["binned"]?.bool != true
    {
      self.bin = bin
    }
    let explicitTitle =
      definition["title"] ?? definition["axis"]?["title"] ?? definition["legend"]?["title"]
    title =
      explicitTitle?.string ?? explicitTitle?.array?.compactMap(\.string).joined(separator: " ")
    if let declared = definition["type"]?.string {
      type = declared
    } else if aggregate != nil || bin != nil {
      type = "quantitative"
    } else if timeUnit != nil {
      type = "temporal"
    } else if let datum {
      switch datum.valueType {
      case .quantitative: type = "quantitative"
      case .temporal: type = "temporal"
      case .categorical: type = "nominal"
      }
    } else {
      type = "nominal"
    }
  }

  /// Whether the values are discrete (`nominal` or `ordinal`, or a periodic time unit).
  var isDiscrete: Bool {
    type == "nominal" || type == "ordinal"
      || (timeUnit != nil && timeUnit?.calendarUnit == nil)
  }

  /// The field the lowered chart reads, named as Vega-Lite names derived fields.
  var derivedField: String? {
    if aggregate == .count { return "__count" }
    guard let name = unaggregatedField else { return nil }
    return aggregate.map { "\($0.rawValue)_\(name)" } ?? name
  }

  /// The field after any timeUnit and bin, before aggregation.
  var unaggregatedField: String? {
    guard var name = field else { return nil }
    if let timeUnit { name = "\(timeUnit.name)_\(name)" }
    if bin != nil {
      // The count as written; one beyond `Int` (1e300) is named as a number, never trapped on.
      let count = bin?["maxbins"]?.number ?? 10
      name = "bin_maxbins_\(Int(exactly: count).map(String.init) ?? "\(count)")_\(name)"
    }
    return name
  }

  /// The label: the explicit title, else Vega-Lite's verbal default title.
  var label: String {
    if let title { return title }
    if let aggregate { return aggregate.title(of: field) }
    guard let field else { return "" }
    if bin != nil { return "\(field) (binned)" }
    if let timeUnit { return "\(field) (\(timeUnit.titlePart))" }
    return field
  }

  /// The chart spec's measurement type.
  var valueType: ValueType {
    if isDiscrete { return .categorical }
    return type == "temporal" ? .temporal : .quantitative
  }

  /// The lowered encoding.
  var encoding: EncodingSpec {
    if let datum, field == nil, aggregate == nil { return EncodingSpec(value: datum, label: label) }
    return EncodingSpec(
      field: derivedField ?? "", label: label, type: valueType,
      unit: valueType == .temporal ? timeUnit?.calendarUnit ?? inferredUnit : nil)
  }
}
