import ChartA11y
import ChartAudio
import ChartModel

/// `chart-describe sonify`: the chart as an audio graph, or its score as JSON or text.
struct SonifyCommand: Command {
  static let spec = CommandSpec(
    name: "sonify",
    abstract: "Hear a chart as an audio graph: value as pitch, x as time and pan.",
    discussion: """
      \(ChartInputOptions.sameInputsAsDescribe)
      Lines and areas glide; bars and points are notes; box plots are fast rising
      arpeggios. Series play one after another (--together: at once); missing
      positions are silent with a soft click; values below zero have their own
      timbre and crossing zero ticks; reference lines are heard first. A series
      plays for at most --duration seconds; longer ones are grouped, each group
      playing its lowest and highest point. Past --max-series series, the rest
      play after them as one band, its pitch their median at each position and
      louder where they spread wider. The chart's 'sonification' settings
      are the defaults. Audio is 44.1 kHz stereo: 16-bit WAV, FLAC or Ogg Vorbis
      by the -o extension, or WAV on standard output when it is not a terminal.
      --format json prints every event (seconds, Hz, pan -1 to 1, series, x,
      value).
      """,
    arguments: [ChartInputOptions.inputArgument(isRequired: true)],
    options: [Key.format] + AudioArguments.keys + ChartInputOptions.keys,
    exitStatuses: CommandSpec.exitStatuses([
      .init(status: .serviceUnavailable, meaning: "No audio device for --play.")
    ]))

  /// The options' keys, each declared once with its default.
  enum Key {
    static let format = OptionKey(
      name: "format", valueName: "format", help: "Audio, or the score as JSON or text.",
      defaultValue: SonifyFormat.audio)
  }

  var input: InputSource
  var format: SonifyFormat
  var audio: AudioArguments
  var inputOptions: ChartInputOptions

  init(_ arguments: [String]) throws(UsageError) {
    let spec = Self.spec
    let scanner = try ArgumentScanner(arguments, spec: spec)
    input = try scanner.input(spec: spec)
    format = try scanner[Key.format]
    audio = try AudioArguments(scanner, spec: spec)
    if format == .audio {
      try audio.checkAudioPath(scanner, spec: spec)
    } else if audio.play {
      throw scanner.usageError("'--play' needs '--format audio'", spec: spec)
    }
    inputOptions = try ChartInputOptions(scanner, spec: spec)
  }

  var inputName: String? { input.displayName }

  func run(_ io: inout TerminalIO) throws -> ExitStatus {
    if format == .audio, audio.destination == .standardOutput, io.isOutputTerminal {
      throw UsageError(
        "refusing to write audio to a terminal; pass -o <file.wav>, --play or --format json",
        command: Self.spec.qualifiedName)
    }
    let document = try input.loadDocument(io: &io, options: inputOptions)
    let analysis = ChartAnalysis(try AccessibleChart(document))
    let score = ScoreComposer.compose(
      analysis, options: audio.sonificationOptions(for: document.spec))
    let axis = analysis.chart.independentAxisDescriptor
    switch format {
    case .json:
      try OutputTarget(argument: audio.output).write(
        try ScoreJSONRenderer.render(score, xAxis: axis), io: &io)
    case .text:
      try OutputTarget(argument: audio.output).write(
        ScoreTextRenderer.render(score, xAxis: axis), io: &io)
    case .audio:
      try score.checkLength()
      try audio.destination.withSink(io: &io) { sink in
        try ToneSynthesizer().renderUnderCeiling(score, into: sink)
      }
    }
    return .success
  }
}
