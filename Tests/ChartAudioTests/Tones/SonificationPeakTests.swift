import ChartAudio
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

/// `sonify`'s audio graph keeps its true peak at or below −1 dBTP on every chart of
/// ``Fixtures/speechChartPaths`` (every fixture and corpus chart in the full tier), one series after another and all together; a mix that would pass it is scaled
/// under it before any sample is clamped.
@Suite("Sonification peaks, measured")
struct SonificationPeakTests {
  static let rate = 44_100

  /// A score rendered as `render` writes it (unclamped), measured: the true peak in dBTP and
  /// the largest absolute sample.
  static func measure(_ render: (any AudioSink) throws -> Void) throws -> (
    truePeak: Double, samplePeak: Float
  ) {
    let sink = MemoryAudioSink(sampleRate: rate)
    try render(sink)
    let meter = LoudnessMeter(sampleRate: rate)
    sink.samples.withUnsafeBufferPointer { meter.write($0) }
    return (20 * log10(meter.truePeak), meter.peak)
  }

  @Test(
    "Every sonification's true peak is at most −1 dBTP (BS.1770-4 Annex 2, 4× oversampled)",
    arguments: try Fixtures.speechChartPaths)
  func truePeak(path: String) throws {
    let analysis = try ChartFixture.analysis(path)
    for arrangement in [SonificationOptions.Arrangement.sequential, .simultaneous] {
      let score = ScoreComposer.compose(
        analysis, options: SonificationOptions(arrangement: arrangement))
      let meter = LoudnessMeter(sampleRate: Self.rate)
      try ToneSynthesizer().render(score, into: meter)
      let truePeak = 20 * log10(meter.truePeak)
      print(
        "sonification peak of \(path) (\(arrangement)): true peak "
          + "\(String(format: "%.2f", truePeak)) dBTP, sample peak "
          + "\(String(format: "%.2f", 20 * log10(Double(meter.peak)))) dBFS")
      #expect(truePeak <= -1, "\(path) (\(arrangement)): true peak \(truePeak) dBTP")
    }
  }

  /// A daily line over 1,440 days with about half the days missing in short stretches (1 to 9
  /// days), so that grouping (by 29) meets hundreds of runs of one or two points: the shape
  /// of Vega-Lite's `weather-2014-range-filter`, which clipped at 0 dBFS.
  static var sparseLine: String {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    var rows: [String] = []
    var day = 0
    while day < 1_440 {
      let present = 1 + Int(next() % 3)
      for _ in 0..<present where day < 1_440 {
        let date = Date(timeIntervalSince1970: 1_325_376_000 + Double(day) * 86_400)
        rows.append(
          "{\"x\": \"\(date.ISO8601Format(.iso8601.year().month().day()))\", \"v\": \(10 + Double(next() % 100) / 10)}"
        )
        day += 1
      }
      let absent = 1 + Int(next() % 9)
      day += absent
    }
    return """
      {"version": 1, "data": {"values": [\(rows.joined(separator: ", "))]},
       "marks": [{"type": "line", "x": {"field": "x", "label": "Day", "type": "temporal", "unit": "day"},
                  "y": {"field": "v", "label": "V"}}]}
      """
  }

  @Test(
    "Lone points between short missing stretches do not pile up: the unscaled mix stays under −1 dBTP, no sample at ±1"
  )
  func lonePoints() throws {
    let analysis = try ChartText.analysis(Self.sparseLine)
    #expect(analysis.series[0].missingCount > 500)
    for arrangement in [SonificationOptions.Arrangement.sequential, .simultaneous] {
      let score = ScoreComposer.compose(
        analysis, options: SonificationOptions(arrangement: arrangement))
      #expect(score.sections[0].groupSize > 1)
      let (truePeak, samplePeak) = try Self.measure {
        try ToneSynthesizer().render(score, into: $0)
      }
      print(
        "lone points (\(arrangement)): true peak \(String(format: "%.2f", truePeak)) dBTP, "
          + "sample peak \(String(format: "%.2f", 20 * log10(Double(samplePeak)))) dBFS")
      #expect(truePeak <= -1, "true peak \(truePeak) dBTP")
      #expect(samplePeak < 1)
      // One series is one voice: none of its tones overlaps the next by more than a release.
      let tones = score.events.filter { $0.kind == .glide || $0.kind == .note }
      for (tone, next) in zip(tones, tones.dropFirst()) {
        #expect(
          tone.endSeconds <= next.startSeconds + 1e-9,
          "\(tone.x.map(String.init(describing:)) ?? "") ends at \(tone.endSeconds) s, after the next starts at \(next.startSeconds) s"
        )
      }
    }
  }

  /// Twelve notes at 0.3 of full scale sounding at once: several times past full scale, so
  /// the gain that brings the mix under the ceiling is below 1.
  static let loudChord = SonificationScore(
    seriesNames: [],
    events: (0..<12).map { index in
      ToneEvent(
        kind: .note, startSeconds: 0.01 * Double(index), durationSeconds: 0.5,
        frequencyHz: 220 * pow(2, Double(index) / 12), pan: 0, amplitude: 0.3,
        timbre: Timbre.forSeries(at: index), seriesIndex: index, x: nil, value: nil)
    }, sections: [], pitch: nil, durationSeconds: 0.7)

  @Test(
    "A mix past full scale is scaled under −1 dBTP before it is clamped; one under it is untouched"
  )
  func ceiling() throws {
    let score = Self.loudChord
    let raw = try Self.measure { try ToneSynthesizer().render(score, into: $0) }
    var gain: Float = 0
    let capped = try Self.measure {
      gain = try ToneSynthesizer().renderUnderCeiling(score, into: $0)
    }
    print(
      "twelve notes: unscaled \(String(format: "%.2f", raw.truePeak)) dBTP, under the ceiling "
        + "\(String(format: "%.3f", capped.truePeak)) dBTP (gain \(gain)), sample peak "
        + "\(String(format: "%.2f", 20 * log10(Double(capped.samplePeak)))) dBFS")
    #expect(raw.truePeak > 3, "the unscaled mix is \(raw.truePeak) dBTP")
    #expect(capped.truePeak <= -1 + 1e-3 && capped.truePeak > -1.1, "\(capped.truePeak) dBTP")
    #expect(capped.samplePeak < 1)
    // A quiet score keeps its level exactly.
    let quiet = SonificationScore(
      seriesNames: [], events: [score.events[0]], sections: [], pitch: nil, durationSeconds: 0.6)
    let alone = try Self.measure { try ToneSynthesizer().render(quiet, into: $0) }
    let kept = try Self.measure { gain = try ToneSynthesizer().renderUnderCeiling(quiet, into: $0) }
    #expect(gain == 1 && kept.truePeak == alone.truePeak)
  }
}
