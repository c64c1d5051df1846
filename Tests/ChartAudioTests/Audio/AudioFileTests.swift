import ChartAudio
import Foundation
import GoldenTesting
import Testing

@testable import ChartA11y

@Suite("Audio files through libsndfile, read back and measured")
struct AudioFileTests {
  @Test(
    "WAV, FLAC and Ogg Vorbis keep rate, channels, length and pitch",
    arguments: AudioFileFormat.allCases)
  func roundTrip(format: AudioFileFormat) throws {
    try withTemporaryFolder { folder in
      let (score, _) = try ChartFixtures.score("sales-report")
      let url = folder.appendingPathComponent("sales.\(format.rawValue)")
      let writer = try AudioFileWriter(path: url.lastPathComponent, url: url)
      #expect(writer.format == format)
      try ToneSynthesizer().render(score, into: writer)
      try writer.finish()
      let contents = try AudioFileContents(contentsOf: url)
      #expect(contents.sampleRate == 44_100)
      #expect(contents.channelCount == 2)
      #expect(abs(contents.durationSeconds - score.durationSeconds) < 0.001)
      let reference = try #require(score.events.first { $0.kind == .reference })
      let window = SignalMeasurement.mono(
        contents.samples, from: reference.startSeconds + 0.05, to: reference.endSeconds - 0.05,
        sampleRate: 44_100)
      let measured = SignalMeasurement.dominantFrequency(window, sampleRate: 44_100)
      #expect(abs(measured - reference.frequencyHz) / reference.frequencyHz < 0.01)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path) == [url.lastPathComponent])
    }
  }

  @Test("An unsupported extension is refused before anything is written")
  func unsupportedExtension() throws {
    try withTemporaryFolder { folder in
      for name in ["chart.mp3", "chart"] {
        #expect(throws: AudioError.self) {
          _ = try AudioFileWriter(path: name, url: folder.appendingPathComponent(name))
        }
      }
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(left.isEmpty)
    }
    #expect(throws: AudioError(.unsupportedExtension("mp3"), path: "a/chart.mp3")) {
      _ = try AudioFileFormat(path: "a/chart.mp3")
    }
    #expect(try AudioFileFormat(path: "Chart.WAV") == .wav)
  }

  @Test("A folder that does not exist is not writable")
  func notWritable() throws {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/chart.wav")
    do {
      _ = try AudioFileWriter(path: "chart.wav", url: url)
      Issue.record("expected an error")
    } catch let error as AudioError {
      guard case .notWritable = error.kind else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(error.description.hasPrefix("cannot write audio: "))
    }
  }

  @Test("An abandoned file leaves the old file untouched and no temporary file")
  func discard() throws {
    try withTemporaryFolder { folder in
      let url = folder.appendingPathComponent("chart.wav")
      try Data("old".utf8).write(to: url)
      let writer = try AudioFileWriter(path: "chart.wav", url: url)
      let (score, _) = try ChartFixtures.score("sales-report")
      try ToneSynthesizer().render(score, into: writer)
      writer.discard()
      #expect(try Data(contentsOf: url) == Data("old".utf8))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chart.wav"])
    }
  }

  @Test(
    "A WAV file rewound after a render past the ceiling holds what a render measured first writes"
  )
  func rewoundUnderCeiling() throws {
    /// Passes blocks on, but cannot rewind: the measured-first path.
    final class Forwarding: AudioSink {
      let base: any AudioSink
      var sampleRate: Int { base.sampleRate }
      init(_ base: any AudioSink) { self.base = base }
      func write(_ samples: UnsafeBufferPointer<Float>) throws { try base.write(samples) }
    }
    let score = SonificationPeakTests.loudChord
    try withTemporaryFolder { folder in
      var files: [AudioFileContents] = []
      var gains: [Float] = []
      for (name, rewinds) in [("rewound.wav", true), ("measured.wav", false)] {
        let url = folder.appendingPathComponent(name)
        let writer = try AudioFileWriter(path: name, url: url)
        #expect(writer.canRewind)
        gains.append(
          try ToneSynthesizer().renderUnderCeiling(
            score, into: rewinds ? writer : Forwarding(writer)))
        try writer.finish()
        files.append(try AudioFileContents(contentsOf: url))
      }
      #expect(gains[0] < 0.5 && gains[0] == gains[1])
      #expect(files[0].samples.count == Int((0.7 * 44_100).rounded()) * 2)
      #expect(files[0].samples == files[1].samples)
    }
  }
}
