import ChartA11y

extension ToneSynthesizer {
  /// The default ``bufferedFrameLimit``: 2²² frames (95 s at 44.1 kHz, 32 MiB of stereo
  /// `Float`).
  public static let standardBufferedFrameLimit = 1 << 22

  /// Renders events at a gain that depends on what they sound like, each sample clamped to ±1
  /// after the gain as a last safety.
  ///
  /// `gain` is handed `replay`, which writes the unscaled render, block by block, into a sink
  /// (a ``LoudnessMeter``, or a filter in front of one); it may replay as often as it needs
  /// and returns the gain. Up to ``bufferedFrameLimit`` frames the render is kept in memory
  /// and synthesised once; beyond it each replay and the final write synthesise it again (the
  /// same samples: the synthesis is deterministic).
  ///
  ///     let gain = try synthesizer.renderMeasured(events, from: 0, durationSeconds: 5,
  ///                                               into: sink) { replay in
  ///       let meter = LoudnessMeter(sampleRate: sink.sampleRate, measuresLoudness: false)
  ///       try replay(meter)
  ///       return PeakCeiling.gain(truePeak: meter.truePeak)
  ///     }
  ///
  /// - Parameters:
  ///   - events: Events sorted by start time.
  ///   - start: The score time of the first frame, in seconds.
  ///   - durationSeconds: How much to render, in seconds.
  ///   - sink: Where the scaled blocks go.
  ///   - gain: Measures the render through `replay` and returns the gain to apply.
  /// - Returns: The gain applied.
  /// - Throws: What the sinks and `gain` throw.
  /// - Complexity: O(*f* + *e*) for *f* frames and *e* events per replay; the synthesis once
  ///   up to ``bufferedFrameLimit`` frames.
  @discardableResult
  public func renderMeasured(
    _ events: ArraySlice<ToneEvent>, from start: Double, durationSeconds: Double,
    into sink: any AudioSink,
    gain: (_ replay: (any AudioSink) throws -> Void) throws -> Float
  ) throws -> Float {
    let frames = Int((durationSeconds * Double(sink.sampleRate)).rounded())
    guard frames <= bufferedFrameLimit else {
      let scale = try gain { meter in
        try render(events, from: start, durationSeconds: durationSeconds, into: meter)
      }
      try render(
        events, from: start, durationSeconds: durationSeconds, into: GainSink(sink, gain: scale))
      return scale
    }
    let kept = BufferSink(sampleRate: sink.sampleRate, frames: frames)
    try render(events, from: start, durationSeconds: durationSeconds, into: kept)
    let scale = try gain { meter in try kept.replay(into: meter, blockFrames: blockFrameCount) }
    try kept.replay(into: GainSink(sink, gain: scale), blockFrames: blockFrameCount)
    return scale
  }
}

/// Keeps every block written, in one buffer sized in advance, and writes them on again.
private final class BufferSink: AudioSink {
  let sampleRate: Int
  private var samples: [Float] = []

  init(sampleRate: Int, frames: Int) {
    self.sampleRate = sampleRate
    samples.reserveCapacity(frames * 2)
  }

  func write(_ samples: UnsafeBufferPointer<Float>) {
    self.samples.append(contentsOf: samples)
  }

  /// Writes what was kept into another sink, `blockFrames` frames at a time.
  func replay(into sink: any AudioSink, blockFrames: Int) throws {
    try samples.withUnsafeBufferPointer { buffer in
      var start = 0
      while start < buffer.count {
        let end = min(buffer.count, start + 2 * blockFrames)
        try sink.write(UnsafeBufferPointer(rebasing: buffer[start..<end]))
        start = end
      }
    }
  }
}
