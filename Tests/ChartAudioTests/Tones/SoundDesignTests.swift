import ChartA11y
import ChartAudio
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

/// The sound design of issue 16, measured on rendered samples: gaps between separate notes,
/// the zero tick's level, the pan's reach, the distance between consecutive timbres and their
/// loudness.
@Suite("Sound design, measured")
struct SoundDesignTests {
  static let rate = 44_100

  static func render(_ events: [ToneEvent], seconds: Double) throws -> [Float] {
    let sink = MemoryAudioSink(sampleRate: rate)
    try ToneSynthesizer().render(events[...], from: 0, durationSeconds: seconds, into: sink)
    return sink.samples
  }

  /// A bar (or point) chart of `count` positions whose values wander up and down, crossing
  /// zero when `crossing`; with `markers`, numeric x and reference lines on the x axis halfway
  /// between every fifth position and the next (where a tick at its own time falls in the gap
  /// between two notes).
  static func chart(
    count: Int, mark: String = "bar", crossing: Bool = false, numericX: Bool = false,
    markers: Bool = false
  )
    -> String
  {
    let rows = (0..<count).map { index -> String in
      let value = sin(Double(index) * 0.7) * 40 + (crossing ? 0 : 50) + Double(index % 7)
      let x = numericX ? "\(pow(Double(index), 1.5))" : "\"c\(index)\""
      return "{\"x\": \(x), \"v\": \(value)}"
    }
    let type = numericX ? "quantitative" : "categorical"
    let rules =
      markers
      ? stride(from: 0, to: count - 1, by: 5).map { index in
        let middle = (pow(Double(index), 1.5) + pow(Double(index + 1), 1.5)) / 2
        return ", {\"type\": \"rule\", \"x\": {\"value\": \(middle), \"label\": \"M\(index)\"}}"
      }.joined() : ""
    return """
      {"version": 1, "data": {"values": [\(rows.joined(separator: ", "))]},
       "marks": [{"type": "\(mark)", "x": {"field": "x", "label": "X", "type": "\(type)"},
                  "y": {"field": "v", "label": "V"}}\(rules)]}
      """
  }

