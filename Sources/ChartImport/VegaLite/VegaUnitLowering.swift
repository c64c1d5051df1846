import ChartModel
import Foundation

/// Lowers one Vega-Lite unit view to chart spec content over derived rows.
///
/// Applies the encoding's time units, bins and aggregates the way Vega-Lite derives fields
/// (`year_date`, `bin_maxbins_10_price`, `mean_price`, `__count`), converts cells to each
/// channel's type, orders discrete categories as Vega-Lite's default ascending sort does, and
/// maps the mark and channels to the chart model.
enum VegaUnitLowering {
  /// Vega-Lite mark types and the chart model's kinds.
  static let markKinds: [String: MarkKind] = [
    "bar": .bar, "line": .line, "trail": .line, "area": .area, "point": .point, "circle": .point,
    "square": .point, "tick": .point, "rule": .rule, "rect": .rectangle, "arc": .sector,
    "text": .point,
  ]
  private static let positionChannels = ["x", "y", "x2", "y2", "theta"]
  private static let notedChannels: Set<String> = [
    "size", "opacity", "fillOpacity", "strokeOpacity", "strokeWidth", "angle", "radius",
  ]
  private static let ignoredChannels: Set<String> = [
    "tooltip", "href", "url", "key", "description", "order", "text", "theta2", "radius2",
  ]

