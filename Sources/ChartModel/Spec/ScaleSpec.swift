/// How an axis maps values to positions (JSON key `scale` of an axis), as Vega-Lite's
/// `scale` and Swift Charts' `chartYScale(type:)`.
///
/// Described and sonified on the same scale: "on a logarithmic scale" in the overview, pitch
/// linear in the scaled value.
public struct ScaleSpec: Hashable, Sendable, Codable {
  /// The scale's kind (JSON key `type`).
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Position proportional to the value.
    case linear
    /// Position proportional to log₁₀ of the value (`ScaleType.log`); values must be positive.
    case log
    /// Position proportional to sign(v)·log(1 + |v|/c): logarithmic far from zero, linear near
    /// it (Vega's `symlog`, constant c).
    case symlog
    /// Position proportional to sign(v)·|v|^k (Vega's `pow`, exponent k).
    case pow
    /// `pow` with exponent ½ (`ScaleType.squareRoot`).
    case sqrt
  }

  /// The kind (JSON key `type`).
  ///
  /// Default value: `linear`.
  public var type: Kind?
  /// The exponent of a `pow` scale (JSON key `exponent`).
  ///
  /// Default value: 1.
  public var exponent: Double?
  /// The linear range around zero of a `symlog` scale (JSON key `constant`).
  ///
  /// Default value: 1.
  public var constant: Double?
  /// Whether the axis runs from its largest value to its smallest (JSON key `reverse`).
  ///
  /// Default value: `false`.
  public var reverse: Bool?
  /// Whether values outside the axis's `domain` are drawn at its edge (JSON key `clamp`).
  ///
  /// Default value: `false` (they are drawn outside the plot area, where they are clipped).
  public var clamp: Bool?
  /// Whether the marks are cut at the plot's edge, so that values beyond `domain` are not
  /// drawn (JSON key `clip`; Vega-Lite's `mark.clip`, Swift Charts'
  /// `.chartPlotStyle { $0.clipped() }`).
  ///
  /// Default value: `false` (they are drawn past the edge).
  public var clip: Bool?
  /// Whether the drawn axis, without a declared `domain`, is stretched to include 0 (JSON key
  /// `zero`; Vega's `zero`, which Vega-Lite sets on a quantitative value axis by default).
  ///
  /// Default value: not known; the axis is read as spanning its values.
  public var zero: Bool?
  /// Whether the drawn axis, without a declared `domain`, has its ends moved out to round
  /// numbers as d3's `scale.nice()` does with 10 ticks (JSON key `nice`; Vega's `nice: true`,
  /// Vega-Lite's default on an unbinned quantitative axis).
  ///
  /// Default value: not known; with `zero: true` only the axis's start at 0 is said, else the
  /// axis is read as spanning its values.
  public var nice: Bool?

  /// Creates scale settings.
  public init(
    type: Kind? = nil, exponent: Double? = nil, constant: Double? = nil, reverse: Bool? = nil,
    clamp: Bool? = nil, clip: Bool? = nil, zero: Bool? = nil, nice: Bool? = nil
  ) {
    self.type = type
    self.exponent = exponent
    self.constant = constant
    self.reverse = reverse
    self.clamp = clamp
    self.clip = clip
    self.zero = zero
    self.nice = nice
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case type, exponent, constant, reverse, clamp, clip, zero, nice
  }

  /// Decodes the object, rejecting members this version does not know.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Set(CodingKeys.allCases.map(\.rawValue)))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    type = try container.decodeIfPresent(Kind.self, forKey: .type)
    exponent = try container.decodeIfPresent(Double.self, forKey: .exponent)
    constant = try container.decodeIfPresent(Double.self, forKey: .constant)
    reverse = try container.decodeIfPresent(Bool.self, forKey: .reverse)
    clamp = try container.decodeIfPresent(Bool.self, forKey: .clamp)
    clip = try container.decodeIfPresent(Bool.self, forKey: .clip)
    zero = try container.decodeIfPresent(Bool.self, forKey: .zero)
    nice = try container.decodeIfPresent(Bool.self, forKey: .nice)
  }
}
