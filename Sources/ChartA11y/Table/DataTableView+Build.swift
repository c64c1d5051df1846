import ChartModel
import Foundation

extension DataTableView {
  /// The table of a chart's visible data.
  ///
  /// - Parameter analysis: The chart and its statistics (gaps come from its missing runs).
  /// - Complexity: O(*n* log *n*) in the number of observations and missing periods.
  public init(_ analysis: ChartAnalysis) {
    let chart = analysis.chart
    let keyAxis = chart.independentAxisDescriptor
    let book = EnglishPhrasebook()
    let caption = book.sentence(.kind(ChartType(analysis), title: chart.title))
    var layouts = chart.series.map { SeriesColumns($0, prefixed: chart.series.count > 1) }
    if chart.hasTwoValueAxes {
      // Each column names the y axis its values are read on, and that axis's unit.
      for (index, series) in chart.series.enumerated() {
        let axis = chart.valueAxis(of: series)
        let side = "\(book.phrase(.axisSide(series.axisPosition))) y axis"
        let unit = axis.unit.map { $0.isEmpty ? "" : ", \($0)" } ?? ""
        layouts[index].titles = layouts[index].titles.map { "\($0) (\(side)\(unit))" }
      }
    }
    // Each series' values are written on its own axis (one of two y axes, or the value axis).
    let formats = chart.series.map { series in
      let axis = chart.valueAxis(of: series)
      return { (number: Double) in AxisPhrasing.number(number, on: axis, precise: true) }
    }
    let byPosition = chart.series.map { series in
      Dictionary(grouping: series.observations, by: \.x)
    }
    let positions = Self.positions(analysis)

    var rows: [Row] = []
    for position in positions {
      let groups = byPosition.map { $0[position] ?? [] }
      // A bar drawn over a span (a histogram's bin) is named by its range, "40 to 60".
      let start = AxisPhrasing.value(position, on: keyAxis, precise: true)
      let header =
        groups.lazy.flatMap { $0 }.compactMap(\.xEnd).first.map {
          "\(start) to \(AxisPhrasing.value($0, on: keyAxis, precise: true))"
        } ?? start
      for occurrence in 0..<max(1, groups.map(\.count).max() ?? 0) {
        var cells: [String?] = []
        for (index, (layout, group)) in zip(layouts, groups).enumerated() {
          let observation = occurrence < group.count ? group[occurrence] : nil
          cells += layout.cells(of: observation, format: formats[index])
        }
        rows.append(Row(header: header, cells: cells))
      }
    }

    var notes: [String] = []
    if rows.contains(where: { $0.cells.contains(nil) }) {
      notes.append(
        "An empty cell means the series has no data at that position; it is never zero.")
    }
    for entry in analysis.series where !entry.missingRuns.isEmpty {
      notes.append(
        "\(entry.series.name) has no data: "
          + AxisPhrasing.runs(
            entry.missingRuns, on: keyAxis, sized: AxisPhrasing.positionNoun(on: keyAxis),
            phrasebook: book) + ".")
    }
    for series in chart.series where series.missingValueCount > 0 {
      notes.append("\(series.name): \(book.sentence(.rowsWithoutValue(series.missingValueCount)))")
    }
    for line in chart.referenceLines {
      let axis = line.axis == .x ? chart.xAxis : chart.yAxis
      notes.append(
        book.sentence(.referenceLine(label: line.label, value: line.value, axis: axis)))
    }
    if chart.hiddenMarkCount > 0 {
      let count = ValueFormatter.preciseNumber(Double(chart.hiddenMarkCount))
      notes.append(
        chart.hiddenMarkCount == 1
          ? "1 mark hidden from assistive technology is left out."
          : "\(count) marks hidden from assistive technology are left out.")
    }
    self.init(
      caption: caption, rowHeaderTitle: keyAxis.title,
      columnTitles: layouts.flatMap(\.titles), rows: rows, notes: notes)
  }

  /// Every position a row is given: the positions of the observations and the calendar
  /// periods missing inside a series, in axis order, without duplicates.
  private static func positions(_ analysis: ChartAnalysis) -> [DataValue] {
    let chart = analysis.chart
    let axis = chart.independentAxisDescriptor
    var seen = Set<DataValue>()
    var ordered: [DataValue] = []
    func add(_ position: DataValue) {
      if seen.insert(position).inserted { ordered.append(position) }
    }
    if axis.kind == .categorical {
      axis.categories.forEach { add(.category($0)) }
    }
    for series in chart.series {
      series.observations.forEach { add($0.x) }
    }
    if let unit = axis.calendarUnit {
      for entry in analysis.series {
        for run in entry.missingRuns {
          guard case .date(let start) = run.start else { continue }
          let first = GregorianDateTime(start)
          for step in 0..<run.count {
            add(.date(first.adding(step, unit).date))
          }
        }
      }
    }
    guard axis.kind != .categorical else { return ordered }
    return ordered.enumerated().sorted { left, right in
      let (a, b) = (sortKey(left.element), sortKey(right.element))
      return a != b ? a < b : left.offset < right.offset
    }.map(\.element)
  }

  /// A number or date as a number to order rows by; a category keeps its place (0).
  private static func sortKey(_ value: DataValue) -> Double {
    switch value {
    case .number(let number): return number
    case .date(let date): return date.timeIntervalSinceReferenceDate
    case .category: return 0
    }
  }
}

/// The columns one series fills: one for a plain series, or one per labelled value of its
/// `Plot` groups or extents (and one for plain values among them, if any).
private struct SeriesColumns {
  /// The labels of the values, in first-occurrence order; empty for a plain series.
  let labels: [String]
  /// Whether a column holds the main value of observations without labelled values.
  let hasValueColumn: Bool
  /// The column titles.
  var titles: [String]

  init(_ series: DataSeries, prefixed: Bool) {
    var labels: [String] = []
    var hasValueColumn = false
    for observation in series.observations {
      if observation.components.isEmpty {
        hasValueColumn = true
      }
      for component in observation.components where !labels.contains(component.label) {
        labels.append(component.label)
      }
    }
    if labels.isEmpty { hasValueColumn = true }
    // An extent reads from its start to its end (a candle's open, then its close), whichever
    // is lower at the first position.
    if let start = series.extentStartLabel, let end = series.extentEndLabel,
      let startIndex = labels.firstIndex(of: start), let endIndex = labels.firstIndex(of: end),
      startIndex > endIndex
    {
      labels.swapAt(startIndex, endIndex)
    }
    self.labels = labels
    self.hasValueColumn = hasValueColumn
    let name = series.name
    let componentTitles = labels.map { label in
      let label = label.isEmpty ? "value" : label
      return prefixed && label != name ? "\(name): \(label)" : label
    }
    let valueTitle =
      labels.isEmpty ? name : (prefixed ? "\(name): \(series.valueLabel)" : series.valueLabel)
    titles = (hasValueColumn ? [valueTitle] : []) + componentTitles
  }

  /// The cells of one observation (or of none), in ``titles`` order.
  func cells(of observation: Observation?, format: (Double) -> String) -> [String?] {
    func finite(_ value: Double) -> String? { value.isFinite ? format(value) : nil }
    var cells: [String?] = []
    if hasValueColumn {
      cells.append(
        observation.flatMap { $0.components.isEmpty ? finite($0.value) : nil })
    }
    for label in labels {
      let component = observation?.components.first { $0.label == label }
      cells.append(component.flatMap { finite($0.value) })
    }
    return cells
  }
}
