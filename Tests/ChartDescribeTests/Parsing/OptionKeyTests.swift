import ChartA11y
import ChartAudio
import ChartModel
import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

@Suite("Typed option keys: each default declared once, read only through a declared key")
struct OptionKeyTests {
  @Test(
    "Help is unchanged by typed keys",
    arguments: ["describe", "alt-text", "sonify", "narrate", "explore", "audit"])
  func helpGolden(name: String) throws {
    let command = try #require(allCommands.first { $0.spec.name == name })
    expectGolden(HelpFormatter.help(for: command.spec), at: "golden/\(name).help.txt")
  }

  /// The help text of a command with its rows unwrapped, one space between words.
  static func unwrappedHelp(_ spec: CommandSpec) -> String {
    HelpFormatter.help(for: spec).split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Whether the key's default, as help writes it, reads back as the declared value, and that
  /// text is in the help of `command` after the option's help sentence.
  static func showsDeclaredDefault<Value: ArgumentValue & Equatable>(
    _ key: OptionKey<Value>, in command: any Command.Type
  ) -> Bool {
    guard let text = key.defaultValue.argumentText else { return false }
    let help = unwrappedHelp(command.spec)
    let sentence = key.help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return Value(argument: text) == key.defaultValue
      && help.contains("--\(key.name) <\(key.valueName)> \(sentence) (")
      && (help.contains("; default: \(text))") || help.contains("(default: \(text))"))
  }

  @Test("Help shows each declared default, and that text reads back as the default")
  func helpShowsDeclaredDefaults() {
    #expect(Self.showsDeclaredDefault(DescribeCommand.Key.format, in: DescribeCommand.self))
    #expect(Self.showsDeclaredDefault(DescribeCommand.Key.maximumSeries, in: DescribeCommand.self))
    #expect(Self.showsDeclaredDefault(SonifyCommand.Key.format, in: SonifyCommand.self))
    // --level's default is the configuration file's, else standard: help says so in words.
    for command: any Command.Type in [DescribeCommand.self, NarrateCommand.self] {
      #expect(
        Self.unwrappedHelp(command.spec).contains(
          "(values: brief, standard, detailed, 1, 2, 3; default: the configuration file's, else "
            + "standard)"), "\(command.spec.name)")
    }
    #expect(Self.showsDeclaredDefault(AuditCommand.Key.format, in: AuditCommand.self))
    #expect(Self.showsDeclaredDefault(AuditCommand.Key.failOn, in: AuditCommand.self))
    for command: any Command.Type in [SonifyCommand.self, NarrateCommand.self] {
      #expect(Self.showsDeclaredDefault(AudioArguments.Key.pitchRange, in: command))
      #expect(Self.showsDeclaredDefault(AudioArguments.Key.scale, in: command))
      #expect(Self.showsDeclaredDefault(AudioArguments.Key.duration, in: command))
    }
    for command: any Command.Type in [NarrateCommand.self, ExploreCommand.self] {
      #expect(Self.showsDeclaredDefault(SpeechArguments.Key.voice, in: command))
      #expect(Self.showsDeclaredDefault(SpeechArguments.Key.rate, in: command))
      #expect(Self.showsDeclaredDefault(SpeechArguments.Key.pitch, in: command))
    }
    for command in allCommands where command.spec.name != "audit" {
      #expect(Self.showsDeclaredDefault(ChartInputOptions.Key.mark, in: command))
    }
  }

  /// The OPTIONS rows of a command's help, each unwrapped: its term (`-o, --output <path>`)
  /// and its text.
  static func optionRows(_ spec: CommandSpec) -> [(term: String, text: String)] {
    let help = HelpFormatter.help(for: spec)
    let section =
      help.components(separatedBy: "\nOPTIONS:\n").last?
      .components(separatedBy: "\n\n").first ?? ""
    var rows: [(term: String, text: String)] = []
    for line in section.split(separator: "\n") {
      let words = line.split(separator: " ").joined(separator: " ")
      if line.hasPrefix(String(repeating: " ", count: 26)), let last = rows.popLast() {
        rows.append((last.term, last.text + " " + words))
      } else {
        let parts = line.dropFirst(2).components(separatedBy: "  ")
        let text = parts.dropFirst().joined().split(separator: " ").joined(separator: " ")
        rows.append((parts[0], text))
      }
    }
    return rows
  }

