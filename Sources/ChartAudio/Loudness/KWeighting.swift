import Foundation

/// The K-weighting of ITU-R BS.1770-4: a high-shelf pre-filter (+4 dB above about 1.5 kHz,
/// the head's acoustic effect) followed by the RLB high-pass (about 38 Hz), as two biquads.
///
/// The coefficients are derived for any sample rate from the analogue prototypes, as
/// libebur128 does (shelf at 1,681.97 Hz, gain 3.99984 dB, Q 0.70718; high-pass at 38.135 Hz,
/// Q 0.50033); at 48 kHz they equal the standard's table (b = 1.53512485958697,
/// −2.69169618940638, 1.19839281085285; a = −1.69065929318241, 0.73248077421585; and
/// b = 1, −2, 1; a = −1.99004745483398, 0.99007225036621).
///
///     var filter = KWeighting(sampleRate: 44_100)
///     let weighted = filter.process(sample)
struct KWeighting: Sendable {
  /// One second-order section, direct form II transposed.
  struct Biquad: Sendable {
    var b0, b1, b2, a1, a2: Double
    private var z1 = 0.0
    private var z2 = 0.0

    init(b0: Double, b1: Double, b2: Double, a1: Double, a2: Double) {
      (self.b0, self.b1, self.b2, self.a1, self.a2) = (b0, b1, b2, a1, a2)
    }

    mutating func process(_ x: Double) -> Double {
      let y = b0 * x + z1
      z1 = b1 * x - a1 * y + z2
      z2 = b2 * x - a2 * y
      return y
    }

    /// |H(e^{jω})|² at a frequency.
    func powerGain(atHz frequency: Double, sampleRate: Double) -> Double {
      let w = 2 * Double.pi * frequency / sampleRate
      let (c1, s1, c2, s2) = (cos(w), sin(w), cos(2 * w), sin(2 * w))
      let numeratorReal = b0 + b1 * c1 + b2 * c2
      let numeratorImaginary = -(b1 * s1 + b2 * s2)
      let denominatorReal = 1 + a1 * c1 + a2 * c2
      let denominatorImaginary = -(a1 * s1 + a2 * s2)
      return (numeratorReal * numeratorReal + numeratorImaginary * numeratorImaginary)
        / (denominatorReal * denominatorReal + denominatorImaginary * denominatorImaginary)
    }
  }

  /// The high-shelf pre-filter.
  private(set) var shelf: Biquad
  /// The RLB high-pass.
  private(set) var highPass: Biquad
  /// The sample rate, in Hz.
  let sampleRate: Double

  /// The filters for a sample rate.
  ///
  /// - Precondition: `sampleRate > 0`.
  init(sampleRate: Double) {
    precondition(sampleRate > 0, "a sample rate is above 0 Hz")
    self.sampleRate = sampleRate
    var k = tan(Double.pi * 1_681.974450955533 / sampleRate)
    var q = 0.7071752369554196
    let vh = pow(10, 3.999843853973347 / 20)
    let vb = pow(vh, 0.4996667741545416)
    var a0 = 1 + k / q + k * k
    shelf = Biquad(
      b0: (vh + vb * k / q + k * k) / a0, b1: 2 * (k * k - vh) / a0,
      b2: (vh - vb * k / q + k * k) / a0, a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
    k = tan(Double.pi * 38.13547087602444 / sampleRate)
    q = 0.5003270373238773
    a0 = 1 + k / q + k * k
    highPass = Biquad(b0: 1, b1: -2, b2: 1, a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
  }

  /// Filters the next sample.
  ///
  /// - Complexity: O(1).
  mutating func process(_ sample: Double) -> Double {
    highPass.process(shelf.process(sample))
  }

  /// The filters' power gain at a frequency, |H|² (about 1 below 1 kHz, 2.5 above 3 kHz).
  ///
  /// - Complexity: O(1).
  func powerGain(atHz frequency: Double) -> Double {
    shelf.powerGain(atHz: frequency, sampleRate: sampleRate)
      * highPass.powerGain(atHz: frequency, sampleRate: sampleRate)
  }
}
