import ChartModel

extension AccessibleChart {
  /// Derives the accessible view of a chart.
  ///
  /// - `accessibilityHidden` marks give no observation, series or reference line.
  /// - Each `Plot` group gives one observation per data row holding all its marks' labelled
  ///   values.
  /// - Series come from `foregroundStyle(by:)`, `series:`, `symbol(by:)`, `lineStyle(by:)`,
  ///   else `position(by:)`; their order is the foreground style scale's domain, then first
  ///   occurrence. Series of different marks with the same name and the same observations
  ///   (bars and a line of one activity) are one series drawn by both marks.
  /// - A constant `RuleMark` on one axis is a reference line.
  /// - A row whose position or value is missing gives no observation (a gap, never zero).
  ///
  /// - Parameter document: A validated chart with its data.
  /// - Throws: ``ChartModel/ChartSpecError`` for a field that cannot be read as its type.
  /// - Complexity: O(*n* log *n*) in the number of rows times marks.
  public init(_ document: ChartDocument) throws(ChartSpecError) {
    let spec = document.spec
    var hiddenMarkCount = 0
    var referenceLines: [ReferenceLine] = []
    // Where each reference line's constant is written, for an error about it.
    var referencePaths: [ReferenceLine: SpecPath] = [:]
    var markKinds: [MarkKind] = []
    var firstMarks: [ResolvedMark] = []
    var visibleMarks: [ResolvedMark] = []
    // The element each visible mark and reference line belongs to, for the panels' axes.
    var visibleMarkElements: [Int] = []
    var referenceElements: [ReferenceLine: Int] = [:]
    var elements: [(index: Int, marks: [ResolvedMark], isPlot: Bool)] = []

    for (index, element) in spec.marks.enumerated() {
      let path = SpecPath.root.appending("marks").appending(index: index)
      let group: [(MarkSpec, SpecPath)]
      let isPlot: Bool
      switch element {
      case .mark(let mark):
        group = [(mark, path)]
        isPlot = false
      case .plot(let plot):
        isPlot = true
        group = plot.marks.enumerated().map { inner, mark in
          var combined = mark
          combined.modifiers = mark.modifiers.inheriting(from: plot.modifiers)
          return (combined, path.appending("marks").appending(index: inner))
        }
      }
      var resolved: [ResolvedMark] = []
      for (mark, markPath) in group {
        let mark = try ResolvedMark(
          mark, path: markPath, table: document.table, axes: spec.axes)
        firstMarks.append(mark)
        if mark.mark.modifiers.isHidden {
          hiddenMarkCount += 1
        } else {
          resolved.append(mark)
        }
      }
      guard !resolved.isEmpty else { continue }
      for mark in resolved where !markKinds.contains(mark.mark.kind) {
        markKinds.append(mark.mark.kind)
      }
      visibleMarks += resolved
      visibleMarkElements += resolved.map { _ in index }
      if case .mark = element, let mark = resolved.first, let axis = mark.referenceAxis {
        for line in Self.referenceLines(of: mark, axis: axis, rowCount: document.table.rowCount)
        where !referenceLines.contains(line) {
          referenceLines.append(line)
          referencePaths[line] = path.appending(axis.rawValue).appending("value")
          referenceElements[line] = index
        }
        continue
      }
      elements.append((index, resolved, isPlot))
    }

    // A heatmap's legend is its colour scale: its title and format are the values', and its
    // rows are named as their axis writes them.
    let isHeatmap = visibleMarks.contains(where: \.isHeatmapCell)
    var builder = SeriesCollector(
      scaleDomain: spec.foregroundStyleScale?.domain ?? [],
      nameFormat: isHeatmap ? nil : FieldFormat(spec.legend.format, kind: spec.legend.formatType))
    var panelOfElement: [Int: Int] = [:]
    for (panel, entry) in document.panels.enumerated() {
      for element in entry.elements { panelOfElement[element] = panel }
    }
    for element in elements {
      builder.collect(
        element: element.index, marks: element.marks, isPlot: element.isPlot,
        rowCount: document.table.rowCount, panel: panelOfElement[element.index])
    }
    var series = builder.finish()
    if isHeatmap {
      // Rows at dates or numbers are drawn in their order along the axis, not as met.
      let positions = series.map { $0.identity.parts.first?.value.numericValue }
      if !positions.contains(nil) {
        series = zip(positions, series).enumerated().sorted {
          ($0.element.0 ?? 0, $0.offset) < ($1.element.0 ?? 0, $1.offset)
        }.map(\.element.1)
      }
      for index in series.indices {
        series[index].groupingLabel = spec.axes.y.title ?? series[index].groupingLabel
        if let legendTitle = spec.legend.title, !legendTitle.isEmpty {
          series[index].valueLabel = legendTitle
        }
      }
    } else if let legendTitle = spec.legend.title, !legendTitle.isEmpty {
      // The legend's title names the grouping ("2 series by Region"), as the legend shows it.
      for index in series.indices where series[index].groupingLabel != nil {
        series[index].groupingLabel = legendTitle
      }
    }
    // A normalized stack is read as it is drawn: each value as its share of its position's
    // total, on a value axis in percent.
    let isNormalizedStack = !isHeatmap && NormalizedStack.applies(to: series)
    if isNormalizedStack { series = NormalizedStack.shares(of: series) }
    let axesSource = visibleMarks.isEmpty ? firstMarks : visibleMarks
    let independent = axesSource.first { $0.referenceAxis == nil }?.independentAxis ?? .x
    // Two y axes: each side's series and marks make its own axis (docs/chart-kinds.md).
    let twoAxes =
      !isHeatmap && independent == .x && series.contains { $0.axisPosition == .trailing }
      && series.contains { $0.axisPosition == .leading }
    if !twoAxes {
      for index in series.indices { series[index].axisPosition = .leading }
    }
    func onSide(_ side: AxisPosition) -> (marks: [ResolvedMark], series: [DataSeries]) {
      guard twoAxes else { return (axesSource, series) }
      return (
        axesSource.filter { $0.mark.effectiveAxisPosition == side },
        series.filter { $0.axisPosition == side }
      )
    }
    let leading = onSide(.leading)
    let sharesUnreadLayer = document.unreadViews.contains(where: \.sharesAxes)
    // Reference lines are drawn on their axis, which Vega stretches to hold them.
    func references(on axis: ChartAxis) -> [Double] {
      referenceLines.filter { $0.axis == axis }.compactMap(\.value.numericValue)
    }
    self.init(
      title: spec.title, summary: spec.summary,
      xAxis: Self.axis(
        .x, spec: spec.axes.x, marks: axesSource, series: series, independent: independent,
        categories: builder.categories, references: references(on: .x),
        sharesUnreadLayer: sharesUnreadLayer),
      yAxis: isHeatmap
        ? Self.colourAxis(legend: spec.legend, marks: axesSource, series: series)
        : Self.axis(
          .y, spec: spec.axes.y, marks: leading.marks, series: leading.series,
          independent: independent, categories: builder.categories,
          references: references(on: .y), sharesUnreadLayer: sharesUnreadLayer),
      independentAxis: independent, series: series, referenceLines: referenceLines,
      markKinds: markKinds, isLegendHidden: spec.legend.isHidden,
      hiddenMarkCount: hiddenMarkCount)
    drawingReading = document.drawingReading
    for line in referenceLines {
      try Self.checkConstant(
        of: line, on: line.axis == .x ? xAxis : yAxis, at: referencePaths[line] ?? .root)
    }
    (viewCount, unreadViews) = (document.viewCount, document.unreadViews)
    if twoAxes {
      let trailing = onSide(.trailing)
      trailingYAxis = Self.axis(
        .y, spec: spec.axes.trailingY, marks: trailing.marks, series: trailing.series,
        independent: independent, categories: builder.categories)
    }
    let sectors = visibleMarks.filter { $0.mark.kind == .sector }
    isDonut = !sectors.isEmpty && sectors.allSatisfy(\.mark.hasInnerRadius)
    if isNormalizedStack {
      // The chart's own value format would write a share (0 to 100) as a fraction.
      switch independent {
      case .x: (yAxis.unit, yAxis.format) = (NormalizedStack.unit, nil)
      case .y: (xAxis.unit, xAxis.format) = (NormalizedStack.unit, nil)
      }
    }
    if isHeatmap {
      rowAxis = Self.rowAxis(spec: spec.axes.y, marks: axesSource, series: series)
    }
    // Concatenated views each draw their numeric axes over their own values.
    if !isHeatmap && !twoAxes && !isNormalizedStack {
      for axis in [ChartAxis.x, .y] {
        let owned = document.panels.contains { axis == .x ? $0.ownsXAxis : $0.ownsYAxis }
        let whole = axis == .x ? xAxis : yAxis
        guard owned, whole.kind == .numeric else { continue }
        let panels = document.panels.enumerated().map { index, panel in
          let elements = Set(panel.elements)
          return Self.axis(
            axis, spec: axis == .x ? panel.axes.x : panel.axes.y,
            marks: zip(visibleMarks, visibleMarkElements).filter { elements.contains($0.1) }
              .map(\.0),
            series: series.filter { $0.panel == index }, independent: independent,
            categories: builder.categories,
            references: referenceLines.filter { line in
              line.axis == axis && referenceElements[line].map(elements.contains) == true
            }.compactMap(\.value.numericValue), sharesUnreadLayer: sharesUnreadLayer)
        }
        guard panels.count > 1, panels.allSatisfy({ $0.kind == .numeric }) else { continue }
        switch axis {
        case .x: xPanelAxes = panels
        case .y: yPanelAxes = panels
        }
      }
    }
  }

