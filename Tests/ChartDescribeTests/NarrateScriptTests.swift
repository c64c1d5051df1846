import ChartA11y
import ChartAudio
import ChartImport
import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

/// Issue 40: `narrate --script` prints exactly what would be spoken, as text or SSML.
@Suite(
  "narrate --script", .serialized, .enabled(if: SpeechSynthesizer.isAvailable), .tags(.speech))
struct NarrateScriptTests {
  static let chart = "fixtures/charts/sales-report.chart.json"

  /// The script the library writes for the chart, in a format.
  static func expected(_ format: NarrationTranscript.Format) throws -> String {
    let url = repositoryRoot.appendingPathComponent(chart)
    let imported = try ChartInputReader.read(
      try Data(contentsOf: url), kind: .chartSpec, file: url.lastPathComponent,
      baseDirectory: url.deletingLastPathComponent())
    let analysis = ChartAnalysis(try AccessibleChart(imported.document))
    let script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), verbosity: .standard)
    let language = try SpeechSynthesizer.shared.languageSynchronously(voice: "en-us")
    return NarrationTranscript.render(script, format: format, language: language)
  }

  @Test("--script prints the SSML spoken (--script-format ssml) or its words (the default)")
  func script() throws {
    let expectedSSML = try Self.expected(.ssml)
    let expectedText = try Self.expected(.text)
    try withTemporaryFolder { folder in
      let path = repositoryRoot.appendingPathComponent(Self.chart).path
      let ssml = AudioCommandSupport.run(
        ["narrate", "--script", "--script-format", "ssml", path], in: folder, isTerminal: true)
      #expect(ssml.status == 0, "\(ssml.error)")
      let ssmlText = String(decoding: ssml.output, as: UTF8.self)
      #expect(ssmlText == expectedSSML)
      #expect(ssmlText.hasPrefix("<speak>Sales Report. <break time=\"250ms\"/> Sales Volume by"))
      let text = AudioCommandSupport.run(["narrate", "--script", path], in: folder)
      #expect(text.status == 0, "\(text.error)")
      let words = String(decoding: text.output, as: UTF8.self)
      #expect(words == expectedText)
      #expect(words.hasPrefix("Sales Report. Sales Volume by Office Location. Highest 4,020"))
      #expect(words.contains("[tones: Sales Volume]\n"))
      #expect(!words.contains("<") && !words.contains("&"))
      // The same lines, one for one, as the SSML.
      #expect(
        words.split(separator: "\n").count == ssmlText.split(separator: "\n").count)
    }
  }

  @Test("--script with --play is a usage error")
  func scriptWithPlay() throws {
    try withTemporaryFolder { folder in
      let result = AudioCommandSupport.run(["narrate", "--script", "--play"], in: folder)
      #expect(result.status == 64)
    }
  }

  @Test("The text script writes spelled labels letter by letter, escapes as characters")
  func textOfDocument() {
    let script = NarrationTranscript.text(
      ofDocument:
        "<speak>Shares of <say-as interpret-as=\"characters\">AAPL</say-as> &amp; more. <break time=\"250ms\"/> Next.</speak>"
    )
    #expect(script == "Shares of A A P L & more. Next.")
  }
}
