import ChartModel

/// A layer whose layers have independent y scales (`resolve: {scale: {y: "independent"}}`,
/// Altair's `resolve_scale(y="independent")`): a chart with two y axes.
///
/// Vega-Lite draws the first layer's y axis on the left and the second's on the right
/// (vega-lite `src/compile/axis/parse.ts`, `parseLayerAxes`: an axis without an explicit
/// `orient` whose side is taken moves to the opposite one), unless a layer's `y.axis.orient`
/// says which. Each layer's marks are read
/// on their own axis (``ChartModel/MarkSpec/axisPosition``), with the axis title, format and
/// scale of that layer (``ChartModel/AxesSpec/yTrailing``).
enum VegaIndependentY {
  /// The y axis of each layer of a layer view, or `nil` when its layers share the y scale.
  ///
  /// - Parameters:
  ///   - spec: The layer view (its `layer` and `resolve` members).
  ///   - path: Its path.
  ///   - inherited: The side an enclosing layer already gave this one, or `nil`.
  /// - Returns: The side of each layer, in layer order; `nil` for a shared y scale.
  /// - Throws: ``VegaUnsupported`` at the `resolve` member for independent x scales (a second
  ///   x axis), more than two independent y scales, two on the same side, or independent y
  ///   scales inside a layer that is already on one of two y axes.
  static func sides(of spec: JSONValue, at path: SpecPath, inherited: AxisPosition?)
    throws(VegaUnsupported) -> [AxisPosition?]?
  {
    let scalePath = path.appending("resolve").appending("scale")
    if spec["resolve"]?["scale"]?["x"]?.string == "independent" {
      throw VegaUnsupported(
        message: "independent x scales in a layer (a second x axis) are not read",
        path: scalePath.appending("x"))
    }
    guard spec["resolve"]?["scale"]?["y"]?.string == "independent" else { return nil }
    let layers = spec["layer"]?.array ?? []
    guard inherited == nil else {
      throw VegaUnsupported(
        message: "independent y scales inside a layer that is already on one of two y axes "
          + "are not read", path: scalePath.appending("y"))
    }
    guard layers.count <= 2 else {
      throw VegaUnsupported(
        message: "more than two independent y scales (\(layers.count) layers) are not read",
        path: scalePath.appending("y"))
    }
    // Vega-Lite's rule: an axis keeps an explicit orient; one without, on a side already
    // taken by more axes than the opposite side, moves to the opposite side.
    var counts: [AxisPosition: Int] = [.leading: 0, .trailing: 0]
    var sides: [AxisPosition] = []
    for layer in layers {
      let explicit: AxisPosition? =
        switch layer["encoding"]?["y"]?["axis"]?["orient"]?.string {
        case "right": .trailing
        case "left": .leading
        default: nil
        }
      var side = explicit ?? .leading
      let opposite: AxisPosition = side == .leading ? .trailing : .leading
      if explicit == nil, counts[side, default: 0] > 0,
        counts[side, default: 0] > counts[opposite, default: 0]
      {
        side = opposite
      }
      counts[explicit ?? .leading, default: 0] += 1
      sides.append(side)
    }
    if sides.count == 2, sides[0] == sides[1] {
      throw VegaUnsupported(
        message: "both independent y axes are on the same side, which is not read",
        path: scalePath.appending("y"))
    }
    return sides
  }
}
