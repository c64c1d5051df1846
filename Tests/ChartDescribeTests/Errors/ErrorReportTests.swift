import ChartA11y
import ChartAudio
import ChartBraille
import ChartImport
import ChartModel
import Foundation
import Testing

@testable import chart_describe

@Suite("One error path: each error's message, place and exit status")
struct ErrorReportTests {
  /// docs/usage.md's "## Exit status" table: each code's meaning.
  static func documentedExitStatuses() throws -> [Int32: String] {
    let text = try String(
      contentsOf: repositoryRoot.appendingPathComponent("docs/usage.md"), encoding: .utf8)
    let section = try #require(
      text.components(separatedBy: "\n## Exit status\n").dropFirst().first)
    let table = section.split(separator: "\n").drop { !$0.hasPrefix("|") }
      .prefix { $0.hasPrefix("|") }
    var meanings: [Int32: String] = [:]
    for row in table {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 2, let code = Int32(cells[0]) else { continue }
      meanings[code] = cells[1]
    }
    return meanings
  }

  /// Words the exit-status table's row must have for an error of this kind.
  ///
  /// Each switch is exhaustive, so a
  /// new kind does not compile until it is given its row here and a sample below.
  static func tableWords(_ kind: ChartSpecError.Kind) -> String {
    switch kind {
    case .typeMismatch, .missingField, .unsupportedVersion, .invalidValue, .malformedJSON:
      return "invalid chart spec, data"
    case .unreadableData: return "input missing or unreadable"
    }
  }

  static func tableWords(_ kind: ChartImportError.Kind) -> String {
    switch kind {
    case .invalidSVG: return "SVG"
    case .noChartData: return "no data to describe"
    }
  }

  static func tableWords(_ kind: ChartA11yError.Kind) -> String {
    switch kind {
    case .audioTooLong: return "audio over the length limit"
    case .insufficientData, .emptySeries: return "invalid chart spec, data"
    }
  }

  static func tableWords(_ kind: AudioError.Kind) -> String {
    switch kind {
    case .unsupportedExtension: return "usage error"
    case .notWritable: return "output not writable"
    case .notReadable: return "input missing or unreadable"
    case .deviceUnavailable, .playbackFailed: return "audio device unavailable"
    }
  }

  static func tableWords(_ kind: SpeechError.Kind) -> String {
    switch kind {
    case .engineUnavailable: return "speech engine"
    case .voiceNotFound: return "voice"
    case .synthesisFailed: return "internal error"
    case .serverUnavailable: return "speech-dispatcher"
    }
  }

  static func tableWords(_ kind: FileReadError.Kind) -> String {
    switch kind {
    case .missing, .folder, .unreadable, .notAFile: return "input missing or unreadable"
    case .tooLarge: return "SVG"
    case .tooLong: return "size limit"
    }
  }

  static func tableWords(_ kind: CommandError.Kind) -> String {
    switch kind {
    case .serviceUnavailable: return "audio device unavailable"
    }
  }

  static func tableWords(_ kind: BrailleError.Kind) -> String {
    switch kind {
    case .tableUnavailable: return "liblouis braille table unavailable"
    case .translationFailed: return "internal error"
    }
  }

  struct Unexpected: Error {}

  /// One error of every kind, with the words the exit-status table's row for its status must have.
  static var everyError: [(error: any Error, words: String)] {
    let specKinds: [ChartSpecError.Kind] = [
      .typeMismatch(expected: "a string", found: "a number"), .missingField("marks"),
      .unsupportedVersion(2, highestSupported: 1), .invalidValue("unknown field 'yr'"),
      .malformedJSON("not valid JSON here"), .unreadableData("data file 'd.csv' does not exist"),
    ]
    let importKinds: [ChartImportError.Kind] = [
      .invalidSVG(line: 3, reason: "a start tag and its end tag do not match"),
      .noChartData(reason: "the SVG has no data labels"),
    ]
    let a11yKinds: [ChartA11yError.Kind] = [
      .insufficientData(minimum: 3, found: 1), .emptySeries(name: "A"),
      .audioTooLong(seconds: 50_000, seriesCount: 10_000),
    ]
    let audioKinds: [AudioError.Kind] = [
      .unsupportedExtension("mp3"), .notWritable(reason: "no such file or directory"),
      .notReadable(reason: "not audio"), .deviceUnavailable(reason: "PortAudio found none"),
      .playbackFailed(reason: "underflow"),
    ]
    let speechKinds: [SpeechError.Kind] = [
      .engineUnavailable, .voiceNotFound, .synthesisFailed, .serverUnavailable,
    ]
    let commandKinds: [CommandError.Kind] = [.serviceUnavailable]
    let brailleKinds: [BrailleError.Kind] = [.tableUnavailable, .translationFailed]
    let fileKinds: [FileReadError.Kind] = [
      .missing, .folder, .unreadable, .notAFile, .tooLarge(bytes: 52_428_841, limit: 33_554_432),
      .tooLong(limit: 536_870_912),
    ]
    var errors: [(error: any Error, words: String)] = []
    errors += specKinds.map { (ChartSpecError($0), tableWords($0)) }
    errors += importKinds.map { (ChartImportError($0), tableWords($0)) }
    errors += a11yKinds.map { (ChartA11yError($0), tableWords($0)) }
    errors += audioKinds.map { (AudioError($0, path: "out.wav"), tableWords($0)) }
    errors += speechKinds.map { (SpeechError($0, voice: "xx", reason: "why"), tableWords($0)) }
    errors += commandKinds.map { (CommandError(kind: $0, message: "m"), tableWords($0)) }
    errors += brailleKinds.map { (BrailleError(kind: $0, table: "x.ctb"), tableWords($0)) }
    errors += fileKinds.map { (FileReadError(file: "in.svg", kind: $0), tableWords($0)) }
    errors += [
      (UsageError("unknown option '--x'"), "usage error"),
      (InputError(file: "in.json", reason: "no such file"), "input missing or unreadable"),
      (InputError(file: "out.txt", reason: "cannot write", isOutput: true), "output not writable"),
      (Unexpected(), "internal error"),
      (
        ConfigurationError(file: "config", line: 3, message: "unknown key 'x'"),
        "the configuration file"
      ),
    ]
    return errors
  }

  @Test("Every error kind exits with the status docs/usage.md's table gives its meaning")
  func everyKindMatchesTheTable() throws {
    let table = try Self.documentedExitStatuses()
    #expect(table.keys.sorted() == [0, 1, 64, 65, 66, 69, 70, 74, 78])
    #expect(Self.everyError.count == 34)
    for (error, words) in Self.everyError {
      let status = ErrorReport(error, inputName: "chart.json").status
      let meaning = try #require(table[status.rawValue], "\(error): \(status.rawValue)")
      #expect(meaning.contains(words), "\(error) exits \(status.rawValue): \(meaning)")
    }
  }

  @Test("Every status a command's help lists has a row in docs/usage.md's table")
  func helpStatusesAreInTheTable() throws {
    let table = try Self.documentedExitStatuses()
    for command in allCommands {
      for row in command.spec.exitStatuses {
        #expect(table[row.status.rawValue] != nil, "\(command.spec.name): \(row.status.rawValue)")
      }
    }
  }

  @Test("Each kind names its file and place as the one format prints them")
  func messageFilePlace() {
    let svg = ErrorReport(
      ChartImportError(.invalidSVG(line: 3, reason: "bad tag")), inputName: "bad.svg")
    #expect([svg.file, svg.place, svg.message] == ["bad.svg", "line 3", "invalid SVG: bad tag"])
    let noData = ErrorReport(ChartImportError(.noChartData(reason: "none")), inputName: "a.svg")
    #expect(
      [noData.file, noData.place, noData.message] == ["a.svg", nil, "no data to describe: none"])
    let data = ErrorReport(
      ChartSpecError(.invalidValue("not a number"), file: "d.csv", line: 4), inputName: "c.json")
    #expect([data.file, data.place, data.message] == ["d.csv", "line 4", "not a number"])
    let spec = ErrorReport(
      ChartSpecError(.missingField("marks"), path: .root.appending("marks")), inputName: "c.json")
    #expect([spec.file, spec.place] == ["c.json", "$.marks"])
    let audio = ErrorReport(AudioError(.notWritable(reason: "full")), inputName: "c.json")
    #expect([audio.file, audio.message] == [nil, "cannot write audio: full"])
    let folder = ErrorReport(FileReadError(file: "charts", kind: .folder), inputName: "c.json")
    #expect(
      [folder.file, folder.place, folder.message] == ["charts", nil, "is a folder, not a file"])
    let unknown = ErrorReport(Unexpected(), inputName: "<stdin>")
    #expect([unknown.file, unknown.message] == ["<stdin>", "internal error: Unexpected()"])
  }

  @Test("Control characters in a file name or message are escaped on standard error")
  func escapesUntrustedText() {
    let terminal = MemoryTerminal()
    let name = "bad\u{1B}[2J\u{7}.chart.json"
    #expect(terminal.run(["describe", name], in: FileManager.default.temporaryDirectory) == 66)
    #expect(terminal.error == "bad\\u{1b}[2J\\u{7}.chart.json: error: no such file\n")

    var io = terminal.io()
    terminal.error = ""
    let cell = ChartSpecError(
      .invalidValue("field 'v': 'x\u{1B}]0;owned\u{7}' is not a number"), file: "d\u{9B}.csv",
      line: 2)
    #expect(ErrorReport.report(cell, inputName: nil, to: &io) == .invalidInput)
    #expect(
      terminal.error
        == "d\\u{9b}.csv: line 2: error: field 'v': 'x\\u{1b}]0;owned\\u{7}' is not a number\n")

    terminal.error = ""
    #expect(terminal.run(["describe", "--format", "\u{1B}[31m"], in: repositoryRoot) == 64)
    #expect(terminal.error.hasPrefix("Error: invalid value '\\u{1b}[31m' for '--format'"))
    #expect(!terminal.error.contains("\u{1B}"))
  }
}
