import ChartA11y

/// Renders a ``NarrationScript`` to an ``AudioSink``: speech from eSpeak NG, resampled to the
/// sink's rate with libsamplerate and centred, and tones from ``ToneSynthesizer``.
///
/// Streams: one spoken segment and one block of tones are in memory at a time, whatever the
/// length of the chart.
///
///     let writer = try AudioFileWriter(path: "chart.wav", url: url)
///     let placements = try Narrator().render(script, into: writer)
///     try writer.finish()
public struct Narrator: Sendable {
  /// Where one segment landed in the output.
  public struct Placement: Hashable, Sendable {
    /// The segment.
    public var segment: NarrationScript.Segment
    /// Its first frame's time, in seconds from the start of the output.
    public var startSeconds: Double
    /// Its length, in seconds.
    public var durationSeconds: Double
  }

  /// Voice, rate and pitch.
  public var speech: SpeechOptions
  /// The tone renderer.
  public var synthesizer: ToneSynthesizer
  /// The gain applied to speech, 0–1.
  ///
  /// Default value: 1 (eSpeak NG peaks at about 0.8 of full scale).
  public var speechGain: Float

  /// Creates a narrator.
  public init(
    speech: SpeechOptions = SpeechOptions(), synthesizer: ToneSynthesizer = ToneSynthesizer(),
    speechGain: Float = 1
  ) {
    self.speech = speech
    self.synthesizer = synthesizer
    self.speechGain = speechGain
  }

  /// Speaks and plays a script into a sink.
  ///
  /// - Returns: Where each segment landed, in order.
  /// - Throws: ``SpeechError`` from the speech engine, ``AudioError`` from the sink.
  /// - Complexity: O(*f*) in the frames written.
  public func render(_ script: NarrationScript, into sink: any AudioSink) throws -> [Placement] {
    let counter = CountingSink(sink)
    var placements: [Placement] = []
    let rate = Double(sink.sampleRate)
    for segment in script.segments {
      let start = counter.frameCount
      switch segment {
      case .speech(let sentences):
        guard !sentences.isEmpty else { continue }
        try speak(sentences, into: counter)
      case .tones(let index):
        let section = script.score.sections[index]
        let from = script.tonesStartSeconds(section: index)
        try synthesizer.render(
          script.score.events(in: section), from: from,
          durationSeconds: section.startSeconds + section.durationSeconds - from, into: counter)
      case .note(let event):
        var note = event
        note.startSeconds = 0
        try synthesizer.render(
          [note][...], from: 0, durationSeconds: note.durationSeconds, into: counter)
      case .pause(let seconds):
        try writeCentred(
          [Float](repeating: 0, count: Int((seconds * rate).rounded())), into: counter)
      }
      placements.append(
        Placement(
          segment: segment, startSeconds: Double(start) / rate,
          durationSeconds: Double(counter.frameCount - start) / rate))
    }
    return placements
  }

  /// Speaks sentences with eSpeak NG into a sink, resampled to its rate and centred.
  ///
  /// - Parameters:
  ///   - sentences: Plain text, one sentence each.
  ///   - sink: Where the stereo frames go.
  /// - Throws: ``SpeechError`` from the speech engine, ``AudioError`` from the sink.
  /// - Complexity: O(*f*) in the frames written.
  public func speak(_ sentences: [String], into sink: any AudioSink) throws {
    let clip = try SpeechSynthesizer.shared.speakSynchronously(sentences, options: speech)
    let samples = try Resampler.resample(clip.samples, from: clip.sampleRate, to: sink.sampleRate)
    try writeCentred(samples, into: sink)
  }

  /// Writes mono samples to both channels, in blocks.
  private func writeCentred(_ samples: [Float], into sink: any AudioSink) throws {
    let blockFrames = synthesizer.blockFrameCount
    var block = [Float](repeating: 0, count: blockFrames * 2)
    var start = 0
    while start < samples.count {
      let end = min(samples.count, start + blockFrames)
      try block.withUnsafeMutableBufferPointer { buffer in
        for index in start..<end {
          let value = min(1, max(-1, samples[index] * speechGain))
          buffer[(index - start) * 2] = value
          buffer[(index - start) * 2 + 1] = value
        }
        try sink.write(UnsafeBufferPointer(rebasing: buffer[0..<((end - start) * 2)]))
      }
      start = end
    }
  }
}

/// Passes blocks on and counts their frames.
private final class CountingSink: AudioSink {
  let base: any AudioSink
  var frameCount = 0
  var sampleRate: Int { base.sampleRate }

  init(_ base: any AudioSink) {
    self.base = base
  }

  func write(_ samples: UnsafeBufferPointer<Float>) throws {
    try base.write(samples)
    frameCount += samples.count / 2
  }
}
