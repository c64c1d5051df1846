import ChartModel
import Foundation

/// Turns marks and axes read from a drawing into a chart: each mark's pixel position
/// becomes the values its axes show there, rounded to the reading's resolution, and each
/// series is named by the legend entry of its colour.
///
/// Lines and areas give one row per vertex, scatter markers one per centre, bars one per bar
/// (its position the bar's middle along the category axis, or the bin it spans when the bars
/// of a numeric axis touch edge to edge; its value by ``DrawnBarLayout``: the end away from
/// the baseline, the length of a stacked segment, or the range a floating bar spans; on a log
/// axis the far end).
enum GeometryChartBuilder {
  /// What the builder needs from a drawing.
  struct Drawing {
    var xAxis: RecoveredAxis
    var yAxis: RecoveredAxis
    var marks: [DrawnMarks]
    var legend: [LegendEntry]
    var legendTitle: String?
    var title: String?
    /// Notes from reading the drawing.
    var notes: [String]
    /// The title of a colour bar beside the plot, whose colours show a number (`""` when
    /// untitled); `nil` when there is none.
    var colourBar: String?
  }

  /// Builds the chart.
  ///
  /// - Throws: ``ChartImportError`` `.noChartData` when no mark lies on the axes, or a mark lies
  ///   between the categories of a category axis (rather than leave it out unsaid);
  ///   ``ChartModel/ChartSpecError`` when the values do not make a valid chart.
  /// - Complexity: O(*m* · *t*) for *m* marks and *t* ticks of a band axis.
  static func build(_ drawing: Drawing) throws -> RecoveredChart {
    let xField = fieldName(drawing.xAxis.title, fallback: "x")
    var yField = fieldName(drawing.yAxis.title, fallback: "y")
    if yField == xField { yField += " (y)" }
    var names = Dictionary(
      drawing.legend.map { ($0.colour, $0.name) }, uniquingKeysWith: { first, _ in first })
    var notes = drawing.notes
    var rules: [(horizontal: Bool, at: Double, colour: String?)] = []
    var kept: [DrawnMarks] = []
    var strokes: [DrawnStroke] = []
    for marks in drawing.marks where !isEmpty(marks.shape) {
      switch marks.shape {
      case .rule(let horizontal, let at):
        // Vega draws a rule once per data row; one line is one reference line.
        if !rules.contains(where: { $0.horizontal == horizontal && abs($0.at - at) < 1e-3 }) {
          rules.append((horizontal, at, marks.colour))
        }
      case .segments(let segments):
        strokes += segments
      case .line, .area, .points, .bars:
        kept.append(marks)
      }
    }
    // Named unless they are read as the points' error bars (below), where they stood.
    let strokesNoteIndex = notes.count
    let strokesNote =
      "\(strokes.count) separate stroke\(strokes.count == 1 ? "" : "s") (such as error bars, "
      + "whiskers or medians) \(strokes.count == 1 ? "was" : "were") not described"
    let clipped = drawing.marks.reduce(0) { $0 + $1.clippedCount }
    let clippedNote =
      "\(clipped) mark\(clipped == 1 ? "" : "s") outside the plot's clip "
      + "\(clipped == 1 ? "was" : "were") left out"
    if clipped > 0 { notes.append(clippedNote) }
    guard let first = kept.first else {
      throw ChartImportError(
        .noChartData(
          reason: "the drawing has axes but no data marks (lines, areas, bars or markers) "
            + "inside its plot"))
    }
    let kind = mainKind(kept.map { markKind($0.shape) }, first: markKind(first.shape))
    let split = SharedColourSeries.split(
      kept.filter { markKind($0.shape) == kind }, legend: drawing.legend)
    // Series in the legend's order (the order a reader sees them named).
    let legendRank = Dictionary(
      drawing.legend.enumerated().map { ($1.colour, $0) }, uniquingKeysWith: { first, _ in first })
    func rank(_ marks: DrawnMarks) -> Int {
      legendRank[SharedColourSeries.colour(ofKey: marks.colour ?? "")] ?? Int.max
    }
    // When the legend does not name every series, the drawing's order is kept: unnamed
    // series are named by it ("area 1").
    var sameKind =
      split.marks.contains { rank($0) == Int.max }
      ? split.marks
      : split.marks.enumerated().sorted { first, second in
        (rank(first.element), first.offset) < (rank(second.element), second.offset)
      }.map(\.element)
    names.merge(split.names) { _, split in split }
    // Points shaded by a number (seaborn's numeric hue): one series, the colour not read.
    var unreadColour: String?
    var unreadColourIsPlural = true
    var hueMerged = 0
    if kind == .point, let hue = ContinuousHue.merged(sameKind, legend: drawing.legend) {
      hueMerged = sameKind.count - 1
      sameKind = [hue.marks]
      names[hue.marks.colour ?? ""] = nil
      let shown = drawing.legendTitle.map { "'\($0)'" } ?? "a number"
      let low = NumberText.number(hue.legendNumbers.first ?? 0)
      let high = NumberText.number(hue.legendNumbers.last ?? 0)
      unreadColour =
        "the points' colours, which show \(shown) on a continuous scale (its legend "
        + "samples \(low) to \(high))"
    } else if kind == .point, let bar = drawing.colourBar,
      let merged = ContinuousHue.merged(sameKind)
    {
      hueMerged = sameKind.count - 1
      sameKind = [merged]
      let shown = bar.isEmpty ? "a number" : "'\(bar)'"
      unreadColour =
        "the points' colours, which show \(shown) on a continuous scale (its colour bar is a "
        + "raster image)"
    } else if let bar = drawing.colourBar {
      // Lines, bars or areas in several colours beside a colour bar: their colours may show
      // its number rather than name series, which the drawing cannot tell.
      let shown = bar.isEmpty ? "" : " of '\(bar)'"
      guard sameKind.count == 1 else {
        throw ChartImportError(
          .noChartData(
            reason: "the \(kind.rawValue) marks are drawn in \(sameKind.count) colours beside a "
              + "colour bar\(shown), a raster image that is not read, so whether the colours "
              + "name series or show its values cannot be told"))
      }
      unreadColour = "a colour bar\(shown) (a raster image)"
      unreadColourIsPlural = false
    }
    // Bars painted by category are one series, whose colours the legend names by category.
    if kind == .bar {
      let across = drawing.yAxis.isCategorical && !drawing.xAxis.isCategorical
      let byCategory = CategoryColouredBars.merged(
        sameKind, on: across ? drawing.yAxis : drawing.xAxis, horizontal: across,
        legend: drawing.legend)
      if byCategory.isMerged {
        sameKind = byCategory.marks
        names[sameKind.first?.colour ?? ""] = nil
      }
    }
    if split.shared > 0 {
      notes.append(
        "\(split.shared) \(kind.rawValue) series share a colour with another; "
          + (split.names.isEmpty
            ? "they are told apart by drawing order" : "they are named in the legend's order"))
    }
    // Without a legend title the drawing tells its series apart only by colour: the grouping
    // is named so ("2 series by line colour"), not by a made-up field.
    var seriesField = fieldName(drawing.legendTitle, fallback: "\(kind.rawValue) colour")
    while seriesField == xField || seriesField == yField { seriesField += " (series)" }
    // What is drawn but not read, said in the description too (error bars on bars, a
    // seaborn bar's confidence interval), not only in a note.
    var unreadMarks: [String] = unreadColour.map { [$0] } ?? []
    if let unreadColour {
      notes.append(unreadColour + (unreadColourIsPlural ? " are not read" : " is not read"))
    }
    if sameKind.count + hueMerged < kept.count {
      let other = kept.count - sameKind.count - hueMerged
      notes.append(
        "\(other) group\(other == 1 ? "" : "s") of marks of other kinds than the "
          + "\(kind.rawValue) marks \(other == 1 ? "was" : "were") not described")
      unreadMarks.append(
        "\(other) group\(other == 1 ? "" : "s") of marks of other kinds than the "
          + "\(kind.rawValue) marks (such as error bars or confidence intervals)")
    }
    // Series by colour, in the order of `sameKind`.
    var colourOrder: [String] = []
    for marks in sameKind where !colourOrder.contains(marks.colour ?? "") {
      colourOrder.append(marks.colour ?? "")
    }
    let multiple = colourOrder.count > 1
    var unnamed = 0
    var seriesNames: [String: String] = [:]
    for colour in colourOrder {
      if let name = names[colour] {
        seriesNames[colour] = name
      } else {
        unnamed += 1
        seriesNames[colour] = "\(kind.rawValue) \(unnamed)"
      }
    }
    if multiple && unnamed > 0 {
      notes.append(
        "\(unnamed) series \(unnamed == 1 ? "has" : "have") no legend entry and "
          + "\(unnamed == 1 ? "is" : "are") named by drawing order")
    }
    // Upright strokes each through one point: the points' error bars, read as intervals.
    let centres = sameKind.flatMap { marks -> [SVGPoint] in
      switch marks.shape {
      case .line(let points), .points(let points): return points
      case .area, .bars, .rule, .segments: return []
      }
    }
    let errorBars =
      kind == .point || kind == .line ? DrawnErrorBars.match(centres, strokes: strokes) : nil
    if kind == .point, errorBars == nil,
      DrawnErrorBars.standAmong(centres, strokes: strokes, on: drawing.xAxis)
    {
      throw ChartImportError(
        .noChartData(
          reason: "the drawing's markers stand among strokes drawn at their categories that are "
            + "neither error bars through them nor whiskers of boxes it can match (a box plot "
            + "whose boxes are not filled?), so what the markers show cannot be told"))
    }
    if !strokes.isEmpty && errorBars == nil {
      notes.insert(strokesNote, at: strokesNoteIndex)
      unreadMarks.insert(
        "\(strokes.count) separate stroke\(strokes.count == 1 ? "" : "s") (such as error bars, "
          + "whiskers or medians)", at: 0)
    }
    let lowField = "Lower bound of \(yField)"
    let highField = "Upper bound of \(yField)"
    var rows: [[String: DataValue?]] = []
    var simplifiedLines: [SimplifiedLine] = []
    var resolutions: [Double] = []
    var xResolutions: [Double] = []
    // Marks farther than half a gap from every category: placed at none, never dropped.
    var unplaced = 0
    let bars = sameKind.flatMap { marks -> [SVGRect] in
      if case .bars(let rects) = marks.shape { return rects }
      return []
    }
    let horizontalBars =
      kind == .bar
      && (drawing.yAxis.isCategorical && !drawing.xAxis.isCategorical
        || !multiple && DrawnBarLayout.areBinsAcross(bars, x: drawing.xAxis, y: drawing.yAxis))
    let categoryAxis = horizontalBars ? drawing.yAxis : drawing.xAxis
    let valueAxis = horizontalBars ? drawing.xAxis : drawing.yAxis
    let layout =
      kind == .bar
      ? DrawnBarLayout.of(bars, on: valueAxis, horizontal: horizontalBars) : .fromBaseline
    // Floating bars with a stroke across each: a box plot's boxes, read as box plots. On a
    // log axis a lone bar has no other to float above: it is a box only when the match is
    // whole (a stroke across it, a whisker from each end), never a bar from zero, whose
    // near end lies far off the plot.
    let boxes: DrawnBoxPlot?
    switch (kind, layout, valueAxis.scale) {
    case (.bar, .ranges, _):
      boxes = try boxPlot(sameKind, kept, strokes: strokes, horizontal: horizontalBars)
    case (.bar, .fromBaseline, .log) where bars.count == 1:
      boxes = (try? boxPlot(sameKind, kept, strokes: strokes, horizontal: horizontalBars)) ?? nil
    default:
      boxes = nil
    }
    if let boxes {
      return try BoxPlotChartBuilder.build(
        boxes,
        axes: BoxPlotChartBuilder.Axes(
          category: categoryAxis, value: valueAxis, horizontal: horizontalBars,
          categoryField: horizontalBars ? yField : xField,
          valueField: horizontalBars ? xField : yField),
        names: Dictionary(
          drawing.legend.map { ($0.colour, $0.name) }, uniquingKeysWith: { first, _ in first }),
        seriesField: seriesField, drawing: drawing,
        notes: drawing.notes + (clipped > 0 ? [clippedNote] : []))
    }
    // One series of bars touching edge to edge along a linear axis: a histogram's bins, each
    // bar from its bin's start to its end (Swift Charts' `BarMark(xStart:xEnd:y:)`, or
    // `BarMark(x:yStart:yEnd:)` for bins drawn across).
    var binned = false
    if kind == .bar, !multiple, layout == .fromBaseline, case .linear = categoryAxis.scale {
      binned = DrawnBarLayout.touchEdgeToEdge(bars, horizontal: horizontalBars)
    }
    let binnedField = horizontalBars ? yField : xField
    let binEndField = "\(binnedField) (bin end)"
    let rangeEndField = "\(horizontalBars ? xField : yField) (end)"
    let areaOutlines = sameKind.map { marks -> [SVGPoint] in
      if case .area(let points) = marks.shape { return points }
      return []
    }
    let areaBaseline = DrawnAreaLayout.baseline(of: areaOutlines, on: drawing.yAxis)
    let areaEdges = areaOutlines.map {
      DrawnAreaLayout.edges($0, on: drawing.yAxis, baseline: areaBaseline)
    }
    let areaLayout =
      kind == .area
      ? DrawnAreaLayout.of(areaEdges, on: drawing.yAxis, baseline: areaBaseline) : .fromBaseline
    for (index, marks) in sameKind.enumerated() {
      let colour = marks.colour ?? ""
      func add(_ x: PrintedValue?, _ y: PrintedValue?, xPixel: Double, yPixel: Double) {
        guard let x, let y else {
          unplaced += 1
          return
        }
        var row: [String: DataValue?] = [:]
        row[xField] = value(x, resolution: drawing.xAxis.resolution(at: xPixel), &xResolutions)
        row[yField] = value(y, resolution: drawing.yAxis.resolution(at: yPixel), &resolutions)
        if let interval = errorBars?[SVGPoint(x: xPixel, y: yPixel)] {
          for (field, pixel) in [(lowField, interval.bottom), (highField, interval.top)] {
            guard let end = drawing.yAxis.value(at: pixel) else { continue }
            row[field] = value(end, resolution: drawing.yAxis.resolution(at: pixel), &resolutions)
          }
        }
        if multiple { row[seriesField] = .category(seriesNames[colour] ?? colour) }
        rows.append(row)
      }
      switch marks.shape {
      case .line(var points), .points(var points):
        if let starts = marks.strokeStarts {
          points = DrawnSimplifiedLine.vertices(points)
          if let line = DrawnSimplifiedLine.reading(
            starts, series: multiple ? seriesNames[colour] ?? colour : nil, on: drawing.xAxis,
            simplifier: marks.simplifier)
          {
            simplifiedLines.append(line)
          }
        }
        for point in points {
          add(
            drawing.xAxis.value(at: point.x), drawing.yAxis.value(at: point.y), xPixel: point.x,
            yPixel: point.y)
        }
      case .area:
        for edge in areaEdges[index] {
          guard let row = areaRow(edge, drawing, areaLayout, baseline: areaBaseline) else {
            unplaced += 1
            continue
          }
          var fields: [String: DataValue?] = [:]
          fields[xField] = value(
            row.x, resolution: drawing.xAxis.resolution(at: edge.x), &xResolutions)
          fields[yField] = .number(row.value)
          if let end = row.end { fields[rangeEndField] = .number(end) }
          resolutions.append(row.resolution)
          if multiple { fields[seriesField] = .category(seriesNames[colour] ?? colour) }
          rows.append(fields)
        }
      case .rule, .segments:
        break
      case .bars(let drawn):
        let rects =
          binned
          ? DrawnBarLayout.withoutEmptyEndBins(drawn, on: valueAxis, horizontal: horizontalBars)
          : drawn
        for rect in rects {
          let across = horizontalBars ? rect.centre.y : rect.centre.x
          let (near, far) =
            horizontalBars ? (rect.minX, rect.maxX) : (rect.maxY, rect.minY)
          guard let reading = barValue(valueAxis, near, far, layout) else { continue }
          let span = DrawnBarLayout.binSpan(rect, on: categoryAxis, horizontal: horizontalBars)
          let category = categoryAxis.value(at: binned ? span.start : across)
          let resolution = valueAxis.resolution(at: reading.pixel) ?? 0
          var row: [String: DataValue?] = [:]
          let categoryField = horizontalBars ? yField : xField
          let valueField = horizontalBars ? xField : yField
          guard let category else {
            unplaced += 1
            continue
          }
          if binned, let end = categoryAxis.value(at: span.end) {
            row[categoryField] = value(
              category, resolution: categoryAxis.resolution(at: span.start), &xResolutions)
            row[binEndField] = value(
              end, resolution: categoryAxis.resolution(at: span.end), &xResolutions)
          } else {
            row[categoryField] = value(
              category, resolution: categoryAxis.resolution(at: across), &xResolutions)
          }
          if let start = reading.start {
            row[valueField] = .number(DrawnValueRounding.rounded(start, resolution: resolution))
            row[rangeEndField] = .number(
              DrawnValueRounding.rounded(reading.value, resolution: resolution))
          } else {
            row[valueField] = .number(
              DrawnValueRounding.rounded(reading.value, resolution: resolution))
          }
          resolutions.append(resolution)
          if multiple { row[seriesField] = .category(seriesNames[colour] ?? colour) }
          rows.append(row)
        }
      }
    }
    guard unplaced == 0 else {
      throw ChartImportError(
        .noChartData(
          reason: "\(unplaced) of the drawing's marks \(unplaced == 1 ? "lies" : "lie") between "
            + "the categories its axis labels, so \(unplaced == 1 ? "its" : "their") category "
            + "cannot be read"))
    }
    guard !rows.isEmpty else {
      throw ChartImportError(
        .noChartData(reason: "the drawing's marks lie outside the range its axes label"))
    }
    // Two marks of one series at one category would be one value read twice: the category
    // axis does not label every position (such as month names on a time axis).
    if categoryAxis.isCategorical {
      let field = horizontalBars ? yField : xField
      // Categories in the axis's order, not the order the marks are drawn in (plotnine draws
      // the bars below zero first).
      rows = categoryAxis.inLabelOrder(rows, field: field)
      var seen: Set<String> = []
      for row in rows {
        let key =
          "\(String(describing: row[seriesField] ?? nil))|\(String(describing: row[field] ?? nil))"
        guard seen.insert(key).inserted else {
          throw ChartImportError(
            .noChartData(
              reason: "the drawing's \(horizontalBars ? "y" : "x") axis labels categories, but "
                + "a series draws several marks at one of them (such as the points of a strip "
                + "or swarm plot, the outline of a violin or of a box drawn unfilled, or marks "
                + "between the positions the axis labels), which one value per category cannot "
                + "describe, so it is not read"))
        }
      }
    }
    switch areaLayout {
    case .fromBaseline: break
    case .stacked:
      notes.append(
        "areas that rest on other areas were read as stacked segments (their thickness)")
    case .ranges:
      notes.append(
        "areas that do not start at the baseline and do not rest on other areas were read as "
          + "the ranges they span, from their lower to their upper edge")
    }
    switch layout {
    case .fromBaseline: break
    case .stacked:
      notes.append("bars that do not start at zero were read as stacked segments (their lengths)")
    case .ranges:
      notes.append(
        "bars that do not start at zero and do not sit on other bars were read as the ranges "
          + "they span, from their \(horizontalBars ? "left to their right" : "bottom to their top") end"
      )
    }
    let valueAxisTitle = valueAxis.unit ?? valueAxis.title ?? (horizontalBars ? xField : yField)
    var reading = valueAxis.drawingReading(resolutions: resolutions, unit: valueAxisTitle)
    let xType = valueType(categoryAxis.scale)
    let valueEncoding = EncodingSpec(field: horizontalBars ? xField : yField, type: .quantitative)
    var categoryEncoding = EncodingSpec(field: horizontalBars ? yField : xField, type: xType)
    if xType == .temporal {
      let dates = rows.compactMap { row -> Date? in
        if case .date(let date)?? = row[horizontalBars ? yField : xField] { return date }
        return nil
      }
      categoryEncoding.unit = SVGChartRecovery.calendarUnit(of: dates)
    }
    var mark = MarkSpec(
      kind: kind, x: horizontalBars ? valueEncoding : categoryEncoding,
      y: horizontalBars ? categoryEncoding : valueEncoding)
    if binned {
      let end = EncodingSpec(field: binEndField, label: binnedField, type: .quantitative)
      if horizontalBars {
        (mark.yStart, mark.yEnd, mark.y) = (mark.y, end, nil)
      } else {
        (mark.xStart, mark.xEnd, mark.x) = (mark.x, end, nil)
      }
    }
    if layout == .ranges {
      let end = EncodingSpec(field: rangeEndField, label: valueEncoding.field, type: .quantitative)
      if horizontalBars {
        (mark.xStart, mark.xEnd, mark.x) = (valueEncoding, end, nil)
      } else {
        (mark.yStart, mark.yEnd, mark.y) = (valueEncoding, end, nil)
      }
    }
    if kind == .area {
      switch areaLayout {
      case .fromBaseline:
        // Areas each drawn from the baseline overlap; none stands on another.
        if multiple { mark.stacking = .unstacked }
      case .stacked:
        mark.stacking = .standard
      case .ranges:
        let end = EncodingSpec(
          field: rangeEndField, label: valueEncoding.field, type: .quantitative)
        (mark.yStart, mark.yEnd, mark.y) = (valueEncoding, end, nil)
        mark.stacking = .unstacked
      }
    }
    if kind == .point && !drawing.xAxis.isCategorical {
      mark.x?.type = valueType(drawing.xAxis.scale)
    }
    if multiple {
      mark.modifiers.foregroundStyleBy = EncodingSpec(field: seriesField, type: .categorical)
      if kind == .bar && layout != .stacked
        && isSideBySide(sameKind, horizontal: horizontalBars)
      {
        mark.modifiers.position = PositionSpec(
          by: EncodingSpec(field: seriesField, type: .categorical))
      } else if kind == .bar && layout != .stacked {
        // Bars of several series over one another, none resting on another: overlaid
        // (seaborn's `histplot(hue=…)` layers), never stacked.
        mark.stacking = .unstacked
      }
    }
    // Stacks that all reach the top of a 0–1 or 0–100 % axis are shares of their totals.
    if multiple, kind == .bar && layout == .stacked || kind == .area && areaLayout == .stacked,
      DrawnNormalizedStack.isNormalized(
        rows, position: horizontalBars ? yField : xField, value: horizontalBars ? xField : yField,
        isPercent: valueAxis.unit == "%", tolerance: resolutions.max() ?? 0)
    {
      mark.stacking = .normalized
      notes.append("every stack reaches the top of its axis: read as shares of each stack's total")
      // Shares of a 0–1 axis are said in percent: the reading's resolution too.
      if valueAxis.unit != "%", let resolution = resolutions.max() {
        reading = DrawingReading(resolution: DrawnValueRounding.stated(resolution * 100), unit: "%")
      }
    }
    var elements: [ChartElementSpec] = [.mark(mark)]
    if errorBars != nil {
      // The error bars: a rule from each point's lower to its upper bound, in its colour.
      var bars = MarkSpec(kind: .rule, x: mark.x)
      bars.yStart = EncodingSpec(field: lowField, label: lowField, type: .quantitative)
      bars.yEnd = EncodingSpec(field: highField, label: highField, type: .quantitative)
      bars.modifiers.foregroundStyleBy = mark.modifiers.foregroundStyleBy
      elements.append(.mark(bars))
      notes.append(
        "the upright strokes through the \(kind == .line ? "line's vertices" : "points") were read "
          + "as their error bars, each from its lower to its upper end")
    }
    for rule in rules {
      let axis = rule.horizontal ? drawing.yAxis : drawing.xAxis
      guard case .number(let number)? = axis.value(at: rule.at) else {
        notes.append("a reference line at a category position was not described")
        continue
      }
      let value = EncodingSpec(
        value: .number(
          DrawnValueRounding.rounded(number, resolution: axis.resolution(at: rule.at) ?? 0)),
        label: rule.colour.flatMap { names[$0] } ?? "")
      elements.append(
        .mark(
          MarkSpec(kind: .rule, x: rule.horizontal ? nil : value, y: rule.horizontal ? value : nil))
      )
    }
    var axes = AxesSpec()
    axes.x.title = drawing.xAxis.title
    axes.y.title = drawing.yAxis.title
    axes.x.unit = drawing.xAxis.unit
    axes.y.unit = drawing.yAxis.unit
    // A log axis and one drawn from its largest value to its smallest are said as drawn.
    axes.x.scale = drawing.xAxis.drawnScale
    axes.y.scale = drawing.yAxis.drawnScale
    // A linear axis printing years writes its values as they are printed, without a
    // thousands separator ("2012"); `~f` keeps any fraction a position has ("2012.5").
    for (axis, drawn) in [(\AxesSpec.x, drawing.xAxis), (\AxesSpec.y, drawing.yAxis)]
    where drawn.printsYears {
      if case .linear = drawn.scale { axes[keyPath: axis].format = "~f" }
    }
    let spec = ChartSpec(
      title: drawing.title, data: .values(rows), axes: axes,
      legend: LegendSpec(title: drawing.legendTitle), marks: elements)
    var document = try ChartDocument(spec: spec, table: DataTable(rows: rows))
    if var reading {
      reading.simplifiedLines = simplifiedLines
      reading.unreadMarks = unreadMarks
      document.drawingReading = reading
      notes.append(
        DrawingReadingText.note(reading))
    }
    return RecoveredChart(document: document, notes: notes)
  }

