import ChartModel

/// Reads a Vega-Lite channel's value format (`axis.format`, `legend.format`, a text
/// channel's `format`, with `formatType`) and its scale (`scale.type`, `exponent`, `constant`,
/// `reverse`, `clamp`, `domain`) into the chart spec's own settings.
///
/// A format that is not supported (a custom `formatType`, a specifier d3 would not read, a
/// format object) is named in one warning at its JSON path and left out, so its values are
/// read plainly. Scale types that only change colour or bands (`band`, `point`, `ordinal`,
/// `time`, `utc`, `quantize`, …) change nothing that is read.
enum VegaFormats {
  /// The format and its type, or `(nil, nil)`.
  ///
  /// The first that is set is used: the channel's own (`axis.format`, `legend.format`, a text
  /// channel's `format`), then for an axis the axis configurations (`axisConfigs`, highest
  /// first, ``VegaConfig``), then `config.numberFormat` for a quantitative field, or
  /// `config.timeFormat` for a text channel's dates without a `timeUnit`. Each `formatType`
  /// is looked up the same way. As Vega-Lite does (format.html, "formatType"), a format is a
  /// time format for temporal fields and for ordinal and nominal fields with a `timeUnit`;
  /// on discrete categories it is applied to their dates (`AxisFormatting`).
  ///
  /// - Parameters:
  ///   - channel: The channel.
  ///   - member: `axis` or `legend`, or `nil` for the channel's own `format` (text, tooltip).
  ///   - config: The spec's configuration.
  ///   - axisConfigs: For an axis, the config members that apply to it, highest first
  ///     (``VegaConfig/axisConfigNames(channel:discrete:band:temporal:orient:)``).
  ///   - diagnostics: Receives a warning for a format that is not applied, at the path where
  ///     it is written.
  /// - Returns: The specifier and its `formatType`, both `nil` when absent or not applied.
  static func format(
    of channel: VegaChannel, in member: String?, config: VegaConfig,
    axisConfigs: [String] = [], diagnostics: inout [ImportDiagnostic]
  ) -> (String?, ValueFormat.Kind?) {
    let json = member.map { channel.json[$0] } ?? channel.json
    var path = channel.path
    if let member { path = path.appending(member) }
    func own(_ property: String) -> (JSONValue, SpecPath)? {
      guard let value = json?[property], !value.isNull else { return nil }
      return (value, path.appending(property))
    }
    let dated = channel.type == "temporal" || channel.timeUnit != nil
    var found = own("format") ?? config.axisProperty("format", in: axisConfigs)
    if found == nil, channel.type == "quantitative", let number = config.numberFormat {
      found = (.string(number), VegaConfig.place(of: "numberFormat"))
    }
    if found == nil, member == nil, channel.type == "temporal", channel.timeUnit == nil,
      let time = config.timeFormat
    {
      found = (.string(time), VegaConfig.place(of: "timeFormat"))
    }
    guard let (format, formatPath) = found else { return (nil, nil) }
    guard let specifier = format.string else {
      diagnostics.append(
        ImportDiagnostic(
          .warning, "a format object is not applied; its values are read plainly",
          at: formatPath))
      return (nil, nil)
    }
    var kind: ValueFormat.Kind?
    if let (type, typePath) = own("formatType")
      ?? config.axisProperty("formatType", in: axisConfigs)
    {
      // A formatType other than "number" and "time" names a registered function; without
      // one Vega-Lite draws the values unformatted (checked with vl-convert).
      guard let name = type.string, let known = ValueFormat.Kind(rawValue: name) else {
        diagnostics.append(
          ImportDiagnostic(
            .warning,
            "the formatType '\(type.string ?? type.typeName)' is not supported; "
              + "'\(specifier)' is not applied and its values are read plainly",
            at: typePath))
        return (nil, nil)
      }
      kind = known
    }
    // Discrete categories are read as text; their dates are formatted only as a time format.
    if kind == nil, dated, channel.isDiscrete { kind = .time }
    if let warning = ValueFormatCheck.warning(
      specifier, kind: kind, temporal: dated, at: formatPath)
    {
      diagnostics.append(warning)
      return (nil, nil)
    }
    return (specifier, kind)
  }

  /// The scale and declared domain of a position channel.
  ///
  /// - Parameters:
  ///   - channel: An `x` or `y` channel.
  ///   - diagnostics: Receives a note for a domain that is not read (an object, a selection).
  /// - Returns: The scale settings (`nil` when there are none) and the two domain bounds, as
  ///   Vega draws them (a numeric domain with `zero: true` stretched to include 0).
  static func scale(of channel: VegaChannel, diagnostics: inout [ImportDiagnostic])
    -> (ScaleSpec?, [DataValue]?)
  {
    guard let json = channel.json["scale"], json.object != nil else { return (nil, nil) }
    var scale = ScaleSpec()
    if let type = json["type"]?.string {
      scale.type = ScaleSpec.Kind(rawValue: type)
    }
    scale.exponent = json["exponent"]?.number
    scale.constant = json["constant"]?.number
    scale.reverse = json["reverse"]?.bool
    scale.clamp = json["clamp"]?.bool
    var domain: [DataValue]?
    let temporal = channel.type == "temporal"
    func bound(_ value: JSONValue?) -> DataValue? {
      if let number = value?.number {
        // Vega-Lite writes a temporal bound as a number in milliseconds since 1970.
        return temporal ? .date(.init(timeIntervalSince1970: number / 1_000)) : .number(number)
      }
      if temporal, let text = value?.string, let date = VegaDateParser.date(from: text) {
        return .date(date)
      }
      if temporal, let value, VegaDateTime.isDateTime(value) {
        return (try? VegaDateTime(value, at: channel.path)).map { .date($0.date) }
      }
      return nil
    }
    if let values = json["domain"]?.array, values.count == 2, !channel.isDiscrete {
      let bounds = values.compactMap(bound)
      if bounds.count == 2 {
        domain = bounds
      } else {
        diagnostics.append(
          ImportDiagnostic(
            .note,
            "this scale domain is not read (only numbers, date strings and DateTime objects are)",
            at: channel.path.appending("scale").appending("domain")))
      }
    }
    if domain == nil, let low = bound(json["domainMin"]), let high = bound(json["domainMax"]) {
      domain = [low, high]
    }
    // A declared domain turns Vega-Lite's `zero` default off, but `zero: true` written beside
    // it still stretches the domain to 0 (Vega's `zero`, which a log scale ignores).
    if json["zero"]?.bool == true, scale.type != .log, let bounds = domain,
      case .number(let low) = bounds[0], case .number(let high) = bounds[1]
    {
      domain = [.number(min(low, high, 0)), .number(max(low, high, 0))]
    }
    return (scale == ScaleSpec() ? nil : scale, domain)
  }
}
