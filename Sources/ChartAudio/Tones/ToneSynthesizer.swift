import ChartA11y
import Foundation

/// Renders a score's events to stereo samples, block by block, into an ``AudioSink``.
///
/// Each sound is a wavetable oscillator with a phase accumulator, so a glide's frequency
/// changes smoothly (geometrically, at a constant rate in musical pitch) and tied glide legs
/// continue the same phase: no clicks between points. Every sound that starts or stops gets a
/// linear attack or release of ``envelopeSeconds`` (10 ms, at most half the sound); a separate
/// note (a note or an arpeggio's note) takes its timbre's ``Timbre/NoteEnvelope`` between them:
/// its attack, and a linear fall to its end level before the release. Stereo
/// position uses ``StereoPanning``'s equal-power law. Every sound's amplitude is scaled by
/// ``ToneLoudness`` (a glide's at the geometric mean of its two frequencies), so equal
/// amplitudes are equal K-weighted loudness whatever the timbre and pitch. Memory is one block plus the sounding
/// voices, whatever the length of the audio.
///
/// `render` writes the mix as it is, never clamped, so a meter behind it measures what was
/// composed (a mix past full scale shows as a true peak above 0 dBTP, not as a flat top);
/// ``renderUnderCeiling(_:into:)`` measures the whole score and scales it under
/// ``PeakCeiling/truePeak`` (−1 dBTP), clamping to ±1 only as a last safety after the gain.
///
///     let sink = MemoryAudioSink()
///     try ToneSynthesizer().renderUnderCeiling(score, into: sink)
public struct ToneSynthesizer: Sendable {
  /// The attack and release time, in seconds.
  public static let envelopeSeconds = 0.01
  /// How many stereo frames one block holds.
  ///
  /// Default value: 4,096.
  public var blockFrameCount: Int

  /// The most frames ``renderMeasured(_:from:durationSeconds:into:gain:)`` renders once and
  /// keeps in memory while they are measured; longer renders are synthesised again for each
  /// look, so memory stays bounded whatever the length of the score.
  ///
  /// Default value: ``standardBufferedFrameLimit``.
  public var bufferedFrameLimit: Int

  /// Creates a synthesizer.
  ///
  /// - Precondition: `blockFrameCount > 0`, `bufferedFrameLimit ≥ 0`.
  public init(
    blockFrameCount: Int = 4_096,
    bufferedFrameLimit: Int = ToneSynthesizer.standardBufferedFrameLimit
  ) {
    precondition(blockFrameCount > 0, "a block holds at least one frame")
    precondition(bufferedFrameLimit >= 0, "a buffer holds no fewer than no frames")
    self.blockFrameCount = blockFrameCount
    self.bufferedFrameLimit = bufferedFrameLimit
  }

  /// Renders a whole score at the gain that keeps its true peak (ITU-R BS.1770-4 Annex 2) at
  /// most ``PeakCeiling/truePeak``.
  ///
  /// The gain is 1 when the peak is already under; every sample is clamped to ±1 after the
  /// gain as a last safety (which then changes nothing). Measured by a ``LoudnessMeter`` that
  /// reads only peaks, exactly above the ceiling (``LoudnessMeter/truePeakFloor``). Into a
  /// sink that can rewind (``RewindableAudioSink``, a WAV file) the score is synthesised once
  /// at gain 1 while it is measured, and again at the lower gain only when the peak passes
  /// the ceiling; into any other sink through
  /// ``renderMeasured(_:from:durationSeconds:into:gain:)`` (synthesised once up to
  /// ``bufferedFrameLimit`` frames).
  ///
  /// - Returns: The gain applied, in (0, 1].
  /// - Throws: What the sink throws.
  /// - Complexity: O(*f* + *e*) for *f* frames and *e* events.
  @discardableResult
  public func renderUnderCeiling(_ score: SonificationScore, into sink: any AudioSink) throws
    -> Float
  {
    let meter = { () -> LoudnessMeter in
      let meter = LoudnessMeter(sampleRate: sink.sampleRate, measuresLoudness: false)
      meter.truePeakFloor = PeakCeiling.truePeak
      return meter
    }
    if let rewindable = sink as? any RewindableAudioSink, rewindable.canRewind {
      let measured = meter()
      try render(score, into: TeeSink(measured, GainSink(sink, gain: 1)))
      let gain = PeakCeiling.gain(truePeak: measured.truePeak)
      guard gain < 1 else { return gain }
      try rewindable.rewind()
      try render(score, into: GainSink(sink, gain: gain))
      return gain
    }
    return try renderMeasured(
      score.events[...], from: 0, durationSeconds: score.durationSeconds, into: sink
    ) { replay in
      let measured = meter()
      try replay(measured)
      return PeakCeiling.gain(truePeak: measured.truePeak)
    }
  }

