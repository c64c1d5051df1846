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
/// Computed in `Float`, eight input samples at a time (`SIMD8`): the coefficients are
/// multiples of 2⁻¹³ and so exact in `Float`, and a sum of 12 products in `Float` is within
/// about 10⁻⁵ dB of the same sum in `Double`, far inside EBU Tech 3341's +0.2/−0.4 dB
/// tolerance for a true-peak meter.
///
/// With a ``floor`` it oversamples only the blocks that could pass it: an interpolated value
/// is at most ``bound`` (the largest sum of a phase's absolute coefficients) times the largest
/// absolute sample it reads, so a block whose samples are all at most `floor / bound` is
/// skipped. ``value`` is then exact when it is above the floor and at most the floor otherwise,
/// which is all a gain that keeps audio under a ceiling needs (``PeakCeiling``).
///
///     var peak = TruePeak()
///     peak.process(stereoFrames, channel: 0, of: 2)
///     peak.value   // of full scale; 20 log₁₀ of it is dBTP
struct TruePeak: Sendable {
  /// The Annex's coefficients, phase by phase (tap *k* of phase *p* at 12*p* + *k*): phases
  /// 0 and 1 as printed; phase 2 is phase 1 reversed and phase 3 phase 0 reversed (the
  /// prototype is symmetric).
  static let coefficients: [Float] = {
    let zero: [Float] = [
      0.0017089843750, 0.0109863281250, -0.0196533203125, 0.0332031250000, -0.0594482421875,
      0.1373291015625, 0.9721679687500, -0.1022949218750, 0.0476074218750, -0.0266113281250,
      0.0148925781250, -0.0083007812500,
    ]
    let one: [Float] = [
      -0.0291748046875, 0.0292968750000, -0.0517578125000, 0.0891113281250, -0.1665039062500,
      0.4650878906250, 0.7797851562500, -0.2003173828125, 0.1015625000000, -0.0582275390625,
      0.0330810546875, -0.0189208984375,
    ]
    return zero + one + one.reversed() + zero.reversed()
  }()
  static let taps = 12
  /// The largest interpolated value a block of samples at most 1 in magnitude can give:
  /// max over the phases of Σ |*c*ₖ| (about 2.02), raised by 10⁻⁴ for `Float` rounding.
  static let bound: Float = {
    (0..<4).map { phase in
      coefficients[(phase * taps)..<((phase + 1) * taps)].reduce(0) { $0 + abs($1) }
    }.reduce(0, max) * 1.0001
  }()
  /// Input samples computed together.
  static let lanes = 8

  /// The channel's samples: the last `taps − 1` samples of the previous call first, then the
  /// current call's, then `lanes` zeros (read by the last, partly filled group of eight).
  private var window = [Float](repeating: 0, count: TruePeak.taps - 1 + TruePeak.lanes)
  /// The largest absolute value of the oversampled signal so far, of full scale; when it is at
  /// most ``floor``, a value at most the floor (blocks that cannot pass the floor are skipped).
  private(set) var value: Double = 0
  /// The level below which the true peak need not be exact, of full scale (≥ 0); 0, the
  /// default, measures every block.
  var floor: Double = 0

  /// Takes one channel of interleaved samples and their four interpolated values each.
  ///
  /// - Parameters:
  ///   - samples: Interleaved frames.
  ///   - channel: The channel's index in a frame.
  ///   - channels: The channels in a frame.
  ///   - samplePeak: The largest absolute sample of `samples` (all channels), or more; with a
  ///     ``floor``, a block whose peak cannot pass it is not oversampled.
  /// - Complexity: O(*n*) in the frames: 48 multiply-adds each, eight frames at a time; O(1)
  ///   for a block skipped under the floor.
  mutating func process(
    _ samples: UnsafeBufferPointer<Float>, channel: Int, of channels: Int,
    samplePeak: Float = .infinity
  ) {
    let history = Self.taps - 1
    let count = channel < samples.count ? (samples.count - channel + channels - 1) / channels : 0
    guard count > 0, let source = samples.baseAddress else { return }
    let threshold = max(floor, value)
    let historyPeak = window[0..<history].reduce(0) { max($0, abs($1)) }
    if Double(max(samplePeak, historyPeak) * Self.bound) <= threshold {
      // Under the floor: only the last `history` samples are kept, for the next block.
      let kept = min(count, history)
      window.withUnsafeMutableBufferPointer { window in
        for index in 0..<(history - kept) { window[index] = window[index + kept] }
        for index in 0..<kept {
          window[history - kept + index] = source[channel + (count - kept + index) * channels]
        }
      }
      return
    }
    if window.count < history + count + Self.lanes {
      window.append(
        contentsOf: repeatElement(0, count: history + count + Self.lanes - window.count))
    }
    var peak = SIMD8<Float>()
    window.withUnsafeMutableBufferPointer { window in
      guard let base = window.baseAddress else { return }
      for index in 0..<count { base[history + index] = source[channel + index * channels] }
      for index in 0..<Self.lanes { base[history + count + index] = 0 }
      peak = Self.oversampledPeak(UnsafePointer(base), count: count)
      // Keep the last `history` samples for the next call.
      for index in 0..<history { base[index] = base[count + index] }
    }
    value = max(value, Double(peak.max()))
  }

  /// The largest absolute oversampled value, lane by lane, of `count` samples that follow
  /// `taps − 1` samples of history at `window`, with `lanes` readable samples after them.
  private static func oversampledPeak(_ window: UnsafePointer<Float>, count: Int) -> SIMD8<Float> {
    var peak = SIMD8<Float>()
    coefficients.withUnsafeBufferPointer { coefficients in
      guard let c = coefficients.baseAddress else { return }
      let raw = UnsafeRawPointer(window)
      let stride = MemoryLayout<Float>.stride
      var start = 0
      while start < count {
        // Output lane j is for the sample at taps − 1 + start + j; tap k meets the sample k
        // before it.
        var phase0 = SIMD8<Float>()
        var phase1 = SIMD8<Float>()
        var phase2 = SIMD8<Float>()
        var phase3 = SIMD8<Float>()
        for k in 0..<taps {
          let samples = raw.loadUnaligned(
            fromByteOffset: (taps - 1 + start - k) * stride, as: SIMD8<Float>.self)
          phase0 += c[k] * samples
          phase1 += c[taps + k] * samples
          phase2 += c[2 * taps + k] * samples
          phase3 += c[3 * taps + k] * samples
        }
        var largest = phase0.magnitudes
        largest.formLaneMaximum(phase1.magnitudes)
        largest.formLaneMaximum(phase2.magnitudes)
        largest.formLaneMaximum(phase3.magnitudes)
        if count - start < lanes {
          let lane = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
          largest.replace(with: 0, where: lane .>= Int32(count - start))
        }
        peak.formLaneMaximum(largest)
        start += lanes
      }
    }
    return peak
  }
}
