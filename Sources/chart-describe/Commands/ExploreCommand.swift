import ChartA11y
import ChartAudio
import ChartModel

/// `chart-describe explore`: walk a chart point by point from the keyboard, hearing each
/// point's tone and reading (or hearing) its value.
struct ExploreCommand: Command {
  static let spec = CommandSpec(
    name: "explore",
    abstract: "Walk through a chart by keyboard: each point read and heard as a tone.",
    discussion: """
      \(ChartInputOptions.sameInputsAsDescribe)
      Each key prints one line, which a screen reader reads, and plays the point's
      tone (pitch by value, pan by position, as in 'sonify'). With --braille (or
      B), a move also prints the series' braille graph with the current point's
      cell half-width, for a refreshable display (docs/braille.md). The keys
      (letters in either case; Ctrl-C and Ctrl-D always quit):
      \(ExploreKeyBindings.standard.helpTable().split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
      On a chart of many series, X says their spread, then \(ChartExplorer.seriesPerReading) at a time.
      Sound plays without waiting: a new key cuts off the sound before; without
      an audio device, a note says so and exploring goes on in text. --speak
      also speaks each line with eSpeak NG. When standard input is not a
      terminal, keys are read from it (such as printf 'nn>q') and sound is off
      unless --sound or --speak is given. Without <input>, explores the bundled
      ridgeline chart of US baby names, 1880-2017.
      """,
    arguments: [ChartInputOptions.inputArgument(isRequired: false)],
    options: [Key.sound, Key.noSound, Key.speak, Key.speechDispatcher, Key.braille]
      + SpeechArguments.keys
      + AudioArguments.pitchKeys + ChartInputOptions.keys,
    exitStatuses: CommandSpec.exitStatuses(
      [
        .init(
          status: .serviceUnavailable,
          meaning: "--speak without a speech engine, voice or audio device.")
      ], omitting: [.outputError]))

  /// The options' keys.
  enum Key {
    static let sound = FlagKey(name: "sound", help: "Play tones even for piped keys.")
    static let noSound = FlagKey(name: "no-sound", help: "Print only; play no tones.")
    static let speak = FlagKey(name: "speak", help: "Also speak each line.")
    static let speechDispatcher = FlagKey(
      name: "speech-dispatcher",
      help: "Speak each line through speech-dispatcher, in your screen reader's voice and rate.")
    static let braille = FlagKey(
      name: "braille", help: "Print the series' braille graph line after each move (B toggles).")
  }

  var input: InputSource
  /// Whether to play: `nil` to decide by whether standard input is a terminal.
  var sound: Bool?
  var speech: SpeechOptions?
  var audio: AudioArguments
  var inputOptions: ChartInputOptions
  /// Whether lines are spoken through speech-dispatcher.
  var usesSpeechDispatcher: Bool
  /// Whether moves print the braille graph line from the start.
  var showsBraille: Bool
  /// Which key does what (the defaults until a config file names others).
  var bindings = ExploreKeyBindings.standard

  init(_ arguments: [String]) throws(UsageError) {
    let spec = Self.spec
    let scanner = try ArgumentScanner(arguments, spec: spec)
    input = try scanner.input(spec: spec)
    if input == .standardInput {
      throw scanner.usageError(
        "keys are read from standard input, so the chart cannot come from it; name a file",
        spec: spec)
    }
    let speechOptions = try SpeechArguments.options(scanner, spec: spec)
    speech = scanner[Key.speak] ? speechOptions : nil
    if scanner[Key.noSound] {
      guard speech == nil, !scanner[Key.sound] else {
        throw scanner.usageError(
          "'--no-sound' cannot be used with '--sound' or '--speak'", spec: spec)
      }
      sound = false
    } else {
      sound = scanner[Key.sound] || speech != nil ? true : nil
    }
    audio = try AudioArguments(pitchOnly: scanner)
    inputOptions = try ChartInputOptions(scanner, spec: spec)
    showsBraille = scanner[Key.braille]
    usesSpeechDispatcher = scanner[Key.speechDispatcher]
    if usesSpeechDispatcher, speech != nil {
      throw scanner.usageError(
        "'--speech-dispatcher' cannot be used with '--speak' (eSpeak NG's own voice)", spec: spec)
    }
  }

