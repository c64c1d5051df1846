import ChartModel

/// The colours a Vega-Lite spec paints its marks with, each at its JSON path, for the audit
/// (``DeclaredColor``).
///
/// For each unit view the paint is found as Vega-Lite finds it (vega-lite
/// `src/compile/mark/color.ts`): a filled mark (every mark but `point`, `line` and `rule`,
/// unless `filled` says otherwise) is painted by `fill`, else `color`; a stroked one by
/// `stroke`, else `color`. The first of these that is set decides, highest first:
/// 1. the encoding channel: a constant `value` (and a `condition`'s `value`), or for a field,
///    its scale's `range` (each entry named by the scale's `domain` entry at its index), a
///    categorical `scheme` (``VegaColorSchemes``: as many colours as the chart has series, the
///    scheme cycling), or `config.range.category` when it is a list;
/// 2. the mark definition's `fill`/`stroke`/`color`;
/// 3. `config.<mark>` and then `config.mark`.
///
/// A nominal field's colour with none of these is painted from Vega-Lite's default category
/// scheme, `tableau10` (Vega's `config.range.category`), five of whose ten colours are below 3:1
/// on white; those colours are declared at the channel's path (`$.encoding.color`).
///
/// The opacity is the mark's `opacity` times its `fillOpacity` or `strokeOpacity`. Text and
/// image marks are left out (text contrast is WCAG 1.4.3's concern), as are continuous colour
/// scales (quantitative or temporal fields, continuous schemes: each cell's colour carries a
/// value, read against its neighbours, not the background), an ordinal field's default ramp
/// (`blues`, sampled as many times as the field has values), a `config.range.category` naming
/// a scheme, and the default mark colour `#4c78a8`, which the spec does not write.
enum VegaColors {
  /// The declared colours of every unit view, in view order, each path once.
  ///
  /// - Parameters:
  ///   - units: The spec's unit views.
  ///   - config: The spec's `config` member, or `nil`.
  ///   - seriesCount: How many series the chart draws, so a scheme contributes the colours it
  ///     paints; `nil` for the whole scheme.
  /// - Returns: The colours.
  /// - Complexity: O(*u* + *c*) for *u* views and *c* colours.
  static func declared(in units: [VegaUnitView], config: JSONValue?, seriesCount: Int?)
    -> [DeclaredColor]
  {
    var result: [DeclaredColor] = []
    var seen: Set<String> = []
    for unit in units {
      for color in declared(in: unit, config: config, seriesCount: seriesCount)
      where seen.insert(color.path.description + "\u{0}" + color.text).inserted {
        result.append(color)
      }
    }
    return result
  }

  private static func declared(in unit: VegaUnitView, config: JSONValue?, seriesCount: Int?)
    -> [DeclaredColor]
  {
    let type = (unit.mark.string ?? unit.mark["type"]?.string ?? "").lowercased()
    guard !type.isEmpty, type != "text", type != "image" else { return [] }
    let definition = unit.mark.object ?? [:]
    let filled = definition["filled"]?.bool ?? !["point", "line", "rule"].contains(type)
    let channels = filled ? ["fill", "color"] : ["stroke", "color"]
    let opacity =
      (definition["opacity"]?.number ?? 1)
      * (definition[filled ? "fillOpacity" : "strokeOpacity"]?.number ?? 1)
    let isSeries = type != "rule"
    for channel in channels {
      guard let (encoding, path) = unit.encoding[channel] else { continue }
      return encoded(
        encoding, at: path, config: config, seriesCount: seriesCount, opacity: opacity,
        isSeries: isSeries)
    }
    let markPath = unit.path.appending("mark")
    for channel in channels {
      if let text = definition[channel]?.string {
        return [
          DeclaredColor(
            text: text, path: markPath.appending(channel), distinguishesSeries: isSeries,
            opacity: opacity)
        ]
      }
    }
    let configPath = SpecPath.root.appending("config")
    for section in [type, "mark"] {
      for channel in channels {
        if let text = config?[section]?[channel]?.string {
          return [
            DeclaredColor(
              text: text, path: configPath.appending(section).appending(channel),
              distinguishesSeries: isSeries, opacity: opacity)
          ]
        }
      }
    }
    return []
  }