  @Test("Every option with a shown default shows it once, as its declaration gives it")
  func everyDefaultShownOnce() throws {
    for command in allCommands {
      let rows = Self.optionRows(command.spec)
      #expect(rows.count == command.spec.options.count + 1, "\(command.spec.name)")
      for option in command.spec.options {
        let row = try #require(
          rows.first { $0.term.split(separator: " ").contains { $0 == "--\(option.name)" } },
          "\(command.spec.name) --\(option.name)")
        guard let text = option.defaultValue else { continue }
        let defaults = row.text.components(separatedBy: "default: ").count - 1
        #expect(defaults == 1, "\(command.spec.name) --\(option.name): \(row.text)")
        #expect(row.text.hasSuffix("default: \(text))"), "\(command.spec.name): \(row.text)")
      }
    }
  }

  @Test("An option not given takes the library's own default; a given one is parsed")
  func defaultsAreTheLibrarys() throws {
    #expect(try DescribeCommand([]).maximumSeries == DescriptionOptions().maximumDetailedSeries)
    #expect(try DescribeCommand([]).level == nil)
    #expect(try DescribeCommand(["--level", "detailed"]).level == .detailed)
    #expect(try DescribeCommand(["--max-series", "3"]).maximumSeries == 3)
    #expect(try SonifyCommand(["x.chart.json"]).audio.maximumSeries == 12)
    #expect(try SonifyCommand(["x.chart.json", "--max-series", "3"]).audio.maximumSeries == 3)
    #expect(try NarrateCommand(["--max-series", "0"]).audio.maximumSeries == 0)
    #expect(throws: UsageError.self) { try NarrateCommand(["--max-series", "-1"]) }
    #expect(try NarrateCommand([]).speech == SpeechOptions())
    #expect(try NarrateCommand(["--rate", "200"]).speech.rateWordsPerMinute == 200)
    #expect(try NarrateCommand([]).level == nil)
    #expect(try NarrateCommand(["--level", "1"]).level == .brief)
    #expect(try NarrateCommand([]).order == nil)
    let audio = try SonifyCommand(["x.chart.json"]).audio
    #expect(audio.pitchRange == nil && audio.scale == nil && audio.seriesDuration == nil)
    #expect(
      try SonifyCommand(["x.chart.json", "--pitch-range", "200-400"]).audio.pitchRange
        == SonificationOptions.PitchRange(lowHz: 200, highHz: 400))
    #expect(
      try AuditCommand(["."]).includes.map(\.pattern) == [
        "*.chart.json", "*.svg", "*.md", "*.markdown", "*.html", "*.htm", "*.ipynb",
      ])
  }

  @Test("Reading a key the command's spec does not declare stops the process")
  func undeclaredKeyFails() async {
    await #expect(processExitsWith: .failure) {
      let scanner = try? ArgumentScanner([], spec: DescribeCommand.spec)
      _ = try? scanner?[AuditCommand.Key.jobs]
    }
    // The same name with another declaration is another command's key.
    await #expect(processExitsWith: .failure) {
      let scanner = try? ArgumentScanner([], spec: DescribeCommand.spec)
      _ = try? scanner?[AudioArguments.Key.output]
    }
    await #expect(processExitsWith: .failure) {
      let scanner = try? ArgumentScanner([], spec: ExploreCommand.spec)
      _ = scanner?[AudioArguments.Key.together]
    }
  }

  @Test("Every command reads only keys its spec declares")
  func everyCommandReadsDeclaredKeys() async {
    await #expect(processExitsWith: .success) {
      let arguments: [String: [String]] = [
        "describe": [], "alt-text": ["x.svg"], "sonify": ["x.chart.json"], "narrate": [],
        "explore": ["x.chart.json"], "audit": ["."],
      ]
      for command in allCommands {
        guard let given = arguments[command.spec.name] else { exit(2) }
        _ = try command.init(given)
      }
    }
  }
}