  /// Lowers a unit view.
  ///
  /// - Parameters:
  ///   - view: The unit view.
  ///   - input: Its rows after the view's transforms.
  ///   - config: The spec's `config` (default formats, axis configurations).
  ///   - diagnostics: Receives notes on channels that are not described.
  /// - Returns: The view's content, rows, axis and legend settings.
  /// - Throws: ``VegaUnsupported`` for a mark or channel definition that cannot be computed.
  /// - Complexity: O(*n* log *n*) in the number of rows.
  static func lower(
    _ view: VegaUnitView, rows input: [VegaRow], config: VegaConfig,
    diagnostics: inout [ImportDiagnostic]
  ) throws(VegaUnsupported) -> VegaLoweredView {
    let markPath = view.path.appending("mark")
    guard let type = view.mark.string ?? view.mark["type"]?.string else {
      throw VegaUnsupported(message: "the mark has no type", path: markPath)
    }
    var channels: [String: VegaChannel] = [:]
    for (name, (written, path)) in view.encoding.sorted(by: { $0.key < $1.key }) {
      if ignoredChannels.contains(name) { continue }
      var json = written
      if json["field"] == nil, let condition = json["condition"], condition["field"] != nil {
        json = condition
        diagnostics.append(
          ImportDiagnostic(
            .note, "the '\(name)' condition is read as always met (its field is described)",
            at: path.appending("condition")))
      }
      guard var channel = try VegaChannel(name: name, json: json, path: path) else { continue }
      channel.transformUnit = channel.field.flatMap {
        VegaTransforms.timeUnit(making: $0, in: view.transforms)
      }
      if json["impute"] != nil {
        diagnostics.append(
          ImportDiagnostic(
            .warning, "'impute' is not applied; missing values are described as gaps",
            at: path.appending("impute")))
      }
      if notedChannels.contains(name)
        || (channels["color"] != nil && ["fill", "stroke"].contains(name))
      {
        diagnostics.append(
          ImportDiagnostic(
            .note, "'\(name)' encodes '\(channel.label)'; it is not described", at: path))
        continue
      }
      guard positionChannels.contains(name) || VegaGrouping.channels.contains(name) else {
        diagnostics.append(
          ImportDiagnostic(.warning, "the '\(name)' channel is not supported", at: path))
        continue
      }
      channels[name] = channel
    }
    // A secondary position (x2, y2) shares its primary's scale and has no type of its own in
    // Vega-Lite (a field definition without `type`, as Altair writes `y2="hi"`): it takes
    // its primary's, so a quantitative y's y2 is read as numbers, not as categories.
    for (secondary, primary) in [("x2", "x"), ("y2", "y")]
    where view.encoding[secondary]?.0["type"] == nil {
      if let type = channels[primary]?.type, channels[secondary] != nil {
        channels[secondary]?.type = type
      }
    }
    if let fill = channels["fill"] ?? channels["stroke"], channels["color"] == nil {
      channels["color"] = fill
    }
    channels["fill"] = nil
    channels["stroke"] = nil
    try checkFields(channels, view: view, rows: input)
    try VegaYearNumbers.check(channels, rows: input)
    diagnostics += continuousColor(&channels)
    let unaggregated = try derive(input, channels: channels)
    var rows = unaggregated
    if !["boxplot", "errorbar", "errorband"].contains(type),
      channels.values.contains(where: { $0.aggregate != nil })
    {
      let value = ["y", "x"].compactMap { channels[$0] }.first { $0.aggregate != nil }
      let joins = value.map { joinsAcrossEmptyGroups(markType: type, value: $0) } ?? false
      rows = aggregate(rows, channels: channels, completingEmptyGroups: !joins)
    } else if !["boxplot", "errorbar", "errorband"].contains(type) {
      // Counts or sums from an `aggregate` transform: their groups without rows are 0 too,
      // unless the mark joins across them.
      let completion = VegaEmptyGroups.completed(
        rows, afterTransforms: view.transforms, channels: channels)
      if let value = completion.value, !joinsAcrossEmptyGroups(markType: type, value: value) {
        rows = completion.rows
      }
    }
    diagnostics += coerce(&rows, channels: &channels)
    var axes = axes(
      channels, markType: type, orient: view.mark["orient"]?.string,
      clips: view.mark["clip"]?.bool == true,
      side: view.axisPosition, config: config, diagnostics: &diagnostics)
    // A facet whose panels have scales of their own draws each panel's axis over that
    // panel's values; the facet's panels are series here, so where the ends fall is not said.
    for (name, axis) in [("x", \AxesSpec.x), ("y", \AxesSpec.y)]
    where view.facetOwnedScales.contains(name) && axes[keyPath: axis].domain == nil
      && axes[keyPath: axis].scale.map({ $0.zero != nil || $0.nice != nil }) == true
    {
      axes[keyPath: axis].scale?.zero = false
      axes[keyPath: axis].scale?.nice = nil
    }
    var element: ChartElementSpec
    var panelFacet: VegaChannel?
    var companions: [ChartElementSpec] = []
    if ["boxplot", "errorbar", "errorband"].contains(type) {
      let composite = try VegaCompositeMark.lower(
        type, definition: view.mark, channels: channels, rows: rows, at: markPath)
      rows = composite.rows
      element = .plot(composite.plot)
      companions = composite.outliers.map { [.mark($0)] } ?? []
      for (name, axis) in [("x", \AxesSpec.x), ("y", \AxesSpec.y)] {
        if let channel = channels[name], channel.valueType == .quantitative {
          axes[keyPath: axis].title = axes[keyPath: axis].title ?? channel.field
        }
      }
    } else {
      guard let kind = markKinds[type] else {
        throw VegaUnsupported(message: "the '\(type)' mark is not supported", path: markPath)
      }
      var mark = try markSpec(kind, type: type, channels: channels, view: view)
      try VegaLineOrder.apply(to: &mark, view: view, channels: channels)
      VegaGrouping.apply(channels, to: &mark)
      let discretePosition = [channels["x"], channels["y"]].contains { $0?.isDiscrete == true }
      if let facet = ["row", "column", "facet"].compactMap({ channels[$0] }).first,
        mark.effectiveStacking != .unstacked
      {
        let stacksGroups =
          mark.modifiers.foregroundStyleBy != nil
          || mark.groupedBy.first?.field != facet.derivedField
        if stacksGroups && discretePosition {
          panelFacet = facet
        } else {
          mark.stacking = .unstacked
          if stacksGroups {
            diagnostics.append(
              ImportDiagnostic(
                .warning,
                "marks stack within each '\(facet.label)' panel, which the chart model cannot "
                  + "express; each mark's own value is described, not the stacks",
                at: facet.path))
          }
        }
      }
      if type == "text", let text = view.encoding["text"],
        let channel = try VegaChannel(name: "text", json: text.0, path: text.1),
        let field = channel.derivedField
      {
        let (format, formatType) = VegaFormats.format(
          of: channel, in: nil, config: config, diagnostics: &diagnostics)
        mark.modifiers.annotation = AnnotationSpec(
          text: .field(field), format: format, formatType: formatType)
      }
      element = .mark(mark)
    }
    VegaCategoryOrder.sort(&rows, channels: channels, source: unaggregated)
    diagnostics += VegaLogDomain.diagnostics(channels, rows: rows)
    if let (axis, ordered) = VegaCategoryOrder.declaredOrder(channels, rows: rows) {
      axes[keyPath: axis == "x" ? \AxesSpec.x : \AxesSpec.y].ordered = ordered
    }
    if let facet = panelFacet, case .mark(var mark) = element {
      let axis = VegaPanelCategories.apply(
        facet, channels: channels, to: &mark, rows: &rows, diagnostics: &diagnostics)
      if axis == "x" { axes.x.title = nil }
      if axis == "y" { axes.y.title = nil }
      element = .mark(mark)
    }
    if let side = view.axisPosition {
      element = element.placed(on: side)
      companions = companions.map { $0.placed(on: side) }
    }
    return VegaLoweredView(
      path: view.path, rows: rows, element: element, companions: companions,
      axisPosition: view.axisPosition, panel: view.panel,
      readsFields: channels.values.contains { $0.derivedField != nil },
      textPosition: type == "text"
        ? (channels["x"]?.derivedField, channels["y"]?.derivedField) : nil,
      axes: axes, legend: legend(channels, config: config, diagnostics: &diagnostics),
      seriesDomain: VegaCategoryOrder.seriesDomain(
        channels["color"]?.isDiscrete == false ? channels["y"] : channels["color"], rows: rows))
  }

