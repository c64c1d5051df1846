import ChartA11y
import ChartImport
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

/// The exact SSML each narration hands eSpeak NG (``SpeechMarkup/document(_:)`` is the one
/// function `SpeechSynthesizer` speaks through), for every fixture and Vega-Lite chart.
@Suite("Spoken narration text")
struct SpokenNarrationGoldenTests {
  /// A narration as the documents eSpeak NG is given and the sounds between them, one line
  /// each: `narrate --script --script-format ssml`, without the final newline.
  static func transcript(_ script: NarrationScript) -> String {
    String(NarrationTranscript.render(script, format: .ssml).dropLast())
  }

  static func name(_ path: String) -> String {
    URL(fileURLWithPath: path).lastPathComponent.replacingOccurrences(of: ".chart.json", with: "")
      .replacingOccurrences(of: ".vl.json", with: "")
  }

  @Test(
    "Brief, standard and detailed narrations match the golden files",
    arguments: try Fixtures.narratedChartPaths)
  func golden(path: String) throws {
    let analysis = try ChartFixture.analysis(path)
    let score = ScoreComposer.compose(analysis)
    for verbosity in Verbosity.allCases {
      let script = NarrationScript(analysis: analysis, score: score, verbosity: verbosity)
      expectGolden(
        Self.transcript(script),
        at: "golden/narration/\(Self.name(path)).\(verbosity.rawValue).ssml.txt")
    }
  }
}
