import ChartA11y
import ChartAudio
import ChartModel

/// `chart-describe narrate`: the chart spoken and played, as one audio file or live.
struct NarrateCommand: Command {
  static let spec = CommandSpec(
    name: "narrate",
    abstract: "Hear a chart: its description spoken, then each series' tones.",
    discussion: """
      \(ChartInputOptions.sameInputsAsDescribe)
      Speaks with eSpeak NG the title, what is measured over what and the takeaway,
      then the pitch mapping, each series' name and cues and its tones (see
      'chart-describe sonify --help'), then the details. --level brief speaks one
      sentence and plays no tones; --level detailed adds each series' statistics
      with their tests (1, 2, 3 are read as brief, standard, detailed). --parts
      chooses the parts and their order, from title, axes, takeaway, tones and
      details; the configuration file's [narrate] section can save both
      (docs/configuration.md). Without -o or --play, plays when
      standard output is a terminal and writes WAV to it otherwise. --script
      prints what would be spoken instead, one line per part (the words as
      heard, or with --script-format ssml the documents eSpeak NG is given),
      with the tones, notes and pauses in brackets. Without
      <input>, narrates the bundled ridgeline chart of US baby names, 1880-2017.
      Played live with keys from a terminal: Space or W pauses and resumes,
      Right or N skips to the next part, Left or R plays the part again, Q,
      Escape or Ctrl-C stops.
      For braille readers (and deafblind readers, who cannot hear the tones),
      'describe --format braille' draws each series as Unicode braille for a
      refreshable display and 'describe --format brf' writes the description as
      a Braille Ready Format file for an embosser (docs/braille.md).
      """,
    arguments: [ChartInputOptions.inputArgument(isRequired: false)],
    options: AudioArguments.keys + SpeechArguments.keys
      + [Key.level, Key.order, Key.script, Key.scriptFormat, ConfigurationArguments.noConfig]
      + ChartInputOptions.keys,
    exitStatuses: CommandSpec.exitStatuses([
      .init(
        status: .serviceUnavailable, meaning: "Speech engine, voice or audio device unavailable."),
      .init(status: .configuration, meaning: "The configuration file has a bad line."),
    ]))

  /// The options' keys, each declared once with its default.
  enum Key {
    static let level = OptionKey<Verbosity?>(
      name: "level", valueName: "level", help: "How much is said.", defaultValue: nil,
      helpDefault: .text("the configuration file's, else standard"))
    static let order = OptionKey<[NarrationPart]?>(
      name: "parts", valueName: "parts",
      help: "The parts spoken, in order, separated by commas (parts: "
        + NarrationPart.allCases.map(\.rawValue).joined(separator: ", ") + ").",
      defaultValue: nil,
      helpDefault: .text(
        "the configuration file's, else "
          + NarrationPart.standardOrder.map(\.rawValue).joined(separator: ",")))
    static let script = FlagKey(
      name: "script", help: "Print what would be spoken and played, instead of audio.")
    static let scriptFormat = OptionKey(
      name: "script-format", valueName: "format",
      help: "With --script, the words as heard (text) or the SSML spoken.",
      defaultValue: NarrationTranscript.Format.text)
  }

  var input: InputSource
  var audio: AudioArguments
  var speech: SpeechOptions
  /// `--level`, or `nil` for the configuration file's (else standard).
  var level: Verbosity?
  /// `--parts`, or `nil` for the configuration file's (else the standard order).
  var order: [NarrationPart]?
  /// Whether `--no-config` was given.
  var ignoresConfiguration: Bool
  /// The transcript's format with `--script`, else `nil` (audio).
  var scriptFormat: NarrationTranscript.Format?
  var inputOptions: ChartInputOptions

  init(_ arguments: [String]) throws(UsageError) {
    let spec = Self.spec
    let scanner = try ArgumentScanner(arguments, spec: spec)
    input = try scanner.input(spec: spec)
    audio = try AudioArguments(scanner, spec: spec)
    if scanner[Key.script] {
      scriptFormat = try scanner[Key.scriptFormat]
      if audio.play {
        throw scanner.usageError("'--play' cannot be used with '--script'", spec: spec)
      }
    } else {
      try audio.checkAudioPath(scanner, spec: spec)
    }
    speech = try SpeechArguments.options(scanner, spec: spec)
    level = try scanner[Key.level]
    order = try scanner[Key.order]
    ignoresConfiguration = scanner[ConfigurationArguments.noConfig]
    inputOptions = try ChartInputOptions(scanner, spec: spec)
  }

  var inputName: String? { input.displayName }

  func run(_ io: inout TerminalIO) throws -> ExitStatus {
    let configuration = try ConfigurationArguments.configuration(
      ignored: ignoresConfiguration, io: io)
    let document = try input.loadDocument(io: &io, options: inputOptions)
    let analysis = ChartAnalysis(try AccessibleChart(document))
    try SpeechSynthesizer.shared.checkSynchronously(voice: speech.voice)
    let options = audio.sonificationOptions(for: document.spec)
    let score = ScoreComposer.compose(analysis, options: options)
    try score.checkLength()
    let script = NarrationScript(
      analysis: analysis, score: score,
      verbosity: level ?? configuration.narrateLevel ?? .standard,
      order: order ?? configuration.narrateOrder ?? NarrationPart.standardOrder,
      maximumDetailedSeries: options.maximumDetailedSeries)
    if script.shortenedSentenceCount > 0 {
      io.diagnose(
        input.displayName, nil, severity: "warning",
        "\(script.shortenedSentenceCount) sentence(s) longer than "
          + "\(NarrationScript.maximumSpokenCharacters) characters were cut short for speech")
    }
    if let scriptFormat {
      let language = try SpeechSynthesizer.shared.languageSynchronously(voice: speech.voice)
      try OutputTarget(argument: audio.output).write(
        NarrationTranscript.render(script, format: scriptFormat, language: language), io: &io)
      return .success
    }
    let narrator = Narrator(speech: speech)
    var destination = audio.destination
    if destination == .standardOutput, io.isOutputTerminal { destination = .speakers }
    // Played live from a terminal, keys control it (NarrationKeys).
    let keys = destination == .speakers && io.isInputTerminal ? NarrationKeys() : nil
    defer { keys?.finish() }
    try destination.withSink(io: &io) { sink in
      if let keys {
        _ = try narrator.render(script, into: sink, control: keys.control)
      } else {
        _ = try narrator.render(script, into: sink)
      }
    }
    return .success
  }
}