  /// The box plot the bars, strokes and markers draw (``DrawnBoxPlot``), or `nil`: every bar
  /// with its fill, the separate strokes and the two-point lines (seaborn draws each whisker
  /// and median as one), and every marker.
  private static func boxPlot(
    _ bars: [DrawnMarks], _ kept: [DrawnMarks], strokes: [DrawnStroke], horizontal: Bool
  ) throws(ChartImportError) -> DrawnBoxPlot? {
    var rects: [(rect: SVGRect, colour: String?)] = []
    var strokes = strokes
    var points: [SVGPoint] = []
    for marks in bars {
      guard case .bars(let drawn) = marks.shape else { continue }
      let colour = marks.colour.map(SharedColourSeries.colour(ofKey:))
      rects += drawn.map { ($0, colour) }
    }
    for marks in kept {
      switch marks.shape {
      case .line(let line) where line.count == 2:
        strokes.append(DrawnStroke(start: line[0], end: line[1]))
      case .points(let markers):
        points += markers
      case .line, .area, .bars, .rule, .segments:
        break
      }
    }
    let halves = DrawnBoxPlot.joiningHalves(rects, horizontal: horizontal)
    return try DrawnBoxPlot.match(
      halves.bars, strokes: strokes + halves.medians, points: points, horizontal: horizontal)
  }

