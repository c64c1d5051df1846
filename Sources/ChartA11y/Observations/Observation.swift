import ChartModel
import Foundation

/// One data point as assistive technology reads it (AXDataPoint).
///
/// A plain mark gives one value; a `Plot` group or a mark with an extent (`yStart`/`yEnd`)
/// gives several labelled components, read together as one observation.
public struct Observation: Hashable, Sendable {
  /// How ``x`` is stored.
  private enum PositionKind: UInt8 {
    /// `position` is the number.
    case number
    /// `position` is the date's seconds since 2001 (`Date`'s own storage, so exact).
    case date
    /// The text is in `extras`.
    case category
  }

  /// The number or date of ``x``; unused for a category.
  private var position: Double
  /// The main value on the dependent axis; `NaN` when the observation has no main value
  /// (``hasValue`` is false: only an extent, or several components without one main value).
  ///
  /// "No value" is one value: two observations without one at the same position are equal
  /// and hash alike (`==` and `hash(into:)` treat every `NaN` here as the same). Kept as a
  /// `Double` so a point stays 32 bytes and analyses read it without unwrapping.
  public var value: Double
  /// The rarely present parts (a category's text, components and texts), or `nil` when
  /// there are none.
  ///
  /// - Note: Kept out of line so that a point at a number or date is 32 bytes (position,
  ///   value, this reference and a kind byte) instead of 80: at ten million observations
  ///   0.3 GB instead of 0.8 GB. The box is immutable and replaced on every change, so value
  ///   semantics hold; a collector shares one box between the points of a category.
  private var extras: Extras?
  private var positionKind: PositionKind

  /// The position on the chart's independent axis: a category, date or number.
  public var x: DataValue {
    get {
      switch positionKind {
      case .number: return .number(position)
      case .date: return .date(Date(timeIntervalSinceReferenceDate: position))
      case .category: return .category(extras?.parts.category ?? "")
      }
    }
    set {
      (position, positionKind) = Self.stored(newValue)
      edit { $0.category = newValue.categoryText }
    }
  }

  /// Every labelled value, in ascending order of value (a box plot reads minimum, lower
  /// quartile, median, upper quartile, maximum), for observations with more than one value.
  ///
  /// Empty for a plain mark.
  public var components: [LabelledValue] {
    get { extras?.parts.components ?? [] }
    set { edit { $0.components = newValue } }
  }
  /// The `position(by:)` subcategory, if any, as the data gives it (phrasing formats it).
  public var subcategory: DataValue? {
    get { extras?.parts.subcategory }
    set { edit { $0.subcategory = newValue } }
  }
  /// Text that replaces or adds to the default reading: `accessibilityLabel`, then annotation
  /// text on a visible mark.
  public var label: String? {
    get { extras?.parts.label }
    set { edit { $0.label = newValue } }
  }
  /// `accessibilityValue`: text that replaces the spoken value.
  public var valueDescription: String? {
    get { extras?.parts.valueDescription }
    set { edit { $0.valueDescription = newValue } }
  }
  /// The end of the observation's span on the independent axis, when its mark is drawn from
  /// ``x`` to an end there (a histogram's bin, read "80 to 100"; `BarMark(xStart:xEnd:y:)`),
  /// else `nil`.
  public var xEnd: DataValue? {
    get { extras?.parts.xEnd }
    set { edit { $0.xEnd = newValue } }
  }

  /// Creates an observation.
  ///
  /// - Parameters:
  ///   - x: The position on the independent axis.
  ///   - value: The main value, or `nil` (as `NaN`) for an observation without one.
  ///   - components: The labelled values, in ascending order of value.
  ///   - subcategory: The `position(by:)` value.
  ///   - label: Text that replaces or adds to the default reading.
  ///   - valueDescription: Text that replaces the spoken value.
  ///   - xEnd: The end of the span on the independent axis, for a mark drawn from `x` to it.
  public init(
    x: DataValue, value: Double?, components: [LabelledValue] = [], subcategory: DataValue? = nil,
    label: String? = nil, valueDescription: String? = nil, xEnd: DataValue? = nil
  ) {
    (position, positionKind) = Self.stored(x)
    self.value = value ?? .nan
    self.extras = Extras.make(
      Parts(
        category: x.categoryText, components: components, subcategory: subcategory,
        label: label, valueDescription: valueDescription, xEnd: xEnd))
  }

  /// How a position is stored: its number, or a date's seconds since 2001, and the kind.
  private static func stored(_ x: DataValue) -> (Double, PositionKind) {
    switch x {
    case .number(let number): return (number, .number)
    case .date(let date): return (date.timeIntervalSinceReferenceDate, .date)
    case .category: return (0, .category)
    }
  }

  /// Replaces the out-of-line parts with a changed copy (the box is never mutated).
  private mutating func edit(_ change: (inout Parts) -> Void) {
    var parts = extras?.parts ?? Parts()
    change(&parts)
    extras = Extras.make(parts)
  }

  /// An observation at the same position as `template` with only a main value, sharing its
  /// stored category text.
  ///
  /// - Precondition: `template` has no components or texts.
  init(at template: Observation, value: Double) {
    precondition(
      template.components.isEmpty && template.subcategory == nil && template.label == nil
        && template.valueDescription == nil && template.xEnd == nil,
      "a position template has no components or texts")
    self = template
    self.value = value
  }

  /// Whether the observation has a main value.
  public var hasValue: Bool { !value.isNaN }

  /// The main value, or `nil` when the observation has none (only an extent, or several
  /// components without one main value): "no value" said explicitly, equal to itself.
  public var mainValue: Double? { hasValue ? value : nil }

  /// Whether two observations have the same position, value (or both none), components and
  /// texts.
  public static func == (left: Observation, right: Observation) -> Bool {
    left.x == right.x && left.mainValue == right.mainValue
      && left.extras == right.extras
  }

  /// Hashes the position, value (or its absence), components and texts.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x)
    hasher.combine(mainValue)
    hasher.combine(extras)
  }
}

extension DataValue {
  /// The text of a category; `nil` for a number or date.
  fileprivate var categoryText: String? {
    if case .category(let text) = self { return text }
    return nil
  }
}

extension Observation {
  /// The rarely present parts of an observation: a category's text, components and texts.
  private struct Parts: Hashable, Sendable {
    var category: String?
    var components: [LabelledValue] = []
    var subcategory: DataValue?
    var label: String?
    var valueDescription: String?
    var xEnd: DataValue?

    /// Whether there is no part at all.
    var isEmpty: Bool {
      category == nil && components.isEmpty && subcategory == nil && label == nil
        && valueDescription == nil && xEnd == nil
    }
  }

  /// The parts of an observation that has any, boxed so that copies share them.
  ///
  /// Immutable (a `let` of a value type), so sharing it between threads is safe.
  private final class Extras: Hashable, Sendable {
    let parts: Parts

    private init(_ parts: Parts) {
      self.parts = parts
    }

    /// The box for these parts, or `nil` when there are none, so that equal observations
    /// have equal `extras`.
    static func make(_ parts: Parts) -> Extras? {
      parts.isEmpty ? nil : Extras(parts)
    }

    static func == (left: Extras, right: Extras) -> Bool {
      left.parts == right.parts
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(parts)
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

  /// Whether the labels and values are the same; two missing (`NaN`) values are the same.
  public static func == (left: LabelledValue, right: LabelledValue) -> Bool {
    left.label == right.label
      && (left.value == right.value || (left.value.isNaN && right.value.isNaN))
  }

  /// Hashes the label and the value, every `NaN` alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(value.isNaN ? nil : value)
  }
}
