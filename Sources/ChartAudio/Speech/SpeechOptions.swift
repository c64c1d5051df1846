/// How speech sounds: voice, speed and pitch.
public struct SpeechOptions: Hashable, Sendable {
  /// The accepted speaking rates, in words per minute (eSpeak NG's `espeakRATE_MINIMUM` to
  /// `espeakRATE_MAXIMUM`).
  public static let rateRange: ClosedRange<Int> = 80...450
  /// The accepted pitches, 0–100 (50 is the voice's normal pitch).
  public static let pitchRange: ClosedRange<Int> = 0...100

  /// An eSpeak NG voice or language name.
  ///
  /// Such as `en-us`, `en-gb`, `de`, or `en-us+f3` for a variant. Default value: `en-us`.
  public var voice: String
  /// The speaking rate, in words per minute, 80–450.
  ///
  /// Default value: 175.
  public var rateWordsPerMinute: Int
  /// The pitch, 0–100, 50 normal.
  ///
  /// Default value: 50.
  public var pitch: Int

  /// Creates options.
  ///
  /// - Precondition: `rateWordsPerMinute` is in ``rateRange`` and `pitch` in ``pitchRange``.
  public init(voice: String = "en-us", rateWordsPerMinute: Int = 175, pitch: Int = 50) {
    precondition(Self.rateRange.contains(rateWordsPerMinute), "rate must be 80–450 wpm")
    precondition(Self.pitchRange.contains(pitch), "pitch must be 0–100")
    self.voice = voice
    self.rateWordsPerMinute = rateWordsPerMinute
    self.pitch = pitch
  }
}
