import ChartA11y
import ChartImport
import ChartModel
import Foundation
import GoldenTesting
import Testing

/// The exact SSML each narration hands eSpeak NG (``SpeechMarkup/document(_:)`` is the one
/// function `SpeechSynthesizer` speaks through), for every fixture and Vega-Lite chart.
@Suite("Spoken narration text")
struct SpokenNarrationGoldenTests {
  /// The analysis of a chart under `fixtures`.
  static func analysis(_ path: String) throws -> ChartAnalysis {
    let url = Fixtures.root.appendingPathComponent(path)
    let kind: ChartInputKind = path.hasSuffix(".vl.json") ? .vegaLite : .chartSpec
    let imported = try ChartInputReader.read(
      try Data(contentsOf: url), kind: kind, file: url.lastPathComponent,
      baseDirectory: url.deletingLastPathComponent())
    return ChartAnalysis(try AccessibleChart(imported.document))
  }

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
    "Level 1 and level 3 narrations match the golden files",
    arguments: try Fixtures.narratedChartPaths)
  func golden(path: String) throws {
    let analysis = try Self.analysis(path)
    let score = ScoreComposer.compose(analysis)
    for level in [DescriptionLevel.construction, .trends] {
      let script = NarrationScript(analysis: analysis, score: score, level: level)
      expectGolden(
        Self.transcript(script),
        at: "golden/narration/\(Self.name(path)).level\(level.rawValue).ssml.txt")
    }
  }
}
