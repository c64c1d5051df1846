import ChartImport
import ChartModel
import Foundation

/// A legend's or a text mark's value format, ready for the values of either kind a field may
/// hold: a number format for numbers, a time format for dates.
///
/// As on axes (``AxisFormatting``), a time format that writes the month as a number (`07/24`)
/// is not applied; dates are then written by their unit. A specifier that cannot be parsed
/// applies to nothing (the input's reader warned, ``ChartModel/ValueFormatCheck``).
struct FieldFormat: Sendable {
  private let number: ValueFormat?
  private let time: ValueFormat?

  /// Reads a `format` and `formatType`; `nil` when there is no format.
  init?(_ specifier: String?, kind: ValueFormat.Kind?) {
    guard let specifier else { return nil }
    number = try? ValueFormat(specifier, kind: kind, temporal: false)
    let time = try? ValueFormat(specifier, kind: kind, temporal: true)
    if case .time(let format)? = time, !format.writesMonthAsNumber {
      self.time = time
    } else {
      self.time = nil
    }
  }

  /// A value as the format writes it, or `nil` when the format is not for its kind.
  func text(of value: DataValue) -> String? {
    switch value {
    case .number: number?.string(for: value)
    case .date: time?.string(for: value)
    case .category: nil
    }
  }

  /// A cell as the format writes it, or `nil` when the format is not for its kind or the
  /// cell is missing.
  func text(of column: Column, row: Int) -> String? {
    switch column {
    case .numbers(let values):
      return values[row].isNaN ? nil : text(of: .number(values[row]))
    case .dates(let seconds, _):
      return seconds[row].isNaN ? nil : text(of: .date(Date(timeIntervalSince1970: seconds[row])))
    case .strings(let values):
      guard let date = TemporalParser.date(fromISO8601: values[row]) else { return nil }
      return text(of: .date(date))
    }
  }
}
