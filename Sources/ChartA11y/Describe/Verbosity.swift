/// How much a description or a narration says: the preset a listener or reader chooses
/// (`--level brief|standard|detailed`).
///
/// Studies of blind readers (Lundgard & Satyanarayan, IEEE TVCG 2022; Jones et al., CHI '24)
/// ask for the statistical and trend content first, as little speech as possible once the gist
/// is given, and the reader in control of how much is said:
///
/// - ``brief``: one sentence, what is measured over what, the main extreme and the overall
///   direction (``Takeaway``); a narration speaks it and plays no tones.
/// - ``standard``: the title, the axes and the takeaway, then (in a narration) the tones with
///   their cues; statistics in plain words ("a clear rise", "no clear trend"), no test names
///   or p-values.
/// - ``detailed``: everything, statistics with their tests ("Mann–Kendall: τ = 0.857,
///   p = 0.004").
///
/// The numbered levels of earlier versions read as presets: 1 is brief, 2 standard, 3
/// detailed (``init(levelNumber:)``).
public enum Verbosity: String, CaseIterable, Codable, Sendable {
  /// One sentence.
  case brief
  /// Title, axes, takeaway, the series in plain words; the default.
  case standard
  /// Everything, with the statistical tests.
  case detailed

  /// The preset a numbered level 1–3 stands for, or `nil` for any other number.
  ///
  /// - Complexity: O(1).
  public init?(levelNumber: Int) {
    switch levelNumber {
    case 1: self = .brief
    case 2: self = .standard
    case 3: self = .detailed
    default: return nil
    }
  }

  /// Whether statistics are stated with their tests (test names, τ, p-values, α).
  public var statesTests: Bool {
    switch self {
    case .brief, .standard: false
    case .detailed: true
    }
  }
}