  @Test(
    "Separate notes have a gap of at least 20 ms, 30 dB down, at every grouping, with zero and marker ticks",
    arguments: [
      (12, "bar", false, false), (60, "bar", false, false), (120, "bar", false, false),
      (400, "bar", false, false), (90, "point", true, false), (24, "bar", true, true),
      (90, "point", true, true), (400, "bar", true, true),
    ])
  func gaps(count: Int, mark: String, numericX: Bool, ticks: Bool) throws {
    let score = ScoreComposer.compose(
      try ChartText.analysis(
        Self.chart(
          count: count, mark: mark, crossing: ticks, numericX: numericX, markers: ticks)))
    let notes = score.events.filter { $0.kind == .note }
    // Five seconds hold 58 separate notes (85 ms each, issue 40).
    #expect(notes.count >= min(count, 58) / 2)
    if ticks {
      // Zero-crossing and marker ticks both sound, so the gaps are measured with them.
      #expect(score.events.contains { $0.kind == .zero })
      #expect(score.events.filter { $0.kind == .marker }.count >= count / 5 - 1)
    }
    let samples = try Self.render(score.events, seconds: score.durationSeconds)
    var shortest = Int.max
    defer {
      print("\(count) positions, group \(score.sections[0].groupSize): shortest gap \(shortest) ms")
    }
    let chords = Self.chords(notes)
    for (note, next) in zip(chords, chords.dropFirst()) {
      let longest = try #require(Self.quietMilliseconds(samples, from: note, to: next))
      shortest = min(shortest, longest)
      #expect(
        longest >= 20,
        "\(count) positions (group \(score.sections[0].groupSize)): \(longest) ms 30 dB down between the notes at \(note.startSeconds) s and \(next.startSeconds) s"
      )
    }
  }

  /// One note of each chord (the notes sharing an onset sound together, issue 40), in time
  /// order.
  static func chords(_ notes: [ToneEvent]) -> [ToneEvent] {
    var seen = Set<Double>()
    return notes.sorted { $0.startSeconds < $1.startSeconds }.filter {
      seen.insert($0.startSeconds).inserted
    }
  }

  /// The audible gap between two notes, in ms.
  ///
  /// The longest run of 1 ms windows at least 30 dB below the loudest window, from a note's
  /// start to 2 ms after the next note's start; `nil` when the span holds no window.
  static func quietMilliseconds(_ samples: [Float], from note: ToneEvent, to next: ToneEvent)
    -> Int?
  {
    let levels = SignalMeasurement.levels(
      samples, from: note.startSeconds, to: next.startSeconds + 0.002, windowSeconds: 0.001,
      sampleRate: rate)
    guard let reference = levels.max() else { return nil }
    var longest = 0
    var run = 0
    for level in levels {
      run = level < reference - 30 ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }

  /// The K-weighted loudness of each event rendered alone, in LUFS.
  static func loudness(_ event: ToneEvent) throws -> Double {
    var alone = event
    alone.startSeconds = 0
    let meter = LoudnessMeter(sampleRate: rate, measuresTruePeak: false)
    try ToneSynthesizer().render(
      [alone][...], from: 0, durationSeconds: alone.durationSeconds, into: meter)
    return meter.integratedLoudness
  }

  @Test(
    "Zero-crossing and marker ticks sound at least 10 dB below the notes and glides",
    arguments: ["bar", "line"])
  func tickLevel(mark: String) throws {
    let score = ScoreComposer.compose(
      try ChartText.analysis(
        Self.chart(count: 20, mark: mark, crossing: true, numericX: true, markers: true)))
    let ticks = score.events.filter { $0.kind == .zero || $0.kind == .marker }
    let tones = score.events.filter { $0.kind == .note || $0.kind == .glide }
    #expect(ticks.filter { $0.kind == .zero }.count >= 3)
    #expect(ticks.filter { $0.kind == .marker }.count >= 3)
    let quietestTone = try tones.map(Self.loudness).min() ?? -.infinity
    let loudestTick = try ticks.map(Self.loudness).max() ?? .infinity
    print("\(mark): ticks \(quietestTone - loudestTick) dB below the quietest tone")
    #expect(
      quietestTone - loudestTick >= 10,
      "the loudest tick \(loudestTick) LUFS, the quietest tone \(quietestTone) LUFS")
  }

  @Test("Pan reaches ±0.9 at the ends, never further: the far ear still hears the first point")
  func panReach() throws {
    let score = ScoreComposer.compose(
      try ChartText.analysis(Self.chart(count: 12)))
    let samples = try Self.render(score.events, seconds: score.durationSeconds)
    func measuredPan(_ event: ToneEvent) -> Double {
      func level(_ channel: Int) -> Double {
        SignalMeasurement.rms(
          SignalMeasurement.channel(
            samples, channel, from: event.startSeconds + 0.012, to: event.endSeconds - 0.012,
            sampleRate: Self.rate))
      }
      // Equal power: left = cos θ, right = sin θ, θ = (pan + 1) π/4.
      return atan2(level(1), level(0)) * 4 / Double.pi - 1
    }
    let notes = score.events.filter { $0.kind == .note }
    let first = try #require(notes.first)
    let last = try #require(notes.last)
    print("pan measured: first \(measuredPan(first)), last \(measuredPan(last))")
    #expect(abs(measuredPan(first) + 0.9) < 0.005, "first note at pan \(measuredPan(first))")
    #expect(abs(measuredPan(last) - 0.9) < 0.005, "last note at pan \(measuredPan(last))")
    for note in notes { #expect(abs(measuredPan(note)) <= 0.905) }
    for event in score.events { #expect(abs(event.pan) <= 0.9 && abs(event.endPan) <= 0.9) }
  }

  @Test(
    "Eight series timbres differ pairwise in spectral centroid by 1.15 or more, at equal loudness within 1 dB",
    arguments: [130.81, 261.63, 523.25, 1_046.5])
  func timbres(frequencyHz: Double) throws {
    let timbres = Timbre.seriesTimbres
    #expect(Set((0..<8).map(Timbre.forSeries(at:))).count == 8)
    // Held (a glide keeps no note envelope), so the centroid and loudness are the steady
    // tone's.
    func held(_ timbre: Timbre) -> ToneEvent {
      ToneEvent(
        kind: .glide, startSeconds: 0, durationSeconds: 0.5, frequencyHz: frequencyHz, pan: 0,
        amplitude: 0.3, timbre: timbre, seriesIndex: 0, x: nil, value: nil)
    }
    var centroids: [(power: Double, magnitude: Double)] = []
    var loudness: [Double] = []
    for timbre in timbres {
      let samples = try Self.render([held(timbre)], seconds: 0.5)
      let sustain = SignalMeasurement.mono(samples, from: 0.05, to: 0.45, sampleRate: Self.rate)
      centroids.append(
        (
          SignalMeasurement.spectralCentroid(sustain, sampleRate: Self.rate, powerWeighted: true),
          SignalMeasurement.spectralCentroid(sustain, sampleRate: Self.rate, powerWeighted: false)
        ))
      loudness.append(try Self.loudness(held(timbre)))
    }
    print(
      "\(frequencyHz) Hz: \(timbres.map(\.rawValue)) centroids \(centroids.map { Int($0.power) }) Hz (power), \(centroids.map { Int($0.magnitude) }) Hz (magnitude), loudness \(loudness.map { ($0 * 100).rounded() / 100 }) LUFS"
    )
    var closest = Double.infinity
    for first in timbres.indices {
      for second in timbres.indices where second > first {
        for (a, b, kind) in [
          (centroids[first].power, centroids[second].power, "power"),
          (centroids[first].magnitude, centroids[second].magnitude, "magnitude"),
        ] {
          closest = min(closest, max(a, b) / min(a, b))
          #expect(
            max(a, b) / min(a, b) >= 1.15,
            "\(timbres[first]) and \(timbres[second]) at \(frequencyHz) Hz: \(kind) centroids \(a) and \(b) Hz"
          )
        }
        #expect(
          abs(loudness[first] - loudness[second]) <= 1,
          "\(timbres[first]) \(loudness[first]) LUFS, \(timbres[second]) \(loudness[second]) LUFS")
      }
    }
    print("\(frequencyHz) Hz: closest pair of centroids \(closest) times apart")
  }

  /// A note's envelope, measured in 5 ms windows of RMS: the time it takes to reach 90 % of
  /// its loudest window, in seconds, and the level of its last sustained window (before the
  /// release) over the loudest.
  static func envelope(_ samples: [Float], seconds: Double) -> (attack: Double, endLevel: Double) {
    let levels = SignalMeasurement.levels(
      samples, from: 0, to: seconds, windowSeconds: 0.005, sampleRate: rate
    ).map { pow(10, $0 / 20) }
    let loudest = levels.max() ?? 0
    let attack = Double((levels.firstIndex { $0 >= 0.9 * loudest } ?? 0) + 1) * 0.005
    let last = levels[max(0, levels.count - 4)]
    return (attack, last / loudest)
  }

  @Test("Series timbres close in centroid (within 1.6 times) differ in their notes' envelope")
  func envelopes() throws {
    let timbres = Timbre.seriesTimbres
    var measured: [(attack: Double, endLevel: Double)] = []
    for timbre in timbres {
      let note = ToneEvent(
        kind: .note, startSeconds: 0, durationSeconds: 0.25, frequencyHz: 261.63, pan: 0,
        amplitude: 0.3, timbre: timbre, seriesIndex: 0, x: nil, value: nil)
      measured.append(Self.envelope(try Self.render([note], seconds: 0.25), seconds: 0.25))
    }
    print(
      "envelopes: \(zip(timbres, measured).map { "\($0.rawValue) attack \($1.attack) s, end \(($1.endLevel * 100).rounded() / 100)" })"
    )
    var pairs = 0
    for first in timbres.indices {
      for second in timbres.indices where second > first {
        let ratio =
          max(
            timbres[first].centroid(powerWeighted: true),
            timbres[second].centroid(powerWeighted: true))
          / min(
            timbres[first].centroid(powerWeighted: true),
            timbres[second].centroid(powerWeighted: true))
        let differ =
          abs(measured[first].attack - measured[second].attack) >= 0.04
          || max(measured[first].endLevel, measured[second].endLevel)
            / min(measured[first].endLevel, measured[second].endLevel) >= 2
        if ratio < 1.6 {
          pairs += 1
          #expect(
            differ,
            "\(timbres[first]) and \(timbres[second]): centroids \(ratio) apart, same envelope")
        }
      }
    }
    #expect(pairs >= 7)
  }

  @Test("--pitch-scope series: each series spans the whole pitch range over its own values")
  func seriesScope() throws {
    var options = SonificationOptions()
    options.pitchScope = .series
    let (score, analysis) = try ChartFixtures.score("us-baby-names-ridgeline", options: options)
    let samples = try Self.render(score.events, seconds: score.durationSeconds)
    for (index, section) in score.sections.enumerated() {
      let glides = score.events(in: section).filter { $0.kind == .glide && $0.seriesIndex == index }
      let values = analysis.chart.series[index].observations.map(\.value).filter(\.isFinite)
      let low = try #require(values.min())
      let high = try #require(values.max())
      let lowest = try #require(glides.min { $0.frequencyHz < $1.frequencyHz })
      let highest = try #require(glides.max { $0.frequencyHz < $1.frequencyHz })
      #expect(lowest.value == low && highest.value == high)
      // Measured around the highest point: the top of the pitch range, within a semitone
      // (the glide moves on within the window).
      let window = SignalMeasurement.mono(
        samples, from: highest.startSeconds - 0.006, to: highest.startSeconds + 0.006,
        sampleRate: Self.rate)
      let measured = SignalMeasurement.dominantFrequency(window, sampleRate: Self.rate)
      #expect(
        abs(
          PitchMapping.midiNote(ofFrequency: measured)
            - PitchMapping.midiNote(ofFrequency: options.maximumFrequencyHz)) < 1,
        "\(section.title) peaks at \(measured) Hz")
    }
  }
}
