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
  /// - Parameters:
  ///   - channel: The channel.
  ///   - member: `axis` or `legend`, or `nil` for the channel's own `format` (text, tooltip).
  ///   - diagnostics: Receives a warning for a format that is not applied.
  /// - Returns: The specifier and its `formatType`, both `nil` when absent or not applied.
  static func format(
    of channel: VegaChannel, in member: String?, diagnostics: inout [ImportDiagnostic]
  ) -> (String?, ValueFormat.Kind?) {
    let json = member.map { channel.json[$0] } ?? channel.json
    var path = channel.path
    if let member { path = path.appending(member) }
    guard let format = json?["format"], !format.isNull else { return (nil, nil) }
    guard let specifier = format.string else {
      diagnostics.append(
        ImportDiagnostic(
          .warning, "a format object is not applied; its values are read plainly",
          at: path.appending("format")))
      return (nil, nil)
    }
    var kind: ValueFormat.Kind?
    if let type = json?["formatType"] {
      guard let name = type.string, let known = ValueFormat.Kind(rawValue: name) else {
        diagnostics.append(
          ImportDiagnostic(
            .warning,
            "the formatType '\(type.string ?? type.typeName)' is not supported; "
              + "'\(specifier)' is not applied and its values are read plainly",
            at: path.appending("formatType")))
        return (nil, nil)
      }
      kind = known
    }
    // Vega-Lite's default formatType is "time" for temporal fields and for ordinal and nominal
    // fields with a timeUnit (vega-lite/docs/format.html, "formatType").
    let dated = channel.type == "temporal" || channel.timeUnit != nil
    if let warning = ValueFormatCheck.warning(
      specifier, kind: kind, temporal: dated, at: path.appending("format"))
    {
      diagnostics.append(warning)
      return (nil, nil)
    }
    if member != nil, channel.isDiscrete, dated, kind != .number {
      // An axis's or legend's categories are written by their time unit ("March 2003"); a
      // time format is not applied to them.
      diagnostics.append(
        ImportDiagnostic(
          .warning,
          "the time format '\(specifier)' is not applied to discrete categories; "
            + "their dates are written by their time unit",
          at: path.appending("format")))
      return (nil, nil)
    }
    return (specifier, kind)
  }

  /// The scale and declared domain of a position channel.
  ///
  /// - Parameters:
  ///   - channel: An `x` or `y` channel.
  ///   - diagnostics: Receives a note for a domain that is not read (an object, a selection).
  /// - Returns: The scale settings (`nil` when there are none) and the two domain bounds.
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
      return nil
    }
    if let values = json["domain"]?.array, values.count == 2, !channel.isDiscrete {
      let bounds = values.compactMap(bound)
      if bounds.count == 2 {
        domain = bounds
      } else {
        diagnostics.append(
          ImportDiagnostic(
            .note, "this scale domain is not read (only numbers and date strings are)",
            at: channel.path.appending("scale").appending("domain")))
      }
    }
    if domain == nil, let low = bound(json["domainMin"]), let high = bound(json["domainMax"]) {
      domain = [low, high]
    }
    return (scale == ScaleSpec() ? nil : scale, domain)
  }
}
