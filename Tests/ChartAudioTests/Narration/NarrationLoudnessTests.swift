import ChartA11y
import ChartAudio
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@Suite(
  "Narration loudness, measured", .serialized, .enabled(if: SpeechSynthesizer.isAvailable),
  .tags(.speech))
struct NarrationLoudnessTests {
  static let rate = 44_100

  /// The integrated loudness (BS.1770) of the placements of one kind, measured on the samples
  /// they occupy, in order; with `soundingOnly`, only over their 1 ms windows that hold a
  /// sample above −100 dBFS (the notes themselves, found in the signal, not from the score).
  static func loudness(
    _ samples: [Float], _ placements: [Narrator.Placement], soundingOnly: Bool = false,
    where isKind: (NarrationScript.Segment) -> Bool
  ) -> Double {
    // Read for its loudness only: the true peak is measured once, over the whole narration.
    let meter = LoudnessMeter(sampleRate: rate, measuresTruePeak: false)
    let window = rate / 1_000 * 2
    for placement in placements where isKind(placement.segment) {
      let first = Int((placement.startSeconds * Double(rate)).rounded()) * 2
      let last = min(
        samples.count,
        first + Int((placement.durationSeconds * Double(rate)).rounded()) * 2)
      guard soundingOnly else {
        samples[first..<last].withUnsafeBufferPointer { meter.write($0) }
        continue
      }
      for start in stride(from: first, to: last, by: window) {
        let part = samples[start..<min(last, start + window)]
        guard part.contains(where: { abs($0) > 1e-5 }) else { continue }
        part.withUnsafeBufferPointer { meter.write($0) }
      }
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
    arguments: try Fixtures.speechChartPaths)
  func equalLoudness(path: String) throws {
    let analysis = try ChartFixture.analysis(path)
    let script = NarrationScript(
      analysis: analysis, score: ScoreComposer.compose(analysis), verbosity: .standard)
    let sink = MemoryAudioSink(sampleRate: Self.rate)
    let placements = try Narrator().render(script, into: sink)
    let speech = Self.loudness(sink.samples, placements, where: Self.isSpeech)
    let tones = Self.loudness(sink.samples, placements, soundingOnly: true, where: Self.isTones)
    let whole = LoudnessMeter(sampleRate: Self.rate)
    sink.samples.withUnsafeBufferPointer { whole.write($0) }
    let truePeak = 20 * log10(whole.truePeak)
    print(
      "loudness of \(path): speech \(String(format: "%.2f", speech)) LUFS, tones "
        + "\(String(format: "%.2f", tones)) LUFS (while sounding), true peak "
        + "\(String(format: "%.2f", truePeak)) dBTP, sample peak "
        + "\(String(format: "%.2f", 20 * log10(Double(whole.peak)))) dBFS")
    // Tones are measured while they sound: a few short notes spread over a section are not
    // quieter for the silence between them (the hourly readings' five points).
    #expect(abs(speech - tones) <= 1, "\(path): speech \(speech) LUFS, tones \(tones) LUFS")
    #expect(abs(speech - Narrator.standardLoudness) <= 1)
    // At most −1 dBTP (BS.1770-4 Annex 2, 4× oversampled), so nothing clips either.
    #expect(truePeak <= -1 + 1e-3, "\(path): true peak \(truePeak) dBTP")
  }
}
