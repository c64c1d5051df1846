import ChartA11y
import ChartAudio
import ChartModel

/// The output formats of `sonify`.
enum SonifyFormat: String, CaseIterable, ArgumentValue {
  case audio, json, text
}

extension SonificationSpec.PitchScale: ArgumentValue {}

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
}

/// Options shared by `sonify` and `narrate`: the output and the audio graph's settings, which
/// override the chart's own `sonification` settings.
struct AudioArguments {
  static let options: [CommandSpec.Option] = [
    .init(
      name: "output", short: "o", valueName: "path",
      help: "Write to this file (.wav, .flac or .ogg), replaced only when complete."),
    .init(name: "play", short: nil, valueName: nil, help: "Play through the default audio device."),
    .init(
      name: "pitch-range", short: nil, valueName: "low-high",
      help: "Frequencies of the lowest and highest value, in Hz, within 20-4186.",
      defaultValue: "130.81-1046.5"),
    .init(
      name: "scale", short: nil, valueName: "scale", help: "How values map to pitch.",
      values: SonificationSpec.PitchScale.allValueStrings, defaultValue: "musical"),
    .init(
      name: "duration", short: nil, valueName: "seconds",
      help: "The longest one series plays; longer series are grouped.", defaultValue: "5"),
    .init(name: "together", short: nil, valueName: nil, help: "Play all series at once."),
  ]

  var pitchRange: SonificationOptions.PitchRange?
  var scale: SonificationSpec.PitchScale?
  var seriesDuration: SonificationOptions.PositiveDuration?
  var together: Bool
  var play: Bool
  var output: String?

  init(_ scanner: ArgumentScanner, spec: CommandSpec) throws(UsageError) {
    pitchRange = try scanner.value(
      "pitch-range", as: SonificationOptions.PitchRange.self, spec: spec)
    scale = try scanner.value("scale", as: SonificationSpec.PitchScale.self, spec: spec)
    if let seconds = try scanner.value("duration", as: Double.self, spec: spec) {
      guard (0.5...3_600).contains(seconds),
        let duration = try? SonificationOptions.PositiveDuration(seconds: seconds)
      else { throw scanner.usageError("'--duration' must be 0.5 to 3600 seconds", spec: spec) }
      seriesDuration = duration
    }
    together = scanner.flags.contains("together")
    play = scanner.flags.contains("play")
    output = scanner.options["output"]
    if play, output != nil {
      throw scanner.usageError("'--play' and '-o' cannot be used together", spec: spec)
    }
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
    if let seriesDuration { options.seriesDuration = seriesDuration }
    if together { options.arrangement = .simultaneous }
    return options
  }

  /// Where audio goes: the file, the speakers, or standard output.
  var destination: AudioDestination {
    if play { return .speakers }
    if let output, output != "-" { return .file(output) }
    return .standardOutput
  }
}
