import Foundation

/// Short forms written out for the ear: month and weekday abbreviations, units, and ranges
/// between words, which eSpeak NG would otherwise read as words of their own ("Jan" as a
/// name, "Aug" as "awg"), letter by letter ("mm" as "M M") or not at all ("June–July" as
/// "June July").
///
/// - `Jan` … `Dec` (and `Sept`), with or without a full stop, are the months; `Mon` … `Sun`
///   (and `Tues`, `Thur`, `Thurs`) the weekdays. Where the abbreviation is also a word or a
///   name (`Jan`, `Mar`, `Wed`, `Sat`, `Sun`), only next to a number ("3 Jan", "Jan 2024") or
///   in a sentence with another abbreviation of its kind ("Jan, Feb, Mar");
/// - a unit in brackets, as an axis title writes it, `(mm)`, `(°C)`, `(GW)`, `(km/h)`, is the
///   unit's name, "(millimetres)" (British spelling, as the rest of the phrasing);
/// - an en dash or a hyphen between two month or weekday names, `June–July`, `Mon–Fri`, is
///   "to" (between other words it joins names: "Mann–Kendall").
enum SpokenWords {
  /// The months by their abbreviations.
  static let months: [String: String] = [
    "Jan": "January", "Feb": "February", "Mar": "March", "Apr": "April", "Jun": "June",
    "Jul": "July", "Aug": "August", "Sep": "September", "Sept": "September", "Oct": "October",
    "Nov": "November", "Dec": "December",
  ]

  /// The weekdays by their abbreviations.
  static let weekdays: [String: String] = [
    "Mon": "Monday", "Tue": "Tuesday", "Tues": "Tuesday", "Wed": "Wednesday",
    "Thu": "Thursday", "Thur": "Thursday", "Thurs": "Thursday", "Fri": "Friday",
    "Sat": "Saturday", "Sun": "Sunday",
  ]

  /// Abbreviations that are also English words or names, written out only next to a number
  /// or beside another abbreviation of their kind.
  static let ambiguous: Set<String> = ["Jan", "Mar", "Wed", "Sat", "Sun"]

  /// Units as axis titles write them in brackets, by their symbol, and their names.
  static let units: [String: String] = [
    "mm": "millimetres", "cm": "centimetres", "m": "metres", "km": "kilometres",
    "in": "inches", "ft": "feet", "mi": "miles", "mg": "milligrams", "g": "grams",
    "kg": "kilograms", "t": "tonnes", "lb": "pounds", "lbs": "pounds", "ml": "millilitres",
    "mL": "millilitres", "l": "litres", "L": "litres", "ms": "milliseconds", "s": "seconds",
    "min": "minutes", "h": "hours", "hr": "hours", "hrs": "hours", "°C": "degrees Celsius",
    "°F": "degrees Fahrenheit", "K": "kelvins", "km/h": "kilometres per hour",
    "m/s": "metres per second", "mph": "miles per hour", "W": "watts", "kW": "kilowatts",
    "MW": "megawatts", "GW": "gigawatts", "kWh": "kilowatt hours", "MWh": "megawatt hours",
    "GWh": "gigawatt hours", "TWh": "terawatt hours", "Hz": "hertz", "kHz": "kilohertz",
    "dB": "decibels", "hPa": "hectopascals", "mmHg": "millimetres of mercury",
    "bpm": "beats per minute", "kcal": "kilocalories", "µg": "micrograms", "μg": "micrograms",
    "ppm": "parts per million",
  ]

  /// The text with abbreviations, bracketed units and word ranges written out.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func expanded(_ text: String) -> String {
    var result = text.replacing(#/\(([^()\s]{1,6})\)/#) { match in
      units[String(match.1)].map { "(\($0))" } ?? String(match.0)
    }
    result = abbreviations(in: result)
    // A dash or hyphen between two month or weekday names is a range; between other words it
    // joins names ("Mann–Kendall").
    let names = Set(months.values).union(weekdays.values).sorted().joined(separator: "|")
    if let between = try? Regex(#"\b(\#(names)) ?[–-] ?(\#(names))\b"#) {
      result = result.replacing(between) { match in
        let parts = match.output.map { $0.substring.map(String.init) ?? "" }
        return parts.count == 3 ? "\(parts[1]) to \(parts[2])" : String(match.0)
      }
    }
    return result
  }

  /// Month and weekday abbreviations written out (a full stop after one dropped).
  private static func abbreviations(in text: String) -> String {
    let words = Set(months.keys).union(weekdays.keys).sorted { $0.count > $1.count }
    guard let pattern = try? Regex(#"\b(\#(words.joined(separator: "|")))\b\.?"#) else {
      return text
    }
    let found = text.matches(of: pattern).map { String($0.output[1].substring ?? "") }
    let monthCount = found.count { months[$0] != nil }
    let weekdayCount = found.count { weekdays[$0] != nil }
    return text.replacing(pattern) { match in
      let word = String(match.output[1].substring ?? "")
      guard let name = months[word] ?? weekdays[word] else { return String(match.0) }
      if ambiguous.contains(word) {
        let kindCount = months[word] != nil ? monthCount : weekdayCount
        let before = text[..<match.range.lowerBound].suffix(2)
        let after = text[match.range.upperBound...].prefix(2)
        let numberBefore =
          before.last?.isNumber == true
          || (before.last == " " && before.dropLast().last?.isNumber == true)
        let numberAfter =
          after.first?.isNumber == true
          || (after.first == " " && after.dropFirst().first?.isNumber == true)
        let nearNumber = numberBefore || numberAfter
        guard nearNumber || kindCount >= 2 else { return String(match.0) }
      }
      // "Jan." ends an abbreviation, not a sentence: the written-out name keeps no full stop
      // unless the text ends there.
      let stop =
        match.0.hasSuffix(".") && text[match.range.upperBound...].allSatisfy(\.isWhitespace)
        ? "." : ""
      return name + stop
    }
  }
}
