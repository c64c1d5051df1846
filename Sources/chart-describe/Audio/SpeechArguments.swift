import ChartA11y
import ChartAudio

/// The speech options shared by `narrate` and `explore`: eSpeak NG's voice, rate and pitch.
enum SpeechArguments {
  /// The options' keys, each declared once; the defaults are the library's
  /// (`SpeechOptions()`).
  enum Key {
    static let voice = OptionKey(
      name: "voice", valueName: "voice",
      help: "An eSpeak NG voice or language, such as en-gb, de or en-us+f3.",
      defaultValue: SpeechOptions().voice)
    static let rate = OptionKey(
      name: "rate", valueName: "wpm", help: "Speaking rate in words per minute, 80-450.",
      defaultValue: SpeechOptions().rateWordsPerMinute)
    static let pitch = OptionKey(
      name: "pitch", valueName: "pitch", help: "Voice pitch, 0-100; 50 is the voice's own.",
      defaultValue: SpeechOptions().pitch)
  }

  /// The options, for a command's `CommandSpec`.
  static let keys: [any OptionDeclaration] = [Key.voice, Key.rate, Key.pitch]

  /// Reads and checks the options.
  ///
  /// - Throws: ``UsageError`` for a rate outside 80–450 words per minute, a pitch outside
  ///   0–100 or an empty voice.
  static func options(_ scanner: ArgumentScanner, spec: CommandSpec) throws(UsageError)
    -> SpeechOptions
  {
    let rate = try scanner[Key.rate]
    guard SpeechOptions.rateRange.contains(rate) else {
      throw scanner.usageError(
        "'--rate' must be 80 to 450 words per minute, not \(rate)", spec: spec)
    }
    let voice = try scanner[Key.voice]
    guard !voice.isEmpty else { throw scanner.usageError("'--voice' is empty", spec: spec) }
    let pitch = try scanner[Key.pitch]
    guard SpeechOptions.pitchRange.contains(pitch) else {
      throw scanner.usageError("'--pitch' must be 0 to 100, not \(pitch)", spec: spec)
    }
    do throws(SpeechOptions.InvalidValue) {
      return try SpeechOptions(voice: voice, rateWordsPerMinute: rate, pitch: pitch)
    } catch {
      throw scanner.usageError(error.description, spec: spec)
    }
  }
}
