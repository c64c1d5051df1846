import ChartA11y
import ChartModel
import Foundation
import Testing

@Suite("Narration script")
struct NarrationScriptTests {
  @Test("Level 2 also speaks each series' statistics before its tones")
  func levelTwo() throws {
    let analysis = try FixtureDescriptionTests.analysis("us-baby-names-ridgeline")
    let script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), level: .statistics)
    guard case .speech(let linda) = script.segments[4 * 2 + 2] else {
      Issue.record("expected speech")
      return
    }
    #expect(linda.first == "Linda: 138 points, grouped by 3.")
    #expect(linda.contains { $0.hasPrefix("Linda (area) has 138 years") })
  }
}

@Suite("Narration script limits")
struct NarrationScriptLimitTests {
  @Test("A 1 MB title is cut short for speech at a word, with '…', and counted")
  func longTitle() throws {
    let title = String(repeating: "word ", count: 200_000)
    let json = """
      {"version": 1, "title": "\(title)",
       "data": {"values": [{"x": 1, "y": 2}, {"x": 2, "y": 3}, {"x": 3, "y": 1}]},
       "marks": [{"type": "line", "x": {"field": "x"}, "y": {"field": "y"}}]}
      """
    let document = try ChartDocument(
      json: Data(json.utf8), baseDirectory: FileManager.default.temporaryDirectory)
    let analysis = ChartAnalysis(try AccessibleChart(document))
    let script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), level: .trends)
    let spoken = script.segments.flatMap { segment -> [String] in
      if case .speech(let sentences) = segment { return sentences }
      return []
    }
    #expect(script.shortenedSentenceCount >= 1)
    #expect(spoken.allSatisfy { $0.count <= NarrationScript.maximumSpokenCharacters + 1 })
    #expect(spoken.contains { $0.hasSuffix("word…") })
  }

  @Test("Sentences within the limit are spoken as they are")
  func shortSentence() {
    #expect(NarrationScript.spoken("Line chart.") == ("Line chart.", false))
  }
}
