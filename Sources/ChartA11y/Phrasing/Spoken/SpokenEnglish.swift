import Foundation

/// The spoken renderer for English: display text rewritten so eSpeak NG says what it means.
///
/// It runs over the display sentences (many are still concatenated English, see
/// `docs/phrasing.md`), so the same sentence is written once and heard right. What it does,
/// in order:
///
/// - month and weekday abbreviations, units in brackets and ranges between words written out
///   (``SpokenWords``: "Jan" "January", "(mm)" "(millimetres)", "June–July" "June to July");
/// - dates and times by their unit: `3 March 2024, 23:00` (as ``DateWriting`` writes an hour),
///   `3 March 2024 23:00` and `2024-03-03T23:00:00Z` are
///   "11 p.m. on 3 March 2024", `Q2 2024` "the second quarter of 2024";
/// - numbers a chart's format wrote: `4%` "4 percent", `$1,200` "1,200 dollars", `3.2M`
///   "3.2 million" (``SpokenFormattedNumbers``);
/// - `No. 38` is "number 38";
/// - signs and relations in words: `-0.884` or `−0.884` after a space, `(`, `=`, `:` or at
///   the start is "minus 0.884"; `=` "equals", `<` "less than", `>` "greater than", `≤`
///   "less than or equal to", `≥` "greater than or equal to", `≠` "not equal to", `≈`
///   "about", `±` "plus or minus", `×` "times", `τ` "tau", `ρ` "rho", `σ` "sigma", `α`
///   "alpha", `β` "beta", `μ` "mu", `χ` "chi" (not inside a Greek word); an en dash between numbers ("1880–2017"), or a hyphen between two
///   four-digit years ("1880-2017"), is "to";
/// - numbers with a fraction at spoken precision (``SpokenNumber``): `0.00000391` is "3.9
///   millionths"; whole numbers (years, counts) are left as they are;
/// - all-capital words of two to five letters (tickers, state codes: `AAPL`, `OK`, `IL`) are
///   spelled letter by letter, unless they are in ``wordAbbreviations`` (acronyms said as
///   words, such as NASA) or part of a run of three or more all-capital words (a title in
///   capitals is read, not spelled).
///
/// Text from the data passes through here unescaped; ``SpeechMarkup`` escapes every piece.
public enum SpokenEnglish {
  /// All-capital words eSpeak NG should read as words, not spell: acronyms pronounced as
  /// words, and Roman numerals.
  public static let wordAbbreviations: Set<String> = [
    "NASA", "NATO", "UNESCO", "UNICEF", "OPEC", "FIFA", "NAFTA", "AIDS", "COVID", "LASER",
    "RADAR", "SCUBA", "ASEAN", "II", "III", "IV", "VI", "VII", "VIII", "IX", "XI", "XII",
  ]