  /// Reads a quantitative or temporal colour: in a heatmap (discrete x and y, a quantitative
  /// colour) it is the value, kept as a quantitative `foregroundStyle(by:)` that the
  /// accessible chart reads as each cell's value (docs/chart-kinds.md), its rows ordered by
  /// the `y` scale's domain (the series domain); elsewhere a gradient that is noted, not
  /// described, and removed.
  private static func continuousColor(_ channels: inout [String: VegaChannel])
    -> [ImportDiagnostic]
  {
    guard let color = channels["color"], !color.isDiscrete, color.derivedField != nil else {
      return []
    }
    if let x = channels["x"], let y = channels["y"], x.isDiscrete, y.isDiscrete,
      channels["detail"] == nil, color.valueType == .quantitative
    {
      return [
        ImportDiagnostic(
          .note,
          "a heatmap: each cell's colour shows '\(color.label)' by '\(y.label)' row and "
            + "'\(x.label)' column", at: color.path)
      ]
    }
    channels["color"] = nil
    return [
      ImportDiagnostic(
        .note, "'color' encodes '\(color.label)' as a gradient; it is not described",
        at: color.path)
    ]
  }

  /// Throws when a channel reads a field that no row has a value for.
  private static func checkFields(
    _ channels: [String: VegaChannel], view: VegaUnitView, rows: [VegaRow]
  ) throws(VegaUnsupported) {
    guard !rows.isEmpty else { return }
    let known = Set(rows.flatMap(\.keys))
    var definitions = channels.values.map { ($0.field, $0.path) }
    if let text = view.encoding["text"] {
      definitions.append(((text.0.array?.first ?? text.0)["field"]?.string, text.1))
    }
    for (field, path) in definitions.sorted(by: { $0.1.description < $1.1.description }) {
      guard let field, !known.contains(field) else { continue }
      throw VegaUnsupported(
        message: "field '\(field)' has no values in the data; fields with values: "
          + known.sorted().joined(separator: ", "), path: path.appending("field"))
    }
  }

