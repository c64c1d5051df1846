import ChartModel

/// The order in which a Vega-Lite line or trail connects its points: the `order` channel's
/// field, ascending; `{"value": null}` for data order; without the channel, the x field, as
/// Vega-Lite sorts a line by x (vega-lite `src/compile/mark/mark.ts`, `pathGroupingFields`
/// and the line's default sort).
///
/// The chart model's line connects its points in data order unless its mark has an `order`
/// (``MarkSpec/order``), so the importer states the order Vega-Lite draws in; a line whose
/// order is not its x order is then read as a connected scatter plot.
enum VegaLineOrder {
  /// Sets a line mark's order from the view's `order` channel.
  ///
  /// - Parameters:
  ///   - mark: The lowered line mark; only `line` marks (Vega-Lite `line` and `trail`) change.
  ///   - view: The unit view, whose `encoding.order` is read.
  ///   - channels: The view's read channels (an aggregate makes an order field unsupported).
  /// - Throws: ``VegaUnsupported`` for an `order` with a time unit, bin or aggregate, a
  ///   descending sort, or an order field on an aggregated line, each at its path.
  /// - Complexity: O(1).
  static func apply(
    to mark: inout MarkSpec, view: VegaUnitView, channels: [String: VegaChannel]
  ) throws(VegaUnsupported) {
    guard mark.kind == .line else { return }
    guard let (json, path) = view.encoding["order"] else {
      if let x = channels["x"], !x.isDiscrete, mark.x?.isField == true { mark.order = mark.x }
      return
    }
    // `{"value": null}`: data order.
    guard let channel = try VegaChannel(name: "order", json: json, path: path) else { return }
    let definition = json.array?.first ?? json
    for member in ["timeUnit", "bin", "aggregate"] where definition[member] != nil {
      throw VegaUnsupported(
        message: "an 'order' with '\(member)' is not supported", path: path.appending(member))
    }
    if definition["sort"]?.string == "descending" {
      throw VegaUnsupported(
        message: "a descending 'order' is not supported: the path's start and end would be "
          + "read reversed", path: path.appending("sort"))
    }
    if channels.values.contains(where: { $0.aggregate != nil }) {
      throw VegaUnsupported(
        message: "an 'order' field on an aggregated line is not supported",
        path: path.appending("field"))
    }
    // Vega sorts the field's own values (numbers as numbers), whatever its declared type.
    var order = channel.encoding
    if order.type == .categorical { order.type = nil }
    mark.order = order
  }
}
