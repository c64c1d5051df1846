import Foundation

/// A tone colour, made from the relative amplitudes of a few harmonics.
///
/// Every timbre's fundamental is its strongest partial, so the heard pitch is the score's
/// frequency. Series take ``seriesTimbres`` in turn; negative values, gap clicks, zero ticks
/// and reference lines have their own.
///
/// Consecutive series timbres differ in brightness by at least a quarter: the spectral
/// centroid in harmonics, Σ *n a*ₙ² / Σ *a*ₙ² (power-weighted) and Σ *n a*ₙ / Σ *a*ₙ
/// (magnitude-weighted), of one is at least 1.25 times the other's (``centroid``); sine 1.00,
/// bright 2.94, organ 1.32, reed 1.91, warm 1.33 (power-weighted), and warm → sine again.
public enum Timbre: String, CaseIterable, Codable, Sendable {
  /// A pure sine.
  case sine
  /// Harmonics 1–7 at 1, 0.9, 0.8 … 0.4 (bright, brassy).
  case bright
  /// Harmonics 1–4 at 1, ½, ¼, ⅛ (an organ stop).
  case organ
  /// Harmonics 1–6 falling as 1/n⁰·⁸ (a sawtooth, reedy).
  case reed
  /// Harmonics 1 and 2 at 1 and 0.7 (warm, soft).
  case warm
  /// Odd harmonics 1–7 falling as 1/n (a hollow square): values below zero.
  case negative
  /// A pure sine for reference lines.
  case reference
  /// A short high sine for gap clicks and zero ticks.
  case click

  /// The timbres given to series, in order; the tenth series reuses the fifth.
  public static let seriesTimbres: [Timbre] = [.sine, .bright, .organ, .reed, .warm]

  /// The amplitude of harmonic *n* (index 0 is the fundamental), before normalisation.
  public var harmonics: [Double] {
    switch self {
    case .sine, .reference, .click: return [1]
    case .bright: return [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4]
    case .organ: return [1, 0.5, 0.25, 0.125]
    case .reed: return (1...6).map { 1 / pow(Double($0), 0.8) }
    case .warm: return [1, 0.7]
    case .negative: return [1, 0, 1.0 / 3, 0, 0.2, 0, 1.0 / 7]
    }
  }

  /// The spectral centroid in harmonics (1 for a sine): power-weighted, Σ *n a*ₙ² / Σ *a*ₙ²,
  /// or magnitude-weighted, Σ *n a*ₙ / Σ *a*ₙ.
  ///
  /// - Complexity: O(*h*) in the number of harmonics.
  public func centroid(powerWeighted: Bool) -> Double {
    var weighted = 0.0
    var total = 0.0
    for (index, amplitude) in harmonics.enumerated() {
      let weight = powerWeighted ? amplitude * amplitude : amplitude
      weighted += Double(index + 1) * weight
      total += weight
    }
    return total > 0 ? weighted / total : 1
  }

  /// The timbre of the series at an index.
  public static func forSeries(at index: Int) -> Timbre {
    seriesTimbres[index % seriesTimbres.count]
  }
}
