/// Passes blocks on scaled by a gain, each sample then clamped to −1…1 as a last safety.
///
/// The gain is chosen to keep the true peak under ``PeakCeiling/truePeak`` (−1 dBTP), so the
/// clamp changes nothing in audio the gain was measured for; it only guards a sink that would
/// wrap a sample past full scale.
final class GainSink: AudioSink {
  /// Where the scaled blocks go.
  let base: any AudioSink
  /// The factor every sample is multiplied by.
  let gain: Float
  var sampleRate: Int { base.sampleRate }
  private var block: [Float] = []

  init(_ base: any AudioSink, gain: Float) {
    self.base = base
    self.gain = gain
  }

  /// Scales and clamps a block, and passes it on.
  ///
  /// - Throws: What the base sink throws.
  /// - Complexity: O(*n*) in the samples.
  func write(_ samples: UnsafeBufferPointer<Float>) throws {
    if block.count < samples.count { block = [Float](repeating: 0, count: samples.count) }
    for index in samples.indices { block[index] = min(1, max(-1, samples[index] * gain)) }
    try block.withUnsafeBufferPointer { buffer in
      try base.write(UnsafeBufferPointer(rebasing: buffer[0..<samples.count]))
    }
  }
}
