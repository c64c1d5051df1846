import ChartA11y
import ChartModel
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