  /// Whether bars of different series never overlap across the category axis: grouped
  /// (dodged) bars, not overlaid ones.
  static func isSideBySide(_ marks: [DrawnMarks], horizontal: Bool) -> Bool {
    var spans: [(low: Double, high: Double, colour: String)] = []
    for group in marks {
      guard case .bars(let rects) = group.shape else { continue }
      for rect in rects {
        let (low, high) = horizontal ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        spans.append((low, high, group.colour ?? ""))
      }
    }
    spans.sort { $0.low < $1.low }
    var reach: (high: Double, colour: String)?
    for span in spans {
      if let reach, span.low < reach.high - 0.5, span.colour != reach.colour { return false }
      if span.high > reach?.high ?? -.infinity { reach = (span.high, span.colour) }
    }
    return true
  }

  private static func fieldName(_ title: String?, fallback: String) -> String {
    guard let title = title?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty
    else { return fallback }
    return title
  }

  private static func isEmpty(_ shape: DrawnMarks.Shape) -> Bool {
    switch shape {
    case .line(let points), .area(let points), .points(let points): return points.isEmpty
    case .bars(let rects): return rects.isEmpty
    case .rule: return false
    case .segments(let strokes): return strokes.isEmpty
    }
  }

  /// The kind of mark a drawing's data is read from, when it draws several.
  ///
  /// - Bars, when there are any: the boxes of a box plot (read as ranges, ``DrawnBarLayout``)
  ///   rather than its outlier markers, bars rather than the points of their error bars.
  /// - A line rather than an area: the estimate a band is drawn around (seaborn's `lineplot`
  ///   and its confidence band), or the top edge a filled line repeats.
  /// - Otherwise the kind drawn first.
  ///
  /// - Parameters:
  ///   - kinds: The kinds of every group of data marks, in drawing order.
  ///   - first: The kind drawn first.
  /// - Returns: The kind read; the others are named in a note.
  /// - Complexity: O(*k*) in the groups.
  private static func mainKind(_ kinds: [MarkKind], first: MarkKind) -> MarkKind {
    if kinds.contains(.bar) { return .bar }
    if first == .area && kinds.contains(.line) { return .line }
    return first
  }

