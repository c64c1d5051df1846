import Foundation

/// Integrated loudness of stereo audio by ITU-R BS.1770-4, in LUFS (LKFS): K-weighted
/// (``KWeighting``) mean square per channel, summed with weight 1 for left and right, over
/// 400 ms blocks that overlap by 75 % (a step of 100 ms); blocks below −70 LUFS are dropped
/// (the absolute gate), then blocks more than 10 LU below the mean of the rest (the relative
/// gate); the loudness is −0.691 + 10 log₁₀ of the mean of the blocks kept.
///
/// A clip shorter than one block (400 ms) is measured as one block over its whole length
/// (BS.1770 defines no value for it). Silence is −∞.
///
/// It keeps the sample peak and the true peak (``TruePeak``, BS.1770-4 Annex 2, 4×
/// oversampled) of both channels too. As a sink it measures what is written to it; memory is
/// one Double per 100 ms.
///
///     let meter = LoudnessMeter(sampleRate: 44_100)
///     try ToneSynthesizer().render(score, into: meter)
///     meter.integratedLoudness   // about −14 LUFS for tones at the default amplitude
public final class LoudnessMeter: AudioSink {
  /// The sample rate, in Hz.
  public let sampleRate: Int
  /// The largest absolute sample written (the sample peak), of full scale.
  public private(set) var peak: Float = 0
  /// The true peak of what was written (ITU-R BS.1770-4 Annex 2, 4× oversampled), of full scale.
  ///
  /// Over both channels; at least about ``peak`` (when above ``truePeakFloor``); 20 log₁₀ of it
  /// is dBTP. NaN (which passes no comparison) when the meter was made with
  /// `measuresTruePeak: false`.
  public var truePeak: Double {
    measuresTruePeak ? max(leftPeak.value, rightPeak.value) : .nan
  }
  /// Whether ``truePeak`` is measured: four interpolated values per sample and channel, 48
  /// multiplications each, the meter's main cost.
  public let measuresTruePeak: Bool
  /// The level below which ``truePeak`` need not be exact, of full scale (≥ 0).
  ///
  /// Blocks whose samples cannot give an interpolated value above it (``TruePeak``) are not oversampled.
  /// ``truePeak`` is exact when above it, and at most it otherwise. 0, the default, measures
  /// every block; ``PeakCeiling/truePeak`` (divided by a gain to come) is all a gain needs.
  public var truePeakFloor: Double = 0 {
    didSet {
      leftPeak.floor = truePeakFloor
      rightPeak.floor = truePeakFloor
    }
  }
  /// Whether ``integratedLoudness`` is measured (K-weighted and summed per 100 ms step).
  public let measuresLoudness: Bool
  private var left: KWeighting
  private var right: KWeighting
  private var leftPeak = TruePeak()
  private var rightPeak = TruePeak()
  private let stepFrames: Int
  /// The summed channel energy (Σ of squared weighted samples) of each finished 100 ms step.
  private var stepEnergies: [Double] = []
  private var currentEnergy = 0.0
  private var currentFrames = 0
  private var totalFrames = 0

  /// Creates a meter.
  ///
  /// - Parameters:
  ///   - sampleRate: The sample rate, in Hz. The default is 44,100.
  ///   - measuresTruePeak: Whether to measure ``truePeak``; `false` for a meter read only for
  ///     its loudness or sample peak. The default is `true`.
  ///   - measuresLoudness: Whether to measure ``integratedLoudness``; `false` for a meter read
  ///     only for its peaks. The default is `true`.
  /// - Precondition: `sampleRate > 0`.
  public init(
    sampleRate: Int = 44_100, measuresTruePeak: Bool = true, measuresLoudness: Bool = true
  ) {
    self.sampleRate = sampleRate
    self.measuresTruePeak = measuresTruePeak
    self.measuresLoudness = measuresLoudness
    left = KWeighting(sampleRate: Double(sampleRate))
    right = KWeighting(sampleRate: Double(sampleRate))
    stepFrames = max(1, sampleRate / 10)
  }

  /// Measures a block of interleaved stereo frames.
  ///
  /// - Complexity: O(*n*) in the samples.
  public func write(_ samples: UnsafeBufferPointer<Float>) {
    let whole = UnsafeBufferPointer(rebasing: samples[0..<(samples.count / 2 * 2)])
    let (leftSamplePeak, rightSamplePeak) = Self.stereoSamplePeaks(whole)
    if measuresTruePeak {
      leftPeak.process(whole, channel: 0, of: 2, samplePeak: leftSamplePeak)
      rightPeak.process(whole, channel: 1, of: 2, samplePeak: rightSamplePeak)
    }
    peak = max(peak, leftSamplePeak, rightSamplePeak)
    if measuresLoudness { weigh(whole) }
  }

