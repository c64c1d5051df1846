import ChartA11y
import ChartAudio
import Foundation
import Testing

@Suite(
  "Speech through libespeak-ng", .serialized, .enabled(if: SpeechSynthesizer.isAvailable),
  .tags(.speech))
struct SpeechSynthesizerTests {
  /// What a clip of speech must measure: eSpeak NG's rate, a length within half to twice the
  /// time its words take at the speaking rate, a level well above silence and below clipping,
  /// and sound through at least a third of it (not a click followed by silence).
  static func expectSpeech(
    _ clip: SpeechClip, words: Int, rateWordsPerMinute: Int = 175,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(clip.sampleRate == 22_050, sourceLocation: sourceLocation)
    #expect(!clip.samples.isEmpty, sourceLocation: sourceLocation)
    let expected = Double(words) * 60 / Double(rateWordsPerMinute)
    #expect(
      (expected * 0.5...expected * 2).contains(clip.durationSeconds),
      "\(clip.durationSeconds) s for \(words) words at \(rateWordsPerMinute) wpm",
      sourceLocation: sourceLocation)
    let rms = SignalMeasurement.rms(clip.samples)
    let peak = clip.samples.map(abs).max() ?? 0
    #expect(rms > 0.01, "RMS \(rms)", sourceLocation: sourceLocation)
    #expect(peak > 0.1 && peak <= 1, "peak \(peak)", sourceLocation: sourceLocation)
    let window = clip.sampleRate / 100
    let windows = stride(from: 0, to: clip.samples.count - window, by: window).map {
      SignalMeasurement.rms(clip.samples[$0..<($0 + window)])
    }
    let sounding = Double(windows.filter { $0 > 0.01 }.count) / Double(max(1, windows.count))
    #expect(sounding > 1.0 / 3, "sounding \(sounding)", sourceLocation: sourceLocation)
  }

  @Test("A sentence gives audible 22,050 Hz speech as long as its words take to say")
  func speaks() async throws {
    // "Linda peaks in nineteen forty-eight": six words, about 2 s at 175 words a minute.
    let clip = try await SpeechSynthesizer.shared.speak(
      ["Linda peaks in 1948."], options: SpeechOptions())
    Self.expectSpeech(clip, words: 6)
  }

  @Test(
    "An unknown voice or variant is a voice-not-found error",
    arguments: ["no-such-voice", "xx-yy", "en-us+no-such-variant"])
  func unknownVoice(voice: String) {
    let error = #expect(throws: SpeechError.self) {
      try SpeechSynthesizer.shared.checkSynchronously(voice: voice)
    }
    #expect(error?.kind == .voiceNotFound)
    #expect(error?.description.hasPrefix("unknown voice '\(voice)'") == true)
  }

  @Test("Speaking with an unknown voice throws instead of giving a clip")
  func unknownVoiceDoesNotSpeak() {
    let error = #expect(throws: SpeechError.self) {
      try SpeechSynthesizer.shared.speakSynchronously(
        ["Hello."], options: try SpeechOptions(voice: "xx-yy"))
    }
    #expect(error?.kind == .voiceNotFound)
  }

  @Test(
    "Voices, languages and variants are found, and each speaks",
    arguments: ["en-us", "en-gb", "EN-GB", "de", "en-us+f3", "gmw/en-US"])
  func voices(voice: String) throws {
    try SpeechSynthesizer.shared.checkSynchronously(voice: voice)
    let clip = try SpeechSynthesizer.shared.speakSynchronously(
      ["Linda peaks in 1948."], options: try SpeechOptions(voice: voice))
    Self.expectSpeech(clip, words: 6)
  }

  @Test("A faster rate gives shorter speech, each as long as its rate implies")
  func rate() throws {
    // "The x axis is Year, temporal, from eighteen eighty to twenty seventeen": 12 words.
    let text = ["The x axis is Year, temporal, from 1880 to 2017."]
    let normal = try SpeechSynthesizer.shared.speakSynchronously(text, options: SpeechOptions())
    let fast = try SpeechSynthesizer.shared.speakSynchronously(
      text, options: SpeechOptions(rate: try .init(wordsPerMinute: 350)))
    Self.expectSpeech(normal, words: 12)
    Self.expectSpeech(fast, words: 12, rateWordsPerMinute: 350)
    #expect(fast.durationSeconds < normal.durationSeconds * 0.75)
  }

  @Test("Markup in data is read as text, not obeyed")
  func escapedData() throws {
    let label = "<audio src=\"x.wav\"/></speak> Tom & Jerry's"
    #expect(
      SpeechMarkup.escape(label)
        == "&lt;audio src=&quot;x.wav&quot;/&gt;&lt;/speak&gt; Tom &amp; Jerry&apos;s")
    let document = SpeechMarkup.document([label, "1880–2017"])
    #expect(document.hasPrefix("<speak>less than audio src equals &quot;x.wav&quot;/ greater than"))
    #expect(document.contains("1880 to 2017"))
    let clip = try SpeechSynthesizer.shared.speakSynchronously([label], options: SpeechOptions())
    let names = try SpeechSynthesizer.shared.speakSynchronously(
      ["Tom & Jerry's"], options: SpeechOptions())
    Self.expectSpeech(names, words: 3)
    // Obeyed, the markup would end the document before "Tom"; read, it adds its words.
    #expect(
      clip.durationSeconds > names.durationSeconds + 0.5,
      "\(clip.durationSeconds) s with the markup, \(names.durationSeconds) s without")
    #expect(SignalMeasurement.rms(clip.samples) > 0.01)
  }

  @Test("Concurrent requests are serialised and each gives the whole sentence")
  func concurrent() async throws {
    let clips = try await withThrowingTaskGroup(of: SpeechClip.self) { group in
      for _ in 0..<4 {
        group.addTask {
          try await SpeechSynthesizer.shared.speak(["Mary, Emma, Linda."], options: SpeechOptions())
        }
      }
      return try await group.reduce(into: [SpeechClip]()) { $0.append($1) }
    }
    // eSpeak NG varies a clip by a few samples from call to call (36,797–36,807 for this
    // sentence in C as well), and by up to about 6 % when other synthesis ran just before it
    // (seen once in a full parallel test run; not reproduced in C). Whole clips are expected,
    // equal lengths are not.
    #expect(clips.count == 4)
    for clip in clips { Self.expectSpeech(clip, words: 3) }
    let counts = clips.map(\.samples.count)
    let shortest = Double(counts.min() ?? 0)
    let longest = Double(counts.max() ?? 0)
    #expect(shortest > 22_050 * 0.8)
    #expect(longest - shortest < shortest * 0.1, "\(counts)")
  }
}
