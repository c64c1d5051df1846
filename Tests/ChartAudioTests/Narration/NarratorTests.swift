import ChartA11y
import ChartAudio
import ChartModel
import ChartTestSupport
import Foundation
import GoldenTesting
import Testing

@Suite(
  "Narration of the ridgeline, measured", .serialized,
  .enabled(if: SpeechSynthesizer.isAvailable), .tags(.speech))
struct NarratorTests {
  static let rate = 44_100

  /// The ridgeline's narration, rendered once for the suite's three tests (each took 8–10 s
  /// of CPU in a debug build rendering its own); a failure to render fails each test.
  static let narration = Result { try narrate() }

  /// Narrates the ridgeline into a WAV file and reads it back.
  static func narrate(verbosity: Verbosity = .standard) throws
    -> (NarrationScript, [Narrator.Placement], AudioFileContents)
  {
    let analysis = try ChartFixture.analysis(spec: "us-baby-names-ridgeline")
    let score = ScoreComposer.compose(analysis)
    let script = NarrationScript(analysis: analysis, score: score, verbosity: verbosity)
    return try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("ridgeline.wav")
      let writer = try AudioFileWriter(path: "ridgeline.wav", url: url)
      let placements = try Narrator().render(script, into: writer)
      try writer.finish()
      return (script, placements, try AudioFileContents(contentsOf: url))
    }
  }

  @Test("The WAV holds the spoken summary, each of the ten series introduced by name, and tones")
  func structure() throws {
    let (script, placements, audio) = try Self.narration.get()
    #expect(audio.sampleRate == Self.rate)
    #expect(audio.channelCount == 2)
    let end = (placements.last?.startSeconds ?? 0) + (placements.last?.durationSeconds ?? 0)
    #expect(abs(audio.durationSeconds - end) < 0.001)
    func loudness(_ placement: Narrator.Placement) -> Double {
      SignalMeasurement.rms(
        SignalMeasurement.mono(
          audio.samples, from: placement.startSeconds,
          to: placement.startSeconds + placement.durationSeconds, sampleRate: Self.rate))
    }
    let speech = placements.filter {
      if case .speech = $0.segment { return true } else { return false }
    }
    // The opening (title, axes, takeaway, mapping and Mary's introduction, one utterance),
    // nine more introductions and the details.
    #expect(speech.count == 11)
    for placement in speech {
      #expect(placement.durationSeconds > 0.4)
      #expect(loudness(placement) > 0.02)
    }
    guard case .speech(let opening) = script.segments.first else {
      Issue.record("the narration does not open with speech")
      return
    }
    #expect(opening.first == "Popularity of US baby names, 1880–2017.")
    // Each introduction is the last sentence before its tones.
    let names = script.segments.indices.compactMap { index -> String? in
      guard index >= 2, case .tones = script.segments[index],
        case .speech(let sentences) = script.segments[index - 2]
      else { return nil }
      return sentences.last?.split(whereSeparator: { $0 == "." || $0 == "," }).first
        .map(String.init)
    }
    #expect(
      names == [
        "Mary", "Emma", "Linda", "Lisa", "Jennifer", "Ashley", "Jessica", "Emily", "Isabella",
        "Sophia",
      ])
    let tones = placements.filter {
      if case .tones = $0.segment { return true } else { return false }
    }
    #expect(tones.count == 10)
    #expect(tones.allSatisfy { loudness($0) > 0.02 })
  }

  /// The placement and score section of a series' tones.
  static func tones(_ name: String, _ script: NarrationScript, _ placements: [Narrator.Placement])
    -> (Narrator.Placement, SonificationScore.Section)?
  {
    for placement in placements {
      if case .tones(let index) = placement.segment, script.score.sections[index].title == name {
        return (placement, script.score.sections[index])
      }
    }
    return nil
  }

  @Test("Linda's highest pitch sounds at the time of 1948")
  func lindaPeak() throws {
    let (script, placements, audio) = try Self.narration.get()
    let (placement, section) = try #require(Self.tones("Linda", script, placements))
    var best = (time: 0.0, frequency: 0.0)
    var time = 0.0
    while time + 0.03 < section.durationSeconds {
      let window = SignalMeasurement.mono(
        audio.samples, from: placement.startSeconds + time,
        to: placement.startSeconds + time + 0.03, sampleRate: Self.rate)
      if SignalMeasurement.rms(window) > 0.05 {
        let frequency = SignalMeasurement.dominantFrequency(
          window, sampleRate: Self.rate, minimumSize: 8_192)
        if frequency > best.frequency { best = (time + 0.015, frequency) }
      }
      time += 0.01
    }
    let peak = try #require(
      script.score.events(in: section).first { ChartFixtures.year($0) == 1948 })
    let peakTime = peak.startSeconds - section.startSeconds
    // One year is 5 s / 138 ≈ 36 ms of audio.
    #expect(
      abs(best.time - peakTime) < 0.05, "highest pitch at \(best.time) s, 1948 at \(peakTime) s")
    #expect(abs(best.frequency - peak.frequencyHz) / peak.frequencyHz < 0.03)
  }

  @Test("Ashley's missing years 1918–1937 are silent in the file")
  func ashleyGap() throws {
    let (script, placements, audio) = try Self.narration.get()
    let (placement, section) = try #require(Self.tones("Ashley", script, placements))
    let events = Array(script.score.events(in: section))
    let click = try #require(events.first { $0.kind == .gap })
    let year1938 = try #require(events.first { ChartFixtures.year($0) == 1938 })
    let index = try #require(script.score.sections.firstIndex(of: section))
    let offset = placement.startSeconds - script.tonesStartSeconds(section: index)
    let gap = SignalMeasurement.mono(
      audio.samples, from: offset + click.endSeconds, to: offset + year1938.startSeconds,
      sampleRate: Self.rate)
    #expect(gap.count > Self.rate / 2)
    #expect(SignalMeasurement.rms(gap) < 1e-4)
  }
}