  /// The colours of one colour channel's definition.
  private static func encoded(
    _ encoding: JSONValue, at path: SpecPath, config: JSONValue?, seriesCount: Int?,
    opacity: Double, isSeries: Bool
  ) -> [DeclaredColor] {
    var result: [DeclaredColor] = []
    let conditions = encoding["condition"]?.array ?? encoding["condition"].map { [$0] } ?? []
    for (index, condition) in conditions.enumerated() {
      guard let text = condition["value"]?.string else { continue }
      let conditionPath =
        encoding["condition"]?.array == nil
        ? path.appending("condition") : path.appending("condition").appending(index: index)
      result.append(
        DeclaredColor(
          text: text, path: conditionPath.appending("value"), distinguishesSeries: isSeries,
          opacity: opacity))
    }
    if let text = encoding["value"]?.string {
      result.append(
        DeclaredColor(
          text: text, path: path.appending("value"), distinguishesSeries: isSeries,
          opacity: opacity))
    }
    guard encoding["field"] != nil || encoding["datum"] != nil,
      !["quantitative", "temporal"].contains(encoding["type"]?.string ?? "nominal")
    else { return result }
    let scale = encoding["scale"]
    let scalePath = path.appending("scale")
    if let range = scale?["range"]?.array {
      let domain = scale?["domain"]?.array?.map { $0.string ?? $0.number.map { "\($0)" } ?? "" }
      for (index, entry) in range.enumerated() {
        guard let text = entry.string else { continue }
        result.append(
          DeclaredColor(
            text: text, path: scalePath.appending("range").appending(index: index),
            seriesName: domain.flatMap { index < $0.count ? $0[index] : nil },
            distinguishesSeries: true, opacity: opacity))
      }
      return result
    }
    if let scheme = scale?["scheme"] {
      let name = scheme.string ?? scheme["name"]?.string ?? ""
      let schemePath =
        scheme.string == nil
        ? scalePath.appending("scheme").appending("name")
        : scalePath.appending("scheme")
      guard let colors = VegaColorSchemes.categorical[name.lowercased()] else { return result }
      return result
        + schemeColors(
          colors, named: "scheme '\(name)'", at: schemePath, seriesCount: seriesCount,
          opacity: opacity)
    }
    if let category = config?["range"]?["category"]?.array {
      let categoryPath = SpecPath.root.appending("config").appending("range").appending(
        "category")
      for (index, entry) in category.enumerated() {
        guard let text = entry.string else { continue }
        result.append(
          DeclaredColor(
            text: text, path: categoryPath.appending(index: index), distinguishesSeries: true,
            opacity: opacity))
      }
      return result
    }
    guard (encoding["type"]?.string ?? "nominal") == "nominal", encoding["scale"]?.isNull != true,
      config?["range"]?["category"] == nil, let colors = VegaColorSchemes.categorical["tableau10"]
    else { return result }
    return result
      + schemeColors(
        colors, named: "Vega-Lite's default scheme 'tableau10'", at: path,
        seriesCount: seriesCount, opacity: opacity)
  }

  /// The colours a categorical scheme paints: as many as the chart has series (the whole
  /// scheme when that is unknown), each named by its place in the scheme.
  private static func schemeColors(
    _ colors: [String], named name: String, at path: SpecPath, seriesCount: Int?, opacity: Double
  ) -> [DeclaredColor] {
    let count = seriesCount.map { min($0, colors.count) } ?? colors.count
    return colors.prefix(count).enumerated().map { index, text in
      DeclaredColor(
        text: text, origin: "colour \(index + 1) of \(name)", path: path,
        distinguishesSeries: true, opacity: opacity)
    }
  }

  /// The colours behind the marks, bottom first, each at its JSON path.
  ///
  /// The canvas (`background`, else `config.background`), then the view's fill (`view.fill`,
  /// else `config.view.fill`) at its `fillOpacity`. Vega-Lite's own defaults (a white canvas,
  /// no view fill) are not listed.
  ///
  /// - Parameter json: The whole Vega-Lite spec.
  /// - Returns: The layers that are set, each at its JSON path.
  static func background(of json: JSONValue) -> [DeclaredColor] {
    let root = SpecPath.root
    let config = root.appending("config")
    var layers: [DeclaredColor] = []
    for (value, path) in [
      (json["background"], root.appending("background")),
      (json["config"]?["background"], config.appending("background")),
    ] {
      guard let text = value?.string else { continue }
      layers.append(DeclaredColor(text: text, path: path, distinguishesSeries: false))
      break
    }
    for (view, path) in [
      (json["view"], root.appending("view")), (json["config"]?["view"], config.appending("view")),
    ] {
      guard let text = view?["fill"]?.string else { continue }
      layers.append(
        DeclaredColor(
          text: text, path: path.appending("fill"), distinguishesSeries: false,
          opacity: view?["fillOpacity"]?.number ?? 1))
      break
    }
    return layers
  }
}
