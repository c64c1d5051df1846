import ChartModel
import Foundation

/// A chart rebuilt from an SVG file's own data labels, with notes on what could not be.
public struct RecoveredChart: Sendable {
  /// The chart: its spec with inline data.
  public var document: ChartDocument
  /// What was left out or guessed, one lowercase sentence each, for the user to read.
  public var notes: [String]
}

/// Rebuilds the data of a Vega or Vega-Lite SVG export from the `aria-label`s of its marks.
///
/// Vega labels each mark `role="graphics-symbol"` with `aria-roledescription` naming the mark
/// (`bar`, `point`, `line mark` …) and `aria-label="field: value; …"`; axes, legends and
/// titles are labelled the same way and are read for titles, not as data. Values are read as
/// Vega prints them: the Unicode minus sign (U+2212), thousands separators, exponents, dates
/// in Vega-Lite's default formats, millisecond timestamps (integers from 10¹¹ to 10¹³ in a
/// field whose name or axis suggests time), and `undefined` for a missing value.
///
/// A line or area is one SVG path whose label gives only its first point, so lines and areas
/// are only described when point, bar or other marks carry the same values; otherwise there
/// is no data to describe.
public enum SVGChartRecovery {
  /// Rebuilds a chart from an SVG file's data labels, or, for a matplotlib drawing without
  /// labels, from its geometry (``SVGGeometryRecovery``).
  ///
  /// - Parameters:
  ///   - svg: The file's bytes.
  ///   - limits: Reading limits.
  /// - Returns: The chart and notes on what was left out.
  /// - Throws: ``ChartImportError`` `.invalidSVG` for a file that is not safe, well-formed SVG;
  ///   `.noChartData` when no mark carries recoverable values or the drawing has no readable
  ///   axes or marks (its reason says why, without
  ///   advice: each command says what to give instead); ``ChartSpecError`` when the
  ///   recovered values do not make a valid chart.
  /// - Complexity: O(*n*) in the file size.
  public static func recover(from svg: Data, limits: SVGLimits = SVGLimits()) throws
    -> RecoveredChart
  {
    let document = try SVGDocument(bytes: svg, limits: limits)
    let labelled = document.labelledElements
    // A twin-axis chart (Vega-Lite's independent y scales) draws two y axes, each the scale of
    // its own marks: recovery reads one value axis, so it refuses rather than read either
    // side's values on the other's axis (docs/chart-kinds.md, "Two y axes").
    let yAxes = labelled.filter {
      $0.roleDescription == "axis" && VegaAriaLabel.axis($0.label).map { !$0.isX } == true
    }
    if yAxes.count > 1 {
      throw ChartImportError(
        .noChartData(
          reason: "the SVG has \(yAxes.count) y axes (a chart with two y axes), each the scale "
            + "of its own marks, and recovery reads one value axis only"))
    }
    let scene = SVGGeometryScene(document, limits: limits)
    if !labelled.isEmpty && VegaHeatmap.isHeatmap(scene) { return try VegaHeatmap.recover(scene) }
    switch SVGGeometryRecovery.source(of: scene, hasLabels: !labelled.isEmpty) {
    case .matplotlib?:
      return try SVGGeometryRecovery.recover(scene, source: .matplotlib)
    case .drawing?:
      return try SVGGeometryRecovery.recover(scene, source: .drawing)
    case .vega?:
      // Lines and areas: labels first (points drawn over the lines carry exact values), then
      // the geometry, which holds the values the lines' labels do not.
      do {
        return try VegaBarPlacement.placed(
          recover(from: labelled, arcHole: VegaArcHole.innerRadius(scene)), scene)
      } catch let labelError as ChartImportError {
        guard case .noChartData = labelError.kind else { throw labelError }
        do {
          return try SVGGeometryRecovery.recover(scene, source: .vega)
        } catch let error as ChartImportError {
          guard case .noChartData(let reason) = error.kind,
            case .noChartData(let labelReason) = labelError.kind
          else { throw error }
          throw ChartImportError(.noChartData(reason: "\(labelReason), and \(reason)"))
        }
      }
    case nil:
      return try VegaBarPlacement.placed(
        recover(from: labelled, arcHole: VegaArcHole.innerRadius(scene)), scene)
    }
  }

