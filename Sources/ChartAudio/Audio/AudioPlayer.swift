internal import CPortAudio
import Glibc

/// Plays audio through the default output device with PortAudio's blocking stream API.
///
/// Opening fails cleanly, with ``AudioError/Kind/deviceUnavailable(reason:)``, when there is no
/// device (a server, a container, CI); ALSA's own messages about probed devices are silenced
/// so the error is one line. Blocks written with ``write(_:)`` are queued to the device;
/// ``finish()`` waits until the last sample has played.
///
///     let player = try AudioPlayer()
///     try ToneSynthesizer().render(score, into: player)
///     try player.finish()
public final class AudioPlayer: AudioSink {
  /// The sample rate, in Hz.
  public let sampleRate: Int
  private var stream: UnsafeMutableRawPointer?
  private var isInitialized = false

  /// Opens and starts a stereo 32-bit float stream on the default output device.
  ///
  /// - Parameter sampleRate: Frames per second, in Hz. The default is 44,100.
  /// - Throws: ``AudioError/Kind/deviceUnavailable(reason:)`` when PortAudio finds no output
  ///   device or cannot open it. The corresponding C functions are `Pa_Initialize`,
  ///   `Pa_GetDefaultOutputDevice`, `Pa_OpenDefaultStream` and `Pa_StartStream`.
  public init(sampleRate: Int = 44_100) throws {
    self.sampleRate = sampleRate
    chart_describe_silence_alsa()
    try check(Self.quietly { Pa_Initialize() }, unavailable: true)
    isInitialized = true
    guard Pa_GetDefaultOutputDevice() != paNoDevice else {
      close()
      throw AudioError(.deviceUnavailable(reason: "PortAudio found none"))
    }
    var opened: UnsafeMutableRawPointer?
    try check(
      Pa_OpenDefaultStream(
        &opened, 0, 2, paFloat32, Double(sampleRate), 1_024, nil, nil),
      unavailable: true)
    stream = opened
    try check(Pa_StartStream(opened), unavailable: true)
  }

  deinit {
    close()
  }

  /// Queues interleaved stereo frames, blocking while the device's buffer is full.
  ///
  /// - Throws: ``AudioError/Kind/playbackFailed(reason:)``. An output underflow (the device
  ///   ran dry for a moment) is not an error. The corresponding C function is `Pa_WriteStream`.
  public func write(_ samples: UnsafeBufferPointer<Float>) throws {
    guard let stream, let base = samples.baseAddress else { return }
    let status = Pa_WriteStream(stream, base, UInt(samples.count / 2))
    if status != paNoError.rawValue && status != paOutputUnderflowed.rawValue {
      try check(status, unavailable: false)
    }
  }

  /// Waits until every queued sample has played, then closes the device.
  ///
  /// - Throws: ``AudioError/Kind/playbackFailed(reason:)``. The corresponding C function is
  ///   `Pa_StopStream`.
  public func finish() throws {
    if let stream {
      let status = Pa_StopStream(stream)
      close()
      try check(status, unavailable: false)
    }
  }

  /// Runs a call with standard error sent to `/dev/null`: PortAudio's JACK back end prints
  /// "jack server is not running" lines while it probes, which would bury our one-line error.
  private static func quietly<Result>(_ body: () -> Result) -> Result {
    let saved = dup(STDERR_FILENO)
    let null = open("/dev/null", O_WRONLY)
    guard saved >= 0, null >= 0 else { return body() }
    fflush(nil)
    dup2(null, STDERR_FILENO)
    Glibc.close(null)
    defer {
      fflush(nil)
      dup2(saved, STDERR_FILENO)
      Glibc.close(saved)
    }
    return body()
  }

  private func close() {
    if let stream {
      Pa_CloseStream(stream)
      self.stream = nil
    }
    if isInitialized {
      Pa_Terminate()
      isInitialized = false
    }
  }

  private func check(_ status: PaError, unavailable: Bool) throws {
    guard status != paNoError.rawValue else { return }
    let reason = Pa_GetErrorText(status).map { String(cString: $0) } ?? "error \(status)"
    let plain = reason.prefix(1).lowercased() + reason.dropFirst()
    if unavailable {
      close()
      throw AudioError(.deviceUnavailable(reason: plain))
    }
    throw AudioError(.playbackFailed(reason: plain))
  }
}
