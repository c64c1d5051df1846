import ChartModel
import Foundation

/// Dates in the spoken text written in the voice's language.
///
/// So its eSpeak NG voice reads the month names right (issue 16): under `--voice de`, "11
/// p.m. on 3 March 2024" becomes "3. März 2024 um 23:00", "March 2024" "März 2024".
///
/// It runs over what ``SpokenEnglish`` wrote (dates by their unit: "3 March 2024", "March
/// 2024", "11 p.m. on 3 March 2024", "midnight UTC on 1 March 2024") and writes each in the
/// voice's locale: the day is checked and placed in the proleptic Gregorian calendar
/// (``GregorianDateTime``), so a date before 1582 is said as it is written ("5 October 1582",
/// a day Foundation's calendar skips, is "5. oktober 1582"), and Foundation gives only the
/// locale's wording: a day as the locale's long date (`Date.FormatStyle.DateStyle.long`), a day and
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
    let pattern =
      #/(?:(?<time>midnight|noon|(?<hour>\d{1,2})(?::(?<minute>\d{2}))? (?<half>[ap])\.m\.)(?<utc> UTC)? on )?(?:(?<day>\d{1,2}) )?(?<month>January|February|March|April|May|June|July|August|September|October|November|December) (?<year>\d{4})\b/#
    return text.replacing(pattern) { match -> String in
      let output = match.output
      guard let month = months.firstIndex(of: String(output.month)).map({ $0 + 1 }),
        let year = Int(output.year)
      else { return String(output.0) }
      var day = 1
      if let dayText = output.day {
        guard let value = Int(dayText),
          (1...GregorianDays.dayCount(month: month, year: year)).contains(value)
        else { return String(output.0) }
        day = value
      }
      var hour = 0
      var minute = 0
      if let time = output.time {
        switch time {
        case "midnight": hour = 0
        case "noon": hour = 12
        default:
          guard let value = output.hour.flatMap({ Int($0) }), (1...12).contains(value) else {
            return String(output.0)
          }
          hour = value % 12 + (output.half == "p" ? 12 : 0)
          minute = output.minute.flatMap { Int($0) } ?? 0
        }
      }
      let written = localized(
        GregorianDateTime(year: year, month: month, day: day, hour: hour, minute: minute),
        hasDay: output.day != nil, hasTime: output.time != nil, locale: locale)
      guard let written else { return String(output.0) }
      return ordinalDayBeforeSmallLetter(written)
        + (output.utc == nil || output.time == nil ? "" : " UTC")
    }
  }

  /// A date in a locale's long form, in the proleptic Gregorian calendar.
  ///
  /// The calendar is ``GregorianDateTime``'s; Foundation gives only the locale's wording (its
  /// month names and the order of the parts). It formats the same day in a year of 2000–2399
  /// that lies a whole number of 400-year Gregorian cycles away (146,097 days, exactly 20,871
  /// weeks: the same month, day and weekday), where its Gregorian calendar is proleptic's, and
  /// the year is then written back as the date's own. Foundation's calendar alone turns Julian
  /// before 15 October 1582, where 5–14 October 1582 do not exist.
  ///
  /// - Returns: The text, or `nil` when the locale writes the year in a form that cannot be
  ///   put back (digits of another script), so that the English date is kept.
  private static func localized(
    _ date: GregorianDateTime, hasDay: Bool, hasTime: Bool, locale: Locale
  ) -> String? {
    let cycleYear = 2000 + ((date.year % 400) + 400) % 400
    var proxy = date
    proxy.year = cycleYear
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let style =
      hasDay
      ? Date.FormatStyle(
        date: .long, time: hasTime ? .shortened : .omitted, locale: locale,
        calendar: calendar, timeZone: .gmt)
      : Date.FormatStyle(locale: locale, calendar: calendar, timeZone: .gmt).month(.wide).year()
    let written = proxy.date.formatted(style)
    let proxyYear = String(cycleYear)
    guard written.components(separatedBy: proxyYear).count == 2 else { return nil }
    return written.replacingOccurrences(of: proxyYear, with: String(date.year))
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