  /// Rebuilds a chart from the data labels of a Vega or Vega-Lite SVG's marks.
  ///
  /// - Parameters:
  ///   - elements: The labelled elements, in document order.
  ///   - arcHole: The inner radius of the drawn arcs in pixels when they have a hole
  ///     (``VegaArcHole``), else `nil`.
  /// - Returns: The chart and notes on what was left out.
  /// - Throws: as ``recover(from:limits:)``.
  package static func recover(from elements: [SVGDocument.LabelledElement], arcHole: Double? = nil)
    throws -> RecoveredChart
  {
    let labelled = VegaLabelledMarks(elements)
    let (title, xAxis, yAxis) = (labelled.title, labelled.xAxis, labelled.yAxis)
    let (legendTitle, legendIsSymbols) = (labelled.legendTitle, labelled.legendIsSymbols)
    let (groups, groupOrder) = (labelled.groups, labelled.groupOrder)
    let main = try VegaMainMarks(labelled)
    let (mainKind, rows, mainMark) = (main.kind, main.rows, main.mark)
    let (pathKinds, dataKinds) = (main.pathKinds, main.dataKinds)
    let pathsThroughMarks = main.pathsThroughMarks
    var notes = main.notes

    // Columns in first-seen field order.
    var fields: [String] = []
    for row in rows {
      for pair in row where !fields.contains(pair.field) { fields.append(pair.field) }
    }
    let axisByField: [String: VegaAriaLabel.Axis] = Dictionary(
      [xAxis, yAxis].compactMap { axis in axis.flatMap { a in a.title.map { ($0, a) } } },
      uniquingKeysWith: { first, _ in first })
    var columns: [String: [VegaAriaLabel.Value?]] = [:]
    var types: [String: ValueType] = [:]
    var binEnds: [String: [Double?]] = [:]
    for field in fields {
      let printed = rows.map { row in row.first { $0.field == field }?.value }
      let column = FieldColumn(
        field: field, printed: printed, axisScale: axisByField[field]?.scale)
      columns[field] = column.values
      types[field] = column.type
      binEnds[field] = column.binEnds
      if column.missingCount > 0 && column.missingCount < printed.count {
        notes.append(
          "field '\(field)' has \(column.missingCount) value\(column.missingCount == 1 ? "" : "s") "
            + "printed as undefined or missing; they are described as missing")
      }
    }
    // Numbers a symbol legend lists (years) name series, and numbers on a discrete axis
    // (Vega-Lite's `ordinal`: "X-axis … for a discrete scale") are ordered categories, as the
    // Vega-Lite importer reads an ordinal field: both as printed, "1931", never "1,931".
    var printedAsText = fields.filter { field in
      types[field] == .quantitative && binEnds[field] == nil
        && axisByField[field].map { VegaAriaLabel.isDiscrete(scale: $0.scale) } == true
    }
    if legendIsSymbols, let field = legendTitle, types[field] == .quantitative {
      printedAsText.append(field)
    }
    for field in printedAsText {
      columns[field] = rows.map { row in
        row.first { $0.field == field }.map { VegaAriaLabel.Value.text($0.value) }
      }
      types[field] = .categorical
    }
    let present = fields.filter { field in columns[field]?.contains { $0 != nil } ?? false }
    for field in fields where !present.contains(field) {
      notes.append("field '\(field)' has no values in the SVG (Vega printed 'undefined')")
    }

    // Encodings: axis titles first, else label order (Vega-Lite lists x, then y).
    var remaining = present
    func take(_ field: String?) -> String? {
      guard let field, let index = remaining.firstIndex(of: field) else { return nil }
      return remaining.remove(at: index)
    }
    var mark: MarkSpec
    if mainMark.positions == .angle {
      guard let angle = take(remaining.first { types[$0] == .quantitative }) else {
        throw ChartImportError(.noChartData(reason: "the SVG's arcs have no numeric value"))
      }
      mark = MarkSpec(kind: .sector, angle: encoding(angle, types, columns))
      // The labels say nothing of a hole; the drawn arcs do (a donut, as `mark.innerRadius`).
      mark.innerRadius = arcHole
    } else {
      // An axis whose field Vega printed 'undefined' on every mark (a time unit on a discrete
      // axis: "date (month): undefined") places no mark: refused rather than read on another
      // field.
      for axis in [xAxis, yAxis] {
        guard let axis, let title = axis.title, fields.contains(title), !present.contains(title)
        else { continue }
        throw ChartImportError(
          .noChartData(
            reason: "the \(axis.isX ? "x" : "y") axis's field '\(title)' is printed 'undefined' "
              + "on every mark, so where each mark stands cannot be read"))
      }
      let xField = take(xAxis?.title) ?? take(remaining.first)
      let yField =
        take(yAxis?.title) ?? take(remaining.first { types[$0] != .categorical })
        ?? take(remaining.first)
      Self.orderByAxis(
        [(xField, xAxis), (yField, yAxis)], types: types, columns: &columns, binEnds: &binEnds)
      guard let xField, let yField else {
        let empty = fields.filter { !present.contains($0) }.map { "'\($0)'" }
        let lost =
          empty.isEmpty
          ? "" : "; \(empty.joined(separator: ", ")) is printed as 'undefined' on every mark"
        throw ChartImportError(
          .noChartData(
            reason: "the SVG's \(mainKind) labels hold only one field with values "
              + "('\(present.first ?? "")'), not a position and a value\(lost)"))
      }
      let drawn = Self.drawnKind(
        mainMark, pathKinds: pathKinds, pathsThroughMarks: pathsThroughMarks)
      mark = MarkSpec(
        kind: drawn, x: encoding(xField, types, columns), y: encoding(yField, types, columns))
      // A binned x spans its bins, start to end, as the Vega-Lite importer reads `bin` (Swift
      // Charts' `BarMark(xStart:xEnd:y:)`); a binned y (bars drawn across) likewise, a bar of
      // the length x from y's bin start to its end (`BarMark(x:yStart:yEnd:)`).
      if binEnds[xField] != nil {
        mark.xStart = mark.x
        mark.xEnd = EncodingSpec(
          field: Self.binEndField(xField), label: xField, type: .quantitative)
        mark.x = nil
      } else if binEnds[yField] != nil {
        mark.yStart = mark.y
        mark.yEnd = EncodingSpec(
          field: Self.binEndField(yField), label: yField, type: .quantitative)
        mark.y = nil
      }
    }
    // A legend over numbers is a colour scale (a gradient), never series; on rectangles whose
    // positions are both categories or dates it is the value of a heatmap, which one value
    // axis cannot describe: refused rather than described with the wrong axis as the value.
    let colourScale = legendTitle.flatMap { types[$0] == .quantitative ? $0 : nil }
    if let colourScale, mainKind.hasPrefix("rect"),
      let x = mark.x?.field, let y = mark.y?.field,
      types[x] != .quantitative || types[y] != .quantitative
    {
      throw ChartImportError(
        .noChartData(
          reason: "the SVG's rect marks show '\(colourScale)' by colour (a heatmap), which is "
            + "not read"))
    }
    let seriesField = colourScale == nil ? take(legendTitle) : nil
    if let series = seriesField ?? take(remaining.first { types[$0] == .categorical }) {
      mark.modifiers.foregroundStyleBy = EncodingSpec(field: series, type: .categorical)
    }
    let used = [
      mark.x, mark.y, mark.xStart, mark.yStart, mark.angle, mark.modifiers.foregroundStyleBy,
    ]
    .compactMap {
      $0?.field
    }
    for field in remaining where !used.contains(where: { columns[$0] == columns[field] }) {
      notes.append("field '\(field)' (such as size or opacity) is not described")
    }

    var marks: [ChartElementSpec] = [.mark(mark)]
    for kind in groupOrder
    where markKind(for: kind)?.reading == .seriesOrReferenceLine && !dataKinds.contains(kind) {
      for row in groups[kind] ?? [] {
        guard let pair = row.first, let value = VegaAriaLabel.number(pair.value) else { continue }
        let onY = mark.y.map { types[$0.field ?? ""] == .quantitative } ?? true
        let rule = EncodingSpec(value: .number(value), label: pair.field)
        marks.append(.mark(MarkSpec(kind: .rule, x: onY ? nil : rule, y: onY ? rule : nil)))
      }
    }
    let tableRows = Self.tableRows(rows.count, fields: present, columns, binEnds: binEnds)
    let axes = Self.axes(xAxis, yAxis, mark: mark, types: types, rows: rows)
    var spec = ChartSpec(
      title: title, data: .values(tableRows), axes: axes, legend: LegendSpec(title: legendTitle),
      marks: marks)
    if mark.modifiers.foregroundStyleBy != nil, let legendValues = labelled.legendValues {
      spec.foregroundStyleScale = ForegroundStyleScaleSpec(domain: legendValues)
    }
    let document = try ChartDocument(spec: spec, table: DataTable(rows: tableRows))
    return RecoveredChart(document: document, notes: notes)
  }

