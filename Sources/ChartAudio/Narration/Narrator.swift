import ChartA11y
import Foundation

/// Renders a ``NarrationScript`` to an ``AudioSink``: speech from eSpeak NG, resampled to the
/// sink's rate with libsamplerate and centred, and tones from ``ToneSynthesizer``; each
/// segment (a speech clip, a section's tones, a demonstration note) is brought to the same
/// integrated loudness, ``targetLoudness`` (ITU-R BS.1770, measured by ``LoudnessMeter``).
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
  /// The integrated loudness (ITU-R BS.1770, ``LoudnessMeter``) every segment is brought to,
  /// speech and tones alike, in LUFS; `nil` leaves speech and tones at their own levels.
  ///
  /// Either way a segment's gain keeps its true peak at most ``PeakCeiling/truePeak`` (−1 dBTP).
  ///
  /// Default value: ``standardLoudness``, −20 LUFS.
  public var targetLoudness: Double?

  /// The default ``targetLoudness``: −20 LUFS.
  ///
  /// eSpeak NG's speech peaks high above its loudness: at −18 LUFS the −1 dBTP ceiling held
  /// back the speech of 4 of the first 11 fixtures measured (the barley box plot's to
  /// −19.06 LUFS, 1.02 LU below its tones); −20 leaves it room (tones of one series sustained
  /// at the default amplitude measure about −14 LUFS unscaled).
  public static let standardLoudness = -20.0
  /// Creates a narrator.
  public init(
    speech: SpeechOptions = SpeechOptions(), synthesizer: ToneSynthesizer = ToneSynthesizer(),
    targetLoudness: Double? = Narrator.standardLoudness
  ) {
    self.speech = speech
    self.synthesizer = synthesizer
    self.targetLoudness = targetLoudness
  }

  /// The gain that brings audio of a measured loudness to ``targetLoudness`` (1 without a
  /// target or for silence), before the true-peak ceiling.
  func wantedGain(loudness: Double) -> Double {
    targetLoudness.map { loudness.isFinite ? pow(10, ($0 - loudness) / 20) : 1 } ?? 1
  }

  /// The gain that brings measured audio to ``targetLoudness``, lowered so its true peak stays
  /// at most ``PeakCeiling/truePeak``: its loudness measured first, then its true peak, exact
  /// only above the ceiling divided by the wanted gain (``LoudnessMeter/truePeakFloor``).
  ///
  /// - Parameters:
  ///   - sampleRate: The audio's rate, in Hz.
  ///   - replay: Writes the audio, as often as asked, into a meter.
  /// - Returns: The gain, in (0, 1] unless the loudness target raises quiet audio.
  /// - Throws: What `replay` throws.
  func measuredGain(sampleRate: Int, replay: (LoudnessMeter) throws -> Void) rethrows -> Float {
    let loudness = LoudnessMeter(sampleRate: sampleRate, measuresTruePeak: false)
    try replay(loudness)
    let wanted = wantedGain(loudness: loudness.integratedLoudness)
    let peaks = LoudnessMeter(sampleRate: sampleRate, measuresLoudness: false)
    peaks.truePeakFloor = PeakCeiling.truePeak / wanted
    try replay(peaks)
    return PeakCeiling.gain(truePeak: peaks.truePeak, atMost: wanted)
  }

  /// Renders tones at the gain that brings them to ``targetLoudness``, so they match the
  /// speech, and keeps their true peak under ``PeakCeiling/truePeak``: measured by a
  /// ``LoudnessMeter`` through
  /// ``ToneSynthesizer/renderMeasured(_:from:durationSeconds:measuringInto:gain:into:)``
  /// (synthesised once up to ``ToneSynthesizer/bufferedFrameLimit`` frames); samples are
  /// clamped to ±1 only after that gain, as a last safety.
  ///
  /// Their loudness is measured over the frames where a sound plays (``SoundingFrames``): a
  /// few short notes spread over a section are brought to the level they have while they
  /// sound, as a glide is, not raised for the silence between them.
  ///
  /// - Parameters:
  ///   - events: Events sorted by start time.
  ///   - start: The score time of the first frame, in seconds.
  ///   - durationSeconds: How much to render, in seconds.
  ///   - sink: Where the blocks go.
  /// - Throws: ``AudioError`` from the sink.
  /// - Complexity: O(*f* + *e*) for *f* frames and *e* events.
  public func renderTones(
    _ events: ArraySlice<ToneEvent>, from start: Double, durationSeconds: Double,
    into sink: any AudioSink
  ) throws {
    try synthesizer.renderMeasured(
      events, from: start, durationSeconds: durationSeconds, into: sink
    ) { replay in
      try measuredGain(sampleRate: sink.sampleRate) { meter in
        try replay(SoundingFrames(meter, events: events, from: start))
      }
    }
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
      // An empty passage of speech is no part: it has no placement.
      if case .speech(let sentences) = segment, sentences.isEmpty { continue }
      let start = counter.frameCount
      try render(segment, of: script, into: counter)
      placements.append(
        Placement(
          segment: segment, startSeconds: Double(start) / rate,
          durationSeconds: Double(counter.frameCount - start) / rate))
    }
    return placements
  }

  /// Speaks and plays a script into a sink under live control: paused while the control is,
  /// a part ended early on a skip, played again on a replay, the rest left out on a stop.
  ///
  /// - Returns: Where each part played landed, in order (a replayed part twice, a skipped one
  ///   as long as it played).
  /// - Throws: ``SpeechError`` from the speech engine, ``AudioError`` from the sink.
  /// - Complexity: O(*f*) in the frames written.
  public func render(
    _ script: NarrationScript, into sink: any AudioSink, control: NarrationControl
  ) throws -> [Placement] {
    let counter = CountingSink(ControlledSink(sink, control: control))
    var placements: [Placement] = []
    let rate = Double(sink.sampleRate)
    var index = script.segments.startIndex
    while index < script.segments.endIndex {
      let segment = script.segments[index]
      let start = counter.frameCount
      var next = index + 1
      if case .speech(let sentences) = segment, sentences.isEmpty {
        index = next
        continue
      }
      do {
        try render(segment, of: script, into: counter)
      } catch let interruption as NarrationInterruption {
        switch interruption.request {
        case .skip: break
        case .replay: next = index
        case .stop: next = script.segments.endIndex
        }
      }
      placements.append(
        Placement(
          segment: segment, startSeconds: Double(start) / rate,
          durationSeconds: Double(counter.frameCount - start) / rate))
      index = next
    }
    return placements
  }

  /// Renders one segment of a script.
  private func render(
    _ segment: NarrationScript.Segment, of script: NarrationScript, into counter: CountingSink
  ) throws {
    let rate = Double(counter.sampleRate)
    switch segment {
    case .speech(let sentences):
      guard !sentences.isEmpty else { return }
      try speak(sentences, into: counter)
    case .tones(let index):
      let section = script.score.sections[index]
      let from = script.tonesStartSeconds(section: index)
      try renderTones(
        script.score.events(in: section), from: from,
        durationSeconds: section.startSeconds + section.durationSeconds - from, into: counter)
    case .note(let event):
      var note = event
      note.startSeconds = 0
      try renderTones(
        [note][...], from: 0, durationSeconds: note.durationSeconds, into: counter)
    case .pause(let seconds):
      try writeCentred(
        [Float](repeating: 0, count: Int((seconds * rate).rounded())), gain: 1, into: counter)
    }
  }

  /// Speaks sentences with eSpeak NG into a sink, resampled to its rate, centred and brought
  /// to ``targetLoudness``.
  ///
  /// - Parameters:
  ///   - sentences: Plain text, one sentence each.
  ///   - sink: Where the stereo frames go.
  /// - Throws: ``SpeechError`` from the speech engine, ``AudioError`` from the sink.
  /// - Complexity: O(*f*) in the frames written.
  public func speak(_ sentences: [String], into sink: any AudioSink) throws {
    let clip = try SpeechSynthesizer.shared.speakSynchronously(sentences, options: speech)
    let samples = try Resampler.resample(clip.samples, from: clip.sampleRate, to: sink.sampleRate)
    let gain = measuredGain(sampleRate: sink.sampleRate) { $0.writeCentred(samples) }
    try writeCentred(samples, gain: gain, into: sink)
  }

  /// Writes mono samples to both channels, in blocks.
  private func writeCentred(_ samples: [Float], gain: Float, into sink: any AudioSink) throws {
    let blockFrames = synthesizer.blockFrameCount
    var block = [Float](repeating: 0, count: blockFrames * 2)
    var start = 0
    while start < samples.count {
      let end = min(samples.count, start + blockFrames)
      try block.withUnsafeMutableBufferPointer { buffer in
        for index in start..<end {
          let value = min(1, max(-1, samples[index] * gain))
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
