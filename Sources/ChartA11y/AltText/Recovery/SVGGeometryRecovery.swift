/// Rebuilds a chart's data from an SVG drawing's geometry: the axes fitted to their ticks,
/// then each mark's pixels turned into the values the axes show there.
///
/// For drawings without data labels: matplotlib (and seaborn, pandas and plotnine) exports
/// (``MatplotlibDrawing``). Values carry their resolution (``DrawingReading``).
enum SVGGeometryRecovery {
  /// Whether the document is a drawing this type reads.
  static func canRead(_ scene: SVGGeometryScene) -> Bool {
    MatplotlibDrawing.isMatplotlib(scene)
  }

  /// Rebuilds the chart.
  ///
  /// - Throws: ``ChartA11yError`` `.noChartData` naming what is missing (an axis that fits no
  ///   scale and why, or no marks); `.invalidSVG` for geometry beyond the limits;
  ///   ``ChartModel/ChartSpecError`` when the values do not make a valid chart.
  /// - Complexity: O(*n*) in the size of the drawing, times the ticks of a band axis.
  static func recover(_ scene: SVGGeometryScene) throws -> RecoveredChart {
    let drawing = try MatplotlibDrawing(scene)
    let xAxis: RecoveredAxis
    let yAxis: RecoveredAxis
    switch (drawing.xAxis, drawing.yAxis) {
    case (.success(let x), .success(let y)):
      xAxis = x
      yAxis = y
    case (.failure(let failure), _), (_, .failure(let failure)):
      guard drawing.hasAxes else { throw ChartA11yError(.noChartData(reason: failure.reason)) }
      throw ChartA11yError(
        .noChartData(
          reason: "the drawing's axes give no scale to read its marks with: \(failure.reason)"))
    }
    var notes: [String] = []
    if drawing.otherAxesCount > 0 {
      notes.append(
        "the drawing has \(drawing.otherAxesCount + 1) plots; only the first was read")
    }
    return try GeometryChartBuilder.build(
      GeometryChartBuilder.Drawing(
        xAxis: xAxis, yAxis: yAxis, marks: drawing.marks, legend: drawing.legend,
        legendTitle: nil, title: drawing.title, notes: notes))
  }
}
