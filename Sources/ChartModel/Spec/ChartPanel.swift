/// A view of a composed chart drawn in a plot of its own: a Vega-Lite concatenated or
/// repeated view, whose `x` and `y` scales are each independent of the other views' unless
/// the composition's `resolve.scale` shares them (vega-lite `src/compile/resolve.ts`,
/// `defaultScaleResolve`: a concatenation's x and y are independent by default; layers and
/// facets share theirs).
///
/// Each panel's numeric axis is drawn over its own values (with its own `zero` and `nice`),
/// so a chart of two panels, Revenue from 120 to 260 and Costs from 40 to 70, draws one axis
/// from 0 to 260 and another from 0 to 70, never one from 0 to 260 for both; and marks stack
/// only within their own panel.
public struct ChartPanel: Hashable, Sendable {
  /// The indices, in the spec's `marks`, of the content the panel draws, in order.
  public var elements: [Int]
  /// The panel's own axis settings (titles, formats, scales), merged over its views as the
  /// chart's are: the first view that sets each wins.
  public var axes: AxesSpec
  /// Whether the panel's x axis is its own (its scale not shared with the other panels).
  public var ownsXAxis: Bool
  /// Whether the panel's y axis is its own (its scale not shared with the other panels).
  public var ownsYAxis: Bool

  /// Creates a panel.
  public init(elements: [Int], axes: AxesSpec, ownsXAxis: Bool, ownsYAxis: Bool) {
    self.elements = elements
    self.axes = axes
    self.ownsXAxis = ownsXAxis
    self.ownsYAxis = ownsYAxis
  }
}
