import Foundation

extension PlottableValue {
  /// A labelled value, as Swift Charts' `.value("Revenue", x)`.
  ///
  ///     BarMark(x: .value("Office", record.office), y: .value("Sales", record.sales))
  ///
  /// - Parameters:
  ///   - label: What the value is, such as "Sales Volume". Required, because assistive
  ///     technology speaks it; it also names the data field the value is stored in.
  ///   - value: The value: a number, string, date or plottable enum.
  /// - Returns: The labelled value.
  public static func value(_ label: String, _ value: some Plottable) -> PlottableValue {
    PlottableValue(label: label, value: value.primitivePlottable)
  }

  /// A labelled date that stands for a calendar period, as Swift Charts'
  /// `.value("Month", date, unit: .month)`.
  ///
  /// The unit decides how the date is read ("1948", "March 2024") and what counts as a gap.
  ///
  /// - Parameters:
  ///   - label: What the value is, such as "Month". Required, because it is spoken.
  ///   - value: Any instant within the period.
  ///   - unit: The calendar period: `.year`, `.quarter`, `.month`, `.weekOfYear` (or `.week`),
  ///     `.day`, `.hour`, `.minute` or `.second`.
  /// - Returns: The labelled value.
  public static func value(_ label: String, _ value: Date, unit: CalendarUnit) -> PlottableValue {
    PlottableValue(label: label, value: .date(value), unit: unit)
  }
}

extension CalendarUnit {
  /// Swift Charts' name for a week, `Calendar.Component.weekOfYear`: the same as ``week``.
  public static var weekOfYear: CalendarUnit { .week }
}

extension EncodingSpec {
  /// The constant encoding of a DSL value: `{"value": …, "label": …, "unit": …}`.
  ///
  /// - Parameter plottable: The labelled value.
  init(_ plottable: PlottableValue) {
    self.init(value: plottable.value, label: plottable.label, unit: plottable.unit)
  }
}
