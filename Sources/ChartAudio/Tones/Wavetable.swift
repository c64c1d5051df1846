import ChartA11y
import Foundation

/// One period of a timbre, sampled for fast oscillators: 2,048 points plus a guard point for
/// linear interpolation, normalised to the power of a sine of peak 1 (mean square ½), so
/// every timbre is equally strong; peaks reach 1.86 for ``Timbre/bright``.
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
    // Equal power: the mean square of a sine of peak 1 (½), whatever the harmonics.
    let meanSquare = values.dropLast().reduce(0) { $0 + $1 * $1 } / Double(Self.size)
    let scale = meanSquare > 0 ? (0.5 / meanSquare).squareRoot() : 1
    samples = values.map { Float($0 * scale) }
  }

  /// One table per timbre, in `Timbre.allCases` order.
  static let all: [Wavetable] = Timbre.allCases.map(Wavetable.init)

  /// The table of a timbre.
  static func of(_ timbre: Timbre) -> Wavetable {
    all[Timbre.allCases.firstIndex(of: timbre) ?? 0]
  }
}