  /// Refuses a reference line whose constant a numeric axis cannot place: a date or a text
  /// ("1200" in quotes is text), which the chart would draw nowhere, and which would be said
  /// as a number and sounded as none.
  private static func checkConstant(
    of line: ReferenceLine, on axis: AxisDescriptor, at path: SpecPath
  ) throws(ChartSpecError) {
    guard axis.kind == .numeric else { return }
    let found: String
    switch line.value {
    case .number: return
    case .date: found = "a date"
    case .category(let text): found = "the text \"\(text)\""
    }
    throw ChartSpecError(
      .invalidValue(
        "a reference line on the numeric \(line.axis.rawValue) axis needs a number; found \(found)"),
      path: path)
  }

  private static func referenceLines(of mark: ResolvedMark, axis: ChartAxis, rowCount: Int)
    -> [ReferenceLine]
  {
    guard let values = axis == .y ? mark.y : mark.x, let value = values.value(at: 0) else {
      return []
    }
    let rows = mark.readsRows ? 0..<rowCount : 0..<1
    var lines: [ReferenceLine] = []
    for row in rows {
      let label = values.encoding.label
      let name = label.isEmpty ? (mark.annotation?.text(at: row) ?? "") : label
      let line = ReferenceLine(axis: axis, value: value, label: name)
      if !lines.contains(line) { lines.append(line) }
    }
    return lines
  }

