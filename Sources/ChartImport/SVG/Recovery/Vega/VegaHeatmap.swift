import ChartModel
import Foundation

/// Reads a Vega or Vega-Lite heatmap: `rect` marks at category or date bands on both axes,
/// coloured by a quantitative field that a gradient legend names.
///
/// Each cell's row and column come from the drawing, as the reader sees them: the cell's
/// centre on a band axis (the category labelled there), or on a time axis the cell's earlier
/// edge (the start of its period, as Vega-Lite's time units draw it) snapped to the start of
/// the field's unit (`month (month)`); from its `aria-label` only when an axis fits no scale.
/// (Vega prints `undefined` for a field with a time unit on an ordinal axis, "Month:
/// undefined; Year: undefined", or the period's start in milliseconds.) Each cell's value comes
/// from its label where printed, else from its fill colour through the legend's gradient
/// (``VegaGradientLegend``), rounded to the colour resolution, which the description states.
///
/// The chart is rectangles whose `foregroundStyle(by:)` is the quantitative colour field, as
/// Swift Charts' `RectangleMark(x:y:).foregroundStyle(by: .value("Temp", t))`.
enum VegaHeatmap {
  /// Whether the drawing is a Vega heatmap: `rect` marks, a gradient legend, and an x and a y
  /// axis whose labels (`X-axis titled 'Month' for a discrete scale …`) name a discrete or
  /// time scale, not a numeric one (bars coloured by their value stay bar charts).
  static func isHeatmap(_ scene: SVGGeometryScene) -> Bool {
    var rects = false
    var gradient = false
    var discreteAxes = 0
    for index in scene.document.elements.indices {
      let classes = VegaDrawing.classes(index, scene)
      if classes.contains("role-mark") && classes.contains("mark-rect") { rects = true }
      if classes.contains("role-legend-gradient") { gradient = true }
      if classes.contains("role-axis"), let label = scene.attributes(index)["aria-label"],
        let axis = VegaAriaLabel.axis(label)
      {
        guard ["discrete", "band", "point", "time", "utc"].contains(axis.scale) else {
          return false
        }
        discreteAxes += 1
      }
    }
    return rects && gradient && discreteAxes >= 2
  }

  /// Reads the heatmap.
  ///
  /// - Throws: ``ChartImportError`` `.noChartData` naming what could not be read (an axis, the
  ///   legend, a colour off the legend's scale); `.invalidSVG` beyond the limits;
  ///   ``ChartModel/ChartSpecError`` when the values do not make a valid chart.
  /// - Complexity: O(*n* · (*t* + *s*)) for *n* cells, *t* band ticks and *s* gradient stops.
  static func recover(_ scene: SVGGeometryScene) throws -> RecoveredChart {
    let drawing = try VegaDrawing(scene)
    guard let colourField = drawing.legendTitle, !colourField.isEmpty else {
      throw ChartImportError(
        .noChartData(reason: "the heatmap's colour legend has no title naming its values"))
    }
    var cells: [Cell] = []
    for index in scene.document.elements.indices {
      let classes = VegaDrawing.classes(index, scene)
      guard classes.contains("role-mark") && classes.contains("mark-rect") else { continue }
      for cell in scene.children[index] {
        guard let transform = scene.transforms[cell], transform.preservesAxes,
          let bounds = try scene.pathData(cell)?.bounds
        else { continue }
        cells.append(
          Cell(
            rect: bounds.transformed(by: transform),
            colour: scene.paint(.fill, of: cell),
            pairs: VegaAriaLabel.pairs(scene.attributes(cell)["aria-label"] ?? "")))
      }
    }
    guard !cells.isEmpty else {
      throw ChartImportError(.noChartData(reason: "the heatmap has no cells"))
    }
    // Titles from the axes' labels, which name them even when their ticks fit no scale.
    var titles: [Bool: String] = [:]
    for index in scene.document.elements.indices
    where VegaDrawing.classes(index, scene).contains("role-axis") {
      guard let label = scene.attributes(index)["aria-label"],
        let axis = VegaAriaLabel.axis(label), let title = axis.title
      else { continue }
      titles[axis.isX] = titles[axis.isX] ?? title
    }
    let xTitle = titles[true] ?? (try? drawing.xAxis.get())?.title
    let yTitle = titles[false] ?? (try? drawing.yAxis.get())?.title
    let xField = xTitle ?? "x"
    var yField = yTitle ?? "y"
    if yField == xField { yField += " (y)" }
    let x = try position(cells, field: xTitle, axis: drawing.xAxis, horizontal: true)
    let y = try position(cells, field: yTitle, axis: drawing.yAxis, horizontal: false)

    // Values: printed, else read from the colour.
    var ramp: Result<ColourRamp, AxisFitFailure>?
    var values: [Double] = []
    var resolutions: [Double] = []
    for cell in cells {
      if let printed = cell.pairs.first(where: { $0.field == colourField })?.value,
        !VegaAriaLabel.isMissing(printed),
        let number = VegaAriaLabel.number(printed) ?? PrintedValue.number(printed)
      {
        values.append(number)
        continue
      }
      if ramp == nil { ramp = try VegaGradientLegend.ramp(scene) }
      guard let ramp else { continue }
      let scale: ColourRamp
      switch ramp {
      case .success(let read): scale = read
      case .failure(let failure):
        throw ChartImportError(
          .noChartData(
            reason: "the heatmap's cells do not print '\(colourField)', and \(failure.reason)"))
      }
      guard let colour = cell.colour, let read = scale.value(of: colour) else {
        throw ChartImportError(
          .noChartData(
            reason: "a heatmap cell's colour (\(cell.colour ?? "none")) is not on the colour "
              + "legend's scale, so its '\(colourField)' cannot be read"))
      }
      values.append(DrawnValueRounding.rounded(read.value, resolution: read.resolution))
      resolutions.append(read.resolution)
    }
    var rows: [[String: DataValue?]] = []
    for index in cells.indices {
      rows.append([
        xField: x.values[index], yField: y.values[index], colourField: .number(values[index]),
      ])
    }
    var mark = MarkSpec(
      kind: .rectangle, x: EncodingSpec(field: xField, type: x.type, unit: x.unit),
      y: EncodingSpec(field: yField, type: y.type, unit: y.unit))
    mark.modifiers.foregroundStyleBy = EncodingSpec(field: colourField, type: .quantitative)
    var axes = AxesSpec()
    axes.x.title = xTitle
    axes.y.title = yTitle
    let spec = ChartSpec(
      title: drawing.title, data: .values(rows), axes: axes,
      legend: LegendSpec(title: colourField), marks: [.mark(mark)])
    var document = try ChartDocument(spec: spec, table: DataTable(rows: rows))
    var notes: [String] = []
    if let worst = resolutions.max() {
      let reading = DrawingReading(
        resolution: DrawnValueRounding.stated(worst), unit: colourField)
      document.drawingReading = reading
      notes.append(
        "'\(colourField)' was read from the cells' colours through the colour legend, to "
          + "within about \(DrawingReadingText.text(reading))")
    }
    return RecoveredChart(document: document, notes: notes)
  }

