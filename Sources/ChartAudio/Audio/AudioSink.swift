/// Where rendered audio goes: a file, the speakers, or memory.
///
/// Samples are 32-bit floats in −1…1, interleaved stereo (left, right), at the sink's sample
/// rate. Renderers call ``write(_:)`` block by block, so memory does not grow with the length
/// of the audio.
public protocol AudioSink: AnyObject {
  /// The sample rate the sink expects, in Hz.
  var sampleRate: Int { get }
  /// Takes the next block of interleaved stereo frames.
  ///
  /// - Throws: ``AudioError`` when the file or device fails.
  func write(_ samples: UnsafeBufferPointer<Float>) throws
}

/// A sink that can start again at its first frame: what is written after ``rewind()``
/// replaces what was written before, frame by frame.
///
/// A renderer that measures as it writes (``ToneSynthesizer/renderUnderCeiling(_:into:)``)
/// writes once at the gain it expects and, only when the measure asks for another, rewinds
/// and writes again, instead of synthesising everything twice or keeping it in memory.
public protocol RewindableAudioSink: AudioSink {
  /// Whether ``rewind()`` works for this sink (a WAV file: yes; a FLAC or Ogg stream: no).
  var canRewind: Bool { get }
  /// Starts writing again at the first frame.
  ///
  /// - Throws: ``AudioError`` when the file cannot be sought.
  func rewind() throws
}

/// A sink that keeps every sample in memory, for tests and short clips.
public final class MemoryAudioSink: RewindableAudioSink {
  /// The sample rate, in Hz.
  public let sampleRate: Int
  /// Every sample written, interleaved stereo.
  public private(set) var samples: [Float] = []

  /// Creates an empty sink.
  ///
  /// - Parameter sampleRate: The sample rate, in Hz. The default is 44,100.
  public init(sampleRate: Int = 44_100) {
    self.sampleRate = sampleRate
  }

  /// Appends a block.
  public func write(_ samples: UnsafeBufferPointer<Float>) {
    self.samples.append(contentsOf: samples)
  }

  /// Always `true`.
  public var canRewind: Bool { true }

  /// Forgets every sample written.
  public func rewind() {
    samples.removeAll(keepingCapacity: true)
  }
}

/// A sink that discards samples, keeping only their count and peak, for benchmarks.
public final class DiscardingAudioSink: AudioSink {
  /// The sample rate, in Hz.
  public let sampleRate: Int
  /// How many stereo frames were written.
  public private(set) var frameCount = 0
  /// The largest absolute sample written.
  public private(set) var peak: Float = 0

  /// Creates a sink.
  ///
  /// - Parameter sampleRate: The sample rate, in Hz. The default is 44,100.
  public init(sampleRate: Int = 44_100) {
    self.sampleRate = sampleRate
  }

  /// Counts a block and keeps its peak.
  public func write(_ samples: UnsafeBufferPointer<Float>) {
    frameCount += samples.count / 2
    for sample in samples { peak = max(peak, abs(sample)) }
  }
}
