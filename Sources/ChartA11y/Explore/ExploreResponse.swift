/// What the explorer says and plays after an action.
public struct ExploreResponse: Hashable, Sendable {
  /// What to hear alongside the text.
  public enum Sound: Hashable, Sendable {
    /// One short tone for the point: pitch by value, pan by position.
    case point(ToneEvent)
    /// The edge of the series was reached: a soft click.
    case boundary(ToneEvent)
    /// The current series, as in `sonify`: its section of the score, from a point on, at a
    /// speed.
    case series(SeriesPlay)
    /// Stop what plays and keep where it stopped, to resume.
    case pause
    /// Go on playing where it stopped (after a pause, or at once on a change of speed), at
    /// this speed.
    case resume(speed: Double)
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
