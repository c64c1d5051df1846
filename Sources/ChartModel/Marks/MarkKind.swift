/// The kinds of mark Swift Charts offers, as named in a JSON chart spec's `type` field.
public enum MarkKind: String, CaseIterable, Codable, Sendable {
  /// `BarMark`: a bar from a baseline or between two values.
  case bar
  /// `LineMark`: points joined into a line.
  case line
  /// `AreaMark`: the area under a line, or between two lines.
  case area
  /// `PointMark`: a symbol at a position.
  case point
  /// `RuleMark`: a line across the plot, or a segment between two values.
  case rule
  /// `RectangleMark`: a rectangle at a position or between two values.
  case rectangle
  /// `SectorMark`: a slice of a pie or donut chart.
  case sector

  /// Whether the mark draws a connected, continuous series (AXDataSeriesDescriptor's
  /// `isContinuous`): true for lines and areas.
  public var isContinuous: Bool {
    self == .line || self == .area
  }
}
