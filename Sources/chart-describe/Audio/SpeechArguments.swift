import ChartA11y
import ChartAudio

/// The speech options shared by `narrate` and `explore`: eSpeak NG's voice, rate and pitch.
enum SpeechArguments {
  static let options: [CommandSpec.Option] = [
    .init(
      name: "voice", short: nil, valueName: "voice",
      help: "An eSpeak NG voice or language, such as en-gb, de or en-us+f3.",
      defaultValue: "en-us"),
    .init(
      name: "rate", short: nil, valueName: "wpm",
      help: "Speaking rate in words per minute, 80-450.",
      defaultValue: "175"),
    .init(
      name: "pitch", short: nil, valueName: "pitch",
      help: "Voice pitch, 0-100; 50 is the voice's own.", defaultValue: "50"),
  ]

  /// Reads and checks the options.
  ///
  /// - Throws: ``UsageError`` for a rate outside 80–450 words per minute, a pitch outside
  ///   0–100 or an empty voice.
  static func options(_ scanner: ArgumentScanner, spec: CommandSpec) throws(UsageError)
    -> SpeechOptions
  {
    let rate = try scanner.value("rate", as: Int.self, spec: spec) ?? 175
    guard SpeechOptions.rateRange.contains(rate) else {
      throw scanner.usageError(
        "'--rate' must be 80 to 450 words per minute, not \(rate)", spec: spec)
    }
    let voice = scanner.options["voice"] ?? "en-us"
    guard !voice.isEmpty else { throw scanner.usageError("'--voice' is empty", spec: spec) }
    let pitch = try scanner.value("pitch", as: Int.self, spec: spec) ?? 50
    guard SpeechOptions.pitchRange.contains(pitch) else {
      throw scanner.usageError("'--pitch' must be 0 to 100, not \(pitch)", spec: spec)
    }
    return SpeechOptions(voice: voice, rateWordsPerMinute: rate, pitch: pitch)
  }
}
