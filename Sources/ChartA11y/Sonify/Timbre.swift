import Foundation

/// A tone colour, made from the relative amplitudes of a few harmonics, and the envelope its
/// separate notes take.
///
/// Every timbre's fundamental is its strongest partial, so the heard pitch is the score's
/// frequency. Series take ``seriesTimbres`` in turn, eight before any repeats; negative
/// values, gap clicks, zero ticks and reference lines have their own.
///
/// The eight series timbres differ pairwise in brightness by at least 1.17 times: the
/// spectral centroid in harmonics, Σ *n a*ₙ² / Σ *a*ₙ² (power-weighted) and Σ *n a*ₙ / Σ *a*ₙ
/// (magnitude-weighted), of one is at least 1.17 times the other's (``centroid``). Power
/// weighted, from the darkest: sine 1.00, flute 1.20, warm 1.42, organ 1.67, reed 1.99, horn
/// 2.34, bright 2.80, buzz 4.00; a step of 17 % at least. Each takes one of three note
/// envelopes (``NoteEnvelope``) by its rank in brightness, in turn: two timbres with the same envelope differ in centroid by 1.64 times or
/// more, and two within that differ in envelope. The envelope shapes separate notes (bars,
/// points, arpeggios); a glide is held, so lines are told apart by their centroid alone.
public enum Timbre: String, CaseIterable, Codable, Sendable {
  /// A pure sine.
  case sine
  /// Harmonics 1–2 at 1 and ½ (a flute's soft edge).
  case flute
  /// Harmonics 1–3 at 1, 0.6, 0.36 (warm, soft).
  case warm
  /// Harmonics 1–4 at 1, ¾, ½, ¼ (an organ stop).
  case organ
  /// Harmonics 1–5 falling as 0.75ⁿ⁻¹ (reedy).
  case reed
  /// Harmonics 1–6 falling as 0.8ⁿ⁻¹ (a horn).
  case horn
  /// Harmonics 1–7 falling as 0.85ⁿ⁻¹ (bright, brassy).
  case bright
  /// Harmonics 1–7 all at 1 (a buzz).
  case buzz
  /// Odd harmonics 1–7 falling as 1/n (a hollow square): values below zero.
  case negative
  /// A pure sine for reference lines.
  case reference
  /// A short high sine for gap clicks and zero ticks.
  case click

  /// How a separate note's loudness moves while it sounds (a glide is always held).
  public enum NoteEnvelope: String, CaseIterable, Sendable {
    /// A 10 ms attack, then held: an organ's key.
    case sustained
    /// A 5 ms attack, then falling linearly to a quarter of the level by the release: a
    /// plucked string.
    case plucked
    /// An attack over 40 % of the note, then held: a bowed swell.
    case swelling

    /// The attack, as seconds and as a fraction of the note: the attack lasts the longer of
    /// the two, at most half the note.
    public var attack: (seconds: Double, fraction: Double) {
      switch self {
      case .sustained: (0.01, 0)
      case .plucked: (0.005, 0)
      case .swelling: (0.01, 0.4)
      }
    }

    /// The level at the start of the release, the attack's peak being 1.
    public var endLevel: Double {
      switch self {
      case .sustained, .swelling: 1
      case .plucked: 0.25
      }
    }
  }

  /// The timbres given to series, in order: the darkest and the brightest half interleaved
  /// (sine, reed, flute, horn, warm, bright, organ, buzz), so consecutive series differ in
  /// centroid by 1.64 times or more; the ninth series reuses the first.
  public static let seriesTimbres: [Timbre] = [
    .sine, .reed, .flute, .horn, .warm, .bright, .organ, .buzz,
  ]

  /// The series timbres from the darkest to the brightest.
  static let byBrightness: [Timbre] = [
    .sine, .flute, .warm, .organ, .reed, .horn, .bright, .buzz,
  ]

  /// The amplitude of harmonic *n* (index 0 is the fundamental), before normalisation.
  public var harmonics: [Double] {
    switch self {
    case .sine, .reference, .click: return [1]
    case .flute: return [1, 0.5]
    case .warm: return [1, 0.6, 0.36]
    case .organ: return [1, 0.75, 0.5, 0.25]
    case .reed: return (0..<5).map { pow(0.75, Double($0)) }
    case .horn: return (0..<6).map { pow(0.8, Double($0)) }
    case .bright: return (0..<7).map { pow(0.85, Double($0)) }
    case .buzz: return [1, 1, 1, 1, 1, 1, 1]
    case .negative: return [1, 0, 1.0 / 3, 0, 0.2, 0, 1.0 / 7]
    }
  }

  /// The envelope of a separate note in this timbre: by the rank in brightness of a series
  /// timbre, in turn sustained, plucked, swelling; sustained for the others.
  public var envelope: NoteEnvelope {
    guard let rank = Self.byBrightness.firstIndex(of: self) else { return .sustained }
    return NoteEnvelope.allCases[rank % NoteEnvelope.allCases.count]
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
