import ChartA11y
import ChartAudio
import Foundation
import GoldenTesting
import Testing

/// eSpeak NG's own reading of what the narration hands it: the `espeak-ng` program's phonemes
/// (`-x -q -m`, SSML on) for every speech segment of every fixture at level 3.
///
/// `scripts/setup` installs the program (Debian's `espeak-ng`); without it the test fails.
@Suite(
  "Spoken signs, read by eSpeak NG", .serialized, .enabled(if: SpeechSynthesizer.isAvailable),
  .tags(.speech))
struct SpokenPhonemeTests {
  static let espeak = "/usr/bin/espeak-ng"

  /// eSpeak NG's phonemes for an SSML document, in its ASCII notation.
  static func phonemes(_ ssml: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: espeak)
    process.arguments = ["-q", "-x", "-m", "-v", "en-us", ssml]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// How many times a pattern occurs.
  static func count(_ pattern: String, in text: String) throws -> Int {
    try NSRegularExpression(pattern: pattern).numberOfMatches(
      in: text, range: NSRange(text.startIndex..., in: text))
  }

  @Test(
    "Every minus sign and less-than of the display text is heard",
    arguments: try Fixtures.narratedChartPaths)
  func signs(path: String) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.espeak),
      "\(Self.espeak) is missing: run scripts/setup")
    let analysis = try ChartFixtures.analysis(path: path)
    let script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), level: .trends)
    var checked = 0
    for segment in script.segments {
      guard case .speech(let sentences) = segment else { continue }
      let display = sentences.joined(separator: " ")
      // A minus sign: − before a digit, or - before a digit after a space, bracket or "=".
      let minus = try Self.count(#"−\d|(^|[\s(=\[:;,/])-\.?\d"#, in: display)
      let lessThan = try Self.count("<", in: display)
      let plusMinus = try Self.count("±", in: display)
      guard minus + lessThan + plusMinus > 0 else { continue }
      let heard = try Self.phonemes(SpeechMarkup.document(sentences))
      #expect(
        try Self.count(#"m[',]?aIn@s"#, in: heard) >= minus + plusMinus,
        "\(path): \(minus) minus signs in \(display)\nheard \(heard)")
      #expect(
        try Self.count(#"l[',]?Es\s*Da#n"#, in: heard) >= lessThan,
        "\(path): \(lessThan) less-thans in \(display)\nheard \(heard)")
      checked += 1
    }
    print("\(path): \(checked) speech segments with signs checked")
  }
}
