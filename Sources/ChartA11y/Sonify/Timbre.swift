/// A tone colour, made from the relative amplitudes of a few harmonics.
///
/// Every timbre's fundamental is its strongest partial, so the heard pitch is the score's
/// frequency. Series take ``seriesTimbres`` in turn; negative values, gap clicks, zero ticks
/// and reference lines have their own.
public enum Timbre: String, CaseIterable, Codable, Sendable {
  /// A pure sine.
  case sine
  /// Odd harmonics falling as 1/n² (a soft triangle).
  case triangle
  /// Harmonics 1–4 at 1, ½, ¼, ⅛ (an organ stop).
  case organ
  /// Harmonics 1–6 falling as 1/n (a soft sawtooth, reedy).
  case reed
  /// Harmonics 1, 2 and 3 at 1, 0.7, 0.5 (bright).
  case bright
  /// Odd harmonics 1–7 falling as 1/n (a hollow square): values below zero.
  case negative
  /// A pure sine for reference lines.
  case reference
  /// A short high sine for gap clicks and zero ticks.
  case click

  /// The timbres given to series, in order; the tenth series reuses the fifth.
  public static let seriesTimbres: [Timbre] = [.sine, .triangle, .organ, .reed, .bright]

  /// The amplitude of harmonic *n* (index 0 is the fundamental), before normalisation.
  public var harmonics: [Double] {
    switch self {
    case .sine, .reference, .click: return [1]
    case .triangle: return [1, 0, 1.0 / 9, 0, 1.0 / 25, 0, 1.0 / 49]
    case .organ: return [1, 0.5, 0.25, 0.125]
    case .reed: return [1, 0.5, 1.0 / 3, 0.25, 0.2, 1.0 / 6]
    case .bright: return [1, 0.7, 0.5]
    case .negative: return [1, 0, 1.0 / 3, 0, 0.2, 0, 1.0 / 7]
    }
  }

  /// The timbre of the series at an index.
  public static func forSeries(at index: Int) -> Timbre {
    seriesTimbres[index % seriesTimbres.count]
  }
}
