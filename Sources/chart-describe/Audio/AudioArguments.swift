import ChartA11y
import ChartAudio
import ChartModel

/// The output formats of `sonify`.
enum SonifyFormat: String, CaseIterable, ArgumentValue {
  case audio, json, text
}

extension SonificationSpec.PitchScale: ArgumentValue {}

extension SonificationOptions.PitchScope: ArgumentValue {}

/// A pitch range written `low-high` in Hz, such as `130.81-1046.5`.
extension SonificationOptions.PitchRange: ArgumentValue {
  init?(argument: String) {
    let parts = argument.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let low = Double(parts[0]), let high = Double(parts[1]),
      let range = try? Self(lowHz: low, highHz: high)
    else { return nil }
    self = range
  }

  static var allValueStrings: [String] { [] }

  /// The range's own error for two numbers that do not rise within the audible range, or the
  /// form `low-high` when the text is not two numbers.
  static func invalidReason(_ argument: String) -> String? {
    let parts = argument.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let low = Double(parts[0]), let high = Double(parts[1]) else {
      return "expected two frequencies in Hz as low-high, such as 130.81-1046.5"
    }
    do throws(SonificationOptions.InvalidValue) {
      _ = try Self(lowHz: low, highHz: high)
      return nil
    } catch {
      return error.description
    }
  }

  var argumentText: String? {
    "\(lowHz.argumentText ?? "")-\(highHz.argumentText ?? "")"
  }
}

/// Options shared by `sonify` and `narrate` (and the pitch options by `explore`): the output
/// and the audio graph's settings, which override the chart's own `sonification` settings.
struct AudioArguments {
  /// The options' keys, each declared once; the defaults help shows are the library's
  /// (`SonificationOptions()`), which apply when neither the option nor the chart sets one.
  enum Key {
    static let output = OptionKey<String?>(
      name: "output", short: "o", valueName: "path",
      help: "Write to this file (.wav, .flac or .ogg), replaced only when complete.",
      defaultValue: nil)
    static let play = FlagKey(name: "play", help: "Play through the default audio device.")
    static let pitchRange = OptionKey(
      name: "pitch-range", valueName: "low-high",
      help: "Frequencies of the lowest and highest value, in Hz, within 20-4186.",
      defaultValue: SonificationOptions().pitchRange)
    static let scale = OptionKey(
      name: "scale", valueName: "scale", help: "How values map to pitch.",
      defaultValue: SonificationOptions().pitchScale)
    static let pitchScope = OptionKey(
      name: "pitch-scope", valueName: "scope",
      help: "Map pitch over the chart's range or each series' own.",
      defaultValue: SonificationOptions().pitchScope)
    static let duration = OptionKey(
      name: "duration", valueName: "seconds",
      help: "The longest one series plays; longer series are grouped.",
      defaultValue: SonificationOptions().seriesDurationSeconds)
    static let together = FlagKey(name: "together", help: "Play all series at once.")
    static let maximumSeries = OptionKey(
      name: "max-series", valueName: "count",
      help: "How many series play one by one; the rest play after them as one band "
        + "(their median as pitch, louder where they spread wider).",
      defaultValue: SonificationOptions().maximumDetailedSeries)
  }

  /// Every audio option, for `sonify` and `narrate`.
  static let keys: [any OptionDeclaration] = [
    Key.output, Key.play, Key.pitchRange, Key.scale, Key.pitchScope, Key.duration, Key.together,
    Key.maximumSeries,
  ]
  /// The pitch options alone, for `explore` (read with ``init(pitchOnly:)``).
  static let pitchKeys: [any OptionDeclaration] = [Key.pitchRange, Key.scale, Key.pitchScope]

  var pitchRange: SonificationOptions.PitchRange?
  var scale: SonificationSpec.PitchScale?
  var pitchScope: SonificationOptions.PitchScope?
  var seriesDuration: SonificationOptions.PositiveDuration?
  var together = false
  /// How many series play one by one (`--max-series`); the rest play as one band.
  var maximumSeries = SonificationOptions().maximumDetailedSeries
  var play = false
  var output: String?

  /// Reads every option of ``keys``.
  ///
  /// - Throws: ``UsageError`` for an invalid value, a duration outside 0.5–3,600 seconds, a
  ///   negative `--max-series`, or `--play` with `-o`.
  init(_ scanner: ArgumentScanner, spec: CommandSpec) throws(UsageError) {
    try self.init(pitchOnly: scanner)
    if let seconds = try scanner.given(Key.duration) {
      guard (0.5...SonificationSpec.maximumDurationSeconds).contains(seconds),
        let duration = try? SonificationOptions.PositiveDuration(seconds: seconds)
      else { throw scanner.usageError("'--duration' must be 0.5 to 3600 seconds", spec: spec) }
      seriesDuration = duration
    }
    together = scanner[Key.together]
    maximumSeries = try scanner.count(Key.maximumSeries, spec: spec)
    play = scanner[Key.play]
    output = try scanner[Key.output]
    if play, output != nil {
      throw scanner.usageError("'--play' and '-o' cannot be used together", spec: spec)
    }
  }

  /// Reads only the options of ``pitchKeys``; the others keep the chart's settings.
  ///
  /// - Throws: ``UsageError`` for an invalid pitch range, scale or scope.
  init(pitchOnly scanner: ArgumentScanner) throws(UsageError) {
    pitchRange = try scanner.given(Key.pitchRange)
    scale = try scanner.given(Key.scale)
    pitchScope = try scanner.given(Key.pitchScope)
  }

  /// Checks that an audio output path has a supported extension.
  func checkAudioPath(_ scanner: ArgumentScanner, spec: CommandSpec) throws(UsageError) {
    guard let output, output != "-" else { return }
    do {
      _ = try AudioFileFormat(path: output)
    } catch {
      throw scanner.usageError(error.description, spec: spec)
    }
  }

  /// The chart's own settings with these options applied over them.
  func sonificationOptions(for chart: ChartSpec) -> SonificationOptions {
    var options = SonificationOptions(spec: chart.sonification)
    if let pitchRange { options.pitchRange = pitchRange }
    if let scale { options.pitchScale = scale }
    if let pitchScope { options.pitchScope = pitchScope }
    if let seriesDuration { options.seriesDuration = seriesDuration }
    if together { options.arrangement = .simultaneous }
    options.maximumDetailedSeries = maximumSeries
    return options
  }

  /// Where audio goes: the file, the speakers, or standard output.
  var destination: AudioDestination {
    if play { return .speakers }
    if let output, output != "-" { return .file(output) }
    return .standardOutput
  }
}
