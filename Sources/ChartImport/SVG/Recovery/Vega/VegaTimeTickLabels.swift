import ChartModel
import Foundation

/// Reads the tick labels Vega writes on a time axis, which name each tick by the calendar
/// boundary it falls on rather than in full: `2023` (a year's start), `February` (a month's),
/// `Mar 03` (a week's, Sunday), `Mon 04` (a day's), `06 AM` (an hour's), `10:15` (a
/// minute's), `:30` (a second's).
///
/// Each label is read as the first instant at or after the previous tick (the first at or
/// after the axis domain's start, which the axis's `aria-label` prints in full) that it names.
/// The ticks' positions must then fit a time scale within half a pixel
/// (``AxisScaleFit/fit(_:multiplier:offset:isTime:isDiscrete:)``), which a wrong reading
/// would not.
///
/// Source: vega-format's `timeMultiFormat` (the defaults `%Y`, `%B`, `%b %d`, `%a %d`,
/// `%I %p`, `%I:%M`, `:%S`, `.%L`), in UTC, as exported by vl-convert 1.9.
enum VegaTimeTickLabels {
  /// The most labels read: Vega draws a few dozen ticks at most; more is not an axis of its
  /// own, and bounds the searches' work.
  static let maximumLabels = 500

  /// What one label names.
  enum Boundary: Equatable, Sendable {
    case year(Int)
    case month(Int)
    /// A week's start (Sunday), by month and day.
    case monthDay(month: Int, day: Int)
    /// A day's start, by weekday (1 = Sunday … 7 = Saturday) and day of the month.
    case weekdayDay(weekday: Int, day: Int)
    /// An hour's start, 0–23.
    case hour(Int)
    /// A minute's start, by its hour on a 12-hour clock (1–12) and minute.
    case hourMinute(hour12: Int, minute: Int)
    /// A second's start, by second.
    case second(Int)
  }

  /// The instants of labels in axis order, or `nil` when a label is not one of Vega's forms
  /// or names no instant within reach of the one before it.
  ///
  /// - Parameters:
  ///   - labels: The tick labels, in increasing position along the axis.
  ///   - start: The axis domain's start.
  /// - Returns: One instant a label, increasing.
  /// - Complexity: O(*n*) for *n* labels, at most ``maximumLabels`` (each search is bounded by
  ///   its unit: a year's start or at most 2 years, 62 days for a week's label, 31 for a
  ///   day's — a tick further on would be labelled by the month it passes —, 48 hours, 1,440
  ///   minutes or 120 seconds).
  static func dates(of labels: [String], from start: Date) -> [Date]? {
    guard labels.count <= maximumLabels else { return nil }
    var cursor = start.timeIntervalSince1970
    var result: [Date] = []
    for label in labels {
      guard let boundary = boundary(label), let next = first(boundary, atOrAfter: cursor) else {
        return nil
      }
      result.append(Date(timeIntervalSince1970: next))
      cursor = next + 0.001
    }
    return result
  }

  /// The boundary a label names, or `nil`.
  static func boundary(_ label: String) -> Boundary? {
    let text = label.trimmingCharacters(in: .whitespaces)
    let parts = text.split(separator: " ")
    func number(_ part: Substring, digits: Int) -> Int? {
      guard part.count == digits, part.allSatisfy(\.isASCII) else { return nil }
      return Int(part)
    }
    if parts.count == 1, let year = number(parts[0], digits: 4) { return .year(year) }
    if parts.count == 1, let month = months.firstIndex(of: text) { return .month(month + 1) }
    if parts.count == 2, let day = number(parts[1], digits: 2), (1...31).contains(day) {
      if let month = months.firstIndex(where: { $0.prefix(3) == parts[0] }) {
        return .monthDay(month: month + 1, day: day)
      }
      if let weekday = weekdays.firstIndex(of: String(parts[0])) {
        return .weekdayDay(weekday: weekday + 1, day: day)
      }
    }
    if parts.count == 2, let hour = number(parts[0], digits: 2), (1...12).contains(hour),
      parts[1] == "AM" || parts[1] == "PM"
    {
      return .hour(hour % 12 + (parts[1] == "PM" ? 12 : 0))
    }
    let clock = text.split(separator: ":", omittingEmptySubsequences: false)
    if clock.count == 2, let minute = number(clock[1], digits: 2), minute < 60 {
      if clock[0].isEmpty { return .second(minute) }
      if let hour = number(clock[0], digits: 2), (1...12).contains(hour) {
        return .hourMinute(hour12: hour, minute: minute)
      }
    }
    return nil
  }

  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  /// The first instant, in seconds since 1970 UTC, at or after `cursor` that a boundary
  /// names, or `nil` when none is within the unit's reach.
  private static func first(_ boundary: Boundary, atOrAfter cursor: Double) -> Double? {
    guard cursor.isFinite, abs(cursor) < 1e13 else { return nil }
    func search(step: Double, count: Int, _ test: (Int) -> Bool) -> Double? {
      var index = Int((cursor / step).rounded(.up))
      for _ in 0..<count {
        if test(index) { return Double(index) * step }
        index += 1
      }
      return nil
    }
    func modulo(_ value: Int, _ divisor: Int) -> Int { (value % divisor + divisor) % divisor }
    switch boundary {
    case .year(let year):
      let start = Double(GregorianDays.days(year: year, month: 1, day: 1) * 86_400)
      return start >= cursor ? start : nil
    case .month(let month):
      var (year, _, _) = GregorianDays.date(ofSeconds: cursor)
      for _ in 0..<2 {
        let start = Double(GregorianDays.days(year: year, month: month, day: 1) * 86_400)
        if start >= cursor { return start }
        year += 1
      }
      return nil
    case .monthDay(let month, let day):
      return search(step: 86_400, count: 62) { days in
        let date = GregorianDays.date(ofDay: days)
        return date.month == month && date.day == day
      }
    case .weekdayDay(let weekday, let day):
      // 1 January 1970 was a Thursday (weekday 5).
      return search(step: 86_400, count: 31) { days in
        GregorianDays.date(ofDay: days).day == day && modulo(days + 4, 7) + 1 == weekday
      }
    case .hour(let hour):
      return search(step: 3_600, count: 48) { hours in modulo(hours, 24) == hour }
    case .hourMinute(let hour12, let minute):
      return search(step: 60, count: 1_440) { minutes in
        let hours = Int((Double(minutes) / 60).rounded(.down))
        return modulo(minutes, 60) == minute && modulo(hours, 12) == hour12 % 12
      }
    case .second(let second):
      return search(step: 1, count: 120) { seconds in modulo(seconds, 60) == second }
    }
  }
}