  private static func markKind(_ shape: DrawnMarks.Shape) -> MarkKind {
    switch shape {
    case .line: return .line
    case .area: return .area
    case .points: return .point
    case .bars: return .bar
    case .rule, .segments: return .rule
    }
  }

  private static func valueType(_ scale: AxisScaleFit) -> ValueType {
    switch scale {
    case .linear, .log: return .quantitative
    case .time: return .temporal
    case .band: return .categorical
    }
  }

  /// A value an axis reads at a pixel, rounded to the axis's resolution there (appended to
  /// `resolutions` for a number), as the rows hold it.
  static func value(
    _ printed: PrintedValue, resolution: Double?, _ resolutions: inout [Double]
  ) -> DataValue {
    switch printed {
    case .number(let number):
      guard let resolution else { return .number(number) }
      resolutions.append(resolution)
      return .number(DrawnValueRounding.rounded(number, resolution: resolution))
    case .date(let date):
      guard let resolution else { return .date(date) }
      return .date(DrawnValueRounding.rounded(date, resolution: resolution))
    case .text(let text):
      return .category(text)
    }
  }

  /// A bar's value along its value axis and the pixel it was read at, with the range's
  /// start when the layout reads bars as ranges (its near end: bottom or left).
  private static func barValue(
    _ axis: RecoveredAxis, _ near: Double, _ far: Double, _ layout: DrawnBarLayout
  ) -> (start: Double?, value: Double, pixel: Double)? {
    guard case .number(let nearValue)? = axis.value(at: near),
      case .number(let farValue)? = axis.value(at: far)
    else { return nil }
    switch axis.scale {
    case .log:
      // Bars from the baseline start at no value (zero lies off a log axis): read at their
      // far end; floating bars span their range; a stacked segment is the difference of its
      // ends' values (a bottom segment's near end, far off the plot, is all but 0).
      switch layout {
      case .fromBaseline: return (nil, farValue, far)
      case .ranges: return (nearValue, farValue, far)
      case .stacked: return (nil, farValue - nearValue, far)
      }
    case .band, .time:
      return (nil, farValue, far)
    case .linear:
      switch layout {
      case .ranges:
        return (nearValue, farValue, far)
      case .fromBaseline, .stacked:
        let resolution = axis.resolution(at: near) ?? 0
        if abs(nearValue) <= resolution { return (nil, farValue, far) }
        if abs(farValue) <= resolution { return (nil, nearValue, near) }
        return (nil, farValue - nearValue, far)
      }
    }
  }