  // MARK: - Derived fields

  /// Adds time-unit and bin fields.
  private static func derive(_ rows: [VegaRow], channels: [String: VegaChannel])
    throws(VegaUnsupported) -> [VegaRow]
  {
    var rows = rows
    for channel in channels.values.sorted(by: { $0.name < $1.name }) {
      guard let field = channel.field else { continue }
      var current = field
      if let unit = channel.timeUnit {
        let name = "\(unit.name)_\(field)"
        for index in rows.indices {
          rows[index][name] = rows[index][field].flatMap(VegaValues.date).map(unit.apply)
        }
        current = name
      }
      if let bin = channel.bin, let name = channel.unaggregatedField {
        rows = try VegaValues.binned(
          rows, field: current, bin: bin, start: name, end: name + "_end", at: channel.path)
      }
    }
    return rows
  }

  /// Groups by every unaggregated field channel and computes each aggregated channel; adds
  /// the groups a count or sum has no rows for (``VegaEmptyGroups``) when
  /// `completingEmptyGroups`.
  ///
  /// - Returns: The aggregated rows.
  private static func aggregate(
    _ rows: [VegaRow], channels: [String: VegaChannel], completingEmptyGroups: Bool
  ) -> [VegaRow] {
    let sorted = channels.values.sorted { $0.name < $1.name }
    var groupBy: [String] = []
    var positionFields: [String] = []
    for channel in sorted where channel.aggregate == nil {
      guard let field = channel.derivedField else { continue }
      var fields = [field]
      if channel.bin != nil { fields.append(field + "_end") }
      for field in fields where !groupBy.contains(field) { groupBy.append(field) }
      if positionChannels.contains(channel.name), channel.name != "theta" {
        positionFields += fields.filter { !positionFields.contains($0) }
      }
    }
    let aggregated = sorted.filter { $0.aggregate != nil }
    let grouped = VegaValues.grouped(rows, by: groupBy) { group in
      var result: VegaRow = [:]
      for channel in aggregated {
        guard let op = channel.aggregate, let name = channel.derivedField else { continue }
        let values = group.map { row in channel.unaggregatedField.map { row[$0] } ?? .number(1) }
        result[name] = op.apply(to: values).map(DataValue.number)
      }
      return result
    }
    guard completingEmptyGroups else { return grouped }
    return VegaEmptyGroups.completed(grouped, channels: channels, positionFields: positionFields)
      .rows
  }

  /// Whether the mark joins its neighbouring points across a group without rows.
  ///
  /// An unstacked line, trail or area is drawn by Vega-Lite from the last point before the gap
  /// to the first after it, marking nothing there. Such groups are not completed with a count or sum
  /// of 0 (``VegaEmptyGroups``): the description says they are missing, as the drawing shows.
  /// Stacked areas and lines are imputed with 0 by Vega-Lite itself, and a zero bar is no bar.
  ///
  /// - Parameters:
  ///   - markType: The mark's type.
  ///   - value: The channel that reads the counts or sums.
  /// - Returns: `true` for an unstacked line, trail or area.
  private static func joinsAcrossEmptyGroups(markType: String, value: VegaChannel) -> Bool {
    guard ["line", "trail", "area"].contains(markType) else { return false }
    let stack = value.json["stack"]
    let stacked =
      markType == "area"
      ? stack.map { !($0.isNull || $0.bool == false) } ?? true
      : stack.map { !($0.isNull || $0.bool == false) } ?? false
    return !stacked
  }

