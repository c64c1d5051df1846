import ChartModel
import Foundation

/// Turns a pie read from a drawing into a chart of sector marks: one row per wedge, its name
/// and its share of the circle in percent.
///
/// The drawing shows shares, not amounts, so the values are the shares (summing to exactly
/// 100, unit `%`). A wedge's angle is read from its arc's two ends, each known to half a pixel
/// along the arc, so its angle to 1/*r* radian for a radius of *r* pixels, and its share to
/// 100 / (2π*r*) percentage points: the resolution stated (one significant digit, rounded up,
/// ``DrawnValueRounding``). The shares are rounded to the resolution's decimal step by the
/// largest remainder method (``LargestRemainderRounding/apportioned(_:units:)``), so that
/// they still sum to 100. A wedge with a hole makes a donut (`innerRadius`, as a ratio of the
/// radius).
enum PieChartBuilder {
  /// The field the slices are by.
  static let categoryField = "label"
  /// The field of the shares, when the drawing does not name its values.
  static let valueField = "value"

  /// The share resolution of a pie's angles, in percentage points, for its radius in pixels.
  static func resolution(radius: Double) -> Double { 100 / (2 * .pi * radius) }

  /// Builds the chart.
  ///
  /// - Throws: ``ChartModel/ChartSpecError`` when the shares do not make a valid chart.
  /// - Complexity: O(*n* log *n*) in the wedges.
  static func build(_ pie: DrawnPie) throws -> RecoveredChart {
    let radius = pie.slices.map(\.wedge.radius).min() ?? 1
    let resolution = resolution(radius: radius)
    let step = min(1, DrawnValueRounding.step(for: resolution))
    let units = max(1, Int((100 / step).rounded()))
    let counts = LargestRemainderRounding.apportioned(
      pie.slices.map(\.wedge.sweep), units: units)
    let valueField = pie.valueLabel ?? Self.valueField
    let rows: [[String: DataValue?]] = zip(pie.slices, counts).map { slice, count in
      [
        categoryField: .category(slice.name),
        valueField: .number(DrawnValueRounding.rounded(Double(count) * step, resolution: step)),
      ]
    }
    var mark = MarkSpec(
      kind: .sector, angle: EncodingSpec(field: valueField, type: .quantitative))
    mark.modifiers.foregroundStyleBy = EncodingSpec(field: categoryField, type: .categorical)
    if let hole = pie.slices.map(\.wedge.innerRadius).min(), hole > 0 {
      mark.innerRadius = hole / radius
    }
    var axes = AxesSpec()
    axes.y.unit = "%"
    let spec = ChartSpec(
      title: pie.title, data: .values(rows), axes: axes, legend: LegendSpec(title: nil),
      marks: [.mark(mark)])
    var document = try ChartDocument(spec: spec, table: DataTable(rows: rows))
    let reading = DrawingReading(resolution: DrawnValueRounding.stated(resolution), unit: "%")
    document.drawingReading = reading
    var notes = pie.notes
    notes.append(
      "shares read from the wedges' angles, to within about \(DrawingReadingText.text(reading))")
    return RecoveredChart(document: document, notes: notes)
  }
}
