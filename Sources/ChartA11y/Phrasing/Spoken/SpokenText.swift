/// A sentence as a listener should hear it: words, and labels to spell letter by letter.
///
/// ``SpokenEnglish/render(_:)`` writes it from display text; ``SpeechMarkup`` turns it into
/// SSML (each piece escaped by the one XML escaper, spelled pieces inside
/// `<say-as interpret-as="characters">`).
public struct SpokenText: Hashable, Sendable {
  /// One stretch of the sentence.
  public enum Piece: Hashable, Sendable {
    /// Words to read as words.
    case words(String)
    /// A label to spell letter by letter, such as a ticker ("AAPL").
    case characters(String)
  }

  /// The pieces, in order.
  public var pieces: [Piece]

  /// Creates spoken text from its pieces.
  public init(_ pieces: [Piece]) {
    self.pieces = pieces
  }

  /// The text with spelled labels written letter by letter ("A A P L"): what a listener
  /// hears, for tests and logs.
  ///
  /// - Complexity: O(*n*).
  public var plain: String {
    pieces.map { piece in
      switch piece {
      case .words(let words): words
      case .characters(let letters): letters.map(String.init).joined(separator: " ")
      }
    }.joined()
  }
}
