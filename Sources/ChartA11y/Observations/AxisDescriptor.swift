import ChartModel
import Foundation

/// One axis as assistive technology reads it (AXNumericDataAxisDescriptor and
/// AXCategoricalDataAxisDescriptor).
///
/// A hidden axis is still described: `chartYAxis(.hidden)` hides it from the eye only.
public struct AxisDescriptor: Hashable, Sendable {
  /// How the axis lays out values.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// Discrete categories.
    case categorical
    /// Numbers on a continuous scale.
    case numeric
    /// Dates on a continuous scale.
    case temporal
  }

  /// The axis title.
  public var title: String
  /// The unit of the values, such as `births`.
  public var unit: String?
  /// How the axis lays out values.
  public var kind: Kind
  /// The calendar period of a temporal axis's values.
  public var calendarUnit: CalendarUnit?
  /// Whether the axis is hidden for the eye.
  public var isHidden: Bool
  /// The smallest and largest plotted value (seconds since 1970 on a temporal axis), or `nil`
  /// for a categorical axis or one with no values.
  public var range: ClosedRange<Double>?
  /// The categories of a categorical axis, in first-occurrence order.
  public var categories: [String]
  /// How a temporal axis's dates are written when it has no calendar unit: the coarsest
  /// alignment of all its dates (`CalendarUnitInference.alignment(ofSeconds:)`, a day for
  /// first-of-month midnights), so that both ends of a range are written at one precision.
  public var dateAlignment: CalendarUnit?
  /// The clock a temporal axis's dates are kept and written on (``DateClock``): the data's
  /// own local time when its dates give one offset from UTC, UTC marked "UTC" when they give
  /// several; `utc` otherwise.
  public var clock: DateClock = .utc
  /// Whether a numeric axis holds years (``YearAxis``): its numbers are written without
  /// thousands separators, "1730".
  public var holdsYears: Bool
  /// How the chart writes this axis's values (``AxisFormatting``), or `nil` to write them as
  /// chart-describe does.
  public var format: ValueFormat?
  /// How values map to positions: ``AxisScale``.
  public var scale: AxisScale
  /// Whether the chart declares a categorical independent axis's drawn order one of meaning.
  ///
  /// From ``AxisSpec/ordered`` (a chart spec's `axes.x.ordered`, Vega-Lite's ordinal sort or
  /// domain, CSV's `--x-type ordinal`): `true` ordered, `false` not (sorted by value), `nil`
  /// for an order recognised from the names (``CategoryOrder``). `nil` on other axes.
  public var declaresOrder: Bool?

  /// The significant digits a summary of this axis's numbers is written with: 3, or more
  /// when its values lie close together for their size, so that different values are never
  /// written alike ("from 1 million to 1 million" for 1,000,100 to 1,004,000).
  ///
  /// Two more than the digits that the size of the largest value takes over the range
  /// (⌈log₁₀(max |v| / (high − low))⌉ + 2, from 3 to 15): 1,000,100 to 1,004,000 take 5
  /// ("1.0001 million" to "1.004 million"), 99.96 to 101.2 take 4.
  public var summaryDigits: Int {
    guard kind == .numeric, let range, range.upperBound > range.lowerBound else { return 3 }
    let size = max(abs(range.lowerBound), abs(range.upperBound))
    let spread = range.upperBound - range.lowerBound
    guard size.isFinite, spread.isFinite else { return 3 }
    return min(15, max(3, Int(log10(size / spread).rounded(.up)) + 2))
  }

  /// The unit dates on this axis are written by: its calendar unit, else its dates' alignment.
  public var writtenDateUnit: CalendarUnit? { calendarUnit ?? dateAlignment }

  /// Creates an axis descriptor.
  public init(
    title: String, unit: String?, kind: Kind, calendarUnit: CalendarUnit?, isHidden: Bool,
    range: ClosedRange<Double>?, categories: [String], dateAlignment: CalendarUnit? = nil,
    holdsYears: Bool = false, format: ValueFormat? = nil, scale: AxisScale = AxisScale(),
    declaresOrder: Bool? = nil
  ) {
    self.title = title
    self.unit = unit
    self.kind = kind
    self.calendarUnit = calendarUnit
    self.isHidden = isHidden
    self.range = range
    self.categories = categories
    self.dateAlignment = dateAlignment
    self.holdsYears = holdsYears
    self.format = format
    self.scale = scale
    self.declaresOrder = declaresOrder
  }
}
