/// Writes every block to two sinks, the first then the second (a meter beside a file).
final class TeeSink: AudioSink {
  /// The sinks, in the order they are written.
  let first: any AudioSink
  let second: any AudioSink
  /// The first sink's rate (both have the same).
  var sampleRate: Int { first.sampleRate }

  /// - Precondition: Both sinks have the same sample rate.
  init(_ first: any AudioSink, _ second: any AudioSink) {
    precondition(first.sampleRate == second.sampleRate, "one sample rate for both sinks")
    self.first = first
    self.second = second
  }

  /// Writes a block to both.
  ///
  /// - Throws: What either sink throws.
  /// - Complexity: What the two sinks' writes cost.
  func write(_ samples: UnsafeBufferPointer<Float>) throws {
    try first.write(samples)
    try second.write(samples)
  }
}