  /// A heatmap's colour values as its value axis: titled and formatted by the legend, which
  /// is the colour scale's key.
  private static func colourAxis(legend: LegendSpec, marks: [ResolvedMark], series: [DataSeries])
    -> AxisDescriptor
  {
    axis(
      .y, spec: AxisSpec(title: legend.title, format: legend.format, formatType: legend.formatType),
      marks: marks, series: series, independent: .x, categories: [], reads: \.colourValue)
  }

  /// A heatmap's rows: its `y` bands, one series each, named as the series are.
  private static func rowAxis(spec: AxisSpec, marks: [ResolvedMark], series: [DataSeries])
    -> AxisDescriptor
  {
    let rows = marks.first(where: \.isHeatmapCell)?.y
    let title = spec.title ?? rows?.encoding.label ?? "y"
    return AxisDescriptor(
      title: title.isEmpty ? "y" : title, unit: spec.unit,
      kind: rows?.type == .temporal ? .temporal : .categorical, calendarUnit: rows?.encoding.unit,
      isHidden: spec.isHidden, range: nil, categories: series.map(\.name))
  }

  private static func axis(
    _ axis: ChartAxis, spec: AxisSpec, marks: [ResolvedMark], series: [DataSeries],
    independent: ChartAxis, categories: [String], references: [Double] = [],
    sharesUnreadLayer: Bool = false, reads: ((ResolvedMark) -> ResolvedValues?)? = nil
  ) -> AxisDescriptor {
    let encodings = marks.compactMap { mark in
      reads?(mark) ?? (axis == .x ? (mark.x ?? mark.xStart) : (mark.y ?? mark.yStart))
    }
    let first = encodings.first
    let type = first?.type ?? .quantitative
    let kind: AxisDescriptor.Kind =
      switch type {
      case .quantitative: .numeric
      case .temporal: .temporal
      case .categorical: .categorical
      }
    var low = Double.infinity
    var high = -Double.infinity
    var scale = AxisFormatting.scale(spec, kind: kind)
    // The independent axis's values as numbers, read as they are iterated.
    let positions = series.lazy.flatMap(\.observations).compactMap { observation in
      axis == independent ? observation.x.numericValue : nil
    }
    for entry in series {
      for observation in entry.observations {
        if axis == independent {
          if let number = observation.x.numericValue {
            low = min(low, number)
            high = max(high, number)
            scale.count(number)
          }
          // A span's end (a histogram bin's) is on the axis too.
          if let end = observation.xEnd?.numericValue {
            low = min(low, end)
            high = max(high, end)
          }
        } else {
          if observation.value.isFinite {
            low = min(low, observation.value)
            high = max(high, observation.value)
            scale.count(observation.value)
          }
          for component in observation.components where component.value.isFinite {
            low = min(low, component.value)
            high = max(high, component.value)
            scale.count(component.value)
          }
        }
      }
    }
    // Marks of different fields that each draw their own series ("Apples", "Oranges") share
    // the value axis: its title names them all, as Vega-Lite titles a layered axis, rather
    // than the first mark's label alone.
    var labels: [String] = []
    for label in encodings.map(\.encoding.label) where !label.isEmpty && !labels.contains(label) {
      labels.append(label)
    }
    let seriesByLabel =
      axis != independent && labels.count > 1 && series.count > 1
      && series.allSatisfy { $0.groupingLabel == nil }
      && Set(labels) == Set(series.map(\.valueLabel))
    let title =
      spec.title ?? (seriesByLabel ? labels.joined(separator: ", ") : first?.encoding.label)
      ?? axis.rawValue
    var alignment: CalendarUnit?
    if kind == .temporal && first?.encoding.unit == nil {
      let ends = [low, high].filter(\.isFinite)
      alignment =
        positions.isEmpty
        ? CalendarUnitInference.alignment(ofSeconds: ends)
        : CalendarUnitInference.alignment(ofSeconds: positions)
      if alignment == .month { alignment = .day }
      // Dates with fractions of a second are all written to the second, with their
      // milliseconds, rather than each by its own alignment ("1970" beside "1 January 1970,
      // 00:00:00.001").
      if alignment == nil && !ends.isEmpty { alignment = .second }
    }
    let names = [title, first?.encoding.label, first?.encoding.field].compactMap { $0 }
    let holdsYears =
      kind == .numeric && axis == independent
      && YearAxis.holdsYears(names: names, values: positions)
    var descriptor = AxisDescriptor(
      title: title.isEmpty ? axis.rawValue : title, unit: spec.unit, kind: kind,
      calendarUnit: first?.encoding.unit, isHidden: spec.isHidden,
      range: low <= high ? low...high : nil,
      categories: kind == .categorical && axis == independent ? categories : [],
      dateAlignment: alignment, holdsYears: holdsYears,
      declaresOrder: kind == .categorical && axis == independent ? spec.ordered : nil)
    if kind == .temporal { descriptor.clock = first?.clock ?? .utc }
    descriptor.format = AxisFormatting.format(
      spec.format, kind: spec.formatType, on: descriptor, positions: positions)
    if kind == .numeric, low <= high {
      let extent = drawnExtent(
        of: low...high, series: axis == independent ? [] : series, references: references)
      let lines = references.filter(\.isFinite)
      scale.drawnSpan = DrawnSpan.drawn(
        over: extent, values: low...high,
        references: min(low, lines.min() ?? low)...max(high, lines.max() ?? high),
        kind: scale.kind, zero: scale.includesZero, nice: scale.isNice)
      // A layer left out shares this axis: Vega drew it over that layer's values too.
      if sharesUnreadLayer, scale.drawnSpan != nil || scale.includesZero != nil {
        scale.drawnSpan = DrawnSpan(lowerBound: nil, upperBound: nil)
      }
    }
    descriptor.scale = scale
    return descriptor
  }

