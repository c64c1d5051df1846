/// A labelled value plotted by a mark, as `.value("Revenue", x)` in Swift Charts.
///
/// The label is required because it is what a screen reader speaks.
public struct PlottableValue: Hashable, Sendable {
  /// The label, such as "Year" or "Sales Volume".
  public var label: String
  /// The value.
  public var value: DataValue
  /// The calendar period the value stands for, for dates.
  public var unit: CalendarUnit?

  /// Creates a labelled value.
  ///
  /// - Parameters:
  ///   - label: What the value is; spoken by assistive technology.
  ///   - value: The value.
  ///   - unit: The calendar period for a date value.
  public init(label: String, value: DataValue, unit: CalendarUnit? = nil) {
    self.label = label
    self.value = value
    self.unit = unit
  }
}