  /// Marks the start and end of a label to spell, inside this renderer only (removed from the
  /// input first, so data cannot forge them).
  private static let spellStart: Character = "\u{E000}"
  private static let spellEnd: Character = "\u{E001}"

  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// Renders one display sentence as it should be heard.
  ///
  /// - Parameter text: Display text, untrusted (labels from the data included).
  /// - Returns: Words and spelled labels, not yet escaped.
  /// - Complexity: O(*n*) in the length of the text.
  public static func render(_ text: String) -> SpokenText {
    var spoken = text.filter { $0 != spellStart && $0 != spellEnd }
    spoken = SpokenWords.expanded(spoken)
    spoken = dates(in: spoken)
    spoken = SpokenFormattedNumbers.words(in: spoken)
    spoken = spoken.replacing(#/\bNo\. ?(?=\d)/#) { _ in "number " }
    spoken = symbolsAndNumbers(in: spoken)
    spoken = abbreviations(in: spoken)
    return pieces(of: spoken)
  }

  /// The SSML-free reading of a sentence: ``render(_:)``'s ``SpokenText/plain``.
  public static func plain(_ text: String) -> String {
    render(text).plain
  }

  // MARK: - Dates and times

  /// A time of day as said: "11 p.m.", "9:30 a.m.", "midnight", "noon".
  static func time(hour: Int, minute: Int) -> String {
    if minute == 0 && hour == 0 { return "midnight" }
    if minute == 0 && hour == 12 { return "noon" }
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    let suffix = hour < 12 ? "a.m." : "p.m."
    return minute == 0
      ? "\(twelve) \(suffix)" : "\(twelve):\(String(format: "%02d", minute)) \(suffix)"
  }

  private static func dates(in text: String) -> String {
    let ordinals = ["first", "second", "third", "fourth"]
    var result = text.replacing(
      #/\b(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z)?)?\b(?![+-]\d)/#
    ) { match -> String in
      guard let year = Int(match.1), let month = Int(match.2), let day = Int(match.3),
        (1...12).contains(month), (1...31).contains(day)
      else { return String(match.0) }
      let date = "\(day) \(months[month - 1]) \(year)"
      guard let hourText = match.4, let minuteText = match.5, let hour = Int(hourText),
        let minute = Int(minuteText), hour < 24, minute < 60
      else { return date }
      if hour == 0 && minute == 0 && match.6 == nil { return date }
      return "\(time(hour: hour, minute: minute))\(match.6 == nil ? "" : " UTC") on \(date)"
    }
    // "10 March 2024, 06:00 UTC" (a time on `DateClock.markedUTC`) is said "6 a.m. UTC on
    // 10 March 2024".
    result = result.replacing(
      #/\b(\d{1,2} [A-Z][a-z]+ \d{4}),? (\d{2}):(\d{2})\b(?!:)( UTC\b)?/#
    ) { match -> String in
      guard months.contains(where: { match.1.contains($0) }), let hour = Int(match.2),
        let minute = Int(match.3), hour < 24, minute < 60
      else { return String(match.0) }
      return "\(time(hour: hour, minute: minute))\(match.4 == nil ? "" : " UTC") on \(match.1)"
    }
    result = result.replacing(#/\bQ([1-4]) (-?\d{4})\b/#) { match -> String in
      guard let quarter = Int(match.1) else { return String(match.0) }
      return "the \(ordinals[quarter - 1]) quarter of \(match.2)"
    }
    return years(in: result)
  }

  /// Years written with leading zeros, as Vega draws them (``DateWriting``: `0045`, `0000`,
  /// `-0044`), said as numbers: "year 45", "year 0", "year minus 44".
  ///
  /// eSpeak NG reads `-0044` digit by digit, "minus zero zero four four" (`espeak-ng -x`:
  /// `m'aIn@s z'i@roUz'i@roU_!f'o@f'o@`), and "year minus 44" as `j'i@3 m'aIn@s f'o@ti
  /// f'o@`. The year is said as written, never turned into "BC": −44 is 45 BC (year 0 is 1
  /// BC), and a listener beside a sighted reader should hear the number the axis shows.
  /// A negative number with a leading zero is always such a year (no number is written so);
  /// `0045` only after a month or quarter ("March 0045", "the first quarter of 0045"), as a
  /// label such as a product code
  /// "0045" is said as written.
  private static func years(in text: String) -> String {
    let monthNames = months.joined(separator: "|")
    let afterMonth = try? Regex(#"\b(\#(monthNames)|quarter of) (-?)0(\d{3})\b(?![.,:]\d)"#)
    var result = text
    if let afterMonth {
      result = result.replacing(afterMonth) { match -> String in
        let parts = match.output.map { $0.substring.map(String.init) ?? "" }
        guard parts.count == 4, let year = Int(parts[3]) else { return String(match.0) }
        return "\(parts[1]) year \(parts[2].isEmpty ? "" : "minus ")\(year)"
      }
    }
    return result.replacing(#/(^|[^\w.,:\-])-0(\d{3})\b(?![.,:]\d)/#) { match -> String in
      guard let year = Int(match.2) else { return String(match.0) }
      return "\(match.1)year minus \(year)"
    }
  }

  // MARK: - Signs, relations and numbers

  private static let symbolWords: [Character: String] = [
    "=": " equals ", "<": " less than ", ">": " greater than ", "≤": " less than or equal to ",
    "≥": " greater than or equal to ", "≠": " not equal to ", "≈": " about ",
    "±": " plus or minus ", "×": " times ", "τ": "tau", "ρ": "rho", "σ": "sigma",
    "α": "alpha", "β": "beta", "μ": "mu", "χ": "chi",
  ]

  private static func symbolsAndNumbers(in text: String) -> String {
    let characters = Array(text)
    var result = ""
    var index = 0
    func isDigit(_ at: Int) -> Bool {
      characters.indices.contains(at) && characters[at].isASCII && characters[at].isNumber
    }
    while index < characters.count {
      let character = characters[index]
      let previous: Character? = index > 0 ? characters[index - 1] : nil
      if character == "−" || character == "-",
        isDigit(index + 1)
          || (characters.indices.contains(index + 1) && characters[index + 1] == "."
            && isDigit(index + 2)),
        character == "−" || previous.map({ $0.isWhitespace || "(=[:;,/".contains($0) }) ?? true
      {
        result += result.last.map({ $0 == "(" || $0.isWhitespace }) ?? true ? "minus " : " minus "
        index += 1
      } else if character == "–", isDigit(index - 1), isDigit(index + 1) {
        result += " to "
        index += 1
      } else if character == "-",
        (1...4).allSatisfy({ isDigit(index - $0) && isDigit(index + $0) }),
        !isDigit(index - 5), !isDigit(index + 5)
      {
        // A range of years written with a hyphen, "1880-2017".
        result += " to "
        index += 1
      } else if "τρσαβμχ".contains(character),
        previous?.isLetter == true
          || (characters.indices.contains(index + 1) && characters[index + 1].isLetter)
      {
        // A letter of a Greek word, not a symbol.
        result.append(character)
        index += 1
      } else if var words = symbolWords[character] {
        // No space after an opening bracket or at the start: "(plus or minus 1".
        if words.hasPrefix(" "), result.last.map({ $0 == "(" || $0.isWhitespace }) ?? true {
          words.removeFirst()
        }
        result += words
        index += 1
      } else if character.isASCII, character.isNumber,
        previous.map({ !($0.isLetter || $0.isNumber || $0 == "." || $0 == ",") }) ?? true
      {
        let (token, end) = numberToken(characters, from: index)
        result += token
        index = end
      } else {
        result.append(character)
        index += 1
      }
    }
    return result.replacing(#/ {2,}/#) { _ in " " }.trimmingCharacters(in: .whitespaces)
  }

  /// The number starting at an index: its spoken form when it has a fraction (and is not part
  /// of a longer dotted token such as a version "1.2.3" or an exponent "1.23E15"), else its
  /// digits unchanged; and the index after it.
  private static func numberToken(_ characters: [Character], from start: Int) -> (String, Int) {
    func isDigit(_ at: Int) -> Bool {
      characters.indices.contains(at) && characters[at].isASCII && characters[at].isNumber
    }
    var end = start
    while isDigit(end) { end += 1 }
    // Thousands groups: a comma followed by exactly three digits.
    while end < characters.count, characters[end] == ",", isDigit(end + 1), isDigit(end + 2),
      isDigit(end + 3), !isDigit(end + 4)
    {
      end += 4
    }
    var fractionEnd = end
    if end < characters.count, characters[end] == ".", isDigit(end + 1) {
      fractionEnd = end + 1
      while isDigit(fractionEnd) { fractionEnd += 1 }
    }
    let whole = String(characters[start..<fractionEnd])
    let followed: Character? = fractionEnd < characters.count ? characters[fractionEnd] : nil
    let dottedOn = followed == "." && isDigit(fractionEnd + 1)
    guard fractionEnd > end, !dottedOn, followed.map({ !$0.isLetter }) ?? true,
      let value = Double(whole.filter { $0 != "," })
    else { return (whole, fractionEnd) }
    return (SpokenNumber.words(value), fractionEnd)
  }

  // MARK: - Abbreviations

  private static func isCapitalWord(_ word: Substring) -> Bool {
    word.count >= 2 && word.allSatisfy { $0.isASCII && $0.isUppercase }
  }

  private static func abbreviations(in text: String) -> String {
    // Words: maximal runs of letters and digits, with what lies between them.
    var tokens: [(word: Substring, isWord: Bool)] = []
    var start = text.startIndex
    while start < text.endIndex {
      let isWord = text[start].isLetter || text[start].isNumber
      var end = text.index(after: start)
      while end < text.endIndex, (text[end].isLetter || text[end].isNumber) == isWord {
        end = text.index(after: end)
      }
      tokens.append((text[start..<end], isWord))
      start = end
    }
    /// Whether the word at a token index is in a run of three or more capital words joined by
    /// single spaces.
    func inShoutedRun(_ index: Int) -> Bool {
      var first = index
      while first >= 2, tokens[first - 1].word == " ", isCapitalWord(tokens[first - 2].word) {
        first -= 2
      }
      var last = index
      while last + 2 < tokens.count, tokens[last + 1].word == " ",
        isCapitalWord(tokens[last + 2].word)
      {
        last += 2
      }
      return (last - first) / 2 + 1 >= 3
    }
    var result = ""
    for (index, token) in tokens.enumerated() {
      if token.isWord, token.word.count <= 5, isCapitalWord(token.word),
        !wordAbbreviations.contains(String(token.word)), !inShoutedRun(index)
      {
        result.append(spellStart)
        result += token.word
        result.append(spellEnd)
      } else {
        result += token.word
      }
    }
    return result
  }

  private static func pieces(of text: String) -> SpokenText {
    var pieces: [SpokenText.Piece] = []
    var current = ""
    for character in text {
      switch character {
      case spellStart:
        if !current.isEmpty { pieces.append(.words(current)) }
        current = ""
      case spellEnd:
        pieces.append(.characters(current))
        current = ""
      default:
        current.append(character)
      }
    }
    if !current.isEmpty { pieces.append(.words(current)) }
    return SpokenText(pieces)
  }
}