  var inputName: String? { input.displayName }

  func run(_ io: inout TerminalIO) throws -> ExitStatus {
    // Raw mode before loading, so that keys pressed meanwhile wait instead of being echoed.
    let terminal = io.isInputTerminal ? RawTerminalMode() : nil
    defer { terminal?.restore() }
    let document = try input.loadDocument(io: &io, options: inputOptions)
    let analysis = ChartAnalysis(try AccessibleChart(document))
    var explorer = ChartExplorer(
      analysis, options: audio.sonificationOptions(for: document.spec), bindings: bindings,
      showsBraille: showsBraille)
    let playback: ExplorePlayback?
    do {
      playback = try startPlayback(io: &io)
    } catch let error as AudioError where speech != nil {
      guard case .deviceUnavailable(let reason) = error.kind else { throw error }
      throw CommandError(
        kind: .serviceUnavailable, file: inputName,
        message:
          "no audio output device (\(reason)); --speak needs one (leave it out to explore in text)")
    }
    defer { playback?.finish() }
    explorer.playsSound = playback != nil
    let server = try usesSpeechDispatcher ? ServerSpeaker(SpeechDispatcherConnection()) : nil
    let live = io.isInputTerminal
    let say = { (io: inout TerminalIO, response: ExploreResponse) in
      io.writeOutput(TextEscaping.terminal(response.text) + "\n")
      if let braille = response.braille { io.writeOutput(TextEscaping.terminal(braille) + "\n") }
      playback?.play(response)
      // A line the server refuses is still printed; exploring goes on.
      try? server?.say([response.text], interrupting: live)
    }
    let start = explorer.perform(.whereAmI)
    say(
      &io,
      ExploreResponse(text: explorer.introduction, sound: start.sound, braille: start.braille))
    if var terminal {
      terminal.takeKeyboardSignals()
      var decoder = KeyDecoder(bindings: bindings)
      // A sequence split across reads waits up to 50 ms for its end; after that a lone
      // Escape is the Escape key.
      while let bytes = terminal.read(timeout: decoder.isWaiting ? 50 : nil) {
        var keys = decoder.keys(in: bytes)
        if bytes.isEmpty, let key = decoder.finish() { keys.append(key) }
        guard respond(to: keys, with: &explorer, io: &io, say: say) else { break }
      }
    } else {
      _ = respond(
        to: KeyDecoder.keys(inAll: Array(try io.standardInput()), bindings: bindings),
        with: &explorer, io: &io,
        say: say)
    }
    return .success
  }

  /// Answers keys in order; returns `false` once one of them quits.
  private func respond(
    to keys: [ExploreKey], with explorer: inout ChartExplorer, io: inout TerminalIO,
    say: (inout TerminalIO, ExploreResponse) -> Void
  ) -> Bool {
    for key in keys {
      switch key {
      case .action(let action):
        say(&io, explorer.perform(action))
      case .unknown(let name):
        let help = bindings.firstKeyName(for: .help).map { "; \($0) lists the keys" } ?? ""
        say(&io, ExploreResponse(text: "\(name) does nothing here\(help)."))
      case .lineFeed:
        continue
      case .quit:
        return false
      }
    }
    return true
  }

  /// Opens the audio device unless sound is off.
  ///
  /// Without a device, a note goes to standard error and exploring goes on in text; with
  /// `--speak`, the missing device or voice is an error (exit 69).
  private func startPlayback(io: inout TerminalIO) throws -> ExplorePlayback? {
    guard sound ?? io.isInputTerminal else { return nil }
    if let speech {
      try SpeechSynthesizer.shared.checkSynchronously(voice: speech.voice)
      return try ExplorePlayback(speech: speech, cancelsPrevious: io.isInputTerminal)
    }
    do {
      return try ExplorePlayback(speech: nil, cancelsPrevious: io.isInputTerminal)
    } catch let error as AudioError {
      guard case .deviceUnavailable(let reason) = error.kind else { throw error }
      io.diagnose(
        inputName, nil, severity: "note",
        "no audio output device (\(reason)); exploring without sound")
      return nil
    }
  }
}
