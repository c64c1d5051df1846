import ChartModel

/// Where a Vega SVG's bars of several series stand.
///
/// Side by side (grouped, Vega-Lite's `xOffset`) or on one another (stacked, its default):
/// the `aria-label`s give each bar's values, not its place, so the drawing decides.
enum VegaBarPlacement {
  /// The chart read from the labels, its bars placed as drawn.
  ///
  /// - Parameters:
  ///   - recovered: The chart read from the SVG's labels.
  ///   - scene: The SVG's geometry.
  /// - Returns: The chart with its bars side by side (Swift Charts' `position(by:)` of their
  ///   series) when the drawing's bars of different colours never overlap across the
  ///   category axis (``GeometryChartBuilder/isSideBySide(_:horizontal:)``); unchanged for
  ///   any other chart, or when the drawing has no bars to tell by.
  /// - Throws: ``ChartA11yError`` `.invalidSVG` when the geometry exceeds the limits;
  ///   ``ChartModel/ChartSpecError`` when the placed chart is not valid.
  /// - Complexity: O(*b* log *b*) for *b* bars, after reading the drawing.
  static func placed(_ recovered: RecoveredChart, _ scene: SVGGeometryScene) throws
    -> RecoveredChart
  {
    var spec = recovered.document.spec
    guard spec.marks.count >= 1, case .mark(var mark) = spec.marks[0], mark.kind == .bar,
      let series = mark.modifiers.foregroundStyleBy, mark.modifiers.position == nil
    else { return recovered }
    let bars = try VegaDrawing(scene).marks.filter { marks in
      if case .bars = marks.shape { return true }
      return false
    }
    let horizontal = mark.y?.type == .categorical && mark.x?.type != .categorical
    guard Set(bars.map(\.colour)).count > 1,
      GeometryChartBuilder.isSideBySide(bars, horizontal: horizontal)
    else { return recovered }
    mark.modifiers.position = PositionSpec(by: series)
    spec.marks[0] = .mark(mark)
    var result = recovered
    result.document = try ChartDocument(spec: spec, table: recovered.document.table)
    return result
  }
}
