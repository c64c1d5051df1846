import ChartA11y
import ChartAudio
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

/// eSpeak NG's own reading of what the narration hands it: the `espeak-ng` program's phonemes
/// (`-x -q -m`, SSML on) for every speech segment of every fixture at the detailed level.
///
/// `scripts/setup` installs the program (Debian's `espeak-ng`); without it the test fails.
@Suite(
  "Spoken signs, read by eSpeak NG", .serialized, .enabled(if: SpeechSynthesizer.isAvailable),
  .tags(.speech))
struct SpokenPhonemeTests {
  static let espeak = "/usr/bin/espeak-ng"

  /// eSpeak NG's phonemes for an SSML document, in its ASCII notation.
  static func phonemes(_ ssml: String, voice: String = "en-us") throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: espeak)
    process.arguments = ["-q", "-x", "-m", "-v", voice, ssml]
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
    arguments: try Fixtures.narratedChartPaths + Fixtures.corpusChartPaths)
  func signs(path: String) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.espeak),
      "\(Self.espeak) is missing: run scripts/setup")
    let analysis = try ChartFixture.analysis(path)
    let script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), verbosity: .detailed)
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

  /// On ``Fixtures/speechChartPaths``: one eSpeak NG process per utterance took 20 s of CPU
  /// over every narrated chart in a debug build, so the fast tier hears its subset of charts;
  /// ``fullStopRule()`` hears each kind of full stop the rule drops or keeps in both tiers.
  @Test(
    "No full stop is read aloud as \"dot\", after a bracket, a percent or a spelled label",
    arguments: try Fixtures.speechChartPaths)
  func noSpokenFullStops(path: String) throws {
    let analysis = try ChartFixture.analysis(path)
    let script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), verbosity: .detailed)
    let utterances = script.segments.compactMap { segment -> [String]? in
      guard case .speech(let sentences) = segment else { return nil }
      return sentences
    }
    #expect(!utterances.isEmpty, "\(path): no speech")
    for sentences in utterances {
      let heard = try Self.phonemes(SpeechMarkup.document(sentences))
      #expect(!heard.contains("d'0t"), "\(path): \(sentences.joined(separator: " "))\n\(heard)")
    }
  }

  @Test(
    "A full stop after a bracket, a sign, a spelled label or a dash pair goes; after a number not")
  func fullStopRule() throws {
    let ssml = SpeechMarkup.document([
      "Rain (mm).", "Up 12%.", "From Europe to USA.", "By Mann–Kendall.", "It ends here.",
      "Sales at 2.", "The highest is 1,819.", "It runs to 3.75.",
    ])
    let heard = try Self.phonemes(ssml)
    #expect(!heard.contains("d'0t"), "\(ssml)\n\(heard)")
    #expect(ssml.contains("here.") && ssml.contains("at 2."), "\(ssml)")
    // A grouped or decimal number keeps its full stop: eSpeak ends the sentence there.
    #expect(ssml.contains("1,819.") && ssml.contains("3.75."), "\(ssml)")
    #expect(!ssml.contains("(mm).") && !ssml.contains("%.") && !ssml.contains("</say-as>."))
    #expect(!ssml.contains("Kendall."), "\(ssml)")
  }

  @Test("With the German voice \"4,020\" is heard as four thousand twenty, not 4.02")
  func germanNumbers() throws {
    let german = SpeechLanguage(voice: "de", installed: nil)
    let heard = try Self.phonemes(
      SpeechMarkup.document(["Sales peak at 4,020 and 0.0724."], language: german), voice: "de")
    #expect(try Self.count(#"f'i:r t'aUz@nt\S* tsv'antsIC"#, in: heard) == 1, "\(heard)")
    #expect(try Self.count("k[',]?OmA:", in: heard) == 1, "one decimal comma: \(heard)")
    // English conventions under the German voice: the old misreading, "vier Komma null zwei null".
    let wrong = try Self.phonemes("<speak>4,020</speak>", voice: "de")
    #expect(wrong.contains("kOmA:"))
  }

  @Test("With the German voice \"24 July 2024\" is heard as the ordinal, vierundzwanzigste Juli")
  func germanOrdinalDay() throws {
    let german = SpeechLanguage(voice: "de", installed: nil)
    let heard = try Self.phonemes(
      SpeechMarkup.document(["Rain peaks on 24 July 2024, 23:00."], language: german),
      voice: "de")
    // "vierundzwanzigste" ends in -st@, then "Juli" in the same clause (no pause, "_!").
    #expect(try Self.count(#"tsv'antsICst@ j'u:li:"#, in: heard) == 1, "\(heard)")
    // Written "24. Juli", eSpeak ends a sentence at "24." and reads the cardinal.
    let wrong = try Self.phonemes("<speak>24. Juli 2024</speak>", voice: "de")
    #expect(!wrong.contains("tsv'antsICst@"), "\(wrong)")
  }

  @Test(
    "A Hebrew, Arabic or Chinese label is read in its language, not as letter names, and English resumes"
  )
  func otherScripts() throws {
    for label in ["שרה", "محمد", "北京"] {
      let heard = try Self.phonemes(
        SpeechMarkup.document(["Series \(label) peaks in 1948."], language: .english))
      #expect(
        try Self.count(#"l[',]?Et3"#, in: heard) == 0 && !heard.contains("h'i:bru:"),
        "\(label): \(heard)")
      // "peaks in nineteen forty-eight" in English after the label.
      #expect(heard.contains("p'i:ks") && heard.contains("n'aInti:n"), "\(label): \(heard)")
    }
    let english = try Self.phonemes("<speak>Series שרה peaks.</speak>")
    #expect(english.contains("h'i:bru:"), "the English voice alone names the letters: \(english)")
  }
}
