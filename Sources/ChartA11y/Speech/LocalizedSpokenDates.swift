import ChartModel
import Foundation

/// Dates in the spoken text written in the voice's language.
///
/// So its eSpeak NG voice reads the month names right (issue 16): under `--voice de`, "11
/// p.m. on 3 March 2024" becomes "3. März 2024 um 23:00", "March 2024" "März 2024".
///
/// It runs over what ``SpokenEnglish`` wrote (dates by their unit: "3 March 2024", "March
/// 2024", "11 p.m. on 3 March 2024", "midnight UTC on 1 March 2024") and writes each with
/// Foundation's date formatting in the voice's locale, in UTC (the zone every date of a chart
/// is in): a day as the locale's long date (`Date.FormatStyle.DateStyle.long`), a day and
/// time as its long date and short time, a month as the wide month name and the year. The
/// sentences around them stay English until they are localized. English voices keep the
/// text as it is.
///
/// A day written with the ordinal dot ("24. Juli 2024") is followed by its month in lower
/// case ("24. juli 2024"): eSpeak NG's German voice ends a sentence at "24." before a capital
/// (`espeak-ng -v de -x`: `f'i:r _|Unttsv'antsIC` and a pause) and reads it as the ordinal
/// before a small letter (`f'i:r _|Unttsv'antsICst@ j'u:li:`, "vierundzwanzigste Juli"); the
/// month is pronounced the same either way. Languages that write months in lower case
/// (Danish, Norwegian) are unchanged by it.
enum LocalizedSpokenDates {
  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// The text with its English dates written in the language's own form.
  ///
  /// - Parameters:
  ///   - text: Spoken text from ``SpokenEnglish/render(_:)``.
  ///   - language: The voice's language; its primary subtag names the locale (`de-ch` is
  ///     written as `de-ch`, which Foundation reads as Swiss German).
  /// - Returns: The text, unchanged for English.
  /// - Complexity: O(*n*) in the length of the text.
  static func text(_ text: String, language: SpeechLanguage) -> String {
    let primary = language.language.split(separator: "-").first.map(String.init) ?? ""
    guard primary != "en", !primary.isEmpty else { return text }
    let locale = Locale(identifier: language.language)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let pattern =
      #/(?:(?<time>midnight|noon|(?<hour>\d{1,2})(?::(?<minute>\d{2}))? (?<half>[ap])\.m\.)(?<utc> UTC)? on )?(?:(?<day>\d{1,2}) )?(?<month>January|February|March|April|May|June|July|August|September|October|November|December) (?<year>\d{4})\b/#
    return text.replacing(pattern) { match -> String in
      let output = match.output
      guard let month = months.firstIndex(of: String(output.month)).map({ $0 + 1 }),
        let year = Int(output.year)
      else { return String(output.0) }
      var parts = DateComponents(year: year, month: month, day: 1, hour: 0, minute: 0)
      if let dayText = output.day {
        guard let day = Int(dayText), (1...31).contains(day) else { return String(output.0) }
        parts.day = day
      }
      var hasTime = false
      if let time = output.time {
        hasTime = true
        switch time {
        case "midnight": parts.hour = 0
        case "noon": parts.hour = 12
        default:
          guard let hour = output.hour.flatMap({ Int($0) }), (1...12).contains(hour) else {
            return String(output.0)
          }
          parts.hour = hour % 12 + (output.half == "p" ? 12 : 0)
          parts.minute = output.minute.flatMap { Int($0) } ?? 0
        }
      }
      guard let date = calendar.date(from: parts),
        calendar.component(.day, from: date) == parts.day
      else { return String(output.0) }
      let written: String
      if output.day == nil {
        written = date.formatted(
          Date.FormatStyle(locale: locale, calendar: calendar, timeZone: .gmt).month(.wide)
            .year())
      } else {
        written = date.formatted(
          Date.FormatStyle(
            date: .long, time: hasTime ? .shortened : .omitted, locale: locale,
            calendar: calendar, timeZone: .gmt))
      }
      return ordinalDayBeforeSmallLetter(written)
        + (output.utc == nil || output.time == nil ? "" : " UTC")
    }
  }

  /// The word after a day with the ordinal dot in lower case.
  ///
  /// "24. Juli 2024" becomes "24. juli 2024", so eSpeak NG reads the day as an ordinal, not
  /// as the end of a sentence.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func ordinalDayBeforeSmallLetter(_ written: String) -> String {
    written.replacing(#/(?<day>\b\d{1,2}\.) (?<word>\p{Lu}\p{L}*)/#) { match in
      "\(match.output.day) \(match.output.word.lowercased())"
    }
  }
}
