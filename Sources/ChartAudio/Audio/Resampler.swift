internal import CSampleRate

/// Changes the sample rate of mono audio with libsamplerate's band-limited sinc converter
/// (Secret Rabbit Code, `SRC_SINC_MEDIUM_QUALITY`: 97 dB signal-to-noise, 90 % bandwidth).
///
/// Used to bring eSpeak NG's 22,050 Hz speech to the output rate (44,100 Hz by default).
/// Doubling the rate, that default, goes through ``HalfBandInterpolator`` instead: the same
/// 90 % bandwidth in about a thirtieth of the instructions.
///
///     let speech44k = try Resampler.resample(speech22k, from: 22_050, to: 44_100)
public enum Resampler {
  /// Resamples a whole clip.
  ///
  /// - Parameters:
  ///   - samples: Mono samples in −1…1.
  ///   - inputRate: Their rate, in Hz.
  ///   - outputRate: The wanted rate, in Hz.
  /// - Returns: About `samples.count × outputRate / inputRate` samples (exactly twice as many
  ///   when the rate doubles); the same samples when the rates are equal.
  /// - Throws: ``AudioError/Kind/playbackFailed(reason:)`` with libsamplerate's message if the
  ///   conversion fails (it does not for valid rates). The corresponding C function is
  ///   `src_simple`.
  /// - Precondition: Both rates are positive.
  /// - Complexity: O(*n*).
  public static func resample(_ samples: [Float], from inputRate: Int, to outputRate: Int)
    throws -> [Float]
  {
    precondition(inputRate > 0 && outputRate > 0, "sample rates must be positive")
    guard inputRate != outputRate, !samples.isEmpty else { return samples }
    if outputRate == 2 * inputRate { return HalfBandInterpolator.upsample(samples) }
    let ratio = Double(outputRate) / Double(inputRate)
    var output = [Float](
      repeating: 0, count: Int((Double(samples.count) * ratio).rounded(.up)) + 16)
    var used = 0
    let status = samples.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out -> Int32 in
        var data = SRC_DATA()
        data.data_in = input.baseAddress
        data.input_frames = input.count
        data.data_out = out.baseAddress
        data.output_frames = out.count
        data.src_ratio = ratio
        data.end_of_input = 1
        let result = src_simple(&data, Int32(SRC_SINC_MEDIUM_QUALITY), 1)
        used = data.output_frames_gen
        return result
      }
    }
    guard status == 0 else {
      let reason = src_strerror(status).map { String(cString: $0) } ?? "error \(status)"
      throw AudioError(.playbackFailed(reason: "resampling failed: \(reason)"))
    }
    output.removeLast(output.count - used)
    return output
  }
}
