import ChartA11y
import ChartAudio
import ChartTestSupport
import GoldenTesting
import Testing

/// A sink that only counts frames.
private final class NullSink: AudioSink {
  let sampleRate = 44_100
  func write(_ samples: UnsafeBufferPointer<Float>) throws {}
}

@Suite(
  "Narration timing, measured", .serialized, .enabled(if: SpeechSynthesizer.isAvailable),
  .tags(.speech))
struct NarrationTimingTests {
  /// The longest a listener waits for the first tone (a demonstration note of the mapping) at
  /// the standard level, in seconds (issue 16); ``FirstDataToneTests`` holds the first data
  /// tone to the same limit.
  static let firstToneLimitSeconds = 10.0

  @Test(
    "At the standard level the first tone sounds within 10 s",
    arguments: try Fixtures.speechChartPaths)
  func firstTone(path: String) throws {
    let analysis = try ChartFixture.analysis(path)
    var script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), verbosity: .standard)
    let first = try #require(
      script.segments.firstIndex { segment in
        switch segment {
        case .tones, .note: true
        case .speech, .pause: false
        }
      })
    // Speak only what comes before the first tone, and the tone itself.
    script.segments = Array(script.segments.prefix(through: first))
    let placements = try Narrator().render(script, into: NullSink())
    let start = try #require(placements.last?.startSeconds)
    print("first tone of \(path): \(String(format: "%.2f", start)) s")
    #expect(start <= Self.firstToneLimitSeconds, "\(path): first tone at \(start) s")
  }
}
