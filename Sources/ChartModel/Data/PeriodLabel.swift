import Foundation

/// A category label that names a period of the calendar.
///
/// Spreadsheets and statistics offices write them as a year with a footnote mark ("2018*",
/// "2019¹", "2021 (p)", "2022e"), a season or split year ("2019/20", "2019-20", "2019–2020"),
/// a quarter ("Q1 2023", "2023 Q1", "2023-Q1", "1Q23"), a half year ("H1 2023"), a fiscal
/// year ("FY2021", "FY 2021/22", "FY21") or a month and year ("Jan 2020", "March 2021",
/// "Mar-21", "Sept '21").
///
/// The label itself is kept as written wherever it is shown; only its ``start`` orders it.
/// Read where categories are ordered (`CategoryOrder` in ChartA11y) and where a CSV column
/// of such labels is kept as text rather than read as dates (ChartImport's
/// `WrittenDateColumn`).
package struct PeriodLabel: Hashable, Sendable {
  /// What kind of period the label names.
  package enum Kind: Hashable, Sendable {
    /// A calendar year, with a footnote mark (a plain "2018" is a number).
    case markedYear
    /// A season or split year running into the next ("2019/20").
    case season
    /// A quarter of a year.
    case quarter
    /// A half of a year.
    case half
    /// A fiscal year ("FY2021"), by the year its label names.
    case fiscalYear
    /// A month of a year.
    case month
  }

  /// The kind of period.
  package var kind: Kind
  /// Where the period starts, in years (2023.25 for Q2 2023): the key the labels are ordered
  /// by, so Q4 2023 comes before Q1 2024.
  package var start: Double

  /// The footnote marks a year may carry: asterisks, daggers, section and pilcrow signs,
  /// number signs and superscript digits.
  private static let footnoteMarks: Set<Character> = [
    "*", "†", "‡", "§", "¶", "#", "⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹",
  ]
  /// The one-letter suffixes statistics offices add to a year: provisional, estimated,
  /// revised, forecast ("2021p").
  private static let yearSuffixes: Set<Character> = ["p", "e", "r", "f"]
  /// The longest parenthesised note read as a footnote ("(provisional)").
  private static let maximumNoteLength = 14
  /// Month names, full and abbreviated by their first three letters ("sept" too).
  private static let months = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
  ]

  /// The period a label names, or `nil` when it names none of the kinds above.
  ///
  /// - Complexity: O(*m*) in the label's length.
  package init?(_ label: String) {
    let text = label.trimmingCharacters(in: .whitespaces).lowercased()
    guard !text.isEmpty, text.count <= 40 else { return nil }
    if let year = Self.markedYear(text) {
      self.init(kind: .markedYear, start: Double(year))
    } else if let year = Self.season(text) {
      self.init(kind: .season, start: Double(year))
    } else if let period = Self.fiscalYear(text) {
      self.init(kind: .fiscalYear, start: Double(period))
    } else if let quarter = Self.partOfYear(text, letter: "q", parts: 4) {
      self.init(kind: .quarter, start: Double(quarter.year) + Double(quarter.part - 1) / 4)
    } else if let half = Self.partOfYear(text, letter: "h", parts: 2) {
      self.init(kind: .half, start: Double(half.year) + Double(half.part - 1) / 2)
    } else if let month = Self.monthOfYear(text) {
      self.init(kind: .month, start: Double(month.year) + Double(month.month - 1) / 12)
    } else {
      return nil
    }
  }

  private init(kind: Kind, start: Double) {
    self.kind = kind
    self.start = start
  }

  /// The starts of `labels` when every one names a period of one kind, else `nil`.
  ///
  /// - Complexity: O(*n* · *m*) in the labels and their length.
  package static func starts(of labels: [String]) -> [Double]? {
    var kind: Kind?
    var starts: [Double] = []
    starts.reserveCapacity(labels.count)
    for label in labels {
      // A plain year among marked years ("2017", "2018*") is a year of the same axis.
      let period = PeriodLabel(label) ?? plainYear(label)
      guard let period, kind == nil || kind == period.kind else { return nil }
      kind = period.kind
      starts.append(period.start)
    }
    return kind == nil ? nil : starts
  }

  /// A plain four-digit year, read as an unmarked year of a marked-year axis.
  private static func plainYear(_ label: String) -> PeriodLabel? {
    let text = label.trimmingCharacters(in: .whitespaces)
    return fourDigitYear(Substring(text)).map { PeriodLabel(kind: .markedYear, start: Double($0)) }
  }

  /// "2018*", "2019¹", "2021 (p)", "2022e": a year followed by a footnote.
  private static func markedYear(_ text: String) -> Int? {
    guard text.count > 4, let year = fourDigitYear(text.prefix(4)) else { return nil }
    let rest = text.dropFirst(4)
    let note = rest.trimmingCharacters(in: .whitespaces)
    if !note.isEmpty, note.allSatisfy(footnoteMarks.contains) { return year }
    if rest.count == 1, let letter = rest.first, yearSuffixes.contains(letter) { return year }
    if note.count <= maximumNoteLength, note.hasPrefix("("), note.hasSuffix(")"),
      note.dropFirst().dropLast().allSatisfy({ $0.isLetter || $0 == "." || $0 == " " }),
      note.count > 2
    {
      return year
    }
    return nil
  }

  /// "2019/20", "2019-20", "2019–2020": a year and the next, its start year.
  private static func season(_ text: String) -> Int? {
    guard let separator = text.firstIndex(where: { "/-–—".contains($0) }) else { return nil }
    let first = text[..<separator].trimmingCharacters(in: .whitespaces)
    let second = text[text.index(after: separator)...].trimmingCharacters(in: .whitespaces)
    guard let year = fourDigitYear(Substring(first)), second.allSatisfy(\.isASCIIDigit)
    else { return nil }
    switch second.count {
    case 2: return Int(second) == (year + 1) % 100 ? year : nil
    case 4: return Int(second) == year + 1 ? year : nil
    default: return nil
    }
  }

  /// "FY2021", "FY 2021/22", "FY21": the fiscal year its label names.
  private static func fiscalYear(_ text: String) -> Int? {
    guard text.hasPrefix("fy") else { return nil }
    let rest = text.dropFirst(2).trimmingCharacters(in: CharacterSet(charactersIn: " -'’"))
    if let year = fourDigitYear(Substring(rest)) ?? twoDigitYear(Substring(rest)) { return year }
    return season(rest)
  }

  /// "Q1 2023", "2023 Q1", "2023-Q1", "Q1/2023", "Q1 '23", "1Q23" (with `letter` "q" and
  /// `parts` 4; "H1 2023" with "h" and 2): the year and the part, counted from 1.
  private static func partOfYear(
    _ text: String, letter: Character, parts: Int
  ) -> (year: Int, part: Int)? {
    let pieces = words(text)
    for (index, piece) in pieces.enumerated() {
      var part: Int?
      var glued: Substring = ""
      if piece.first == letter, piece.count >= 2,
        let digit = piece.dropFirst().first?.wholeNumberValue
      {
        part = digit
        glued = piece.dropFirst(2)
      } else if piece.count >= 2, let digit = piece.first?.wholeNumberValue,
        piece.dropFirst().first == letter
      {
        part = digit
        glued = piece.dropFirst(2)
      }
      guard let part, (1...parts).contains(part) else { continue }
      var others = pieces
      others.remove(at: index)
      if !glued.isEmpty { others.insert(glued, at: index) }
      guard others.count == 1, let year = anyYear(others[0]) else { return nil }
      return (year, part)
    }
    return nil
  }

  /// The year and month of "Jan 2020", "January 2020", "Mar-21", "Sept '21", "2020 March".
  private static func monthOfYear(_ text: String) -> (year: Int, month: Int)? {
    let pieces = words(text)
    guard pieces.count == 2 else { return nil }
    for (monthPiece, yearPiece) in [(pieces[0], pieces[1]), (pieces[1], pieces[0])] {
      guard let month = monthNumber(monthPiece), let year = anyYear(yearPiece) else { continue }
      return (year, month)
    }
    return nil
  }

  /// The month (1…12) a word names, in full or by its first three letters ("sept" too).
  private static func monthNumber(_ word: Substring) -> Int? {
    let bare = word.hasSuffix(".") ? word.dropLast() : word
    guard bare.count >= 3 else { return nil }
    let index = months.firstIndex { $0 == bare || ($0.hasPrefix(bare) && bare.count <= 4) }
    return index.map { $0 + 1 }
  }

  /// The label split at spaces, hyphens, slashes and dashes into its words, empty ones left
  /// out.
  private static func words(_ text: String) -> [Substring] {
    text.split(whereSeparator: { " -/–—_".contains($0) })
  }

  /// A four-digit year or a two-digit one after an apostrophe or alone ("2023", "'23", "23").
  private static func anyYear(_ word: Substring) -> Int? {
    fourDigitYear(word) ?? twoDigitYear(word.drop(while: { $0 == "'" || $0 == "’" }))
  }

  /// A year from 1000 to 2999 written in four digits.
  private static func fourDigitYear(_ word: Substring) -> Int? {
    guard word.count == 4, word.allSatisfy(\.isASCIIDigit), let year = Int(word),
      (1000...2999).contains(year)
    else { return nil }
    return year
  }

  /// A two-digit year, by POSIX `strptime`'s `%y` rule: 69–99 are 1969–1999, 00–68 are
  /// 2000–2068 (The Open Group Base Specifications, `strptime`).
  private static func twoDigitYear(_ word: Substring) -> Int? {
    guard word.count == 2, word.allSatisfy(\.isASCIIDigit), let year = Int(word) else {
      return nil
    }
    return year >= 69 ? 1900 + year : 2000 + year
  }
}

extension Character {
  /// Whether the character is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
