/// What the explorer says and plays after an action.
public struct ExploreResponse: Hashable, Sendable {
  /// What to hear alongside the text.
  public enum Sound: Hashable, Sendable {
    /// One short tone for the point: pitch by value, pan by position.
    case point(ToneEvent)
    /// The edge of the series was reached: a soft click.
    case boundary(ToneEvent)
    /// The whole current series, as in `sonify`: the score and its section.
    case series(SonificationScore, SonificationScore.Section)
  }

  /// The text to print or speak: plain text, untrusted labels not yet escaped for any
  /// medium.
  public var text: String
  /// The sound, or `nil` for none.
  public var sound: Sound?
  /// The current series' braille graph with the current point marked, after a move.
  ///
  /// After a move (or "where am I"), the current series' braille graph with the current
  /// point's cell marked (``BrailleGraph``, docs/braille.md), one line for a refreshable
  /// display; `nil` for readings that do not move. Holds the series' name (untrusted).
  public var braille: String?

  /// Creates a response.
  public init(text: String, sound: Sound? = nil, braille: String? = nil) {
    self.text = text
    self.sound = sound
    self.braille = braille
  }
}
