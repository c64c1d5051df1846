import ChartA11y
import ChartAudio
import Foundation
import Testing

/// The narrator's gain for tones: sparse notes and a held glide are brought to the same level
/// while they sound, and no gain passes the −1 dBTP ceiling.
@Suite("Narrator tone gain, measured")
struct ToneGainTests {
  static let rate = 44_100

  /// Tones rendered by the narrator into memory.
  static func render(
    _ events: [ToneEvent], seconds: Double, target: Double = Narrator.standardLoudness
  ) throws -> [Float] {
    let sink = MemoryAudioSink(sampleRate: rate)
    try Narrator(targetLoudness: target).renderTones(
      events[...], from: 0, durationSeconds: seconds, into: sink)
    return sink.samples
  }

  /// BS.1770 loudness over the 1 ms windows that hold a sample above −100 dBFS.
  static func soundingLoudness(_ samples: [Float]) -> Double {
    let meter = LoudnessMeter(sampleRate: rate, measuresTruePeak: false)
    let window = rate / 1_000 * 2
    for start in stride(from: 0, to: samples.count, by: window) {
      let part = samples[start..<min(samples.count, start + window)]
      guard part.contains(where: { abs($0) > 1e-5 }) else { continue }
      part.withUnsafeBufferPointer { meter.write($0) }
    }
    return meter.integratedLoudness
  }

  static func note(at seconds: Double, length: Double, hz: Double = 440) -> ToneEvent {
    ToneEvent(
      kind: .note, startSeconds: seconds, durationSeconds: length, frequencyHz: hz, pan: 0,
      amplitude: 0.3, timbre: .sine, seriesIndex: 0, x: nil, value: nil)
  }

  @Test("Five short notes spread over 5 s sound as loud as a held glide, within 0.5 LU")
  func sparseNotes() throws {
    // The hourly readings' shape: one note, a long silence, then four short notes.
    let sparse =
      [Self.note(at: 0, length: 0.25)]
      + (0..<4).map { Self.note(at: 4.7 + Double($0) * 0.05, length: 0.025) }
    let glide = ToneEvent(
      kind: .glide, startSeconds: 0, durationSeconds: 5, frequencyHz: 300, endFrequencyHz: 600,
      pan: 0, amplitude: 0.3, timbre: .sine, seriesIndex: 0, x: nil, value: nil)
    let notes = Self.soundingLoudness(try Self.render(sparse, seconds: 5))
    let held = Self.soundingLoudness(try Self.render([glide], seconds: 5))
    print("sparse notes \(notes) LUFS, glide \(held) LUFS while sounding")
    #expect(abs(notes - held) <= 0.5, "notes \(notes) LUFS, glide \(held) LUFS")
    #expect(abs(held - Narrator.standardLoudness) <= 0.5)
  }

  @Test("A gain that would pass −1 dBTP is lowered to it")
  func truePeakCeiling() throws {
    // A centred sine peaks at about its loudness in dBFS: brought to 0 LUFS, at 0 dBFS.
    let samples = try Self.render([Self.note(at: 0, length: 1)], seconds: 1, target: 0)
    let meter = LoudnessMeter(sampleRate: Self.rate)
    samples.withUnsafeBufferPointer { meter.write($0) }
    let truePeak = 20 * log10(meter.truePeak)
    #expect(truePeak <= -1 + 1e-3 && truePeak > -1.5, "true peak \(truePeak) dBTP")
  }
}
