import ChartModel
import Foundation

/// Reads axes and the values on them.
enum AxisPhrasing {
  /// "Year, temporal, from 1880 to 2017" and similar.
  static func describe(_ axis: AxisDescriptor) -> String {
    var text = axis.title
    if let unit = axis.unit, !unit.isEmpty { text += " (\(unit))" }
    switch axis.kind {
    case .categorical:
      let shown = axis.categories.prefix(12).joined(separator: ", ")
      let more = axis.categories.count > 12 ? ", and \(axis.categories.count - 12) more" : ""
      text +=
        ", categorical with \(ChartDescriber.count(axis.categories.count, "category", "categories"))"
      if !axis.categories.isEmpty { text += ": \(shown)\(more)" }
    case .numeric, .temporal:
      text += axis.kind == .temporal ? ", temporal" : ", numeric"
      if let range = axis.range {
        text +=
          ", from \(number(range.lowerBound, on: axis)) to \(number(range.upperBound, on: axis))"
      }
    }
    if axis.isHidden { text += "; the axis is hidden on the chart" }
    return text
  }

  /// A plotted value read in the axis's terms: a date by its unit, a number with the unit.
  static func value(_ value: DataValue, on axis: AxisDescriptor, precise: Bool = false) -> String {
    switch value {
    case .category(let text): return text
    case .date(let date): return ValueFormatter.date(date, unit: axis.calendarUnit)
    case .number(let number): return self.number(number, on: axis, precise: precise)
    }
  }

  /// A position with its preposition: "in 1948", "in March 2024", "on 4 March 2024",
  /// "at 14:00 on 4 March 2024" (as "at 4 March 2024 14:00"), "for Denver", "at 3.5".
  static func at(_ value: DataValue, on axis: AxisDescriptor) -> String {
    let text = self.value(value, on: axis)
    switch value {
    case .category: return "for \(text)"
    case .number: return "at \(text)"
    case .date:
      switch axis.calendarUnit {
      case .year, .quarter, .month: return "in \(text)"
      case .week, .day: return "on \(text)"
      case .hour, .minute: return "at \(text)"
      case nil: return text.count == 4 ? "in \(text)" : "on \(text)"
      }
    }
  }

  /// A number on an axis: a date for a temporal axis (seconds since 1970), else a quantity.
  ///
  /// With `precise`, numbers keep six significant digits (``ValueFormatter/preciseNumber(_:)``).
  static func number(_ number: Double, on axis: AxisDescriptor, precise: Bool = false) -> String {
    if axis.kind == .temporal {
      return ValueFormatter.date(Date(timeIntervalSince1970: number), unit: axis.calendarUnit)
    }
    return ValueFormatter(unit: axis.unit).quantity(number, precise: precise)
  }
}
