import ChartA11y
import ChartAudio
import Foundation
import GoldenTesting
import Testing

@Suite(
  "Narration loudness, measured", .serialized, .enabled(if: SpeechSynthesizer.isAvailable),
  .tags(.speech))
struct NarrationLoudnessTests {
  static let rate = 44_100

  /// The integrated loudness (BS.1770) of the placements of one kind, measured on the samples
  /// they occupy, in order.
  static func loudness(
    _ samples: [Float], _ placements: [Narrator.Placement],
    where isKind: (NarrationScript.Segment) -> Bool
  ) -> Double {
    let meter = LoudnessMeter(sampleRate: rate)
    for placement in placements where isKind(placement.segment) {
      let first = Int((placement.startSeconds * Double(rate)).rounded()) * 2
      let last = min(
        samples.count,
        first + Int((placement.durationSeconds * Double(rate)).rounded()) * 2)
      samples[first..<last].withUnsafeBufferPointer { meter.write($0) }
    }
    return meter.integratedLoudness
  }

  static func isSpeech(_ segment: NarrationScript.Segment) -> Bool {
    if case .speech = segment { return true }
    return false
  }

  static func isTones(_ segment: NarrationScript.Segment) -> Bool {
    switch segment {
    case .tones, .note: return true
    case .speech, .pause: return false
    }
  }

  @Test(
    "Speech and tones are equally loud within 1 LU (ITU-R BS.1770 integrated loudness)",
    arguments: try Fixtures.narratedChartPaths + Fixtures.corpusChartPaths)
  func equalLoudness(path: String) throws {
    let analysis = try ChartFixtures.analysis(path: path)
    let script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), level: .construction)
    let sink = MemoryAudioSink(sampleRate: Self.rate)
    let placements = try Narrator().render(script, into: sink)
    let speech = Self.loudness(sink.samples, placements, where: Self.isSpeech)
    let tones = Self.loudness(sink.samples, placements, where: Self.isTones)
    let peak = sink.samples.lazy.map { abs($0) }.max() ?? 0
    print(
      "loudness of \(path): speech \(String(format: "%.2f", speech)) LUFS, tones "
        + "\(String(format: "%.2f", tones)) LUFS, peak \(String(format: "%.2f", 20 * log10(peak))) dBFS"
    )
    // Known: the hourly fixture's five sparse point tones measure 1.07 LU louder than its
    // speech over the whole narration (−16.95 against −18.02 LUFS), though each segment is
    // brought to −18 LUFS on its own: the 400 ms blocks fall differently on a few short
    // notes. Kept visible until the tones' gain is measured the way the listener hears them.
    withKnownIssue(
      "sparse short tones measure louder together than segment by segment", isIntermittent: true
    ) {
      #expect(abs(speech - tones) <= 1, "\(path): speech \(speech) LUFS, tones \(tones) LUFS")
    } when: {
      path == "vega-lite/hourly-range.vl.json"
    }
    #expect(abs(speech - Narrator.standardLoudness) <= 1)
    // Nothing clips.
    #expect(sink.samples.allSatisfy { abs($0) < 1 })
  }
}
