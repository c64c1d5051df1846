import ChartA11y
import Foundation

/// One period of a timbre, sampled for fast oscillators: 2,048 points plus a guard point for
/// linear interpolation, normalised to a peak of 1.
///
/// - Note: Tables hold at most seven harmonics; at the highest accepted pitch (C8, 4,186 Hz)
///   and 44.1 kHz the highest of them folds back (aliases) above the Nyquist frequency, which
///   is inaudible at their low amplitudes. Below C6 nothing aliases.
struct Wavetable: Sendable {
  /// Points per period.
  static let size = 2_048
  /// `size + 1` samples; the last repeats the first.
  let samples: [Float]

  init(_ timbre: Timbre) {
    let harmonics = timbre.harmonics
    var values = [Double](repeating: 0, count: Self.size + 1)
    for index in 0...Self.size {
      let phase = 2 * Double.pi * Double(index) / Double(Self.size)
      var sum = 0.0
      for (number, amplitude) in harmonics.enumerated() where amplitude != 0 {
        sum += amplitude * sin(Double(number + 1) * phase)
      }
      values[index] = sum
    }
    let peak = values.map(abs).max() ?? 1
    samples = values.map { Float($0 / (peak > 0 ? peak : 1)) }
  }

  /// One table per timbre, in `Timbre.allCases` order.
  static let all: [Wavetable] = Timbre.allCases.map(Wavetable.init)

  /// The table of a timbre.
  static func of(_ timbre: Timbre) -> Wavetable {
    all[Timbre.allCases.firstIndex(of: timbre) ?? 0]
  }
}