  /// Converts cells to each channel's type; reports cells that do not convert.
  private static func coerce(_ rows: inout [VegaRow], channels: inout [String: VegaChannel])
    -> [ImportDiagnostic]
  {
    var notes: [ImportDiagnostic] = []
    var done: Set<String> = []
    defer {
      for (name, channel) in channels
      where channel.valueType == .temporal && channel.timeUnit == nil {
        guard let field = channel.derivedField else { continue }
        let seconds = rows.map { row -> Double in
          if case .date(let date)? = row[field] { return date.timeIntervalSince1970 }
          return .nan
        }
        channels[name]?.inferredUnit = CalendarUnitInference.unit(ofSeconds: seconds)
      }
    }
    for channel in channels.values.sorted(by: { $0.name < $1.name }) {
      guard let field = channel.derivedField, channel.valueType != .categorical,
        done.insert(field).inserted
      else { continue }
      var failures = 0
      var dates: [String: DataValue?] = [:]
      for index in rows.indices {
        guard let value = rows[index][field] else { continue }
        let converted: DataValue?
        switch (channel.valueType, value) {
        case (.quantitative, .number), (.temporal, .date), (.temporal, .number): converted = value
        case (.quantitative, _): converted = VegaValues.number(value).map(DataValue.number)
        case (_, .category(let text)):
          if let cached = dates[text] {
            converted = cached
          } else {
            converted = VegaValues.date(value).map(DataValue.date)
            dates[text] = converted
          }
        default: converted = VegaValues.date(value).map(DataValue.date)
        }
        if converted == nil { failures += 1 }
        rows[index][field] = converted
      }
      if failures > 0 {
        let expected = channel.valueType == .quantitative ? "numbers" : "dates"
        notes.append(
          ImportDiagnostic(
            .warning,
            "\(failures) values of '\(field)' are not \(expected) and are read as missing",
            at: channel.path))
      }
    }
    return notes
  }

  // MARK: - Marks, axes and legend

  private static func markSpec(
    _ kind: MarkKind, type: String, channels: [String: VegaChannel], view: VegaUnitView
  ) throws(VegaUnsupported) -> MarkSpec {
    var mark = MarkSpec(kind: kind)
    if kind.positions == .angle {
      guard let theta = channels["theta"] else {
        throw VegaUnsupported(message: "an arc mark needs 'theta'", path: view.path)
      }
      mark.angle = theta.encoding
      // `mark.innerRadius` in pixels: a hole, so a donut.
      mark.innerRadius = view.mark["innerRadius"]?.number
    }
    let positions:
      [(
        String, WritableKeyPath<MarkSpec, EncodingSpec?>, WritableKeyPath<MarkSpec, EncodingSpec?>,
        WritableKeyPath<MarkSpec, EncodingSpec?>
      )] = [
        ("x", \.x, \.xStart, \.xEnd), ("y", \.y, \.yStart, \.yEnd),
      ]
    for (name, single, start, end) in positions {
      guard let position = channels[name] else { continue }
      if let second = channels[name + "2"] {
        mark[keyPath: start] = position.encoding
        mark[keyPath: end] = second.encoding
      } else if position.bin != nil, let field = position.derivedField, position.aggregate == nil {
        // A binned channel draws each bar from its bin's start to its end (Vega-Lite's
        // `bin_…` and `bin_…_end` fields), as Swift Charts' `BarMark(xStart:xEnd:y:)`.
        mark[keyPath: start] = position.encoding
        mark[keyPath: end] = EncodingSpec(
          field: field + "_end", label: position.label, type: position.valueType)
      } else {
        mark[keyPath: single] = position.encoding
      }
    }
    let needsBoth = kind.positions == .bothAxes
    if needsBoth && (mark.x == nil && mark.xStart == nil || mark.y == nil && mark.yStart == nil) {
      throw VegaUnsupported(
        message: "a \(type) mark with only one of 'x' and 'y' is not supported",
        path: view.path.appending("encoding"))
    }
    if kind.positions != .angle && mark.x == nil && mark.y == nil && mark.xStart == nil
      && mark.yStart == nil
    {
      throw VegaUnsupported(
        message: "a \(type) mark needs 'x' or 'y'", path: view.path.appending("encoding"))
    }
    let stackChannel = [channels["x"], channels["y"], channels["theta"]].compactMap { $0 }
      .first { $0.json["stack"] != nil }
    if let stack = stackChannel?.json["stack"] {
      switch stack {
      case .null, .bool(false): mark.stacking = .unstacked
      case .string("normalize"): mark.stacking = .normalized
      case .string("center"): mark.stacking = .center
      default: mark.stacking = .standard
      }
    }
    if view.mark["aria"]?.bool == false {
      mark.modifiers.accessibilityHidden = true
    }
    return mark
  }

