import ChartImport
import ChartModel
import Foundation

/// Decides which of a chart's value formats and scale settings an axis is read with.
///
/// A number format applies to a numeric axis, a time format to a temporal one. A time format
/// applies only when the dates it writes are as clear as chart-describe's own: it does not
/// write the month as a number (`07/24` reads two ways), it is at least as fine as the axis's
/// calendar unit, and it tells apart every date on the axis (`%b` on five years of months
/// writes "Jan" five times). Otherwise dates are written by their unit ("March 2024").
/// A specifier that cannot be parsed is left out here; the input's reader named it in a
/// warning (``ValueFormatCheck``).
enum AxisFormatting {
  /// At most this many dates are compared for the distinctness check, so that reading a
  /// chart stays linear and fast; they are spread over the axis.
  static let comparedDates = 4_096

  /// The format an axis is read with, or `nil`.
  ///
  /// - Parameters:
  ///   - specifier: The axis's `format`, or `nil`.
  ///   - kind: Its `formatType`, or `nil` for the axis's own kind.
  ///   - axis: The axis, without format.
  ///   - positions: The axis's values as numbers (dates as seconds since 1970), for the
  ///     time-format checks.
  /// - Returns: The parsed format when it applies to this axis, else `nil`.
  /// - Complexity: O(*n*) in the positions, at most ``comparedDates`` formatted.
  static func format(
    _ specifier: String?, kind: ValueFormat.Kind?, on axis: AxisDescriptor,
    positions: some Collection<Double>
  ) -> ValueFormat? {
    guard let specifier,
      let format = try? ValueFormat(specifier, kind: kind, temporal: axis.kind == .temporal)
    else { return nil }
    switch (format, axis.kind) {
    case (.number, .numeric): return format
    case (.time(let time), .temporal):
      return clear(time, unit: axis.writtenDateUnit, positions: positions) ? format : nil
    case (.time, .categorical):
      // Dates on discrete categories are named by the format when the categories are read
      // (``categoryNames(of:spec:table:path:)``); the names are the axis's values.
      return nil
    case (.number, .temporal), (.number, .categorical), (.time, .numeric):
      return nil
    }
  }

  /// Discrete categories that hold dates (an ordinal axis over a date field, a `timeUnit` on a
  /// nominal axis, a heatmap's rows by month), named by the axis's time format as the chart
  /// writes them ("Jan 2020"), when the format is as clear as their unit (the same rule as
  /// on a temporal axis).
  ///
  /// - Parameters:
  ///   - values: The categories as read, named by their unit.
  ///   - spec: The axis's settings: its `format` and `formatType`.
  ///   - table: The chart's data.
  ///   - path: The encoding's place, for the temporal reading.
  /// - Returns: The categories named by the format, or `nil` when the values are not dates,
  ///   there is no time format, or it does not apply.
  /// - Complexity: O(*n*) in the rows, at most ``comparedDates`` compared.
  static func categoryNames(
    of values: ResolvedValues, spec: AxisSpec, table: DataTable, path: SpecPath
  ) -> ResolvedValues? {
    guard values.type == .categorical, let specifier = spec.format, spec.formatType != .number,
      case .time(let format)? = try? ValueFormat(specifier, kind: .time, temporal: true)
    else { return nil }
    var temporal = values.encoding
    temporal.type = .temporal
    guard case .dates(let seconds)? = try? table.resolve(temporal, at: path).storage else {
      return nil
    }
    let dated = seconds.filter { !$0.isNaN }
    let unit = values.encoding.unit ?? CalendarUnitInference.alignment(ofSeconds: dated)
    guard !dated.isEmpty, clear(format, unit: unit, positions: dated) else { return nil }
    let names = seconds.map { $0.isNaN ? "" : format.string(Date(timeIntervalSince1970: $0)) }
    var named = values
    named.storage = .categories(names)
    return named
  }

  /// Whether a time format writes dates at least as clearly as their unit (`nil` when
  /// unknown) and tells every one of them apart.
  private static func clear(
    _ format: TimeFormat, unit: CalendarUnit?, positions: some Collection<Double>
  ) -> Bool {
    guard !format.writesMonthAsNumber, let finest = format.finestUnit else { return false }
    let order = CalendarUnit.allCases
    if let unit,
      (order.firstIndex(of: finest) ?? 0) < (order.firstIndex(of: unit) ?? 0)
    {
      return false
    }
    let distinct = Array(Set(positions)).sorted()
    let step = max(1, distinct.count / comparedDates)
    var written: Set<String> = []
    var compared = 0
    for index in stride(from: 0, to: distinct.count, by: step) {
      written.insert(format.string(Date(timeIntervalSince1970: distinct[index])))
      compared += 1
    }
    return written.count == compared
  }

  /// The scale an axis is read with: the spec's `scale` and its declared `domain`.
  ///
  /// A category axis has no domain. The values beyond the domain, and on a log scale the
  /// values it cannot place (≤ 0), are counted by the caller as it reads them
  /// (``AxisScale/count(_:)``).
  ///
  /// - Complexity: O(1).
  static func scale(_ spec: AxisSpec, kind: AxisDescriptor.Kind) -> AxisScale {
    var domain: ClosedRange<Double>?
    // A bound written as a plain ISO 8601 string on a temporal axis is a date.
    let bounds = spec.domain?.compactMap { bound -> Double? in
      if case .category(let text) = bound, kind == .temporal {
        return TemporalParser.date(fromISO8601: text)?.timeIntervalSince1970
      }
      return bound.numericValue
    }
    if let bounds, bounds.count == 2 {
      domain = min(bounds[0], bounds[1])...max(bounds[0], bounds[1])
    }
    return AxisScale(spec.scale, domain: kind == .categorical ? nil : domain)
  }
}
