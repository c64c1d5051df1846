import ChartModel
import Foundation

/// A Vega-Lite `DateTime` object (`{"year": 2006, "month": "feb", "date": 3}`), as filter
/// operands, scale domains and `datum` values may be written.
///
/// The date is built as Vega-Lite's `dateTimeParts` builds it (vega-lite `src/datetime.ts`):
/// a missing `year` is 2012 (a leap year whose 1 January is a Sunday, so that `day` and
/// 29 February work); `month` is 1–12 or a month name or its first three letters (any case)
/// and wins over `quarter` (1–4, its first month); `date` is the day of the month, or, when
/// absent, `day` (1 = Monday … 7 or 0 = Sunday, or a day name) picks that weekday of the first
/// week of January 2012; `day` together with any other calendar part is dropped, as Vega-Lite
/// drops it; `hours`, `minutes`, `seconds` and `milliseconds` default to 0. Values out of
/// range roll over as JavaScript's `Date` does (month 13 is January of the next year).
/// Every date here is UTC, as every date the importer reads (so `utc` changes nothing).
struct VegaDateTime {
  /// The calendar parts Vega-Lite reads; an object with any of them is a `DateTime`.
  static let parts: Set<String> = [
    "year", "quarter", "month", "date", "day", "hours", "minutes", "seconds", "milliseconds",
  ]
  private static let monthNames = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
  ]
  private static let dayNames = [
    "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
  ]
  /// The largest magnitude accepted for a part, so that every part converts to `Int` and
  /// the date stays within what `Calendar` computes (years far beyond any chart).
  private static let partLimit = 1e7

  /// The date the object stands for.
  let date: Date

  /// Whether a JSON value is a `DateTime` object (an object with at least one calendar part).
  static func isDateTime(_ json: JSONValue) -> Bool {
    guard let keys = json.object?.keys else { return false }
    return keys.contains { parts.contains($0) }
  }

  /// Reads a `DateTime` object.
  ///
  /// - Parameters:
  ///   - json: The object.
  ///   - path: Its place, for errors.
  /// - Throws: ``VegaUnsupported`` for a key that is not a `DateTime` part or `utc`, a part
  ///   that is neither a finite number nor (for `month` and `day`) a name, or a part beyond
  ///   ±10,000,000.
  /// - Complexity: O(1).
  init(_ json: JSONValue, at path: SpecPath) throws(VegaUnsupported) {
    guard let object = json.object, Self.isDateTime(json) else {
      throw VegaUnsupported(message: "expected a DateTime object", path: path)
    }
    for key in object.keys.sorted() where !Self.parts.contains(key) && key != "utc" {
      throw VegaUnsupported(
        message: "'\(key)' is not a DateTime part", path: path.appending(key))
    }
    func number(_ key: String) throws(VegaUnsupported) -> Int? {
      guard let value = object[key] else { return nil }
      guard let number = value.number, number.isFinite, abs(number) <= Self.partLimit else {
        throw VegaUnsupported(
          message: "DateTime \(key) must be a finite number within ±10,000,000",
          path: path.appending(key))
      }
      return Int(number.rounded(.towardZero))
    }
    func named(_ key: String, in names: [String], base: Int) throws(VegaUnsupported) -> Int? {
      guard let value = object[key] else { return nil }
      if let text = value.string {
        let lower = text.lowercased()
        if let index = names.firstIndex(of: lower)
          ?? names.firstIndex(where: { $0.hasPrefix(String(lower.prefix(3))) && lower.count >= 3 })
        {
          return index + base
        }
        throw VegaUnsupported(
          message: "DateTime \(key) '\(text)' is not a \(key == "month" ? "month" : "day") name",
          path: path.appending(key))
      }
      return try number(key)
    }
    let calendarParts = ["year", "quarter", "month", "date"].filter { object[$0] != nil }
    var month = 1
    if let named = try named("month", in: Self.monthNames, base: 1) {
      month = named
    } else if let quarter = try number("quarter") {
      month = (quarter - 1) * 3 + 1
    }
    var day = try number("date")
    if day == nil, calendarParts.isEmpty, let weekday = try named("day", in: Self.dayNames, base: 0)
    {
      // 1 January 2012 is a Sunday: weekday w (0 or 7 = Sunday, 1 = Monday) is day w % 7 + 1.
      day = weekday % 7 + 1
    }
    let milliseconds = try number("milliseconds") ?? 0
    let start = Date(
      timeIntervalSince1970: GregorianDateTime.seconds(
        year: try number("year") ?? 2012, month: month, day: day ?? 1,
        hour: try number("hours") ?? 0, minute: try number("minutes") ?? 0,
        second: try number("seconds") ?? 0))
    date = start.addingTimeInterval(Double(milliseconds) / 1_000)
  }
}
