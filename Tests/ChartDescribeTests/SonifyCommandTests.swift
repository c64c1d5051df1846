import ChartA11y
import ChartAudio
import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

@Suite("The sonify command")
struct SonifyCommandTests {
  static let sales = "fixtures/charts/sales-report.chart.json"

  @Test("--format json prints every event, matching the golden file")
  func json() throws {
    let result = AudioCommandSupport.run(
      ["sonify", "--format", "json", Self.sales], in: repositoryRoot)
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    let text = String(decoding: result.output, as: UTF8.self)
    expectGolden(text, at: "golden/sales-report.sonify.json")
    let object = try JSONSerialization.jsonObject(with: result.output) as? [String: Any]
    let sections = try #require(object?["sections"] as? [[String: Any]])
    let events = try #require(sections.first?["events"] as? [[String: Any]])
    #expect(events.count == 6)
    for key in ["startSeconds", "durationSeconds", "frequencyHz", "pan", "kind"] {
      #expect(events.allSatisfy { $0[key] != nil }, "every event has \(key)")
    }
  }

  @Test("--format text is the library's score text")
  func text() {
    let result = AudioCommandSupport.run(
      ["sonify", "--format=text", Self.sales], in: repositoryRoot)
    #expect(result.status == 0)
    expectGolden(
      String(decoding: result.output, as: UTF8.self), at: "golden/sales-report.sonify.txt")
  }

  @Test("-o writes 44.1 kHz stereo audio of the score's length", arguments: ["wav", "flac", "ogg"])
  func file(type: String) throws {
    try withTemporaryFolder { folder in
      let spec = repositoryRoot.appendingPathComponent(Self.sales).path
      let result = AudioCommandSupport.run(["sonify", "-o", "sales.\(type)", spec], in: folder)
      #expect(result.status == 0)
      #expect(result.output.isEmpty)
      let audio = try AudioFileContents(contentsOf: folder.appendingPathComponent("sales.\(type)"))
      #expect(audio.sampleRate == 44_100)
      #expect(audio.channelCount == 2)
      #expect(abs(audio.durationSeconds - 1.9) < 0.001)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sales.\(type)"])
    }
  }