  /// The axes' titles, formats and scales; a clipped mark (`mark.clip`) clips each axis'
  /// declared domain.
  private static func axes(
    _ channels: [String: VegaChannel], markType: String, orient: String?, clips: Bool,
    side: AxisPosition?, config: VegaConfig, diagnostics: inout [ImportDiagnostic]
  ) -> AxesSpec {
    var axes = AxesSpec()
    let orientation = VegaScaleDefaults.orientation(
      markType: markType, channels: channels,
      specified: orient.flatMap(VegaScaleDefaults.Orientation.init(rawValue:)))
    for (name, axis) in [("x", \AxesSpec.x), ("y", \AxesSpec.y)] {
      guard let channel = channels[name] else { continue }
      axes[keyPath: axis].title = channel.title
      if channel.json["axis"]?.isNull == true { axes[keyPath: axis].hidden = true }
      // Vega-Lite draws discrete bars and rectangles on band scales, other marks on point
      // scales, unless the channel's scale says which.
      let scaleType = channel.json["scale"]?["type"]?.string
      let band = scaleType.map { $0 == "band" } ?? ["bar", "rect", "boxplot"].contains(markType)
      let configs = VegaConfig.axisConfigNames(
        channel: name, discrete: channel.isDiscrete, band: band,
        temporal: channel.type == "temporal",
        orient: channel.json["axis"]?["orient"]?.string
          ?? (name == "y" && side == .trailing ? "right" : nil))
      (axes[keyPath: axis].format, axes[keyPath: axis].formatType) = VegaFormats.format(
        of: channel, in: "axis", config: config, axisConfigs: configs, diagnostics: &diagnostics)
      (axes[keyPath: axis].scale, axes[keyPath: axis].domain) = VegaFormats.scale(
        of: channel, diagnostics: &diagnostics)
      if axes[keyPath: axis].domain == nil {
        // Without a declared domain, Vega draws the axis from 0 and to round ends by default.
        var scale = axes[keyPath: axis].scale ?? ScaleSpec()
        VegaScaleDefaults.apply(
          to: &scale, channel: name, channels: channels, markType: markType,
          orientation: orientation, config: config)
        axes[keyPath: axis].scale = scale == ScaleSpec() ? nil : scale
      }
      if clips, axes[keyPath: axis].domain != nil {
        axes[keyPath: axis].scale = axes[keyPath: axis].scale ?? ScaleSpec()
        axes[keyPath: axis].scale?.clip = true
      }
    }
    return axes
  }

  private static func legend(
    _ channels: [String: VegaChannel], config: VegaConfig, diagnostics: inout [ImportDiagnostic]
  ) -> LegendSpec {
    var legend = LegendSpec()
    guard let color = channels["color"] else { return legend }
    legend.title = color.json["legend"]?["title"]?.string ?? color.title
    if color.json["legend"]?.isNull == true { legend.hidden = true }
    (legend.format, legend.formatType) = VegaFormats.format(
      of: color, in: "legend", config: config, diagnostics: &diagnostics)
    return legend
  }
}
