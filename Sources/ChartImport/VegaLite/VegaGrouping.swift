import ChartModel

/// Maps Vega-Lite's grouping channels to the modifiers that define series in the chart model.
///
/// `color` (or `fill`/`stroke`) → `foregroundStyle(by:)` (none when it repeats the `x` or `y`
/// field: each position its own colour, one series), `shape` → `symbol(by:)`,
/// `strokeDash` → `lineStyle(by:)`, `detail` and `row`/`column`/`facet` → `groupedBy` (one
/// series per value or panel; not Swift Charts' `series:`, which only lines and areas take);
/// `xOffset`/`yOffset` → `position(by:)`.
enum VegaGrouping {
  /// The channels that split data into groups, in the order they are assigned.
  static let channels = [
    "color", "fill", "stroke", "shape", "strokeDash", "detail", "xOffset", "yOffset", "row",
    "column", "facet",
  ]

  /// Sets the grouping modifiers and `groupedBy` of a mark from its channels.
  static func apply(_ channels: [String: VegaChannel], to mark: inout MarkSpec) {
    var color = channels["color"] ?? channels["fill"] ?? channels["stroke"]
    // A colour on the field a position shows (`x: "Origin", color: "Origin"`, Altair's usual
    // coloured bars and box plots) paints each position its own colour and splits no series:
    // one series, one mark a position, as a sighted reader sees it.
    if let field = color?.derivedField,
      ["x", "y"].contains(where: { channels[$0]?.derivedField == field })
    {
      color = nil
    }
    mark.modifiers.foregroundStyleBy = color.map(\.encoding)
    mark.modifiers.symbolBy = channels["shape"].map(\.encoding)
    mark.modifiers.lineStyleBy = channels["strokeDash"].map(\.encoding)
    mark.groupedBy = ["detail", "row", "column", "facet"].compactMap { channels[$0]?.encoding }
    if let offset = channels["xOffset"] {
      mark.modifiers.position = PositionSpec(by: offset.encoding, axis: .horizontal)
    } else if let offset = channels["yOffset"] {
      mark.modifiers.position = PositionSpec(by: offset.encoding, axis: .vertical)
    }
  }
}
