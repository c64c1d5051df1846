import ChartModel

/// One legend entry read from an SVG drawing: the paint of its sample and its text.
struct LegendEntry: Hashable, Sendable {
  /// The sample's paint, lowercased (as ``DrawnMarks/colour``).
  var colour: String
  /// The entry's text.
  var name: String
}