  /// What a value axis places besides its values: the ends of stacks (the sums of their
  /// positive and of their negative values at each position, from 0, as Vega's stack
  /// transform places them), a normalized stack's 0 to 100 %, and reference lines.
  private static func drawnExtent(
    of values: ClosedRange<Double>, series: [DataSeries], references: [Double]
  ) -> ClosedRange<Double> {
    var (low, high) = (values.lowerBound, values.upperBound)
    for value in references where value.isFinite {
      (low, high) = (min(low, value), max(high, value))
    }
    if NormalizedStack.applies(to: series) { return min(low, 0)...max(high, 100) }
    var positive: [DataValue: Double] = [:]
    var negative: [DataValue: Double] = [:]
    for entry in series where entry.isStacked {
      if entry.observations.contains(where: { $0.components.isEmpty }) {
        (low, high) = (min(low, 0), max(high, 0))
      }
      // A bar or area from one value to another (`yStart`/`yEnd`) does not stack.
      for observation in entry.observations
      where observation.value.isFinite && observation.components.isEmpty {
        if observation.value >= 0 {
          positive[observation.x, default: 0] += observation.value
        } else {
          negative[observation.x, default: 0] += observation.value
        }
      }
    }
    for sum in positive.values { high = max(high, sum) }
    for sum in negative.values { low = min(low, sum) }
    return low...high
  }
}
