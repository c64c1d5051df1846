import ChartModel

/// One tick read from an SVG axis: where it is drawn along the axis, in root pixels, and its
/// printed label.
struct AxisTick: Hashable, Sendable {
  /// The position along the axis: x for a horizontal axis, y (downwards) for a vertical one.
  var pixel: Double
  /// The label as printed.
  var label: String
}
