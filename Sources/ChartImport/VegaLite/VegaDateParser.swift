import ChartModel
import Foundation

/// Reads the date texts Vega's `toDate` accepts in practice, in UTC.
///
/// ISO 8601 dates and date-times (the chart spec's rules), `2000/01/15`, `01/15/2000` (month
/// first, as JavaScript reads it), `Jan 1 2000` and `January 1, 2000` (the form of
/// vega-datasets' `stocks.csv`), with an optional `hh:mm[:ss]` time. A date-time without a zone
/// is read as UTC, where a browser would use its own zone.
enum VegaDateParser {
  private static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  /// The instant a text stands for, or `nil`.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func date(from text: String) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let date = TemporalParser.date(fromISO8601: trimmed) { return date }
    var parts = trimmed.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "T" }).map(
      String.init)
    var time = (hour: 0, minute: 0, second: 0)
    if let last = parts.last, last.contains(":") {
      let fields = last.split(separator: ":").map { Int($0) }
      guard fields.count >= 2, fields.allSatisfy({ $0 != nil }) else { return nil }
      time = (fields[0] ?? 0, fields[1] ?? 0, fields.count > 2 ? fields[2] ?? 0 : 0)
      parts.removeLast()
    }
    var year: Int?
    var month: Int?
    var day: Int?
    if parts.count == 1 {
      let numbers = parts[0].split(whereSeparator: { $0 == "/" || $0 == "-" }).map { Int($0) }
      guard numbers.count == 3, let first = numbers[0], let second = numbers[1],
        let third = numbers[2]
      else { return nil }
      (year, month, day) = first > 31 ? (first, second, third) : (third, first, second)
    } else if parts.count == 3 {
      let name = parts[0].lowercased()
      guard let index = months.firstIndex(where: { name.hasPrefix($0) }) else { return nil }
      month = index + 1
      day = Int(parts[1])
      year = Int(parts[2])
    }
    guard let year, let month, let day, (1...12).contains(month), (1...31).contains(day),
      (SupportedDates.firstYear...SupportedDates.lastYear).contains(year),
      (0...24).contains(time.hour), (0...59).contains(time.minute), (0...59).contains(time.second)
    else {
      return nil
    }
    return Date(
      timeIntervalSince1970: GregorianDateTime.seconds(
        year: year, month: month, day: day, hour: time.hour, minute: time.minute,
        second: time.second))
  }
}
