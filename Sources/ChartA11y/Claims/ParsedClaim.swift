/// A claim with the words it was read from.
public struct ParsedClaim: Hashable, Sendable {
  /// The claim.
  public var claim: ChartClaim
  /// The sentence or clause it was read from, as written (whitespace collapsed), to quote.
  public var quote: String

  /// Creates a parsed claim.
  public init(claim: ChartClaim, quote: String) {
    self.claim = claim
    self.quote = quote
  }
}

/// Reads the claims a text makes about a chart, in one language.
///
/// A parser reads text into ``ChartClaim``s without seeing the chart; what it cannot read
/// with certainty it leaves out (a claim it cannot parse is never guessed). Checking is
/// ``ClaimChecker``'s, wording the contradicting fact ``ClaimFactWording``'s, so a new
/// language is one new parser (`Claims/<Language>/`) listed in ``ClaimLanguage``.
public protocol ClaimParser: Sendable {
  /// The claims of a text, in reading order.
  ///
  /// - Parameter text: Alt text, a caption or a description, of any length.
  /// - Returns: The claims read with certainty; empty when none.
  /// - Complexity: O(*n*) in the length of the text, per pattern.
  func claims(in text: String) -> [ParsedClaim]
}

/// The languages claims can be read in, each with its parser.
public enum ClaimLanguage: String, CaseIterable, Sendable {
  /// English.
  case english = "en"

  /// The language's parser.
  public var parser: any ClaimParser {
    switch self {
    case .english: return EnglishClaimParser()
    }
  }
}
