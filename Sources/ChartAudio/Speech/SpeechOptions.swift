/// How speech sounds: voice, speed and pitch.
///
/// Every value is valid by construction, like `SonificationOptions`: the rate is a ``Rate``
/// and the pitch a ``VoicePitch``, whose initialisers throw ``InvalidValue`` for a value eSpeak
/// NG does not accept, and the voice is never empty.
///
///     var options = SpeechOptions()
///     options.rate = try .init(wordsPerMinute: 220)
///     options = try SpeechOptions(voice: "de", rateWordsPerMinute: 160, pitch: 40)
public struct SpeechOptions: Hashable, Sendable {
  /// The accepted speaking rates, in words per minute (eSpeak NG's `espeakRATE_MINIMUM` to
  /// `espeakRATE_MAXIMUM`).
  public static let rateRange: ClosedRange<Int> = 80...450
  /// The accepted pitches, 0–100 (50 is the voice's normal pitch).
  public static let pitchRange: ClosedRange<Int> = 0...100

  /// A value the options refuse.
  public enum InvalidValue: Error, Hashable, Sendable, CustomStringConvertible {
    /// A rate outside ``SpeechOptions/rateRange``, in words per minute.
    case rate(Int)
    /// A pitch outside ``SpeechOptions/pitchRange``.
    case pitch(Int)
    /// An empty voice name.
    case emptyVoice

    /// The message, lowercase, without a final period.
    public var description: String {
      switch self {
      case .rate(let rate): return "the rate must be 80 to 450 words per minute, not \(rate)"
      case .pitch(let pitch): return "the pitch must be 0 to 100, not \(pitch)"
      case .emptyVoice: return "the voice is empty"
      }
    }
  }

  /// A speaking rate in ``SpeechOptions/rateRange``, in words per minute.
  public struct Rate: Hashable, Sendable {
    /// Words per minute, 80–450.
    public let wordsPerMinute: Int
    /// 175 words per minute, eSpeak NG's default.
    public static let standard = Rate(checked: 175)

    /// Creates a rate.
    ///
    /// - Throws: ``InvalidValue/rate(_:)`` outside 80–450.
    public init(wordsPerMinute: Int) throws(InvalidValue) {
      guard SpeechOptions.rateRange.contains(wordsPerMinute) else {
        throw .rate(wordsPerMinute)
      }
      self.init(checked: wordsPerMinute)
    }

    private init(checked: Int) { wordsPerMinute = checked }
  }

  /// A voice pitch in ``SpeechOptions/pitchRange``: 0–100, 50 the voice's own.
  public struct VoicePitch: Hashable, Sendable {
    /// The pitch, 0–100.
    public let value: Int
    /// 50, the voice's own pitch.
    public static let standard = VoicePitch(checked: 50)

    /// Creates a pitch.
    ///
    /// - Throws: ``InvalidValue/pitch(_:)`` outside 0–100.
    public init(_ value: Int) throws(InvalidValue) {
      guard SpeechOptions.pitchRange.contains(value) else { throw .pitch(value) }
      self.init(checked: value)
    }

    private init(checked: Int) { value = checked }
  }

  /// An eSpeak NG voice or language name, never empty.
  ///
  /// Such as `en-us`, `en-gb`, `de`, or `en-us+f3` for a variant. Default value: `en-us`.
  public private(set) var voice: String
  /// The speaking rate.
  ///
  /// Default value: ``Rate/standard``, 175 words per minute.
  public var rate: Rate
  /// The pitch.
  ///
  /// Default value: ``VoicePitch/standard``, 50.
  public var voicePitch: VoicePitch

  /// ``rate``, in words per minute.
  public var rateWordsPerMinute: Int { rate.wordsPerMinute }
  /// ``voicePitch``, 0–100.
  public var pitch: Int { voicePitch.value }

  /// Creates options from checked values.
  public init(rate: Rate = .standard, voicePitch: VoicePitch = .standard) {
    self.voice = "en-us"
    self.rate = rate
    self.voicePitch = voicePitch
  }

  /// Creates options, checking each value.
  ///
  /// - Throws: ``InvalidValue`` for an empty voice, a rate outside 80–450 words per minute or
  ///   a pitch outside 0–100.
  public init(voice: String, rateWordsPerMinute: Int = 175, pitch: Int = 50)
    throws(InvalidValue)
  {
    self.init(rate: try Rate(wordsPerMinute: rateWordsPerMinute), voicePitch: try VoicePitch(pitch))
    try setVoice(voice)
  }

  /// Sets the voice.
  ///
  /// - Throws: ``InvalidValue/emptyVoice`` for an empty name (an unknown one is refused by
  ///   the engine when it speaks, ``SpeechError``).
  public mutating func setVoice(_ name: String) throws(InvalidValue) {
    guard !name.isEmpty else { throw .emptyVoice }
    voice = name
  }
}
