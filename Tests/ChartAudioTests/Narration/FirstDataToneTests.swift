import ChartA11y
import ChartAudio
import ChartTestSupport
import GoldenTesting
import Testing

/// Issue 40: a standard narration reaches its first *data* tone (not a demonstration note of
/// the mapping) within 10 s, and a brief narration lasts at most 15 s, on every valid fixture of
/// up to four series; both measured in the rendered audio (the first sample at or above
/// ``soundThreshold`` in the tones' segment; the last one of the brief narration).
///
/// The cases are every valid chart spec, Vega-Lite chart and SVG export of up to four series
/// (`fixtures/hostile` aside) in the full tier, and those of the speech subset
/// (``Fixtures/speechSubsetPaths``) in the fast tier (docs/testing.md).
@Suite(
  "First data tone and brief length, measured", .serialized,
  .enabled(if: SpeechSynthesizer.isAvailable), .tags(.speech))
struct FirstDataToneTests {
  /// The longest a listener waits for the first data tone at the standard level, in seconds.
  static let firstDataToneLimitSeconds = 10.0
  /// The longest a brief narration lasts, in seconds.
  static let briefLimitSeconds = 15.0
  /// A sample at least this far from zero is sound, not silence: −60 dBFS, far below the tones'
  /// −20 LUFS and far above the zeros of the silence between segments.
  static let soundThreshold: Float = 0.001

  /// Every valid fixture of up to four series; the speech subset's in the fast tier.
  static var paths: [String] {
    get throws {
      let svgs = try Fixtures.names(in: "svg", ending: ".svg")
        .filter { !$0.contains("_invalid") && !$0.contains("_inaccessible") }
        .map { "svg/\($0).svg" }
      let all = try Fixtures.narratedChartPaths + svgs
      let chosen = TestTier.isFull ? all : Fixtures.speechSubsetPaths
      return try Fixtures.nonEmpty(
        chosen.filter { path in
          (try? ChartFixture.analysis(path).chart.series.count).map { (1...4).contains($0) }
            ?? false
        }, "narrated charts of up to four series")
    }
  }

  /// Where sound first rises above ``soundThreshold`` at or after `seconds`, in seconds.
  static func onset(in sink: MemoryAudioSink, from seconds: Double) -> Double? {
    let rate = Double(sink.sampleRate)
    let start = Int((seconds * rate).rounded(.down)) * 2
    guard start < sink.samples.count else { return nil }
    guard let index = sink.samples[start...].firstIndex(where: { abs($0) >= soundThreshold })
    else { return nil }
    return Double(index / 2) / rate
  }

  /// The first data tone of a standard narration in `order`, measured in the rendered audio.
  static func firstDataTone(_ path: String, order: [NarrationPart]) throws -> Double {
    let analysis = try ChartFixture.analysis(path)
    var script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), verbosity: .standard,
      order: order)
    let first = try #require(
      script.segments.firstIndex { segment in
        if case .tones = segment { return true }
        return false
      })
    script.segments = Array(script.segments.prefix(through: first))
    let sink = MemoryAudioSink()
    let placements = try Narrator().render(script, into: sink)
    let segmentStart = try #require(placements.last?.startSeconds)
    return try #require(Self.onset(in: sink, from: segmentStart), "\(path): no tone heard")
  }

  @Test(
    "With the tones first, the first data tone sounds within 10 s, every cue before it",
    arguments: try paths)
  func tonesFirst(path: String) throws {
    let start = try Self.firstDataTone(
      path, order: [.tones, .title, .axes, .takeaway, .details])
    print("first data tone of \(path), tones first: \(String(format: "%.2f", start)) s")
    if Self.cuesOverLimit.contains(path) {
      withKnownIssue("the cues before the first tone take over 10 s here") {
        #expect(start <= Self.firstDataToneLimitSeconds, "\(path): first data tone at \(start) s")
      }
    } else {
      #expect(start <= Self.firstDataToneLimitSeconds, "\(path): first data tone at \(start) s")
    }
  }

  /// The charts whose cues alone, said before their first tones, take over 10 s at 175 words
  /// a minute (7 Dec 2026: a spiral with five cues 14.10 s, a Vega-Lite error-bar layer
  /// 11.39 s, a pie with a grouped slice 10.53 s); a known issue, which fails once one comes
  /// within the limit, so the list stays true.
  static let cuesOverLimit: Set<String> = [
    "svg/simplified-spiral.matplotlib.svg", "vega-lite/seattle-temperature-min-max-rule.vl.json",
    "svg/pie.matplotlib.svg",
  ]

  /// The first data tone in the standard order, held to 10 s as a known issue.
  ///
  /// Issue 40 asks for the title, the axes and the takeaway before the tones, and for the first
  /// data tone within 10 s; at eSpeak NG's 175 words a minute the three take longer than that
  /// on about half the charts (81 of 162 on 7 Dec 2026, docs/audio.md). Those are recorded as
  /// a known issue, with the time, until the lead decides between the two.
  @Test("At the standard level and order, the first data tone is measured", arguments: try paths)
  func standardOrder(path: String) throws {
    let start = try Self.firstDataTone(path, order: NarrationPart.standardOrder)
    print("first data tone of \(path): \(String(format: "%.2f", start)) s")
    withKnownIssue(
      "title, axes and takeaway before the tones take over 10 s here", isIntermittent: true
    ) {
      #expect(start <= Self.firstDataToneLimitSeconds, "\(path): first data tone at \(start) s")
    }
  }

  @Test("A brief narration lasts at most 15 s", arguments: try paths)
  func briefLength(path: String) throws {
    let analysis = try ChartFixture.analysis(path)
    let script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), verbosity: .brief)
    #expect(!script.segments.contains { if case .tones = $0 { true } else { false } })
    let sink = MemoryAudioSink()
    _ = try Narrator().render(script, into: sink)
    let last = try #require(
      sink.samples.lastIndex { abs($0) >= Self.soundThreshold }, "\(path): nothing heard")
    let seconds = Double(last / 2 + 1) / Double(sink.sampleRate)
    print("brief narration of \(path): \(String(format: "%.2f", seconds)) s")
    #expect(seconds <= Self.briefLimitSeconds, "\(path): brief narration lasts \(seconds) s")
  }
}
