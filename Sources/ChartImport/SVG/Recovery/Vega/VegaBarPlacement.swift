import ChartModel
import Foundation

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
  /// - Throws: ``ChartImportError`` `.invalidSVG` when the geometry exceeds the limits;
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
    guard Set(bars.map(\.colour)).count > 1 else { return recovered }
    var result = recovered
    var rows: [[String: DataValue?]] = []
    if case .values(let values) = spec.data { rows = Array(values) }
    if GeometryChartBuilder.isSideBySide(bars, horizontal: horizontal) {
      mark.modifiers.position = PositionSpec(by: series)
    } else if let position = (horizontal ? mark.y : mark.x)?.field,
      let value = (horizontal ? mark.x : mark.y)?.field,
      DrawnNormalizedStack.isNormalized(
        rows, position: position, value: value,
        isPercent: (horizontal ? spec.axes.x : spec.axes.y).unit == "%",
        tolerance: printedTolerance(rows, value))
    {
      // Stacked bars that each reach 100 % (Vega-Lite's `stack: "normalize"`): shares.
      mark.stacking = .normalized
      result.notes.append(
        "every stack reaches the top of its axis: read as shares of each stack's total")
    } else {
      return recovered
    }
    spec.marks[0] = .mark(mark)
    result.document = try ChartDocument(spec: spec, table: recovered.document.table)
    return result
  }

  /// Half the last digit the values of a field are printed to: how far each may be from the
  /// value it stands for.
  private static func printedTolerance(_ rows: [[String: DataValue?]], _ field: String) -> Double {
    let decimals =
      rows.compactMap { row -> Int? in
        guard case .number(let number)?? = row[field] else { return nil }
        let text = "\(number)"
        guard let dot = text.firstIndex(of: ".") else { return 0 }
        let fraction = text[text.index(after: dot)...].reversed().drop { $0 == "0" }
        return fraction.count
      }.max() ?? 0
    return 0.5 * pow(10, -Double(decimals))
  }
}
