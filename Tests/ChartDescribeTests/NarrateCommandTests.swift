import ChartA11y
import ChartAudio
import Foundation
import GoldenTesting
import Testing

@testable import chart_describe

@Suite(
  "The narrate command", .serialized, .enabled(if: SpeechSynthesizer.isAvailable),
  .tags(.speech))
struct NarrateCommandTests {
  @Test("With no input, narrates the bundled ridgeline to a WAV file")
  func bundledChart() throws {
    try withTemporaryFolder { folder in
      let result = AudioCommandSupport.run(["narrate", "-o", "ridgeline.wav"], in: folder)
      #expect(result.status == 0, "\(result.error)")
      #expect(result.error.isEmpty)
      let audio = try AudioFileContents(contentsOf: folder.appendingPathComponent("ridgeline.wav"))
      #expect(audio.sampleRate == 44_100)
      #expect(audio.channelCount == 2)
      // Ten series of five seconds, their names, and the overview.
      #expect(audio.durationSeconds > 80)
      #expect(audio.samples.contains { abs($0) > 0.2 })
    }
  }

  @Test("Unknown voices exit 69, bad rates 64, and neither leaves a file")
  func errors() throws {
    try withTemporaryFolder { folder in
      let voice = AudioCommandSupport.run(
        ["narrate", "--voice", "no-such-voice", "-o", "a.wav"], in: folder)
      #expect(voice.status == 69)
      #expect(
        voice.error
          == "error: unknown voice 'no-such-voice'; try a language such as en-us, en-gb, fr or de\n"
      )
      // An unknown variant is refused too (eSpeak NG alone would use the plain voice); known
      // variants, by file name or by name, are accepted.
      #expect(
        AudioCommandSupport.run(["narrate", "--voice", "en-us+xyz", "-o", "a.wav"], in: folder)
          .status == 69)
      try withTemporaryFolder { other throws in
        // A small chart: the bundled ridgeline's narration took 20 s of the suite per voice.
        let small = repositoryRoot.appendingPathComponent("fixtures/charts/sales-report.chart.json")
        for known in ["en-us+f3", "de+klatt", "en-gb+Andy"] {
          #expect(
            AudioCommandSupport.run(
              ["narrate", "--voice", known, "-o", "b.wav", small.path], in: other
            ).status == 0, "\(known)")
        }
        for rate in ["79", "451", "fast"] {
          let result = AudioCommandSupport.run(
            ["narrate", "--rate", rate, "-o", "a.wav"], in: folder)
          #expect(result.status == 64)
        }
        for (option, value) in [("--level", "4"), ("--pitch", "101"), ("--pitch", "-1")] {
          let result = AudioCommandSupport.run(
            ["narrate", option, value, "-o", "a.wav"], in: folder)
          #expect(result.status == 64, "\(option) \(value)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
      }
    }
  }

  @Test("--play speaks through the default ALSA device; without one it exits 69")
  func play() throws {
    try withTemporaryFolder { home in
      let raw = home.appendingPathComponent("played.raw")
      let spec = repositoryRoot.appendingPathComponent("fixtures/charts/sales-report.chart.json")
      let played = try AudioCommandSupport.runExecutable(
        ["narrate", "--play", "--rate", "300", spec.path],
        asoundrc: AudioCommandSupport.fileDevice(writingTo: raw), home: home)
      #expect(played.status == 0, "\(played.error)")
      let data = try Data(contentsOf: raw)
      #expect(data.count > 44_100 * 8 * 3)
      let missing = try AudioCommandSupport.runExecutable(
        ["narrate", "--play", spec.path], asoundrc: AudioCommandSupport.missingDevice, home: home)
      #expect(missing.status == 69)
      #expect(missing.error.hasSuffix("write a file with -o <file.wav> instead\n"))
    }
  }
}
