import ChartModel
import Foundation

/// Turns the boxes of a box plot matched in a drawing (``DrawnBoxPlot``) into a chart: one
/// `Plot` per box with its five values, and its outliers apart, as the Vega-Lite importer
/// lowers `boxplot` (``ChartModel/BoxPlotMarks``), so that the chart reads as a box plot
/// (`BoxPlotReading`) with its median, quartiles, whiskers and outliers per category.
enum BoxPlotChartBuilder {
  /// What the builder needs besides the boxes.
  struct Axes {
    /// The axis the boxes stand at (categories).
    var category: RecoveredAxis
    /// The axis their values are read on.
    var value: RecoveredAxis
    /// Whether the boxes run along x.
    var horizontal: Bool
    /// The category and value fields' names.
    var categoryField: String
    var valueField: String
  }

  /// Builds the chart.
  ///
  /// - Parameters:
  ///   - plot: The matched boxes.
  ///   - axes: The axes and the fields they name.
  ///   - names: Series names by box fill, from the legend; the boxes are one series when
  ///     their fills are not all named.
  ///   - seriesField: The field that names the series.
  ///   - drawing: The drawing's title and legend title.
  ///   - notes: Notes so far.
  /// - Returns: The chart, a box plot, and the notes.
  /// - Throws: ``ChartImportError`` `.noChartData` when a box lies at no category or at one
  ///   another box of its series stands at, or a value lies off the value axis;
  ///   ``ChartModel/ChartSpecError`` when the values do not make a valid chart.
  /// - Complexity: O(*b* + *o*) for *b* boxes and *o* outliers.
  static func build(
    _ plot: DrawnBoxPlot, axes: Axes, names: [String: String], seriesField: String,
    drawing: GeometryChartBuilder.Drawing, notes: [String]
  ) throws -> RecoveredChart {
    let label = axes.value.title ?? axes.valueField
    let bounds = [
      "Lower whisker of \(label)", "Q1 of \(label)", "Median of \(label)", "Q3 of \(label)",
      "Upper whisker of \(label)",
    ]
    let outlierField = "Outlier of \(label)"
    let outlierKey = "\(axes.categoryField) (outlier)"
    let colours = Set(plot.boxes.map { $0.colour ?? "" })
    let series = colours.count > 1 && colours.allSatisfy { names[$0] != nil }
    var resolutions: [Double] = []
    func value(at pixel: Double) throws(ChartImportError) -> Double {
      guard case .number(let number)? = axes.value.value(at: pixel) else {
        throw ChartImportError(
          .noChartData(reason: "a box plot's whisker or outlier lies off its value axis"))
      }
      let resolution = axes.value.resolution(at: pixel) ?? 0
      resolutions.append(resolution)
      return DrawnValueRounding.rounded(number, resolution: resolution)
    }
    var rows: [[String: DataValue?]] = []
    var outlierRows: [[String: DataValue?]] = []
    var seen: Set<String> = []
    for box in plot.boxes {
      let across = axes.horizontal ? box.rect.centre.y : box.rect.centre.x
      guard let position = axes.category.value(at: across) else {
        throw ChartImportError(
          .noChartData(
            reason: "a box of the box plot lies between the categories its axis labels, so its "
              + "category cannot be read"))
      }
      let category = Self.value(position)
      let name = series ? names[box.colour ?? ""] : nil
      guard seen.insert("\(name ?? "")|\(category)").inserted else {
        throw ChartImportError(
          .noChartData(
            reason: "two boxes of the box plot stand at one category, so which is which "
              + "cannot be read"))
      }
      let values = try [
        box.whiskers.0, box.ends.0, box.median, box.ends.1, box.whiskers.1,
      ].map { pixel throws(ChartImportError) in try value(at: pixel) }.sorted()
      var row: [String: DataValue?] = [axes.categoryField: category]
      for (field, number) in zip(bounds, values) { row[field] = .number(number) }
      if let name { row[seriesField] = .category(name) }
      rows.append(row)
      for pixel in box.outliers {
        var outlier: [String: DataValue?] = [outlierKey: category]
        outlier[outlierField] = .number(try value(at: pixel))
        if let name { outlier[seriesField] = .category(name) }
        outlierRows.append(outlier)
      }
    }
    let vertical = !axes.horizontal
    let type: ValueType = axes.category.isCategorical ? .categorical : .quantitative
    let key = EncodingSpec(field: axes.categoryField, type: type)
    var marks = BoxPlotMarks.plot(
      key: key,
      bounds: bounds.map { EncodingSpec(field: $0, label: $0, type: .quantitative) },
      vertical: vertical)
    var outliers = BoxPlotMarks.outliers(
      position: EncodingSpec(field: outlierKey, label: axes.categoryField, type: type),
      values: EncodingSpec(field: outlierField, label: outlierField, type: .quantitative),
      vertical: vertical)
    if series {
      let by = EncodingSpec(field: seriesField, type: .categorical)
      for index in marks.indices { marks[index].modifiers.foregroundStyleBy = by }
      outliers.modifiers.foregroundStyleBy = by
    }
    var elements: [ChartElementSpec] = [.plot(PlotSpec(marks: marks))]
    if !outlierRows.isEmpty { elements.append(.mark(outliers)) }
    var notes = notes
    notes.append(
      "the bars were read as a box plot's boxes (quartiles), with the stroke across each as its "
        + "median and the strokes from its ends as its whiskers")
    if plot.otherPoints > 0 {
      notes.append(
        "\(plot.otherPoints) marker\(plot.otherPoints == 1 ? "" : "s") within the whiskers or "
          + "at no box (such as means) \(plot.otherPoints == 1 ? "was" : "were") not described")
    }
    // Untitled axes are named by the fields the boxes are read in, never by a bound's label.
    var chartAxes = AxesSpec()
    let (xField, yField) =
      axes.horizontal
      ? (axes.valueField, axes.categoryField) : (axes.categoryField, axes.valueField)
    chartAxes.x.title = drawing.xAxis.title ?? xField
    chartAxes.y.title = drawing.yAxis.title ?? yField
    chartAxes.x.unit = drawing.xAxis.unit
    chartAxes.y.unit = drawing.yAxis.unit
    // A reversed axis (matplotlib's invert_yaxis) and a log axis are said as drawn, as they
    // are for lines and bars.
    chartAxes.x.scale = drawing.xAxis.drawnScale
    chartAxes.y.scale = drawing.yAxis.drawnScale
    // Boxes in the axis's order, whatever order they are drawn in (the outliers follow, in
    // the boxes' series order).
    let table = axes.category.inLabelOrder(rows, field: axes.categoryField) + outlierRows
    let spec = ChartSpec(
      title: drawing.title, data: .values(table), axes: chartAxes,
      legend: LegendSpec(title: series ? drawing.legendTitle : nil), marks: elements)
    var document = try ChartDocument(spec: spec, table: DataTable(rows: table))
    if let reading = axes.value.drawingReading(
      resolutions: resolutions, unit: axes.value.unit ?? axes.value.title ?? axes.valueField)
    {
      document.drawingReading = reading
      notes.append(
        DrawingReadingText.note(reading))
    }
    return RecoveredChart(document: document, notes: notes)
  }

  private static func value(_ printed: PrintedValue) -> DataValue {
    switch printed {
    case .number(let number): return .number(number)
    case .date(let date): return .date(date)
    case .text(let text): return .category(text)
    }
  }
}
