/// The words a clause must hold for a pattern of ``EnglishClaimPatterns`` to match it: a
/// hand-written test that runs before any regular expression.
///
/// Each test is a necessary condition of its pattern, never a sufficient one: a pattern can
/// only match a clause that holds one of its cue words (a verb of change, a superlative, a
/// digit …), so a clause without one is skipped without running, or compiling, the pattern.
/// A title such as "Sales by region" holds none, and costs one pass over its characters
/// instead of ten backtracking matches (issue 39: the claim rule had made `audit` of forty
/// chart specs 5.6 times as costly, `scripts/bench --case audit-40-specs`).
///
/// Case is folded as the patterns fold it for the ASCII words of the vocabulary; a clause
/// whose cue word is written with a character that folds to ASCII only under Unicode rules
/// (the long s, "ſ") is skipped, which leaves it unread, never misread.
struct EnglishClaimCues {
  typealias Words = EnglishClaimVocabulary

  /// The clause, lowercased, its whitespace collapsed to single spaces.
  let text: String
  /// Its UTF-8 bytes.
  private let bytes: [UInt8]
  /// Its words: the runs between spaces.
  private let words: Set<Substring>
  /// Whether it holds an ASCII digit.
  let hasDigit: Bool

  /// Reads a clause's cues.
  ///
  /// - Complexity: O(*n*) in the clause's length.
  init(_ clause: String) {
    text = clause.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    words = Set(text.split(separator: " "))
    bytes = Array(text.utf8)
    hasDigit = text.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }

  /// Whether the clause holds any of the phrases, anywhere (a pattern whose phrase follows
  /// a subject matched lazily, with no space required before it).
  ///
  /// Compared byte by byte over UTF-8 (Foundation's `contains` took 7,800 instructions a
  /// phrase).
  ///
  /// - Complexity: O(*n* · Σ *p*) in the clause's length and the phrases' lengths; the
  ///   phrases are a few dozen words.
  func contains(any phrases: [[UInt8]]) -> Bool {
    phrases.contains { phrase in
      guard let first = phrase.first, phrase.count <= bytes.count else { return false }
      for start in 0...(bytes.count - phrase.count) where bytes[start] == first {
        var offset = 1
        while offset < phrase.count && bytes[start + offset] == phrase[offset] { offset += 1 }
        if offset == phrase.count { return true }
      }
      return false
    }
  }

  /// Phrases as UTF-8 bytes, for ``contains(any:)``.
  private static func utf8(_ phrases: [String]) -> [[UInt8]] { phrases.map { Array($0.utf8) } }
  private static let directionPhrases = utf8(Words.riseWords + Words.fallWords)
  private static let ratioPhrases = utf8(Words.ratios.map(\.word))
  private static let peakPhrases = utf8(Words.peakWords + Words.troughWords)
  private static let superlativePhrases = utf8(Words.mostWords + Words.leastWords)
  private static let extremeNounPhrases =
    superlativePhrases + utf8(["peak", "high", "maximum", "trough", "low", "minimum"])
  private static let countablePhrases = utf8(Array(Words.countables.keys))

  /// Whether the clause holds, as a word of its own, the first word of any of the phrases
  /// (a pattern whose phrase stands between spaces: "sales were 95").
  func hasWord(startingAny phrases: [String]) -> Bool {
    phrases.contains { phrase in
      words.contains(phrase.split(separator: " ").first ?? Substring(phrase))
    }
  }

  /// A verb of change ("rose", "went down"): the change patterns' cue.
  var hasDirection: Bool { contains(any: Self.directionPhrases) }

  /// A ratio ("doubled", "fell by half").
  var hasRatio: Bool { contains(any: Self.ratioPhrases) }

  /// A verb of a peak or trough ("peaked", "hit a low").
  var hasPeak: Bool { contains(any: Self.peakPhrases) }

  /// A superlative ("highest", "the biggest").
  var hasSuperlative: Bool { contains(any: Self.superlativePhrases) }

  /// A superlative, or a noun of an extreme ("the peak was", "the low came").
  var hasExtremeNoun: Bool { contains(any: Self.extremeNounPhrases) }

  /// A number a share can be: a digit, or a fraction in words ("half", "a third").
  var hasShareNumber: Bool {
    hasDigit || hasWord(startingAny: Words.fractions.map(\.word))
  }

  /// A verb joining a part to its share ("made up", "is").
  var hasShareVerb: Bool { hasWord(startingAny: Words.shareWords) }

  /// A verb stating a value ("were", "stood at"), and a digit for the value.
  var hasStatedValue: Bool { hasDigit && hasWord(startingAny: Words.beWords) }

  /// A countable noun ("lines", "bars").
  var hasCountable: Bool { contains(any: Self.countablePhrases) }
}
