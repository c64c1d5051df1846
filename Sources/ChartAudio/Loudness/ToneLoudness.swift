import ChartA11y
import Foundation

/// The gain that gives a tone of any timbre and pitch the same K-weighted loudness
/// (ITU-R BS.1770) as a sine of the same amplitude at 1 kHz, so that consecutive series'
/// timbres, zero ticks and notes high or low sound equally loud for equal amplitudes.
///
/// Each ``Wavetable`` holds the same power as a sine of peak 1; this gain then corrects for
/// the K-weighting of its harmonics: gain = √(K(1 kHz) / Σ *p*ₙ K(*n f*)), where *p*ₙ is the
/// share of harmonic *n* in the power (*a*ₙ² / Σ *a*ₖ²) and K(*f*) the filters' power gain
/// (``KWeighting``); harmonics at or above the Nyquist frequency are left out.
enum ToneLoudness {
  /// The gain for a timbre at a frequency, at a sample rate.
  ///
  /// - Complexity: O(*h*) in the timbre's harmonics.
  static func gain(_ timbre: Timbre, frequencyHz: Double, sampleRate: Double) -> Double {
    let filter = KWeighting(sampleRate: sampleRate)
    let harmonics = timbre.harmonics
    let total = harmonics.reduce(0) { $0 + $1 * $1 }
    var weighted = 0.0
    for (index, amplitude) in harmonics.enumerated() where amplitude != 0 {
      let frequency = Double(index + 1) * frequencyHz
      guard frequency < sampleRate / 2 else { continue }
      weighted += amplitude * amplitude / total * filter.powerGain(atHz: frequency)
    }
    guard weighted > 0 else { return 1 }
    return (filter.powerGain(atHz: 1_000) / weighted).squareRoot()
  }
}
