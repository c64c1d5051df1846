import ChartModel
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
    let parts = GregorianDateTime(date)
    let month = parts.month
    switch name {
    case "quarter": return .category("Q\((month - 1) / 3 + 1)")
    case "month": return .category(Self.monthNames[month - 1])
    case "date": return .category("\(parts.day)")
    case "day": return .category(Self.dayNames[parts.weekday])
    case "hours": return .category(TemporalParser.padded(parts.hour, 2) + ":00")
    case "minutes": return .category(":" + TemporalParser.padded(parts.minute, 2))
    case "monthdate": return .category("\(Self.monthNames[month - 1]) \(parts.day)")
    default: break
    }
    guard let unit = calendarUnit else { return .date(date) }
    return .date(parts.start(of: unit).date)
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
