/// The side of the plot a mark's value axis is drawn on, as Swift Charts places a y axis with
/// `AxisMarks(position: .leading)` or `AxisMarks(position: .trailing)` (Vega-Lite's axis
/// `orient`: `left` or `right`).
///
/// A chart whose marks are on both sides has two y axes, each with its own title, scale and
/// format (``AxesSpec/yTrailing``); a mark's values are read on its own axis only.
public enum AxisPosition: String, Hashable, Sendable, Codable, CaseIterable {
  /// The leading (left) y axis, ``AxesSpec/y``: every mark's, unless it says otherwise.
  case leading
  /// The trailing (right) y axis, ``AxesSpec/yTrailing``.
  case trailing
}

extension ChartElementSpec {
  /// The element with every mark on the y axis of one side (``MarkSpec/axisPosition``).
  public func placed(on side: AxisPosition) -> ChartElementSpec {
    switch self {
    case .mark(var mark):
      mark.axisPosition = side
      return .mark(mark)
    case .plot(var plot):
      for index in plot.marks.indices { plot.marks[index].axisPosition = side }
      return .plot(plot)
    }
  }
}