  /// The largest absolute sample of each channel of interleaved stereo frames, eight samples
  /// at a time (even lanes left, odd lanes right).
  ///
  /// - Complexity: O(*n*) in the samples.
  static func stereoSamplePeaks(_ samples: UnsafeBufferPointer<Float>) -> (Float, Float) {
    guard let base = samples.baseAddress else { return (0, 0) }
    let raw = UnsafeRawPointer(base)
    let lanes = 8
    var largest = SIMD8<Float>()
    var index = 0
    while index + lanes <= samples.count {
      let block = raw.loadUnaligned(
        fromByteOffset: index * MemoryLayout<Float>.stride, as: SIMD8<Float>.self)
      largest.formLaneMaximum(block.magnitudes)
      index += lanes
    }
    var left = max(largest[0], largest[2], largest[4], largest[6])
    var right = max(largest[1], largest[3], largest[5], largest[7])
    while index + 1 < samples.count {
      left = max(left, abs(samples[index]))
      right = max(right, abs(samples[index + 1]))
      index += 2
    }
    return (left, right)
  }

  /// K-weights a block of frames and adds its energy to the 100 ms steps.
  ///
  /// - Complexity: O(*n*) in the samples.
  private func weigh(_ samples: UnsafeBufferPointer<Float>) {
    // Local copies: a class's stored properties are checked for exclusive access on every
    // use, which costs more than the filters themselves.
    var left = self.left
    var right = self.right
    let frames = samples.count / 2
    var frame = 0
    while frame < frames {
      let end = min(frames, frame + stepFrames - currentFrames)
      var energy = 0.0
      for index in frame..<end {
        let l = left.process(Double(samples[2 * index]))
        let r = right.process(Double(samples[2 * index + 1]))
        energy += l * l + r * r
      }
      currentEnergy += energy
      currentFrames += end - frame
      totalFrames += end - frame
      if currentFrames == stepFrames {
        stepEnergies.append(currentEnergy)
        currentEnergy = 0
        currentFrames = 0
      }
      frame = end
    }
    self.left = left
    self.right = right
  }

  /// Measures mono samples as if written to both channels (speech, centred).
  ///
  /// - Complexity: O(*n*) in the samples.
  public func writeCentred(_ samples: [Float], gain: Float = 1) {
    var block = [Float](repeating: 0, count: 2 * min(samples.count, 4_096))
    var start = 0
    while start < samples.count {
      let end = min(samples.count, start + 4_096)
      for index in start..<end {
        block[(index - start) * 2] = samples[index] * gain
        block[(index - start) * 2 + 1] = samples[index] * gain
      }
      block.withUnsafeBufferPointer { buffer in
        write(UnsafeBufferPointer(rebasing: buffer[0..<((end - start) * 2)]))
      }
      start = end
    }
  }

  /// The integrated loudness, in LUFS; −∞ for silence or nothing written; NaN (which passes
  /// no comparison) when the meter was made with `measuresLoudness: false`.
  ///
  /// - Complexity: O(*b*) in the 100 ms steps.
  public var integratedLoudness: Double {
    guard measuresLoudness else { return .nan }
    let blockSteps = 4
    var blocks: [Double] = []
    if stepEnergies.count >= blockSteps {
      let frames = Double(blockSteps * stepFrames)
      var sum = stepEnergies[0..<blockSteps].reduce(0, +)
      blocks.append(sum / frames)
      for end in blockSteps..<stepEnergies.count {
        sum += stepEnergies[end] - stepEnergies[end - blockSteps]
        blocks.append(max(0, sum) / frames)
      }
    } else if totalFrames > 0 {
      blocks.append((stepEnergies.reduce(0, +) + currentEnergy) / Double(totalFrames))
    }
    return Self.gatedLoudness(blocks)
  }

  /// The loudness of one mean square (summed over channels), in LUFS.
  static func loudness(meanSquare: Double) -> Double {
    meanSquare > 0 ? -0.691 + 10 * log10(meanSquare) : -.infinity
  }

  /// The gated mean of block mean squares, in LUFS: the absolute gate at −70 LUFS, then the
  /// relative gate 10 LU below the mean of the blocks that pass it.
  static func gatedLoudness(_ blocks: [Double]) -> Double {
    let absolute = blocks.filter { loudness(meanSquare: $0) > -70 }
    guard !absolute.isEmpty else { return -.infinity }
    let threshold = loudness(meanSquare: absolute.reduce(0, +) / Double(absolute.count)) - 10
    let kept = absolute.filter { loudness(meanSquare: $0) > threshold }
    return loudness(meanSquare: kept.reduce(0, +) / Double(kept.count))
  }
}
