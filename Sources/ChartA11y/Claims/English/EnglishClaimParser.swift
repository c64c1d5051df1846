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
  private static func claims(inSentence sentence: String) -> [ParsedClaim] {
    let clauses = sentence.split(
      separator: /,?\s+(?:and\s+then|then|but|while|whereas)\s+|,\s+(?:and|but)\s+/
    )
    .map(String.init)
    var context = EnglishClaimPatterns.Context()
    var result: [ParsedClaim] = []
    for (index, clause) in clauses.enumerated() {
      context.isContinuation = index > 0
      let claims = EnglishClaimPatterns.claims(in: clause, context: &context)
      // A clause is quoted with the sentence, so the reader sees it in its place.
      result += claims.map { ParsedClaim(claim: $0, quote: sentence) }
    }
    return result
  }
}
