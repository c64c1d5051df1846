import ChartModel
import Foundation

/// Reads a date printed in one fixed pattern (`MMM yyyy`, `dd MMM yyyy`) as a day of the
/// proleptic Gregorian calendar in UTC.
///
/// Foundation's `DateFormatter` parses the pattern, but its Gregorian calendar turns Julian
/// before 15 October 1582 and counts years by era; the fields it read (era, year, month,
/// day, time) are taken back from it and made an instant by ``GregorianDateTime``, so
/// "Mar 1500" is the month JavaScript (and so Vega) prints that way.
struct PrintedDateFormatter {
  private let formatter: DateFormatter

  /// A strict (not lenient) reader of one pattern.
  ///
  /// - Parameter pattern: A Unicode date pattern, in the `en_US_POSIX` locale.
  init(pattern: String) {
    formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = formatter.timeZone
    formatter.calendar = calendar
    formatter.dateFormat = pattern
    formatter.isLenient = false
  }

  /// The instant the text prints, or `nil` when it does not fit the pattern.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  func date(from text: String) -> Date? {
    guard let parsed = formatter.date(from: text) else { return nil }
    let fields = formatter.calendar.dateComponents(
      [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: parsed)
    guard let era = fields.era, let year = fields.year, let month = fields.month,
      let day = fields.day
    else { return nil }
    // Era 0 is BC: 1 BC is the astronomical year 0.
    let seconds = GregorianDateTime.seconds(
      year: era == 0 ? 1 - year : year, month: month, day: day, hour: fields.hour ?? 0,
      minute: fields.minute ?? 0, second: fields.second ?? 0)
    return Date(timeIntervalSince1970: seconds + Double(fields.nanosecond ?? 0) / 1e9)
  }
}
