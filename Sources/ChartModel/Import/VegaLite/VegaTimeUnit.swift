import Foundation

/// A Vega-Lite `timeUnit`: a date truncated to a calendar period, or a periodic part of it.
///
/// Units that keep the year (`year`, `yearquarter`, `yearmonth`, `yearmonthdate`,
/// `yearmonthdatehours`, `yearmonthdatehoursminutes`, `yearmonthdatehoursminutesseconds`) give dates at the start of the period.
/// Periodic units (`quarter`, `month`, `date`, `day`, `hours`, `minutes`, `monthdate`) give
/// categories named as a reader says them (`March`, `Q2`, `Monday`), in calendar order.
/// A `utc` prefix is accepted and changes nothing: every date here is UTC.
struct VegaTimeUnit: Hashable {
  /// The unit's name without the `utc` prefix.
  var name: String

  private static let truncating: [String: CalendarUnit] = [
    "year": .year, "yearquarter": .quarter, "yearmonth": .month, "yearmonthdate": .day,
    "yearmonthdatehours": .hour, "yearmonthdatehoursminutes": .minute,
    "yearmonthdatehoursminutesseconds": .second, "yearweek": .week,
  ]
  private static let periodic: Set<String> = [
    "quarter", "month", "date", "day", "hours", "minutes", "monthdate",
  ]
  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  private static let dayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  /// Reads a unit name (or `{"unit": …}` object), or `nil` when it is not supported.
  init?(_ json: JSONValue) {
    if let keys = json.object?.keys, !Set(keys).isSubset(of: ["unit", "utc"]) { return nil }
    guard var text = json.string ?? json["unit"]?.string else { return nil }
    if text.hasPrefix("utc") { text.removeFirst(3) }
    guard Self.truncating[text] != nil || Self.periodic.contains(text) else { return nil }
    name = text
  }

  /// The calendar unit of a truncating unit; `nil` for a periodic one.
  var calendarUnit: CalendarUnit? { Self.truncating[name] }

  /// Vega-Lite's verbal title part, such as `year-month`.
  var titlePart: String {
    switch name {
    case "yearquarter": return "year-quarter"
    case "yearmonth": return "year-month"
    case "yearmonthdate": return "year-month-date"
    case "yearmonthdatehours": return "year-month-date-hours"
    case "yearmonthdatehoursminutes": return "year-month-date-hours-minutes"
    case "yearmonthdatehoursminutesseconds": return "year-month-date-hours-minutes-seconds"
    case "yearweek": return "year-week"
    case "monthdate": return "month-date"
    default: return name
    }
  }

  /// The value of a date in this unit: a truncated date, or a periodic category.
  func apply(to date: Date) -> DataValue {
    let calendar = TemporalParser.calendar
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second, .weekday, .quarter], from: date)
    let month = parts.month ?? 1
    switch name {
    case "quarter": return .category("Q\((month - 1) / 3 + 1)")
    case "month": return .category(Self.monthNames[month - 1])
    case "date": return .category("\(parts.day ?? 1)")
    case "day": return .category(Self.dayNames[(parts.weekday ?? 1) - 1])
    case "hours": return .category(String(format: "%02d:00", parts.hour ?? 0))
    case "minutes": return .category(String(format: ":%02d", parts.minute ?? 0))
    case "monthdate": return .category("\(Self.monthNames[month - 1]) \(parts.day ?? 1)")
    default: break
    }
    guard let unit = calendarUnit else { return .date(date) }
    let start: DateComponents
    switch unit {
    case .year: start = DateComponents(year: parts.year)
    case .quarter: start = DateComponents(year: parts.year, month: (month - 1) / 3 * 3 + 1)
    case .month: start = DateComponents(year: parts.year, month: month)
    case .week:
      return .date(calendar.dateInterval(of: .weekOfYear, for: date)?.start ?? date)
    case .day: start = DateComponents(year: parts.year, month: month, day: parts.day)
    case .hour:
      start = DateComponents(year: parts.year, month: month, day: parts.day, hour: parts.hour)
    case .minute:
      start = DateComponents(
        year: parts.year, month: month, day: parts.day, hour: parts.hour, minute: parts.minute)
    case .second:
      start = DateComponents(
        year: parts.year, month: month, day: parts.day, hour: parts.hour, minute: parts.minute,
        second: parts.second)
    }
    return .date(calendar.date(from: start) ?? date)
  }

  /// A sort key that puts periodic categories in calendar order.
  func rank(of category: String) -> Int? {
    switch name {
    case "month": return Self.monthNames.firstIndex(of: category)
    case "day": return Self.dayNames.firstIndex(of: category)
    case "quarter", "date": return Int(category.filter(\.isNumber))
    case "hours", "minutes": return Int(category.filter(\.isNumber))
    case "monthdate":
      let parts = category.split(separator: " ")
      guard parts.count == 2, let month = Self.monthNames.firstIndex(of: String(parts[0])),
        let day = Int(parts[1])
      else { return nil }
      return month * 100 + day
    default: return nil
    }
  }
}
