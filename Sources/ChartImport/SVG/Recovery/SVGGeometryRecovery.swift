import ChartModel

/// Rebuilds a chart's data from an SVG drawing's geometry: the axes fitted to their ticks,
/// then each mark's pixels turned into the values the axes show there; a pie, which has no
/// axes, from its wedges' angles (``MatplotlibPie``, ``PieChartBuilder``).
///
/// For drawings whose data labels cannot give the data: matplotlib (and seaborn, pandas and
/// plotnine) exports, which have none (``MatplotlibDrawing``), and Vega lines and areas,
/// whose one path is labelled with its first point only (``VegaDrawing``). Values carry
/// their resolution (``ChartModel/DrawingReading``).
enum SVGGeometryRecovery {
  /// The drawings read from geometry.
  enum Source {
    case matplotlib
    case vega
    /// Any other drawing, read from its text and shapes alone (``PlainDrawing``).
    case drawing
  }

  /// The kind of drawing, when the document is one this type reads.
  ///
  /// - Parameters:
  ///   - scene: The placed drawing.
  ///   - hasLabels: Whether any element carries an `aria-label`.
  /// - Returns: `.matplotlib` for a matplotlib drawing without labels, `.vega` for a Vega
  ///   drawing with line or area marks, `.drawing` for any other drawing without labels, else
  ///   `nil` (labels give the data).
  static func source(of scene: SVGGeometryScene, hasLabels: Bool) -> Source? {
    if !hasLabels && MatplotlibDrawing.isMatplotlib(scene) { return .matplotlib }
    if VegaDrawing.hasLinesOrAreas(scene) { return .vega }
    return hasLabels ? nil : .drawing
  }

  /// Rebuilds the chart.
  ///
  /// - Throws: ``ChartImportError`` `.noChartData` naming what is missing (an axis that fits no
  ///   scale and why, or no marks); `.invalidSVG` for geometry beyond the limits;
  ///   ``ChartModel/ChartSpecError`` when the values do not make a valid chart.
  /// - Complexity: O(*n*) in the size of the drawing, times the ticks of a band axis.
  static func recover(_ scene: SVGGeometryScene, source: Source) throws -> RecoveredChart {
    var recovered = try chart(scene, source: source)
    let invalid = scene.invalidTransformCount
    if invalid > 0 {
      recovered.notes.insert(
        invalid == 1
          ? "1 element's transform attribute is not a valid transform; it was read as "
            + "browsers draw it, without the transform"
          : "\(invalid) elements' transform attributes are not valid transforms; they were "
            + "read as browsers draw them, without the transforms",
        at: 0)
    }
    return recovered
  }

  private static func chart(_ scene: SVGGeometryScene, source: Source) throws -> RecoveredChart {
    let read: GeometryChartBuilder.Drawing
    switch source {
    case .matplotlib:
      let drawings = try MatplotlibDrawing.plots(scene)
      guard drawings.count > 1 else { return try chart(drawings[0]) }
      var panels: [RecoveredPanels.Panel] = []
      for group in MatplotlibPanels.pairs(drawings) {
        let charts = try group.map { try chart(drawings[$0]) }
        let first = drawings[group[0]]
        var combined = charts[0]
        if charts.count == 2, let twin = try RecoveredTwinAxes.combine(charts[0], charts[1]) {
          combined = twin
        } else if charts.count > 1 {
          throw ChartImportError(
            .noChartData(
              reason: "the figure draws \(charts.count) plots on one panel whose x axes differ, "
                + "so which marks belong to which axes cannot be told"))
        }
        panels.append(
          RecoveredPanels.Panel(chart: combined, heading: heading(first.heading, first.legend)))
      }
      return try RecoveredPanels.combine(panels, title: drawings[0].title)
    case .vega:
      let drawing = try VegaDrawing(scene)
      let (x, y) = try axes(drawing.xAxis, drawing.yAxis, hasAxes: true)
      read = GeometryChartBuilder.Drawing(
        xAxis: x, yAxis: y, marks: drawing.marks, legend: drawing.legend,
        legendTitle: drawing.legendTitle, title: drawing.title,
        notes: [
          "the line and area marks label only their first point; their values were read "
            + "from the drawing"
        ])
    case .drawing:
      if let pie = try DrawnPlainPie.read(scene) { return try PieChartBuilder.build(pie) }
      let panels = try PlainDrawing.read(scene)
      if let trailing = panels[0].trailing {
        let leading = try GeometryChartBuilder.build(panels[0].drawing)
        guard
          let twin = try RecoveredTwinAxes.combine(
            leading, try GeometryChartBuilder.build(trailing))
        else { throw PlainDrawing.secondAxisUnread([]) }
        return twin
      }
      guard panels.count > 1 else {
        read = panels[0].drawing
        break
      }
      return try RecoveredPanels.combine(
        panels.map {
          RecoveredPanels.Panel(
            chart: try GeometryChartBuilder.build($0.drawing),
            heading: heading($0.heading, $0.drawing.legend))
        }, title: panels[0].drawing.title)
    }
    return try GeometryChartBuilder.build(read)
  }

  /// One matplotlib plot's chart: its pie, or its marks read on its axes.
  private static func chart(_ drawing: MatplotlibDrawing) throws -> RecoveredChart {
    if let pie = drawing.pie { return try PieChartBuilder.build(pie) }
    let (x, y) = try axes(drawing.xAxis, drawing.yAxis, hasAxes: drawing.hasAxes)
    return try GeometryChartBuilder.build(
      GeometryChartBuilder.Drawing(
        xAxis: x, yAxis: y, marks: drawing.marks, legend: drawing.legend,
        legendTitle: drawing.legendTitle,
        title: drawing.title, notes: [], colourBar: drawing.colourBar))
  }

  /// What names a panel: the text heading it, else the one name its legend gives.
  private static func heading(_ text: String?, _ legend: [LegendEntry]) -> String? {
    text ?? (legend.count == 1 ? legend[0].name : nil)
  }

  private static func axes(
    _ x: Result<RecoveredAxis, AxisFitFailure>, _ y: Result<RecoveredAxis, AxisFitFailure>,
    hasAxes: Bool
  ) throws -> (RecoveredAxis, RecoveredAxis) {
    switch (x, y) {
    case (.success(let x), .success(let y)):
      return (x, y)
    case (.failure(let failure), _), (_, .failure(let failure)):
      guard hasAxes else { throw ChartImportError(.noChartData(reason: failure.reason)) }
      throw ChartImportError(
        .noChartData(
          reason: "the drawing's axes give no scale to read its marks with: \(failure.reason)"))
    }
  }
}