  /// Renders a whole score, from time 0 to its end, unclamped.
  ///
  /// - Throws: What the sink throws.
  /// - Complexity: O(*f* + *e*) for *f* frames and *e* events.
  public func render(_ score: SonificationScore, into sink: any AudioSink) throws {
    try render(
      score.events[...], from: 0, durationSeconds: score.durationSeconds, into: sink)
  }

  /// Renders one section, with time 0 at the section's start, unclamped.
  ///
  /// - Throws: What the sink throws.
  public func render(
    _ section: SonificationScore.Section, of score: SonificationScore, into sink: any AudioSink
  ) throws {
    try render(
      score.events(in: section), from: section.startSeconds,
      durationSeconds: section.durationSeconds, into: sink)
  }

  /// Renders events sorted by start time over a stretch of time: their sum, unclamped.
  ///
  /// - Parameters:
  ///   - events: Events sorted by start time.
  ///   - start: The score time of the first frame, in seconds.
  ///   - durationSeconds: How much to render, in seconds; events beyond it are cut.
  ///   - sink: Where the blocks go, at its sample rate.
  /// - Throws: What the sink throws.
  public func render(
    _ events: ArraySlice<ToneEvent>, from start: Double, durationSeconds: Double,
    into sink: any AudioSink
  ) throws {
    let rate = Double(sink.sampleRate)
    let totalFrames = Int((durationSeconds * rate).rounded())
    var block = [Float](repeating: 0, count: blockFrameCount * 2)
    var state = VoiceBank(sampleRate: rate, start: start)
    var next = events.startIndex
    var blockStart = 0
    while blockStart < totalFrames {
      let blockEnd = min(totalFrames, blockStart + blockFrameCount)
      while next < events.endIndex,
        Int(((events[next].startSeconds - start) * rate).rounded()) < blockEnd
      {
        state.start(events[next])
        next += 1
      }
      let count = (blockEnd - blockStart) * 2
      try block.withUnsafeMutableBufferPointer { buffer in
        for index in 0..<count { buffer[index] = 0 }
        state.render(into: buffer, from: blockStart, to: blockEnd)
        try sink.write(UnsafeBufferPointer(rebasing: buffer[0..<count]))
      }
      blockStart = blockEnd
    }
  }
}

/// The sounding voices and the phase handed from one tied glide leg to the next.
private struct VoiceBank {
  struct Voice {
    var table: Int
    var startFrame: Int
    var endFrame: Int
    var phase: Double
    var increment: Double
    var ratio: Double
    var attackFrames: Int
    var releaseFrames: Int
    /// The envelope's level when the release starts (1 but for a plucked note).
    var releaseLevel: Float
    var amplitude: Float
    var pan: Double
    var endPan: Double
    var series: Int?
    var isTiedToNext: Bool
    var takesTiedPhase: Bool
  }

  let sampleRate: Double
  let start: Double
  var voices: [Voice] = []
  /// Per series: whether the last glide leg started is tied to the next.
  var openTies: [Int: Bool] = [:]
  /// Per series: the phase a finished tied leg hands on.
  var tiedPhases: [Int: Double] = [:]

  init(sampleRate: Double, start: Double) {
    self.sampleRate = sampleRate
    self.start = start
  }

  mutating func start(_ event: ToneEvent) {
    let first = Int(((event.startSeconds - start) * sampleRate).rounded())
    let last = Int(((event.endSeconds - start) * sampleRate).rounded())
    guard last > first, event.frequencyHz > 0, event.endFrequencyHz > 0 else { return }
    let length = last - first
    let envelope = min(length / 2, Int(ToneSynthesizer.envelopeSeconds * sampleRate))
    let isGlide = event.kind == .glide
    let shape: Timbre.NoteEnvelope =
      event.kind == .note || event.kind == .arpeggio ? event.timbre.envelope : .sustained
    let attack = min(
      length / 2,
      Int(max(shape.attack.seconds * sampleRate, shape.attack.fraction * Double(length))))
    let continues = isGlide && event.seriesIndex.flatMap { openTies[$0] } == true
    if isGlide, let series = event.seriesIndex { openTies[series] = event.isTiedToNext }
    let increment = event.frequencyHz / sampleRate
    voices.append(
      Voice(
        table: Timbre.allCases.firstIndex(of: event.timbre) ?? 0, startFrame: first,
        endFrame: last, phase: 0, increment: increment,
        ratio: Foundation.pow(event.endFrequencyHz / event.frequencyHz, 1 / Double(length)),
        attackFrames: continues ? 0 : attack,
        releaseFrames: isGlide && event.isTiedToNext ? 0 : envelope,
        releaseLevel: Float(shape.endLevel),
        amplitude: Float(
          event.amplitude
            * ToneLoudness.gain(
              event.timbre, frequencyHz: (event.frequencyHz * event.endFrequencyHz).squareRoot(),
              sampleRate: sampleRate)),
        pan: event.pan, endPan: event.endPan,
        series: isGlide ? event.seriesIndex : nil, isTiedToNext: isGlide && event.isTiedToNext,
        takesTiedPhase: continues))
  }

