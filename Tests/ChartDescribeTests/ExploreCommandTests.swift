import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

@Suite("The explore command")
struct ExploreCommandTests {
  /// Runs `explore` with piped keys.
  static func explore(_ arguments: [String], keys: String) -> (Int32, MemoryTerminal) {
    let terminal = MemoryTerminal()
    terminal.input = Data(keys.utf8)
    let status = terminal.run(["explore"] + arguments, in: repositoryRoot)
    return (status, terminal)
  }

  @Test(
    "piped keys give the transcript in the golden file",
    arguments: [
      (
        "monthly-activity",
        "\r\u{1B}[C\u{1B}[C>\u{1B}[B\u{1B}[6~\u{1B}[F\u{1B}[C\u{1B}[1;5D\u{1B}OH xzfw][[ q"
      ),
      // B turns the braille graph line on, then off again.
      ("water-intake", "nbn\u{1B}[Bp<sabd?\u{04}"),
    ])
  func transcript(name: String, keys: String) {
    let (status, terminal) = Self.explore(["fixtures/charts/\(name).chart.json"], keys: keys)
    #expect(status == 0)
    #expect(terminal.error.isEmpty)
    expectGolden(terminal.output, at: "golden/explore/\(name).txt")
  }

  @Test("the keys of xterm's normal and application cursor modes decode alike")
  func keys() {
    #expect(
      KeyDecoder.keys(inAll: Array("\u{1B}[C\u{1B}OD\u{1B}[A\u{1B}[B\u{1B}[H\u{1B}[4~".utf8))
        == [
          .action(.nextPoint), .action(.previousPoint), .action(.previousSeries),
          .action(.nextSeries), .action(.firstPoint), .action(.lastPoint),
        ])
    #expect(
      KeyDecoder.keys(inAll: Array("\u{1B}[5~\u{1B}[6~\u{1B}[1;5C \r\n".utf8))
        == [
          .action(.jumpBackward), .action(.jumpForward), .action(.nextPoint),
          .action(.playSeries), .action(.whereAmI), .lineFeed,
        ])
    #expect(KeyDecoder.keys(inAll: [0x1B]) == [.quit])
    #expect(KeyDecoder.keys(inAll: [0x03, 0x71]) == [.quit, .quit])
    #expect(
      KeyDecoder.keys(inAll: Array("\u{1B}[".utf8)) == [.unknown("an incomplete escape sequence")])
    #expect(KeyDecoder.keys(inAll: [0x07, 0x7A]) == [.unknown("Ctrl-G"), .unknown("'z'")])
    #expect(
      KeyDecoder.keys(inAll: Array("é😀\t\u{7F}".utf8))
        == [.unknown("'é'"), .unknown("'😀'"), .unknown("Tab"), .unknown("Backspace")])
  }

  @Test("a sequence split between two reads is one key; a lone Escape waits for the next read")
  func splitSequences() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(in: Array("\u{1B}[C\u{1B}".utf8)) == [.action(.nextPoint)])
    #expect(decoder.isWaiting)
    #expect(decoder.keys(in: Array("[C\u{1B}[".utf8)) == [.action(.nextPoint)])
    #expect(decoder.keys(in: Array("6~".utf8)) == [.action(.jumpForward)])
    #expect(!decoder.isWaiting)
    #expect(decoder.keys(in: [0x1B]) == [])
    #expect(decoder.finish() == .quit)
    #expect(decoder.keys(in: [0xC3]) == [])
    #expect(decoder.keys(in: [0xA9]) == [.unknown("'é'")])
  }

  @Test("labels from data cannot reach the terminal as control sequences")
  func escaping() throws {
    try withTemporaryFolder { folder in
      try Data(
        "x,y,name\n1,2,\"\u{1B}]0;owned\u{07}Evil\"\n2,3,\"\u{1B}]0;owned\u{07}Evil\"\n".utf8
      )
      .write(to: folder.appendingPathComponent("evil.csv"))
      let terminal = MemoryTerminal()
      terminal.input = Data("\r".utf8)
      let status = terminal.run(
        ["explore", "evil.csv", "--mark", "line", "--x", "x", "--y", "y", "--series", "name"],
        in: folder)
      #expect(status == 0, "\(terminal.error)")
      #expect(!terminal.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
      #expect(terminal.output.contains("\\u{1b}]0;owned\\u{7}Evil, line, 2 points."))
    }
  }

  @Test("--no-sound cannot be combined with --sound or --speak, nor the chart read from stdin (64)")
  func conflictingFlags() {
    #expect(Self.explore(["--no-sound", "--speak"], keys: "q").0 == 64)
    #expect(Self.explore(["--no-sound", "--sound"], keys: "q").0 == 64)
    let (status, terminal) = Self.explore(["-"], keys: "q")
    #expect(status == 64)
    #expect(terminal.error.hasPrefix("Error: keys are read from standard input"))
  }

  @Test("--sound plays each point's tone through the default ALSA device, measured")
  func sound() throws {
    try withTemporaryFolder { home in
      let raw = home.appendingPathComponent("played.raw")
      let spec = repositoryRoot.appendingPathComponent("fixtures/charts/sales-report.chart.json")
      // The first point's tone (New York, 3,000) with the introduction, then one key: the
      // next point, San Fran (2,750). Piped keys play in full, one after the other.
      let result = try AudioCommandSupport.runExecutable(
        ["explore", "--sound", spec.path], asoundrc: AudioCommandSupport.fileDevice(writingTo: raw),
        home: home, input: Data("n".utf8))
      #expect(result.status == 0, "\(result.error)")
      let data = try Data(contentsOf: raw)
      let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
      let left = stride(from: 0, to: samples.count, by: 2).map { samples[$0] }
      let loud = left.indices.filter { abs(left[$0]) > 0.01 }
      let first = try #require(loud.first)
      let last = try #require(loud.last)
      // Two tones of 0.15 s at 44.1 kHz (6,615 frames each; envelopes fade their ends).
      #expect((12_700...13_300).contains(last - first), "\(last - first) frames")
      // Each tone's frequency from its rising zero crossings, away from the envelopes.
      let frequency = { (range: Range<Int>) -> Double in
        let tone = Array(left[range])
        let crossings = zip(tone, tone.dropFirst()).filter { $0.0 < 0 && $0.1 >= 0 }.count
        return Double(crossings) / (Double(tone.count) / 44_100)
      }
      for (index, value) in [3_000.0, 2_750].enumerated() {
        let start = first + index * 6_615 + 600
        let measured = frequency(start..<(start + 5_400))
        let expected = try Self.expectedFrequency(of: value, in: spec)
        #expect(
          abs(measured - expected) / expected < 0.02,
          "tone \(index): measured \(measured) Hz, expected \(expected) Hz")
      }
    }
  }

  /// The audio graph's frequency of a value in a chart.
  static func expectedFrequency(of value: Double, in spec: URL) throws -> Double {
    let terminal = MemoryTerminal()
    #expect(terminal.run(["sonify", "--format", "json", spec.path], in: repositoryRoot) == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(terminal.output.utf8)) as? [String: Any])
    let sections = try #require(object["sections"] as? [[String: Any]])
    let events = sections.flatMap { $0["events"] as? [[String: Any]] ?? [] }
    let event = try #require(events.first { ($0["value"] as? Double) == value })
    return try #require(event["frequencyHz"] as? Double)
  }
}