  /// One cell as drawn: its rectangle in root pixels, its fill and its label's pairs.
  private struct Cell {
    var rect: SVGRect
    var colour: String?
    var pairs: [VegaAriaLabel.Pair]
  }

  /// One axis's values for every cell, with their type and calendar unit.
  private struct Positions {
    var values: [DataValue]
    var type: ValueType
    var unit: CalendarUnit?
  }

  private static func position(
    _ cells: [Cell], field: String?,
    axis: Result<RecoveredAxis, AxisFitFailure>, horizontal: Bool
  ) throws -> Positions {
    let name = horizontal ? "x" : "y"
    let printed = cells.map { cell -> String? in
      guard let field,
        let value = cell.pairs.first(where: { $0.field == field })?.value,
        !VegaAriaLabel.isMissing(value)
      else { return nil }
      return value
    }
    let read: RecoveredAxis
    switch axis {
    case .success(let fitted): read = fitted
    case .failure where printed.allSatisfy({ $0 != nil }):
      return Positions(
        values: printed.map { .category($0 ?? "") }, type: .categorical, unit: nil)
    case .failure(let failure):
      throw ChartImportError(
        .noChartData(
          reason: "the heatmap's cells do not print their \(name) position, and \(failure.reason)"
        ))
    }
    let unit = field.flatMap(VegaAriaLabel.calendarUnit(ofField:))
    var values: [DataValue] = []
    for cell in cells {
      let centre = horizontal ? cell.rect.centre.x : cell.rect.centre.y
      switch read.scale {
      case .band:
        guard case .text(let label)? = read.value(at: centre) else {
          throw ChartImportError(
            .noChartData(
              reason: "a heatmap cell lies between the \(name) axis's categories"))
        }
        values.append(.category(label))
      case .time:
        let edges =
          horizontal ? [cell.rect.minX, cell.rect.maxX] : [cell.rect.minY, cell.rect.maxY]
        let dates = edges.compactMap { edge -> Date? in
          guard case .date(let date)? = read.value(at: edge) else {
            return nil
          }
          return date
        }
        guard let start = dates.min() else {
          throw ChartImportError(.noChartData(reason: "a heatmap cell's \(name) date is not read"))
        }
        values.append(.date(unit.map { snapped(start, to: $0) } ?? start))
      case .linear, .log:
        throw ChartImportError(
          .noChartData(
            reason: "the heatmap's \(name) axis is numeric; its cells are not at categories or "
              + "dates"))
      }
    }
    switch read.scale {
    case .time:
      let dates = values.compactMap { value -> Date? in
        if case .date(let date) = value { return date }
        return nil
      }
      return Positions(
        values: values, type: .temporal,
        unit: unit ?? SVGChartRecovery.calendarUnit(fitting: dates))
    case .band, .linear, .log:
      return Positions(values: values, type: .categorical, unit: nil)
    }
  }

  /// The start of the period of `unit` nearest to `date` (UTC), for a cell's edge read within
  /// half a pixel of the boundary: half the unit's shortest length is added, then the date is
  /// truncated to the unit.
  private static func snapped(_ date: Date, to unit: CalendarUnit) -> Date {
    let truncation: CalendarUnit
    switch unit {
    case .quarter: truncation = .month
    case .week: truncation = .day
    case .year, .month, .day, .hour, .minute, .second: truncation = unit
    }
    let middle = date.addingTimeInterval(unitSeconds(unit) / 2)
    return GregorianDateTime(middle).start(of: truncation).date
  }

  private static func unitSeconds(_ unit: CalendarUnit) -> Double {
    switch unit {
    case .year: return 365 * 86_400
    case .quarter, .month: return 28 * 86_400
    case .week, .day: return 86_400
    case .hour: return 3_600
    case .minute: return 60
    case .second: return 1
    }
  }
}