  @Test("Without -o, WAV goes to standard output, but never to a terminal")
  func standardOutput() throws {
    let piped = AudioCommandSupport.run(["sonify", Self.sales], in: repositoryRoot)
    #expect(piped.status == 0)
    #expect(piped.output.prefix(4) == Data("RIFF".utf8))
    #expect(piped.output.count == 44 + Int(1.9 * 44_100) * 4)
    let terminal = AudioCommandSupport.run(
      ["sonify", Self.sales], in: repositoryRoot, isTerminal: true)
    #expect(terminal.status == 64)
    #expect(terminal.output.isEmpty)
    #expect(
      terminal.error.hasPrefix(
        "Error: refusing to write audio to a terminal; pass -o <file.wav>, --play or --format json\n"
      ))
    let json = AudioCommandSupport.run(
      ["sonify", "--format", "json", Self.sales], in: repositoryRoot, isTerminal: true)
    #expect(json.status == 0)
  }

  @Test("Bad options are usage errors, exit 64, before any output")
  func usageErrors() throws {
    try withTemporaryFolder { folder throws in
      let spec = repositoryRoot.appendingPathComponent(Self.sales).path
      let cases: [([String], String)] = [
        (
          ["sonify", "-o", "chart.mp3", spec],
          "Error: unsupported audio file type ('.mp3'); use .wav, .flac or .ogg"
        ),
        (
          ["sonify", "--play", "-o", "a.wav", spec],
          "Error: '--play' and '-o' cannot be used together"
        ),
        (["sonify", "--play", "--format", "json", spec], "Error: '--play' needs '--format audio'"),
        (
          ["sonify", "--pitch-range", "500-100", spec],
          "Error: invalid value '500-100' for '--pitch-range': the pitch range 500.0–100.0 Hz "
            + "must rise within 20 Hz to 4,186 Hz"
        ),
        (
          ["sonify", "--pitch-range", "10-9000", spec],
          "Error: invalid value '10-9000' for '--pitch-range': the pitch range 10.0–9000.0 Hz "
            + "must rise within 20 Hz to 4,186 Hz"
        ),
        (["sonify", "--duration", "0", spec], "Error: '--duration' must be 0.5 to 3600 seconds"),
        (
          ["sonify", "--scale", "log", spec],
          "Error: invalid value 'log' for '--scale' (values: musical, linear)"
        ),
        (["sonify"], "Error: missing <input>; pass '-' to read standard input"),
      ]
      for (arguments, first) in cases {
        let result = AudioCommandSupport.run(arguments, in: folder)
        #expect(result.status == 64, "\(arguments)")
        #expect(result.error.hasPrefix(first + "\n"), "\(result.error)")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
  }

  @Test("An unwritable output exits 74 with one line; an invalid chart leaves no file")
  func outputErrors() throws {
    try withTemporaryFolder { folder throws in
      let spec = repositoryRoot.appendingPathComponent(Self.sales).path
      let missing = AudioCommandSupport.run(["sonify", "-o", "no/such/out.wav", spec], in: folder)
      #expect(missing.status == 74)
      #expect(
        missing.error == "no/such/out.wav: error: cannot write audio: no such file or directory\n")
      let invalid = AudioCommandSupport.run(
        ["sonify", "-o", "out.wav", Fixtures.spec("non-numeric_invalid").path], in: folder)
      #expect(invalid.status == 65)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
  }

  @Test("The author's settings apply and options override them")
  func settings() throws {
    let spec = """
      {"version": 1, "data": {"values": [{"t": 1, "v": 0}, {"t": 2, "v": 10}]},
       "sonification": {"minimumFrequencyHz": 200, "maximumFrequencyHz": 800},
       "marks": [{"type": "point", "x": {"field": "t", "label": "T"},
                  "y": {"field": "v", "label": "V"}}]}
      """
    func frequencies(_ options: [String]) throws -> [Double] {
      let terminal = MemoryTerminal()
      terminal.input = Data(spec.utf8)
      #expect(
        terminal.run(["sonify", "--format", "json"] + options + ["-"], in: repositoryRoot) == 0)
      let object = try JSONSerialization.jsonObject(with: Data(terminal.output.utf8))
      let sections = (object as? [String: Any])?["sections"] as? [[String: Any]] ?? []
      let events = sections.first?["events"] as? [[String: Any]] ?? []
      return events.compactMap { $0["frequencyHz"] as? Double }
    }
    #expect(try frequencies([]) == [200, 800])
    #expect(try frequencies(["--pitch-range", "100-400"]) == [100, 400])
  }

  @Test("Help goes to standard output, fits 80 columns and lists exit status 69")
  func help() {
    for command in ["sonify", "narrate", "explore"] {
      let terminal = MemoryTerminal()
      #expect(terminal.run([command, "--help"], in: repositoryRoot) == 0)
      expectGolden(terminal.output, at: "golden/\(command).help.txt")
      #expect(terminal.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
      #expect(terminal.output.contains("\n  69                      "))
    }
  }

  @Test("--play plays through the default ALSA device: here a file device, measured")
  func play() throws {
    try withTemporaryFolder { home in
      let raw = home.appendingPathComponent("played.raw")
      let spec = repositoryRoot.appendingPathComponent(Self.sales).path
      let result = try AudioCommandSupport.runExecutable(
        ["sonify", "--play", spec], asoundrc: AudioCommandSupport.fileDevice(writingTo: raw),
        home: home)
      #expect(result.status == 0, "\(result.error)")
      #expect(result.error.isEmpty)
      // 32-bit float stereo frames at 44.1 kHz: 1.9 s of audio (here exactly; a device may
      // pad its last period with silence).
      let data = try Data(contentsOf: raw)
      let frames = Int(1.9 * 44_100)
      #expect(data.count % 8 == 0)
      #expect((frames * 8...(frames + 22_050) * 8).contains(data.count), "\(data.count) bytes")
      let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
      #expect(samples.contains { abs($0) > 0.1 })
    }
  }

  @Test("--play without an audio device exits 69 with one line suggesting -o")
  func noDevice() throws {
    try withTemporaryFolder { home in
      let spec = repositoryRoot.appendingPathComponent(Self.sales).path
      let result = try AudioCommandSupport.runExecutable(
        ["sonify", "--play", spec], asoundrc: AudioCommandSupport.missingDevice, home: home)
      #expect(result.status == 69)
      #expect(
        result.error
          == "error: no audio output device (PortAudio found none); write a file with -o <file.wav> instead\n"
      )
    }
  }
}