  /// Reorders every column so that the first categorical field with an axis listing its
  /// categories runs in that axis's order (a bar chart sorted by value draws them so), not
  /// the order of the marks in the file (the data's); categories the axis does not list last.
  private static func orderByAxis(
    _ fields: [(String?, VegaAriaLabel.Axis?)], types: [String: ValueType],
    columns: inout [String: [VegaAriaLabel.Value?]], binEnds: inout [String: [Double?]]
  ) {
    for (field, axis) in fields {
      guard let field, types[field] == .categorical, let listed = axis?.values else {
        continue
      }
      let rank = Dictionary(
        listed.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      let printed = (columns[field] ?? []).map { value -> String? in
        if case .text(let text)? = value { return text }
        return nil
      }
      let order = printed.indices.sorted { first, second in
        let (a, b) = (printed[first].flatMap { rank[$0] }, printed[second].flatMap { rank[$0] })
        return (a ?? Int.max, first) < (b ?? Int.max, second)
      }
      columns = columns.mapValues { column in order.map { column[$0] } }
      binEnds = binEnds.mapValues { ends in order.map { ends[$0] } }
      return
    }
  }

  /// The mark the values are drawn as: points drawn over lines (or areas) that pass through
  /// them carry the values the line paths cannot, and are the line's (the area's).
  private static func drawnKind(
    _ mainMark: MarkKind, pathKinds: [String], pathsThroughMarks: Bool
  ) -> MarkKind {
    switch mainMark {
    case .point:
      if !pathsThroughMarks {
        return mainMark
      } else if pathKinds.contains(where: { $0.hasPrefix("line") }) {
        return .line
      } else if pathKinds.contains(where: { $0.hasPrefix("area") }) {
        return .area
      }
      return mainMark
    case .bar, .line, .area, .rule, .rectangle, .sector: return mainMark
    }
  }

  /// The recovered table: one row a labelled mark, each present field's value, and each
  /// binned field's bin end (``binEndField(_:)``).
  private static func tableRows(
    _ count: Int, fields present: [String], _ columns: [String: [VegaAriaLabel.Value?]],
    binEnds: [String: [Double?]]
  ) -> [[String: DataValue?]] {
    (0..<count).map { index in
      var row: [String: DataValue?] = [:]
      for field in present {
        row[field] = columns[field]?[index].map { value -> DataValue in
          switch value {
          case .number(let number): return .number(number)
          case .date(let date): return .date(date)
          case .text(let text): return .category(text)
          }
        }
      }
      for (field, ends) in binEnds where present.contains(field) {
        row[Self.binEndField(field)] = ends[index].map { .number($0) }
      }
      return row
    }
  }

  /// The axes' titles and scales as Vega labels them, and `%` as the unit of a value axis
  /// whose values Vega printed in percent ("growth: −3.5%"): said "-3.5 %", never "-3.5".
  private static func axes(
    _ xAxis: VegaAriaLabel.Axis?, _ yAxis: VegaAriaLabel.Axis?, mark: MarkSpec,
    types: [String: ValueType], rows: [[VegaAriaLabel.Pair]]
  ) -> AxesSpec {
    var axes = AxesSpec()
    axes.x.title = xAxis?.title
    axes.y.title = yAxis?.title
    axes.x.scale = xAxis?.scaleSpec
    axes.y.scale = yAxis?.scaleSpec
    for (field, isX) in [(mark.x?.field, true), (mark.y?.field, false)] {
      guard let field, types[field] == .quantitative else { continue }
      let printed = rows.compactMap { row in row.first { $0.field == field }?.value }
        .filter { !VegaAriaLabel.isMissing($0) }
      if !printed.isEmpty, printed.allSatisfy({ $0.hasSuffix("%") }) {
        if isX { axes.x.unit = "%" } else { axes.y.unit = "%" }
      }
    }
    return axes
  }

  /// The table column of a binned field's bin ends (the Vega-Lite importer's `…_end`).
  private static func binEndField(_ field: String) -> String { field + "_end" }

  private static func encoding(
    _ field: String, _ types: [String: ValueType], _ columns: [String: [VegaAriaLabel.Value?]]
  ) -> EncodingSpec {
    let type = types[field]
    guard type == .temporal else { return EncodingSpec(field: field, type: type) }
    let dates = (columns[field] ?? []).compactMap { value -> Date? in
      if case .date(let date)? = value { return date }
      return nil
    }
    return EncodingSpec(
      field: field, type: type,
      unit: VegaAriaLabel.calendarUnit(ofField: field) ?? calendarUnit(of: dates))
  }

  /// The chart mark for a Vega role description; `nil` for lines and areas, whose labels give
  /// only their first point.
  static func markKind(for roleDescription: String) -> MarkKind? {
    let word = roleDescription.replacingOccurrences(of: " mark", with: "")
    switch word {
    case "bar", "rect": return .bar
    case "point", "circle", "square", "symbol", "tick", "text", "cross", "diamond":
      return .point
    case "rule": return .rule
    case "arc": return .sector
    default: return nil
    }
  }
}

/// One recovered field: its values and the type they add up to.
private struct FieldColumn {
  var values: [VegaAriaLabel.Value?]
  var type: ValueType
  var missingCount: Int
  /// A binned field's bin ends ("50 – 60" is a bin from 50 to 60: ``values`` hold the starts),
  /// else `nil`.
  var binEnds: [Double?]?

