/// Synthesized speech: mono samples at the engine's rate.
public struct SpeechClip: Hashable, Sendable {
  /// Mono samples in −1…1.
  public var samples: [Float]
  /// Samples per second, in Hz (22,050 for eSpeak NG).
  public var sampleRate: Int

  /// The length, in seconds.
  public var durationSeconds: Double { Double(samples.count) / Double(max(1, sampleRate)) }
}
