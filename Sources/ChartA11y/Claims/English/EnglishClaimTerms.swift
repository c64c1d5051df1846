import Foundation

/// Reads the parts of an English claim: numbers, positions, subjects.
enum EnglishClaimTerms {
  typealias Words = EnglishClaimVocabulary

  /// A number with its qualifier, multiplier and percent sign, as a pattern; its value is
  /// read by ``number(_:)``.
  static let number =
    "(?:(?:\(Words.approximately)|\(Words.moreThan)|\(Words.lessThan))\\s+)?"
    + #"(?:[-−–]\s?)?[$€£]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?"#
    + #"(?:\s?(?:%|percent\b|per\s+cent\b))?"#
    + "(?:\\s?(?:thousand|million|billion|trillion|bn|k)\\b)?"
    + "(?:\\s+\(Words.unit)\\b)?"

  /// A position: any text up to the clause's next part, read by ``position(_:)``.
  static let position = #"[^,;:]+?"#

  // Compiled once; `Regex` is not `Sendable`, but it is immutable and its compiled program is
  // published atomically by the standard library (see ``EnglishClaimPatterns``).
  /// The qualifier words before a number, with their kind.
  nonisolated(unsafe) static let qualifiers:
    [(pattern: Regex<AnyRegexOutput>?, kind: ClaimQualifier)] = [
      (EnglishClaimPatterns.compile("^" + Words.approximately + #"\s+"#), .approximately),
      (EnglishClaimPatterns.compile("^" + Words.moreThan + #"\s+"#), .moreThan),
      (EnglishClaimPatterns.compile("^" + Words.lessThan + #"\s+"#), .lessThan),
    ]
  /// The multiplier words after a number, with their factor.
  nonisolated(unsafe) static let multipliers: [(pattern: Regex<AnyRegexOutput>?, factor: Double)] =
    Words.multipliers.map {
      (EnglishClaimPatterns.compile(#"\d\s?"# + $0.word + #"\b"#), $0.factor)
    }

  /// Reads a number written in a claim.
  ///
  /// - Returns: The number, or `nil` when the text holds none.
  static func number(_ written: String) -> ClaimedNumber? {
    var text = written.lowercased().trimmingCharacters(in: .whitespaces)
    var qualifier = ClaimQualifier.exact
    for (pattern, kind) in qualifiers {
      if let pattern, let match = text.firstMatch(of: pattern) {
        qualifier = kind
        text.removeSubrange(match.range)
        break
      }
    }
    let isPercent = text.contains("%") || text.contains("percent") || text.contains("per cent")
    var multiplier = 1.0
    for (pattern, factor) in multipliers {
      if let pattern, text.firstMatch(of: pattern) != nil {
        multiplier = factor
        break
      }
    }
    guard
      let digits = text.firstMatch(
        of: /(?<sign>[-−–]\s?)?[$€£]?(?<whole>[\d,]+)(?:\.(?<fraction>\d+))?/)
    else { return nil }
    let whole = digits.output.whole.replacingOccurrences(of: ",", with: "")
    let fraction = digits.output.fraction.map(String.init) ?? ""
    guard var value = Double(whole + (fraction.isEmpty ? "" : "." + fraction)) else { return nil }
    if digits.output.sign != nil { value = -value }
    // Half the unit of the last significant digit written: 5 for "120", 0.05 for "4.5".
    let halfStep: Double
    if !fraction.isEmpty {
      halfStep = 0.5 * pow(10, -Double(fraction.count))
    } else {
      let trailingZeros = whole.reversed().prefix { $0 == "0" }.count
      halfStep = whole.allSatisfy { $0 == "0" } ? 0.5 : 0.5 * pow(10, Double(trailingZeros))
    }
    return ClaimedNumber(
      value: value * multiplier, halfStep: halfStep * multiplier, isPercent: isPercent,
      qualifier: qualifier)
  }

  /// Reads a share written as a fraction in words ("roughly half", "more than a third") as a
  /// percentage: approximate unless bounded (``EnglishClaimVocabulary/fractions``).
  ///
  /// - Returns: The share, or `nil` when the text names no fraction.
  static func fraction(_ written: String) -> ClaimedNumber? {
    let words = written.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard
      let fraction = Words.fractions.sorted(by: { $0.word.count > $1.word.count })
        .first(where: { words == $0.word || words.hasSuffix(" " + $0.word) })
    else { return nil }
    var qualifier = ClaimQualifier.approximately
    for (pattern, kind) in qualifiers where kind != .approximately {
      if let pattern, words.firstMatch(of: pattern) != nil { qualifier = kind }
    }
    return ClaimedNumber(
      value: fraction.percent, halfStep: 0, isPercent: true, qualifier: qualifier)
  }

  /// Reads a position: a quarter ("Q3 2023", "the third quarter"), a month ("March 2020"), a
  /// year, a number, or a name of at most five words.
  ///
  /// - Returns: The position, or `nil` for text too long or too loose to be a name.
  static func position(_ written: String) -> ClaimPosition? {
    var text = written.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
    if text.lowercased().hasPrefix("the ") { text = String(text.dropFirst(4)) }
    let lower = text.lowercased()
    if let match = lower.wholeMatch(of: /q([1-4])(?:\s+(?:of\s+)?(\d{4}))?/),
      let quarter = Int(match.output.1)
    {
      return .quarter(quarter, year: match.output.2.flatMap { Int($0) })
    }
    let ordinals = ["first": 1, "second": 2, "third": 3, "fourth": 4]
    if let match = lower.wholeMatch(
      of: /(first|second|third|fourth)\s+quarter(?:\s+of\s+(\d{4}))?/),
      let quarter = ordinals[String(match.output.1)]
    {
      return .quarter(quarter, year: match.output.2.flatMap { Int($0) })
    }
    if let match = lower.wholeMatch(of: /([a-z]+)\.?(?:\s+(?:of\s+)?(\d{4}))?/),
      let month = Words.months.firstIndex(where: { $0.contains(String(match.output.1)) })
    {
      return .month(month + 1, year: match.output.2.flatMap { Int($0) })
    }
    if let match = lower.wholeMatch(of: /(\d{4})/), let year = Int(match.output.1),
      (1000...2999).contains(year)
    {
      return .year(year)
    }
    if let number = Double(lower.replacingOccurrences(of: ",", with: "")) {
      return .number(number)
    }
    let words = text.split(whereSeparator: \.isWhitespace)
    guard (1...5).contains(words.count),
      text.first?.isLetter == true || text.first?.isNumber == true
    else { return nil }
    return .text(text)
  }

  /// Reads the subject of a clause: a series name, or ``ClaimReference/implicit`` for
  /// "it", "the line" and no subject.
  ///
  /// - Returns: The reference, or `nil` when the subject is too long to be a name.
  static func subject(_ written: String) -> ClaimReference? {
    var text = written.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
    let lower = text.lowercased()
    if Words.implicitSubjects.contains(lower) { return .implicit }
    if lower.hasPrefix("the ") { text = String(text.dropFirst(4)) }
    let words = text.split(whereSeparator: \.isWhitespace)
    guard (1...5).contains(words.count) else { return nil }
    return .named(text)
  }

  /// The series named by the noun after a superlative ("the highest sales"), or
  /// ``ClaimReference/implicit`` for a generic one ("the highest value").
  static func series(noun: String?) -> ClaimReference? {
    let text = (noun ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    if Words.genericNouns.contains(text) { return .implicit }
    return subject(text)
  }
}
