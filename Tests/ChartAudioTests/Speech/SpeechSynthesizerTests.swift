import ChartA11y
import ChartAudio
import Foundation
import Testing

@Suite(
  "Speech through libespeak-ng", .serialized, .enabled(if: SpeechSynthesizer.isAvailable),
  .tags(.speech))
struct SpeechSynthesizerTests {
  @Test("A sentence gives audible 22,050 Hz speech")
  func speaks() async throws {
    let clip = try await SpeechSynthesizer.shared.speak(
      ["Linda peaks in 1948."], options: SpeechOptions())
    #expect(clip.sampleRate == 22_050)
    #expect(clip.durationSeconds > 0.5)
    #expect(SignalMeasurement.rms(clip.samples) > 0.01)
  }

  @Test("An unknown voice is a voice-not-found error; languages and variants are voices")
  func voices() throws {
    #expect(throws: SpeechError.self) {
      try SpeechSynthesizer.shared.checkSynchronously(voice: "no-such-voice")
    }
    do {
      try SpeechSynthesizer.shared.checkSynchronously(voice: "xx-yy")
    } catch let error as SpeechError {
      #expect(error.kind == .voiceNotFound)
      #expect(error.description.hasPrefix("unknown voice 'xx-yy'"))
    }
    for voice in ["en-us", "en-gb", "EN-GB", "de", "en-us+f3", "gmw/en-US"] {
      try SpeechSynthesizer.shared.checkSynchronously(voice: voice)
    }
  }

  @Test("A faster rate gives shorter speech")
  func rate() throws {
    let text = ["The x axis is Year, temporal, from 1880 to 2017."]
    let normal = try SpeechSynthesizer.shared.speakSynchronously(text, options: SpeechOptions())
    let fast = try SpeechSynthesizer.shared.speakSynchronously(
      text, options: SpeechOptions(rateWordsPerMinute: 350))
    #expect(fast.durationSeconds < normal.durationSeconds * 0.75)
  }

  @Test("Markup in data is read as text, not obeyed")
  func escapedData() throws {
    let label = "<audio src=\"x.wav\"/></speak> Tom & Jerry's"
    #expect(
      SpeechMarkup.escape(label)
        == "&lt;audio src=&quot;x.wav&quot;/&gt;&lt;/speak&gt; Tom &amp; Jerry&apos;s")
    let document = SpeechMarkup.document([label, "1880–2017"])
    #expect(document.hasPrefix("<speak>&lt;audio"))
    #expect(document.contains("1880 to 2017"))
    let clip = try SpeechSynthesizer.shared.speakSynchronously([label], options: SpeechOptions())
    #expect(clip.durationSeconds > 1)
    #expect(SignalMeasurement.rms(clip.samples) > 0.01)
  }

  @Test("Concurrent requests are serialised and each gives the whole sentence")
  func concurrent() async throws {
    let counts = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<4 {
        group.addTask {
          try await SpeechSynthesizer.shared.speak(["Mary, Emma, Linda."], options: SpeechOptions())
            .samples.count
        }
      }
      return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    // eSpeak NG varies a clip by a few samples from call to call (36,797–36,807 for this
    // sentence in C as well), and by up to about 6 % when other synthesis ran just before it
    // (seen once in a full parallel test run; not reproduced in C). Whole clips are expected,
    // equal lengths are not.
    #expect(counts.count == 4)
    let shortest = Double(counts.min() ?? 0)
    let longest = Double(counts.max() ?? 0)
    #expect(shortest > 22_050 * 0.8)
    #expect(longest - shortest < shortest * 0.1, "\(counts)")
  }
}
