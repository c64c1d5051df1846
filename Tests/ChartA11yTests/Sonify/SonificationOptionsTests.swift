import ChartA11y
import ChartModel
import Testing

@Suite("Sonification options hold only usable values")
struct SonificationOptionsTests {
  @Test(
    "A pitch range that does not rise within 20–4,186.01 Hz cannot be made",
    arguments: [
      (900.0, 300.0), (440, 440), (19.99, 800), (200, 4_186.02), (-100, 800), (200, .infinity),
    ])
  func invalidPitchRange(low: Double, high: Double) {
    #expect(throws: SonificationOptions.InvalidValue.pitchRange(lowHz: low, highHz: high)) {
      try SonificationOptions.PitchRange(lowHz: low, highHz: high)
    }
  }

  @Test(
    "A length that is not finite and above zero cannot be made",
    arguments: [0.0, -0.25, -.infinity, .infinity])
  func invalidDuration(seconds: Double) {
    #expect(throws: SonificationOptions.InvalidValue.duration(seconds: seconds)) {
      try SonificationOptions.PositiveDuration(seconds: seconds)
    }
  }

  @Test("NaN is neither a frequency nor a length")
  func notANumber() {
    #expect(throws: SonificationOptions.InvalidValue.self) {
      try SonificationOptions.PitchRange(lowHz: .nan, highHz: 800)
    }
    #expect(throws: SonificationOptions.InvalidValue.self) {
      try SonificationOptions.PositiveDuration(seconds: .nan)
    }
  }

  @Test("A refused assignment leaves the options as they were")
  func refusedAssignment() throws {
    var options = SonificationOptions()
    #expect(throws: SonificationOptions.InvalidValue.self) {
      options.pitchRange = try .init(lowHz: 900, highHz: 300)
    }
    #expect(throws: SonificationOptions.InvalidValue.self) {
      options.minimumPointDuration = try .init(seconds: 0)
    }
    #expect(options == SonificationOptions())
    #expect(options.minimumFrequencyHz == 130.81)
    #expect(options.maximumFrequencyHz == 1_046.50)
    #expect(options.minimumPointSeconds == 0.05)
  }

  @Test("Valid values are stored and read back in Hz and seconds")
  func validValues() throws {
    var options = SonificationOptions(arrangement: .simultaneous)
    options.pitchRange = try .init(lowHz: 20, highHz: 4_186.01)
    options.noteDuration = try .init(seconds: 0.1)
    options.seriesDuration = try .init(seconds: 12)
    options.minimumPointDuration = try .init(seconds: 0.02)
    options.sectionGap = try .init(seconds: 1)
    #expect(options.minimumFrequencyHz == 20)
    #expect(options.maximumFrequencyHz == 4_186.01)
    #expect(options.noteDurationSeconds == 0.1)
    #expect(options.seriesDurationSeconds == 12)
    #expect(options.minimumPointSeconds == 0.02)
    #expect(options.sectionGapSeconds == 1)
    #expect(options.arrangement == .simultaneous)
    #expect(SonificationOptions().noteDurationSeconds == 0.25)
    #expect(SonificationOptions().seriesDurationSeconds == 5)
    #expect(SonificationOptions().sectionGapSeconds == 0.5)
  }

  @Test("The messages name the refused value")
  func messages() {
    #expect(
      SonificationOptions.InvalidValue.pitchRange(lowHz: 900, highHz: 300).description
        == "the pitch range 900.0–300.0 Hz must rise within 20 Hz to 4,186 Hz")
    #expect(
      SonificationOptions.InvalidValue.duration(seconds: -1).description
        == "a duration must be above 0 seconds and finite, not -1.0")
  }
}
