import ChartAudio
import Testing

@Suite("Speech options are valid by construction")
struct SpeechOptionsTests {
  @Test("A rate outside 80–450, a pitch outside 0–100 and an empty voice are refused")
  func refused() {
    #expect(throws: SpeechOptions.InvalidValue.rate(79)) {
      try SpeechOptions.Rate(wordsPerMinute: 79)
    }
    #expect(throws: SpeechOptions.InvalidValue.rate(451)) {
      try SpeechOptions(voice: "en-us", rateWordsPerMinute: 451)
    }
    #expect(throws: SpeechOptions.InvalidValue.pitch(-1)) { try SpeechOptions.VoicePitch(-1) }
    #expect(throws: SpeechOptions.InvalidValue.pitch(101)) {
      try SpeechOptions(voice: "en-us", pitch: 101)
    }
    #expect(throws: SpeechOptions.InvalidValue.emptyVoice) { try SpeechOptions(voice: "") }
    var options = SpeechOptions()
    #expect(throws: SpeechOptions.InvalidValue.emptyVoice) { try options.setVoice("") }
    #expect(options.voice == "en-us")
  }

  @Test("The ends of the ranges are accepted")
  func accepted() throws {
    let low = try SpeechOptions(voice: "de", rateWordsPerMinute: 80, pitch: 0)
    #expect(low.rateWordsPerMinute == 80 && low.pitch == 0 && low.voice == "de")
    let high = try SpeechOptions(voice: "en-gb+f3", rateWordsPerMinute: 450, pitch: 100)
    #expect(high.rateWordsPerMinute == 450 && high.pitch == 100)
    #expect(SpeechOptions().rateWordsPerMinute == 175 && SpeechOptions().pitch == 50)
  }
}
