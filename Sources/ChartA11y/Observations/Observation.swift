import ChartModel

/// One data point as assistive technology reads it (AXDataPoint).
///
/// A plain mark gives one value; a `Plot` group or a mark with an extent (`yStart`/`yEnd`)
/// gives several labelled components, read together as one observation.
public struct Observation: Hashable, Sendable {
  /// The position on the chart's independent axis: a category, date or number.
  public var x: DataValue
  /// The main value on the dependent axis, or `NaN` when the observation has only an extent
  /// or several components without one main value.
  public var value: Double
  /// Every labelled value, in ascending order of value (a box plot reads minimum, lower
  /// quartile, median, upper quartile, maximum), for observations with more than one value.
  ///
  /// Empty for a plain mark.
  public var components: [LabelledValue]
  /// The `position(by:)` subcategory, if any.
  public var subcategory: String?
  /// Text that replaces or adds to the default reading: `accessibilityLabel`, then annotation
  /// text on a visible mark.
  public var label: String?
  /// `accessibilityValue`: text that replaces the spoken value.
  public var valueDescription: String?

  /// Creates an observation.
  public init(
    x: DataValue, value: Double, components: [LabelledValue] = [], subcategory: String? = nil,
    label: String? = nil, valueDescription: String? = nil
  ) {
    self.x = x
    self.value = value
    self.components = components
    self.subcategory = subcategory
    self.label = label
    self.valueDescription = valueDescription
  }

  /// Whether the observation has a main value.
  public var hasValue: Bool { !value.isNaN }
}

/// A value with the label it is spoken with, such as "Lower quartile: 1.8".
public struct LabelledValue: Hashable, Sendable, Codable {
  /// The label, from the mark's `.value(label, …)`.
  public var label: String
  /// The value, in the dependent axis's unit.
  public var value: Double

  /// Creates a labelled value.
  public init(label: String, value: Double) {
    self.label = label
    self.value = value
  }
}
