import ChartModel

/// A `RuleMark` at a constant: a threshold or target drawn across the plot.
public struct ReferenceLine: Hashable, Sendable {
  /// The axis the constant is on: `y` for a horizontal line.
  public var axis: ChartAxis
  /// The constant.
  public var value: DataValue
  /// Its name: the value's label, else the annotation text; empty when it has neither.
  public var label: String

  /// Creates a reference line.
  public init(axis: ChartAxis, value: DataValue, label: String) {
    self.axis = axis
    self.value = value
    self.label = label
  }
}

/// One of a chart's two position axes.
public enum ChartAxis: String, Hashable, Sendable, Codable {
  /// The horizontal axis.
  case x
  /// The vertical axis.
  case y
}