  /// One area position's reading by the layout.
  ///
  /// Its x, its value (the outer edge, the thickness of a stacked segment, or a range's lower
  /// end), a range's upper end, and the resolution the value was read to; `nil` when an axis
  /// gives no value there.
  private static func areaRow(
    _ edge: DrawnAreaLayout.Edges, _ drawing: Drawing, _ layout: DrawnAreaLayout,
    baseline: Double
  ) -> (x: PrintedValue, value: Double, end: Double?, resolution: Double)? {
    let axis = drawing.yAxis
    guard let x = drawing.xAxis.value(at: edge.x),
      case .number(let outer)? = axis.value(at: edge.outer)
    else { return nil }
    // Each edge is rounded to the digits the drawing holds before a thickness is taken, so
    // segments whose ends lie on round values read as those values' difference.
    let resolution = axis.resolution(at: edge.outer) ?? 0
    let upper = DrawnValueRounding.rounded(outer, resolution: resolution)
    var lower = baseline
    if let pixel = edge.inner {
      guard case .number(let value)? = axis.value(at: pixel) else { return nil }
      lower = DrawnValueRounding.rounded(value, resolution: axis.resolution(at: pixel) ?? 0)
    }
    switch layout {
    case .fromBaseline:
      return (x, upper, nil, resolution)
    case .stacked:
      return (x, DrawnValueRounding.rounded(upper - lower, resolution: resolution), nil, resolution)
    case .ranges:
      return (x, min(lower, upper), max(lower, upper), resolution)
    }
  }
}
