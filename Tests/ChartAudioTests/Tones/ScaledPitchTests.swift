import ChartA11y
import ChartAudio
import ChartModel
import ChartTestSupport
import Foundation
import Testing

/// Issue 14, item 2: sound follows the axis's scale, measured in the rendered audio.
@Suite("Pitch on the axis's scale, measured")
struct ScaledPitchTests {
  static func chart(scale: String) -> String {
    """
    {"version": 1, "data": {"values": [
      {"t": 1, "v": 1}, {"t": 2, "v": 10}, {"t": 3, "v": 100}, {"t": 4, "v": 1000}]},
     "axes": {"y": {"scale": \(scale)}},
     "marks": [{"type": "point", "x": {"field": "t", "label": "T"},
                "y": {"field": "v", "label": "V"}}]}
    """
  }

  /// The MIDI note of each note as heard: the dominant frequency of its middle 70 %.
  static func measuredNotes(_ json: String) throws -> [Double] {
    let score = ScoreComposer.compose(try ChartText.analysis(json))
    let samples = try ToneSynthesizerTests.render(score)
    let notes = score.events.filter { $0.kind == .note }
    #expect(notes.count == 4)
    return notes.map { note in
      let margin = note.durationSeconds * 0.15
      let window = SignalMeasurement.mono(
        samples, from: note.startSeconds + margin, to: note.endSeconds - margin,
        sampleRate: ToneSynthesizerTests.rate)
      return PitchMapping.midiNote(
        ofFrequency: SignalMeasurement.dominantFrequency(
          window, sampleRate: ToneSynthesizerTests.rate))
    }
  }

  @Test("On a log axis, 1, 10, 100 and 1,000 sound at evenly spaced pitches")
  func logEvenlySpaced() throws {
    let notes = try Self.measuredNotes(Self.chart(scale: #"{"type": "log"}"#))
    let steps = zip(notes.dropFirst(), notes).map { $0 - $1 }
    // Three equal steps over the whole range (36 semitones by default): 12 each, within a
    // fifth of a semitone as measured.
    for step in steps {
      #expect(abs(step - steps[0]) < 0.2, "steps of \(steps) semitones")
      #expect(step > 10, "steps of \(steps) semitones")
    }
  }

  @Test("On a linear axis the same values are not evenly spaced (the control)")
  func linearNotEven() throws {
    let notes = try Self.measuredNotes(Self.chart(scale: #"{"type": "linear"}"#))
    let steps = zip(notes.dropFirst(), notes).map { $0 - $1 }
    #expect(steps[0] < 1 && steps[2] > 20, "steps of \(steps) semitones")
  }
}
