import Foundation

/// Reads claims from English text: sentences, then clauses, each matched whole against the
/// patterns of ``EnglishClaimPatterns``.
///
/// A clause that no pattern matches whole is left unread, so a sentence the parser does not
/// understand is never half-read into a wrong claim. A clause without a subject ("then fell
/// after 2007") takes the sentence's first subject; a "then" clause without a span starts
/// where the clause before it ended ("rose until 2007, then fell").
///
///     EnglishClaimParser().claims(in: "Sales rose every quarter.")
///     // [ParsedClaim(claim: .change(.rises, span: .whole, pace: .everyStep(.quarter)), quote: "Sales rose every quarter")]
public struct EnglishClaimParser: ClaimParser {
  /// Creates the parser.
  public init() {}

  /// The claims of a text, in reading order (see ``ClaimParser/claims(in:)``).
  ///
  /// - Complexity: O(*n*) in the length of the text, times the number of patterns.
  public func claims(in text: String) -> [ParsedClaim] {
    Self.sentences(of: text).flatMap(Self.claims(inSentence:))
  }

  /// The sentences of a text: split after `.`, `!`, `?` and `;` followed by a space (so
  /// "4.5" stays whole), whitespace collapsed.
  ///
  /// - Returns: The sentences without their final punctuation.
  public static func sentences(of text: String) -> [String] {
    let collapsed = text.replacingOccurrences(of: "’", with: "'")
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    var sentences: [String] = []
    var current = ""
    for character in collapsed {
      if character == " ", let last = current.last, ".!?;".contains(last) {
        sentences.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    sentences.append(current)
    return sentences.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " .!?;")) }
      .filter { !$0.isEmpty }
  }

  /// The claims of one sentence, clause by clause.
  private static func claims(inSentence written: String) -> [ParsedClaim] {
    let sentence = withoutChartPrefix(written)
    var context = EnglishClaimPatterns.Context()
    var result: [ParsedClaim] = []
    for (index, clause) in clauses(of: sentence).enumerated() {
      context.isContinuation = index > 0
      let claims = claims(inClause: clause, context: &context)
      // A clause is quoted with the sentence, so the reader sees it in its place.
      result += claims.map { ParsedClaim(claim: $0, quote: written) }
    }
    return result
  }

  /// The claims of a clause: of its parts joined by "and" when every part reads as a claim,
  /// else of the clause read whole.
  ///
  /// "Sales rose in 2020 and fell in 2021" is two claims, the second part taking the first's
  /// subject. A clause in which "and" joins names ("coal and gas
  /// rose") or ends a span ("between 2000 and 2010") has a part that reads as nothing, so it
  /// is read whole.
  ///
  /// - Complexity: O(2^*a*) pattern matches for *a* "and"s, at most ``maximumAnds``; a clause
  ///   with more is read whole.
  private static func claims(
    inClause clause: String, context: inout EnglishClaimPatterns.Context
  ) -> [ChartClaim] {
    let words = clause.split(separator: " ")
    let ands = words.indices.dropFirst().dropLast().filter { words[$0] == "and" }
    if (1...maximumAnds).contains(ands.count),
      let parts = claims(joinedBy: ands, in: words[...], context: context)
    {
      context = parts.context
      return parts.claims
    }
    return EnglishClaimPatterns.claims(in: clause, context: &context)
  }

  /// The most "and"s a clause is split at; beyond, it is read whole.
  static let maximumAnds = 4

  /// The claims of the parts of `words` between some of the "and"s at `ands`, when every
  /// part reads as a claim; `nil` otherwise.
  private static func claims(
    joinedBy ands: [Int], in words: ArraySlice<Substring>,
    context: EnglishClaimPatterns.Context
  ) -> (claims: [ChartClaim], context: EnglishClaimPatterns.Context)? {
    for (position, index) in ands.enumerated() {
      var trial = context
      let left = EnglishClaimPatterns.claims(
        in: words[words.startIndex..<index].joined(separator: " "), context: &trial)
      guard !left.isEmpty else { continue }
      trial.isContinuation = true
      let rest = words[(index + 1)...]
      if let right = claims(joinedBy: Array(ands[(position + 1)...]), in: rest, context: trial) {
        return (left + right.claims, right.context)
      }
      var whole = trial
      let restWhole = EnglishClaimPatterns.claims(
        in: rest.joined(separator: " "), context: &whole)
      if !restWhole.isEmpty { return (left + restWhole, whole) }
    }
    return nil
  }

  /// The words that join clauses: "then", "but", "while", "whereas", "and then"; "and"
  /// and "but" after a comma.
  private static let joiningWords: Set<Substring> = ["then", "but", "while", "whereas"]

  /// The clauses of a sentence (whitespace collapsed), split at its joining words, the comma
  /// before one dropped.
  ///
  /// - Complexity: O(*n*) in the sentence's length.
  public static func clauses(of sentence: String) -> [String] {
    let words = sentence.split(separator: " ")
    var clauses: [String] = []
    var current: [Substring] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      let previousHasComma = current.last?.hasSuffix(",") == true
      var joinLength = 0
      if !current.isEmpty && index + 1 < words.count {
        if joiningWords.contains(word) {
          joinLength = 1
        } else if word == "and" && words[index + 1] == "then" && index + 2 < words.count {
          joinLength = 2
        } else if previousHasComma && (word == "and" || word == "but") {
          joinLength = 1
        }
      }
      guard joinLength > 0 else {
        current.append(word)
        index += 1
        continue
      }
      if previousHasComma, let last = current.popLast() { current.append(last.dropLast()) }
      clauses.append(current.joined(separator: " "))
      // The word after a joining word starts the next clause, whatever it is.
      current = [words[index + joinLength]]
      index += joinLength + 1
    }
    if !current.isEmpty { clauses.append(current.joined(separator: " ")) }
    return clauses
  }

  /// Words that name a kind of chart, in a sentence's leading label ("Line chart:").
  private static let chartNouns: Set<String> = [
    "chart", "graph", "plot", "diagram", "figure", "histogram", "heatmap", "map",
  ]

  /// A sentence without a leading label naming the chart.
  ///
  /// A label ("Line chart:", "Bar chart of sales by region:") says what the chart is, not
  /// what its data does: the claims start after it. A colon in anything else (a time, "Note: …") is kept.
  public static func withoutChartPrefix(_ sentence: String) -> String {
    guard let colon = sentence.firstIndex(of: ":") else { return sentence }
    let label = sentence[..<colon].lowercased().split(separator: " ")
    let rest = sentence[sentence.index(after: colon)...].drop { $0 == " " }
    guard (1...12).contains(label.count), !rest.isEmpty,
      label.contains(where: { chartNouns.contains(String($0)) })
    else { return sentence }
    return String(rest)
  }
}
