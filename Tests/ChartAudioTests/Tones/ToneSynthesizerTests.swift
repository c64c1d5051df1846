import ChartA11y
import ChartAudio
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@Suite("Tone synthesis, measured")
struct ToneSynthesizerTests {
  static let rate = 44_100

  static func render(_ score: SonificationScore) throws -> [Float] {
    let sink = MemoryAudioSink(sampleRate: rate)
    try ToneSynthesizer().render(score, into: sink)
    return sink.samples
  }

  static let rising = """
    {"version": 1, "data": {"values": [
      {"t": 1, "v": 1}, {"t": 2, "v": 2}, {"t": 3, "v": 3}, {"t": 4, "v": 4}, {"t": 5, "v": 5},
      {"t": 6, "v": 6}, {"t": 7, "v": 7}, {"t": 8, "v": 8}]},
     "marks": [{"type": "line", "x": {"field": "t", "label": "T"},
                "y": {"field": "v", "label": "V"}}]}
    """

  @Test("The audio lasts as long as the score, in stereo")
  func length() throws {
    let (score, _) = try ChartFixtures.score("sales-report")
    let samples = try Self.render(score)
    #expect(samples.count == Int((score.durationSeconds * Double(Self.rate)).rounded()) * 2)
  }

  @Test("Each bar's dominant frequency is its score frequency within 1 %")
  func noteFrequencies() throws {
    let (score, _) = try ChartFixtures.score("activity-hours")
    let samples = try Self.render(score)
    let notes = score.events.filter { $0.kind == .note }
    #expect(notes.count == 12)
    for note in notes {
      let margin = note.durationSeconds * 0.15
      let window = SignalMeasurement.mono(
        samples, from: note.startSeconds + margin, to: note.endSeconds - margin,
        sampleRate: Self.rate)
      let measured = SignalMeasurement.dominantFrequency(window, sampleRate: Self.rate)
      #expect(
        abs(measured - note.frequencyHz) / note.frequencyHz < 0.01,
        "\(note.frequencyHz) Hz measured as \(measured) Hz")
    }
  }

  @Test("A rising series rises in pitch and moves from the left to the right")
  func risingAndPanning() throws {
    let score = ScoreComposer.compose(
      try ChartText.analysis(Self.rising))
    let samples = try Self.render(score)
    let legs = score.events.filter { $0.kind == .glide }
    #expect(legs.count == 8)
    var previous = 0.0
    for leg in legs {
      let middle = leg.startSeconds + leg.durationSeconds / 2
      let window = SignalMeasurement.mono(
        samples, from: middle - 0.05, to: middle + 0.05, sampleRate: Self.rate)
      let measured = SignalMeasurement.dominantFrequency(window, sampleRate: Self.rate)
      #expect(measured > previous * 1.01, "pitch \(measured) Hz after \(previous) Hz")
      previous = measured
    }
    let first = try #require(legs.first)
    let last = try #require(legs.last)
    func loudness(_ channel: Int, _ event: ToneEvent) -> Double {
      SignalMeasurement.rms(
        SignalMeasurement.channel(
          samples, channel, from: event.startSeconds + 0.02, to: event.endSeconds - 0.02,
          sampleRate: Self.rate))
    }
    #expect(loudness(0, first) > 3 * loudness(1, first))
    #expect(loudness(1, last) > 3 * loudness(0, last))
    let middle = legs[3]
    #expect(loudness(0, middle) > loudness(1, middle))
    #expect(loudness(1, legs[4]) > loudness(0, legs[4]))
  }

  @Test("Glides are phase-continuous and every sound fades in and out: no jumps")
  func noClicks() throws {
    let (score, _) = try ChartFixtures.score("us-baby-names-ridgeline")
    let mary = try #require(score.sections.first { $0.title == "Mary" })
    let sink = MemoryAudioSink(sampleRate: Self.rate)
    try ToneSynthesizer().render(mary, of: score, into: sink)
    // A sine of amplitude 0.4 at up to 1,046.5 Hz changes by at most 2π f A / rate ≈ 0.06
    // per sample; a phase jump or an unfaded start would be up to ten times that.
    for channel in 0..<2 {
      let samples = SignalMeasurement.channel(
        sink.samples, channel, from: 0, to: mary.durationSeconds, sampleRate: Self.rate)
      let largest = zip(samples, samples.dropFirst()).map { abs($1 - $0) }.max() ?? 0
      #expect(largest < 0.065)
      #expect(abs(samples.first ?? 1) < 0.01)
    }
  }

  @Test("Ashley's missing years are silent apart from one soft click")
  func gapIsSilent() throws {
    let (score, _) = try ChartFixtures.score("us-baby-names-ridgeline")
    let ashley = try #require(score.sections.first { $0.title == "Ashley" })
    let sink = MemoryAudioSink(sampleRate: Self.rate)
    try ToneSynthesizer().render(ashley, of: score, into: sink)
    let events = Array(score.events(in: ashley))
    let year1917 = try #require(events.first { ChartFixtures.year($0) == 1917 })
    let year1938 = try #require(events.first { ChartFixtures.year($0) == 1938 })
    let click = try #require(events.first { $0.kind == .gap })
    let start = ashley.startSeconds
    let before = SignalMeasurement.mono(
      sink.samples, from: year1917.endSeconds - start, to: click.startSeconds - start,
      sampleRate: Self.rate)
    let after = SignalMeasurement.mono(
      sink.samples, from: click.endSeconds - start, to: year1938.startSeconds - start,
      sampleRate: Self.rate)
    #expect(before.count >= Self.rate / 200)
    #expect(after.count > Self.rate / 2)
    #expect(SignalMeasurement.rms(before) == 0)
    #expect(SignalMeasurement.rms(after) == 0)
    let clickSamples = SignalMeasurement.mono(
      sink.samples, from: click.startSeconds - start, to: click.endSeconds - start,
      sampleRate: Self.rate)
    let tone = SignalMeasurement.mono(
      sink.samples, from: year1938.startSeconds - start + 0.3,
      to: year1938.startSeconds - start + 0.6, sampleRate: Self.rate)
    #expect(SignalMeasurement.rms(clickSamples) > 0.01)
    #expect(SignalMeasurement.rms(clickSamples) < SignalMeasurement.rms(tone))
  }

  @Test("Rendering streams in blocks no larger than the block size")
  func streaming() throws {
    final class BlockSink: AudioSink {
      let sampleRate = 44_100
      var largest = 0
      var frames = 0
      func write(_ samples: UnsafeBufferPointer<Float>) {
        largest = max(largest, samples.count)
        frames += samples.count / 2
      }
    }
    let (score, _) = try ChartFixtures.score("us-baby-names-ridgeline")
    let sink = BlockSink()
    try ToneSynthesizer(blockFrameCount: 512).render(score, into: sink)
    #expect(sink.largest == 1_024)
    #expect(sink.frames == Int((score.durationSeconds * 44_100).rounded()))
  }

  @Test(
    "Measured renders kept in memory and rendered again give the same samples, the same gain and the same measure"
  )
  func measuredOnceOrTwice() throws {
    let (score, _) = try ChartFixtures.score("us-baby-names-ridgeline")
    let frames = Int((score.durationSeconds * 44_100).rounded())
    var results: [(samples: [Float], gain: Float, truePeak: Double, looks: Int)] = []
    for limit in [frames, frames - 1] {
      let sink = MemoryAudioSink()
      var truePeak = 0.0
      var looks = 0
      let gain = try ToneSynthesizer(bufferedFrameLimit: limit).renderMeasured(
        score.events[...], from: 0, durationSeconds: score.durationSeconds, into: sink
      ) { replay in
        let meter = LoudnessMeter()
        try replay(meter)
        try replay(meter)
        looks += 2
        truePeak = meter.truePeak
        // Twice past the ceiling, so that the gain is below 1 and shows.
        return PeakCeiling.gain(truePeak: 2 * truePeak)
      }
      results.append((sink.samples, gain, truePeak, looks))
    }
    #expect(results[0].samples.count == frames * 2)
    #expect(results[0].gain < 1 && results[0].gain > 0)
    #expect(results[0].looks == 2 && results[1].looks == 2)
    #expect(results[0].gain == results[1].gain)
    #expect(results[0].truePeak == results[1].truePeak)
    #expect(results[0].samples == results[1].samples)
  }
}
