import ChartA11y
import Testing

@Suite("Pitch mapping")
struct PitchMappingTests {
  @Test("On the musical scale the middle value is the geometric middle: 440 Hz in 220–880 Hz")
  func musicalMiddle() {
    let mapping = PitchMapping(values: 0...1, lowHz: 220, highHz: 880, scale: .musical)
    #expect(abs(mapping.frequency(of: 0.5) - 440) < 1e-9)
    #expect(abs(mapping.frequency(of: 0.25) - 311.127) < 1e-3)  // D♯4, six semitones up
    #expect(mapping.frequency(of: 0) == 220)
    #expect(abs(mapping.frequency(of: 1) - 880) < 1e-9)
  }

  @Test("Equal value steps are equal MIDI steps on the musical scale")
  func equalSteps() {
    let mapping = PitchMapping(values: 0...36, lowHz: 130.81, highHz: 1_046.50, scale: .musical)
    let notes = stride(from: 0.0, through: 36, by: 1).map {
      PitchMapping.midiNote(ofFrequency: mapping.frequency(of: $0))
    }
    for (low, high) in zip(notes, notes.dropFirst()) {
      #expect(abs((high - low) - 1) < 1e-3)
    }
    #expect(abs(notes[0] - 48) < 1e-3)  // C3
    #expect(abs(PitchMapping.midiNote(ofFrequency: 440) - 69) < 1e-12)
  }

  @Test("On the linear scale frequency itself is interpolated")
  func linear() {
    let mapping = PitchMapping(values: 10...20, lowHz: 200, highHz: 1_000, scale: .linear)
    #expect(mapping.frequency(of: 15) == 600)
  }

  @Test("Values outside the range are clamped; a one-value range sits in the middle")
  func edges() {
    let mapping = PitchMapping(values: 0...1, lowHz: 100, highHz: 400, scale: .musical)
    #expect(mapping.frequency(of: -5) == 100)
    #expect(abs(mapping.frequency(of: 7) - 400) < 1e-9)
    let flat = PitchMapping(values: 3...3, lowHz: 100, highHz: 400, scale: .musical)
    #expect(abs(flat.frequency(of: 3) - 200) < 1e-9)
  }
}
