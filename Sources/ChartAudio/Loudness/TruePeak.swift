/// The true peak of one channel by ITU-R BS.1770-4 Annex 2: the signal oversampled 4× by the
/// Annex's interpolating filter (48 taps, order 47, in four phases of 12), and the largest
/// absolute value of the oversampled signal kept; unlike the sample peak it catches the peaks
/// that fall between samples (a sine at a quarter of the sample rate, sampled 45° off its
/// crest, has a sample peak 3 dB below its true peak).
///
/// The coefficients are the Annex's, printed for 48 kHz; at 44.1 kHz they oversample to
/// 176.4 kHz, still the 4× the Annex asks for. In floating point the Annex's 12.04 dB
/// attenuation before the filter (headroom for fixed point) is not needed.
///
///     var peak = TruePeak()
///     peak.process(stereoFrames, channel: 0, of: 2)
///     peak.value   // of full scale; 20 log₁₀ of it is dBTP
struct TruePeak: Sendable {
  /// The Annex's coefficients, phase by phase (tap *k* of phase *p* at 12*p* + *k*): phases
  /// 0 and 1 as printed; phase 2 is phase 1 reversed and phase 3 phase 0 reversed (the
  /// prototype is symmetric).
  static let coefficients: [Double] = {
    let zero = [
      0.0017089843750, 0.0109863281250, -0.0196533203125, 0.0332031250000, -0.0594482421875,
      0.1373291015625, 0.9721679687500, -0.1022949218750, 0.0476074218750, -0.0266113281250,
      0.0148925781250, -0.0083007812500,
    ]
    let one = [
      -0.0291748046875, 0.0292968750000, -0.0517578125000, 0.0891113281250, -0.1665039062500,
      0.4650878906250, 0.7797851562500, -0.2003173828125, 0.1015625000000, -0.0582275390625,
      0.0330810546875, -0.0189208984375,
    ]
    return zero + one + one.reversed() + zero.reversed()
  }()
  static let taps = 12

  /// The last 12 input samples, twice over (index *i* and *i* + 12 hold the same sample), so
  /// the window from the oldest to the newest is the contiguous `position..<position + 12`.
  private var history = [Double](repeating: 0, count: 2 * TruePeak.taps)
  private var position = 0
  /// The largest absolute value of the oversampled signal so far, of full scale.
  private(set) var value: Double = 0

  /// Takes one channel of interleaved samples and their four interpolated values each.
  ///
  /// - Parameters:
  ///   - samples: Interleaved frames.
  ///   - channel: The channel's index in a frame.
  ///   - channels: The channels in a frame.
  /// - Complexity: O(*n*) in the frames: 48 multiplications each.
  mutating func process(
    _ samples: UnsafeBufferPointer<Float>, channel: Int, of channels: Int
  ) {
    let taps = Self.taps
    var position = self.position
    var peak = value
    history.withUnsafeMutableBufferPointer { history in
      Self.coefficients.withUnsafeBufferPointer { coefficients in
        guard let window = history.baseAddress, let c = coefficients.baseAddress else { return }
        var index = channel
        while index < samples.count {
          let sample = Double(samples[index])
          window[position] = sample
          window[position + taps] = sample
          position = position == taps - 1 ? 0 : position + 1
          // The oldest of the last 12 samples is at `position`, the newest at position + 11;
          // tap k meets the sample k steps before the newest.
          let oldest = UnsafePointer(window + position)
          let phase0 = Self.interpolate(c, oldest)
          let phase1 = Self.interpolate(c + taps, oldest)
          let phase2 = Self.interpolate(c + 2 * taps, oldest)
          let phase3 = Self.interpolate(c + 3 * taps, oldest)
          peak = max(peak, abs(phase0), abs(phase1), abs(phase2), abs(phase3))
          index += channels
        }
      }
    }
    self.position = position
    value = peak
  }

  /// One phase's interpolated value: Σ c[k] × h[11 − k] over the 12 taps, written out (a loop
  /// over a range costs several times more in a debug build, where the tests run it over
  /// every narration).
  @inline(__always)
  private static func interpolate(_ c: UnsafePointer<Double>, _ h: UnsafePointer<Double>)
    -> Double
  {
    let first: Double = c[0] * h[11] + c[1] * h[10] + c[2] * h[9] + c[3] * h[8]
    let second: Double = c[4] * h[7] + c[5] * h[6] + c[6] * h[5] + c[7] * h[4]
    let third: Double = c[8] * h[3] + c[9] * h[2] + c[10] * h[1] + c[11] * h[0]
    return first + second + third
  }
}
