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
  /// The rarely present parts (components and texts), or `nil` when all are empty.
  ///
  /// - Note: Kept out of line so that a plain observation is 40 bytes (a 17-byte position,
  ///   the value and this reference) instead of 80: at ten million observations 0.4 GB
  ///   instead of 0.8 GB. The box is immutable and replaced on every change, so value
  ///   semantics hold.
  private var extras: Extras?

  /// Every labelled value, in ascending order of value (a box plot reads minimum, lower
  /// quartile, median, upper quartile, maximum), for observations with more than one value.
  ///
  /// Empty for a plain mark.
  public var components: [LabelledValue] {
    get { extras?.components ?? [] }
    set {
      extras = Extras.make(
        components: newValue, subcategory: subcategory, label: label,
        valueDescription: valueDescription)
    }
  }
  /// The `position(by:)` subcategory, if any.
  public var subcategory: String? {
    get { extras?.subcategory }
    set {
      extras = Extras.make(
        components: components, subcategory: newValue, label: label,
        valueDescription: valueDescription)
    }
  }
  /// Text that replaces or adds to the default reading: `accessibilityLabel`, then annotation
  /// text on a visible mark.
  public var label: String? {
    get { extras?.label }
    set {
      extras = Extras.make(
        components: components, subcategory: subcategory, label: newValue,
        valueDescription: valueDescription)
    }
  }
  /// `accessibilityValue`: text that replaces the spoken value.
  public var valueDescription: String? {
    get { extras?.valueDescription }
    set {
      extras = Extras.make(
        components: components, subcategory: subcategory, label: label,
        valueDescription: newValue)
    }
  }

  /// Creates an observation.
  public init(
    x: DataValue, value: Double, components: [LabelledValue] = [], subcategory: String? = nil,
    label: String? = nil, valueDescription: String? = nil
  ) {
    self.x = x
    self.value = value
    self.extras = Extras.make(
      components: components, subcategory: subcategory, label: label,
      valueDescription: valueDescription)
  }

  /// Whether the observation has a main value.
  public var hasValue: Bool { !value.isNaN }

  /// Whether two observations have the same position, value, components and texts.
  public static func == (left: Observation, right: Observation) -> Bool {
    left.x == right.x && left.value == right.value
      && left.extras == right.extras
  }

  /// Hashes the position, value, components and texts.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x)
    hasher.combine(value)
    hasher.combine(extras)
  }
}

extension Observation {
  /// The components and texts of an observation that has any, shared between copies.
  ///
  /// Immutable (`let` properties of value types), so sharing it between threads is safe.
  private final class Extras: Hashable, Sendable {
    let components: [LabelledValue]
    let subcategory: String?
    let label: String?
    let valueDescription: String?

    private init(
      uncheckedComponents components: [LabelledValue], subcategory: String?, label: String?,
      valueDescription: String?
    ) {
      self.components = components
      self.subcategory = subcategory
      self.label = label
      self.valueDescription = valueDescription
    }

    /// The box for these parts, or `nil` when all are empty, so that equal observations
    /// have equal `extras`.
    static func make(
      components: [LabelledValue], subcategory: String?, label: String?,
      valueDescription: String?
    ) -> Extras? {
      if components.isEmpty, subcategory == nil, label == nil, valueDescription == nil {
        return nil
      }
      return Extras(
        uncheckedComponents: components, subcategory: subcategory, label: label,
        valueDescription: valueDescription)
    }

    static func == (left: Extras, right: Extras) -> Bool {
      left.components == right.components && left.subcategory == right.subcategory
        && left.label == right.label && left.valueDescription == right.valueDescription
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(components)
      hasher.combine(subcategory)
      hasher.combine(label)
      hasher.combine(valueDescription)
    }
  }
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