  mutating func render(
    into buffer: UnsafeMutableBufferPointer<Float>, from blockStart: Int, to blockEnd: Int
  ) {
    for index in voices.indices {
      var voice = voices[index]
      render(&voice, into: buffer, from: blockStart, to: blockEnd)
      voices[index] = voice
    }
    voices.removeAll { $0.endFrame <= blockEnd }
  }

  private mutating func render(
    _ voice: inout Voice, into buffer: UnsafeMutableBufferPointer<Float>, from blockStart: Int,
    to blockEnd: Int
  ) {
    let first = max(blockStart, voice.startFrame)
    let last = min(blockEnd, voice.endFrame)
    guard first < last else { return }
    if voice.takesTiedPhase, first == voice.startFrame, let series = voice.series {
      voice.phase = tiedPhases[series] ?? 0
    }
    let length = Double(voice.endFrame - voice.startFrame)
    let panStart =
      voice.pan + (voice.endPan - voice.pan) * Double(first - voice.startFrame) / length
    let panEnd = voice.pan + (voice.endPan - voice.pan) * Double(last - voice.startFrame) / length
    let (leftStart, rightStart) = StereoPanning.gains(pan: panStart)
    let (leftEnd, rightEnd) = StereoPanning.gains(pan: panEnd)
    let steps = Double(last - first)
    var left = Float(leftStart)
    var right = Float(rightStart)
    let leftStep = Float((leftEnd - leftStart) / steps)
    let rightStep = Float((rightEnd - rightStart) / steps)
    var phase = voice.phase
    var increment = voice.increment
    let ratio = voice.ratio
    let amplitude = voice.amplitude
    let size = Double(Wavetable.size)
    // Three stretches: attack (rising linearly from 0), sustain (1, falling linearly to the
    // release level), release (falling to 0).
    let sustainStart = voice.startFrame + voice.attackFrames
    let releaseStart = voice.endFrame - voice.releaseFrames
    let stretches: [(Int, Int)] = [
      (first, min(last, sustainStart)), (max(first, sustainStart), min(last, releaseStart)),
      (max(first, releaseStart), last),
    ]
    Wavetable.all[voice.table].samples.withUnsafeBufferPointer { table in
      for (kind, (from, to)) in stretches.enumerated() where from < to {
        var envelope: Float
        let envelopeStep: Float
        switch kind {
        case 0:
          envelopeStep = 1 / Float(voice.attackFrames)
          envelope = Float(from - voice.startFrame + 1) * envelopeStep
        case 1:
          let fall = 1 - voice.releaseLevel
          let sustainFrames = Float(max(1, releaseStart - sustainStart))
          envelopeStep = -fall / sustainFrames
          envelope = 1 - fall * Float(from - sustainStart) / sustainFrames
        default:
          envelopeStep = -voice.releaseLevel / Float(voice.releaseFrames)
          envelope = voice.releaseLevel * Float(voice.endFrame - from) / Float(voice.releaseFrames)
        }
        var offset = (from - blockStart) * 2
        for _ in from..<to {
          let position = phase * size
          let index = Int(position)
          let fraction = Float(position - Double(index))
          let low = table[index]
          let sample = (low + (table[index + 1] - low) * fraction) * envelope * amplitude
          buffer[offset] += sample * left
          buffer[offset + 1] += sample * right
          offset += 2
          left += leftStep
          right += rightStep
          envelope += envelopeStep
          phase += increment
          if phase >= 1 { phase -= 1 }
          increment *= ratio
        }
      }
    }
    voice.phase = phase
    voice.increment = increment
    if last == voice.endFrame, voice.isTiedToNext, let series = voice.series {
      tiedPhases[series] = phase
    }
  }
}