  /// Reads a field's printed values.
  ///
  /// - Parameters:
  ///   - field: The field's name, which may suggest time.
  ///   - printed: Each mark's printed value of the field, `nil` where its label lacks it.
  ///   - axisScale: The scale type word of the field's axis, if an axis is titled by it.
  init(field: String, printed: [String?], axisScale: String?) {
    let texts = printed.map { text -> String? in
      guard let text, !VegaAriaLabel.isMissing(text) else { return nil }
      return text
    }
    missingCount = texts.filter { $0 == nil }.count
    // A binned field: every value a bin, "50 – 60".
    let bins = texts.map { text in text.flatMap(VegaAriaLabel.bin) }
    if texts.contains(where: { $0 != nil }),
      zip(texts, bins).allSatisfy({ ($0 == nil) == ($1 == nil) })
    {
      values = bins.map { $0.map { .number($0.start) } }
      binEnds = bins.map { $0?.end }
      type = .quantitative
      return
    }
    // Vega's own formats first, then shares, currency and SI prefixes ("86.98%", "$1.2k").
    let numbers = texts.map { text in
      text.flatMap { VegaAriaLabel.number($0) ?? PrintedValue.number($0) }
    }
    let present = texts.compactMap { $0 }
    let allNumbers = zip(texts, numbers).allSatisfy { $0.0 == nil || $0.1 != nil }
    let timeHint =
      axisScale == "time" || axisScale == "utc" || VegaAriaLabel.suggestsTime(field)
    let looksLikeMilliseconds =
      allNumbers && !present.isEmpty
      && numbers.compactMap { $0 }.allSatisfy {
        $0 >= 1e11 && $0 <= 1e13 && $0.rounded() == $0
      }
    if allNumbers && !present.isEmpty && !(timeHint && looksLikeMilliseconds) {
      values = numbers.map { $0.map { .number($0) } }
      type = .quantitative
    } else if allNumbers && !present.isEmpty {
      values = numbers.map { $0.map { .date(Date(timeIntervalSince1970: $0 / 1000)) } }
      type = .temporal
    } else if !present.isEmpty, present.allSatisfy({ VegaAriaLabel.date($0) != nil }) {
      values = texts.map { $0.flatMap(VegaAriaLabel.date).map { .date($0) } }
      type = .temporal
    } else {
      values = texts.map { $0.map { .text($0) } }
      type = .categorical
    }
  }

}

extension SVGChartRecovery {
  /// The calendar unit recovered dates are written at: the coarsest unit every date is
  /// aligned to (``ChartModel/CalendarUnitInference/alignment(ofSeconds:)``), so a drawing's
  /// dates all at midnight are days however far apart its few points lie.
  ///
  /// - Complexity: O(*n*) in the number of dates.
  static func calendarUnit(of dates: [Date]) -> CalendarUnit? {
    CalendarUnitInference.alignment(ofSeconds: dates.map(\.timeIntervalSince1970))
  }
}
